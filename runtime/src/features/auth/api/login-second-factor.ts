import type { BodyOf } from '#schemas/api/operation.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

export const loginSecondFactor = (body: BodyOf<typeof sessionOps.loginSecondFactor>) =>
  callOp(sessionOps.loginSecondFactor, { body });
