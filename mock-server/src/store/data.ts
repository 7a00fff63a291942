// The shape of one tenant's data file. Each domain owns its slice and its empty value.
import type { Minor } from '../money.ts';
import { emptyAgentsData, type AgentsData } from '../records/agents.ts';
import { emptyContentData, type ContentData } from '../records/content.ts';
import { emptyGamesData, type GamesData } from '../records/games.ts';
import { emptyLotteryData, type LotteryData } from '../records/lottery.ts';
import type { Member, Session } from '../records/members.ts';
import { emptyPointsData, type PointsData } from '../records/points.ts';
import { emptyRewardsData, type RewardsData } from '../records/rewards.ts';
import { emptyWalletData, type LedgerEntry, type WalletData } from '../records/wallet.ts';

interface Meta {
  /** Next id handed out by nextId(); one sequence for every collection keeps ids unique. */
  nextId: number;
  seededAt?: number;
  /** 0 normal, 1 maintenance, 2 region restricted (spec §4); set through /__test/status. */
  systemStatus: 0 | 1 | 2;
}

export interface TenantData {
  meta: Meta;
  members: Member[];
  sessions: Session[];
  /** Balance per member id, minor units; only the ledger changes it. */
  balances: Record<string, Minor>;
  ledger: LedgerEntry[];
  wallet: WalletData;
  content: ContentData;
  games: GamesData;
  lottery: LotteryData;
  points: PointsData;
  rewards: RewardsData;
  agents: AgentsData;
}

export function emptyTenantData(): TenantData {
  return {
    meta: { nextId: 1, systemStatus: 0 },
    members: [],
    sessions: [],
    balances: {},
    ledger: [],
    wallet: emptyWalletData(),
    content: emptyContentData(),
    games: emptyGamesData(),
    lottery: emptyLotteryData(),
    points: emptyPointsData(),
    rewards: emptyRewardsData(),
    agents: emptyAgentsData(),
  };
}

export function nextId(data: TenantData): number {
  return data.meta.nextId++;
}
