// Which row of the platform table carries a Lobby operation the other way: the runtime's platform
// adapter sends an operation through the first row, in table order, whose answer it can read back
// (no reshaping, or a `fromPlatform`) and whose `when` parameter the call carries. An operation
// no row carries keeps Lobby's own method and path (the calls the reference does not show, in the
// member-centre and agent-centre bundles).
import { platformCalls } from './platform-calls.ts';
import type { ContractKind, MappedCall } from './platform.ts';

const readable = (row: MappedCall) => !row.toPlatform || row.fromPlatform !== undefined;

// By operationId: an operation's name in its family is its operationId, unique across families
// (schemas/api/contract.test.ts), so the runtime needs no index of the families to look one up.
const byOp = new Map<string, MappedCall[]>();
for (const row of platformCalls) {
  if (row.op === null || !readable(row)) continue;
  const id = row.op.slice(row.op.indexOf('.') + 1);
  byOp.set(id, [...(byOp.get(id) ?? []), row]);
}

/** The row that carries the operation for a call with these parameter names, or undefined. */
export function sendingRow(
  operationId: string,
  has: (param: string) => boolean,
): MappedCall | undefined {
  return byOp.get(operationId)?.find((row) => !row.when || has(row.when));
}

/** The platform's name for a Lobby parameter of this row (the reverse of `rename`). */
export function platformName(row: MappedCall, lobbyName: string): string {
  for (const [platform, lobby] of Object.entries(row.rename ?? {}))
    if (lobby === lobbyName) return platform;
  return lobbyName;
}

/** The row of the platform's call for contracts of `kind` (its four process calls). */
export function contractRow(operationId: string, kind: ContractKind): MappedCall | undefined {
  return byOp.get(operationId)?.find((row) => row.contract?.kind === kind);
}
