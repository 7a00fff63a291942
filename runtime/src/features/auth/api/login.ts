import type { BodyOf, ResponseOf } from '#schemas/api/operation.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

type LoginBody = BodyOf<typeof sessionOps.login>;
type LoginAnswer = ResponseOf<typeof sessionOps.login>;
export type LoggedIn = ResponseOf<typeof sessionOps.loginSecondFactor>;
type SecondFactor = Exclude<LoginAnswer, LoggedIn>;

export const isSecondFactor = (a: LoginAnswer): a is SecondFactor =>
  'secondFactorRequired' in a && a.secondFactorRequired === true;

export const login = (body: LoginBody) => callOp(sessionOps.login, { body });
