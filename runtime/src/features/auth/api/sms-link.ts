// The sign-in link an SMS carries: whose account it opens (a peek, nothing used up), and the
// sign-in itself, which only the page's button asks for.
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

export const peekSmsLink = (token: string) => callOp(sessionOps.smsLinkPeek, { body: { token } });

export const signInBySmsLink = (token: string) =>
  callOp(sessionOps.smsLinkLogin, { body: { token } });
