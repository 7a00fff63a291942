import type { BodyOf } from '#schemas/api/operation.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

type AgentVerifyBody = BodyOf<typeof sessionOps.loginSecondFactor>;

/** Second factor of a login from a new IP (the SMS code sent to the agent). */
export const agentLoginVerify = (body: AgentVerifyBody) =>
  callOp(sessionOps.loginSecondFactor, { body });
