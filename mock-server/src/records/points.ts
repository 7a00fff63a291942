// Points data kept in the tenant's data file (spec §3 points records, §4 redeem statuses, §9 points
// never expire). Points are stored in hundredths ("centipoints") so accrual stays integer.
import type { LocalizedText } from '#schemas/localized.ts';

export const POINTS_TYPES = ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'] as const;
export type AccrualType = (typeof POINTS_TYPES)[number];
export type PointsRecordType = AccrualType | 'redeem' | 'convert';

export interface PointsConfig {
  /** Points earned per 1 currency unit of valid bet (or deposit), by type. */
  ratios: Record<AccrualType, number>;
  /** `points` points convert into `amount` currency units. */
  conversion: { points: number; amount: number };
}

export interface PointsRecord {
  id: number;
  memberId: number;
  type: PointsRecordType;
  name: string;
  /** Signed change, centipoints. */
  change: number;
  /** Balance after, centipoints. */
  balanceAfter: number;
  at: number;
  remark: string;
}

export interface MallItem {
  id: number;
  name: LocalizedText;
  image: string;
  /** Centipoints per unit. */
  pointsRequired: number;
  /** Valid bet the member must have placed in total to redeem it (minor units). */
  amountRequired: number;
  stock: number;
  /** How the mock back office decides redemptions of this item after the review delay. */
  reviewOutcome: 'approve' | 'reject';
}

type RedemptionStatus = 'In Process' | 'Rejected' | 'Approved';

export interface Redemption {
  id: number;
  memberId: number;
  itemId: number;
  /** The item's name when redeemed, in every language it had. */
  itemName: LocalizedText;
  quantity: number;
  /** Centipoints taken. */
  points: number;
  status: RedemptionStatus;
  at: number;
  decidedAt?: number;
  /** The back office's remark, in every language (a plain string: one written before). */
  remark: LocalizedText;
}

export interface PointsData {
  config: PointsConfig;
  /** Balance per member id, centipoints. */
  balances: Record<string, number>;
  records: PointsRecord[];
  items: MallItem[];
  redemptions: Redemption[];
  /** Accrual watermark: bets and ledger entries with ids up to these are counted. */
  watermark: { betId: number; ledgerId: number };
}

const DEFAULT_POINTS_CONFIG: PointsConfig = {
  ratios: { live: 0.01, lottery: 0.02, pvp: 0.01, rng: 0.01, sports: 0.02, deposit: 0.05 },
  conversion: { points: 100, amount: 10 },
};

export function emptyPointsData(): PointsData {
  return {
    config: structuredClone(DEFAULT_POINTS_CONFIG),
    balances: {},
    records: [],
    items: [],
    redemptions: [],
    watermark: { betId: 0, ledgerId: 0 },
  };
}
