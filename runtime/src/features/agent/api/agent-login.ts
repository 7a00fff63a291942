import type { BodyOf, ResponseOf } from '#schemas/api/operation.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

type AgentLoginBody = Omit<BodyOf<typeof sessionOps.login>, 'area' | 'type'>;
export type AgentLoginAnswer = ResponseOf<typeof sessionOps.login>;

/** Login in the agent area: the server refuses non-agents with error_not_agent (spec §6). */
export const agentLogin = (body: AgentLoginBody) =>
  callOp(sessionOps.login, { body: { ...body, type: 'username', area: 'agent' } });
