// Rewards data kept in the tenant's data file: activities and applications (spec §4 activity
// statuses), claims, red envelopes, manual rebate, VIP levels and their bonuses.
import type { LocalizedText } from '#schemas/localized.ts';
import type { Minor } from '../money.ts';

/**
 * apply: the member applies (comment + images), reviewed, then the bonus is Issued;
 * claim: the member claims the bonus directly; join: the member joins (a tournament).
 */
type ActivityKind = 'apply' | 'claim' | 'join';

export interface Activity {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  /** Its art per language (words are drawn in); a plain address in data seeded before. */
  image: LocalizedText;
  kind: ActivityKind;
  startAt: number;
  endAt: number;
  /** Bonus paid on claim or when an application is approved (minor units). */
  bonus: Minor;
  /** How the mock back office answers applications after the review delay. */
  reviewOutcome: 'approve' | 'reject';
}

export interface StoredImage {
  name: string;
  type: 'png' | 'jpg';
  size: number;
}

export interface Application {
  id: number;
  activityId: number;
  memberId: number;
  comment: string;
  images: StoredImage[];
  status: 'Applying' | 'Rejected' | 'Issued';
  at: number;
  decidedAt?: number;
}

interface Participation {
  memberId: number;
  activityId: number;
  /** Claimed: a claim activity's bonus paid; Joined: a join activity entered. */
  status: 'Claimed' | 'Joined';
  at: number;
}

interface VipLevel {
  level: number;
  name: LocalizedText;
  /** Total valid bet needed (minor units). */
  minValidBet: Minor;
  /** Level-up bonus, claimable once (minor units). */
  bonus: Minor;
}

export interface RewardsData {
  activities: Activity[];
  applications: Application[];
  participations: Participation[];
  /** One red envelope per member per day: `${memberId}:${YYYY-MM-DD}`. */
  envelopes: { key: string; memberId: number; amount: Minor; at: number }[];
  /** Bet ids already paid by a manual rebate. */
  rebatedBetIds: number[];
  vipLevels: VipLevel[];
  vipClaims: { memberId: number; level: number; amount: Minor; at: number }[];
  /** Raffle promotion claims, one per member per day (absent in data seeded before it). */
  raffles?: RaffleClaim[];
}

export function emptyRewardsData(): RewardsData {
  return {
    activities: [],
    applications: [],
    participations: [],
    envelopes: [],
    rebatedBetIds: [],
    vipLevels: [],
    vipClaims: [],
    raffles: [],
  };
}

/** A member's daily raffle claim (domain/rewards/raffle.ts). */
export interface RaffleClaim {
  memberId: number;
  day: string;
  tickets: number;
  prizes: Minor[];
  amount: Minor;
  at: number;
}
