// Rewards rules: each member's activity status, image checks, rebate, VIP level, missions.
import type { TenantData } from '../../store/data.ts';
import { allBets, type BetRecord } from '../agents/team-bets.ts';
import { everyLanguage } from '../content/localized.ts';
import { REWARD_WORDS } from './texts.ts';
import type { Activity, StoredImage } from '../../records/rewards.ts';

export type ActivityStatus =
  | 'Join'
  | 'Claim'
  | 'Applying'
  | 'Closed'
  | 'Rejected'
  | 'Issued'
  | 'Claimed'
  | 'Process'
  | 'Joined'
  | 'coming soon';

/** The status of an activity for one member (spec §4). */
export function activityStatus(
  data: Readonly<TenantData>,
  a: Activity,
  memberId: number | undefined,
  now: number,
): ActivityStatus {
  if (now < a.startAt) return 'coming soon';
  if (memberId !== undefined) {
    if (a.kind === 'apply') {
      const app = data.rewards.applications
        .filter((x) => x.activityId === a.id && x.memberId === memberId)
        .at(-1);
      if (app) return app.status;
    } else {
      const p = data.rewards.participations.find(
        (x) => x.activityId === a.id && x.memberId === memberId,
      );
      if (p) return now >= a.endAt || p.status === 'Claimed' ? p.status : 'Process';
    }
  }
  if (now >= a.endAt) return 'Closed';
  return a.kind === 'claim' ? 'Claim' : 'Join';
}

/** png or jpg by the file's first bytes (not its name or declared type); undefined otherwise. */
export function imageType(buffer: Buffer): StoredImage['type'] | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buffer.length >= 8 && png.every((b, i) => buffer[i] === b)) return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'jpg';
  return undefined;
}

/** Manual rebate rate (%) by game category. */
const REBATE_RATES: Record<string, number> = {
  LIVE: 0.6,
  RNG: 0.8,
  FISH: 0.8,
  PVP: 0.5,
  SPORTS: 0.5,
  LOTT: 0.3,
  ELOTT: 0.3,
  BGS: 0.5,
};

export function unrebatedBets(data: Readonly<TenantData>, memberId: number): BetRecord[] {
  const done = new Set(data.rewards.rebatedBetIds);
  return allBets(data).filter((b) => b.memberId === memberId && !done.has(b.id));
}

export function rebateOf(bets: readonly BetRecord[]): number {
  return bets.reduce(
    (s, b) => s + Math.floor((b.stake * (REBATE_RATES[b.category] ?? 0.5)) / 100),
    0,
  );
}

export function totalValidBet(data: Readonly<TenantData>, memberId: number): number {
  return allBets(data)
    .filter((b) => b.memberId === memberId)
    .reduce((s, b) => s + b.stake, 0);
}

/** The highest VIP level whose valid-bet threshold the member reached. */
export function vipLevelOf(data: Readonly<TenantData>, memberId: number): number {
  const total = totalValidBet(data, memberId);
  return data.rewards.vipLevels.reduce(
    (lv, l) => (total >= l.minValidBet ? Math.max(lv, l.level) : lv),
    0,
  );
}

export const MISSIONS = [
  {
    id: 1,
    title: everyLanguage(REWARD_WORDS, (w) => w['mission.0']),
    metric: 'bets',
    target: 10,
  },
  {
    id: 2,
    title: everyLanguage(REWARD_WORDS, (w) => w['mission.1']),
    metric: 'validBet',
    target: 100_000,
  },
  {
    id: 3,
    title: everyLanguage(REWARD_WORDS, (w) => w['mission.2']),
    metric: 'games',
    target: 3,
  },
] as const;
