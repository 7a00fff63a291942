// The contract pages live in features/contracts; the router hands one to the agent centre, so the
// two features never import each other. This is the shape the agent centre renders it with.
import type { contractsOps } from '#schemas/api/contracts.ts';
import type { ParamsOf } from '#schemas/api/operation.ts';

export type AgentContractKind = ParamsOf<typeof contractsOps.offerContract>['kind'];

export interface ContractPageProps {
  kind: AgentContractKind;
  /** Direct downlines the agent may offer a contract to. */
  downlines: readonly { id: number; account: string }[];
}
