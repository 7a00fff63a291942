// Every operation of the platform API, by family. Adding a family means adding it here.
import { agentOps } from './agent.ts';
import { contentOps } from './content.ts';
import { contractsOps } from './contracts.ts';
import { gamesOps } from './games.ts';
import { lotteryOps } from './lottery.ts';
import { memberOps } from './member.ts';
import type { OperationSpec } from './operation.ts';
import { pointsOps } from './points.ts';
import { rewardsOps } from './rewards.ts';
import { sessionOps } from './session.ts';
import { systemOps } from './system.ts';
import { testingOps } from './testing.ts';
import { walletOps } from './wallet.ts';

export const families = {
  system: systemOps,
  session: sessionOps,
  member: memberOps,
  wallet: walletOps,
  games: gamesOps,
  lottery: lotteryOps,
  content: contentOps,
  points: pointsOps,
  rewards: rewardsOps,
  agent: agentOps,
  contracts: contractsOps,
  testing: testingOps,
} as const satisfies Record<string, Record<string, OperationSpec>>;

export type Family = keyof typeof families;

export function allOperations(): { family: Family; op: OperationSpec }[] {
  return (Object.entries(families) as [Family, Record<string, OperationSpec>][]).flatMap(
    ([family, ops]) => Object.values(ops).map((op) => ({ family, op })),
  );
}
