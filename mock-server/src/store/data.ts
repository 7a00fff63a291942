// The shape of one tenant's data file. Each domain owns its slice and its empty value.
import type { Minor } from '../money.ts';
import { emptyAgentsData, type AgentsData } from '../domain/agents/types.ts';
import { emptyContentData, type ContentData } from '../domain/content/types.ts';
import { emptyGamesData, type GamesData } from '../domain/games/types.ts';
import { emptyLotteryData, type LotteryData } from '../domain/lottery/types.ts';
import type { Member, Session } from '../domain/members/types.ts';
import { emptyPointsData, type PointsData } from '../domain/points/types.ts';
import { emptyRewardsData, type RewardsData } from '../domain/rewards/types.ts';
import { emptyWalletData, type LedgerEntry, type WalletData } from '../domain/wallet/types.ts';

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
