// The contract pages live in features/contracts; the router hands one to the agent centre, so the
// two features never import each other. This is the shape the agent centre renders it with.
import type { contractsOps } from '#schemas/api/contracts.ts';
import type { ParamsOf } from '#schemas/api/operation.ts';

export type AgentContractKind = ParamsOf<typeof contractsOps.offerContract>['kind'];

export interface ContractPageProps {
  kind: AgentContractKind;
  /**
   * A hook: the first page of the direct downlines (those the agent may offer a contract to)
   * whose account contains `search`.
   */
  findDownlines: (search: string) => {
    list: readonly { id: number; account: string }[];
    more: boolean;
    pending: boolean;
  };
}
