// Every domain's seed step, in the order they run: members -> wallet -> content -> games ->
// lottery -> points -> rewards -> agents (each uses what the ones before it wrote). A plain list:
// the domain modules export their step and import nothing back.
import { seedAgentsStep } from './domain/agents/seed.ts';
import { seedContentStep } from './domain/content/seed.ts';
import { seedGamesStep } from './domain/games/seed.ts';
import { seedLotteryStep } from './domain/lottery/seed.ts';
import { seedMembersStep } from './domain/members/seed.ts';
import { seedPointsStep } from './domain/points/seed.ts';
import { seedRewardsStep } from './domain/rewards/seed.ts';
import type { SeedStep } from './domain/seed-step.ts';
import { seedWalletStep } from './domain/wallet/seed.ts';

export const SEED_STEPS: readonly { name: string; run: SeedStep }[] = [
  { name: 'members', run: seedMembersStep },
  { name: 'wallet', run: seedWalletStep },
  { name: 'content', run: seedContentStep },
  { name: 'games', run: seedGamesStep },
  { name: 'lottery', run: seedLotteryStep },
  { name: 'points', run: seedPointsStep },
  { name: 'rewards', run: seedRewardsStep },
  { name: 'agents', run: seedAgentsStep },
];
