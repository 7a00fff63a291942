// Which contract a Lobby contract action names, for the platform's call of its kind: the
// platform has one call per kind, and names a dividend by its period, where Lobby's action
// carries only the contract's id. The kind and period come from the contracts the member's lists
// showed (an action's button sits on one of them), or, for one they have not, from the member's
// contract list. A contract's kind and period never change; what it waits for (the status the
// platform's call sends depends on it) is kept from the latest list, the one the member acts on.
import { contractsOps } from '#schemas/api/contracts.ts';
import type { OperationSpec, ResponseOf } from '#schemas/api/operation.ts';
import type { ContractAnswering, ContractKind } from '#schemas/wire/platform.ts';
import { ApiError } from '../api-error.ts';
import type { WireContext } from './adapter.ts';

export interface ContractRef {
  id: number;
  kind: ContractKind;
  period?: string;
  answering: ContractAnswering;
}

type Listed = ResponseOf<typeof contractsOps.listContracts>['list'][number];

const seen = new Map<number, ContractRef>();

/** The operations whose answers list the member's contracts. */
const LISTS: readonly OperationSpec[] = [contractsOps.listContracts, contractsOps.pendingContracts];

/** Keeps the kind and period of the contracts an answer of `op` lists. */
export function noteContracts(op: OperationSpec, value: unknown): void {
  if (!LISTS.includes(op)) return;
  for (const c of (value as { list?: readonly Listed[] }).list ?? [])
    seen.set(c.id, {
      id: c.id,
      kind: c.kind,
      ...(c.period ? { period: c.period } : {}),
      answering: c.request && !c.request.byMe ? c.request.type : 'none',
    });
}

/** The contract `id` names, from what was seen or the member's contract list. */
export async function contractOf(id: number, ctx: WireContext): Promise<ContractRef> {
  const known = seen.get(id);
  if (known) return known;
  // Its answer comes back through this adapter, which notes what it lists.
  await ctx.call(contractsOps.listContracts, {});
  const listed = seen.get(id);
  if (!listed) throw new ApiError('not_found', `no contract ${id} among the member's`, 404);
  return listed;
}
