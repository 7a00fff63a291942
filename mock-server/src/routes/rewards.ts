// Rewards: activities and applications, red envelope, missions, manual rebate, VIP, referral.
import crypto from 'node:crypto';
import type { rewardsOps } from '#schemas/api/rewards.ts';
import { textIn } from '../domain/content/localized.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { UPLOAD_LIMITS } from '../http/upload-guard.ts';
import { balanceOf, post } from '../domain/ledger.ts';
import { betsOf, totalsOf } from '../domain/agents/team-bets.ts';
import { startOfDay, zoneOffset, DAY_MS } from '../domain/agents/periods.ts';
import {
  MISSIONS,
  activityStatus,
  imageType,
  rebateOf,
  totalValidBet,
  unrebatedBets,
  vipLevelOf,
} from '../domain/rewards/service.ts';
import type { StoredImage } from '../domain/rewards/types.ts';
import {
  RAFFLE_MAX_TICKETS,
  RAFFLE_PRIZES,
  RAFFLE_TICKET_BET,
  claimOf,
  drawPrize,
  ticketsFor,
} from '../domain/rewards/raffle.ts';
import { fromMinor } from '../money.ts';
import { nextId, type TenantData } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import '../domain/rewards/jobs.ts';

const COMMENT_MAX = 140;

export function today(tenant: Tenant, now: number): [number, number, string] {
  const off = zoneOffset(tenant.manifest.agent.timeZone);
  const start = startOfDay(now, off);
  return [start, start + DAY_MS, new Date(start + off).toISOString().slice(0, 10)];
}

function mask(account: string): string {
  return account.length <= 3
    ? `${account[0] ?? ''}**`
    : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

function credited(d: TenantData, memberId: number, amount: number) {
  return { amount: fromMinor(amount), balance: fromMinor(balanceOf(d, memberId)) };
}

export const rewardsRoutes: RouteModule<typeof rewardsOps> = (deps) => ({
  activities: ({ tenant, member, language }) => {
    const data = tenant.store.data;
    const text = textIn(language, tenant.manifest);
    const now = deps.clock.now();
    return {
      list: data.rewards.activities.map((a) => ({
        id: a.id,
        title: text(a.title),
        description: text(a.description),
        image: a.image,
        kind: a.kind,
        startAt: a.startAt,
        endAt: a.endAt,
        bonus: fromMinor(a.bonus),
        status: activityStatus(data, a, member?.id, now),
      })),
    };
  },

  applyActivity: async ({ tenant, member, body, files }) => {
    const comment = body.comment ?? '';
    if ([...comment].length > COMMENT_MAX)
      throw new ApiError(400, 'comment_too_long', `at most ${COMMENT_MAX} characters`, {
        max: COMMENT_MAX,
      });
    if (files.length > UPLOAD_LIMITS.files)
      throw new ApiError(400, 'upload_too_many', `at most ${UPLOAD_LIMITS.files} images`);
    const images: StoredImage[] = [];
    for (const f of files) {
      if (f.size > UPLOAD_LIMITS.fileSize)
        throw new ApiError(413, 'upload_too_large', `${f.originalname} is larger than 5 MB`);
      const type = imageType(f.buffer);
      if (!type)
        throw new ApiError(
          400,
          'upload_type_invalid',
          `${f.originalname} is not a png or jpg image`,
        );
      images.push({ name: f.originalname, type, size: f.size });
    }
    const now = deps.clock.now();
    const activityId = Number(body.activityId);
    return tenant.store.write((d) => {
      const a = d.rewards.activities.find((x) => x.id === activityId);
      if (!a || a.kind !== 'apply')
        throw new ApiError(404, 'not_found', 'no such activity to apply to');
      const status = activityStatus(d, a, member.id, now);
      if (status !== 'Join')
        throw new ApiError(
          409,
          status === 'Closed' || status === 'coming soon' ? 'activity_not_open' : 'already_applied',
          `activity is ${status}`,
        );
      const id = nextId(d);
      d.rewards.applications.push({
        id,
        activityId,
        memberId: member.id,
        comment,
        images,
        status: 'Applying',
        at: now,
      });
      return { id, status: 'Applying' as const, images: images.length };
    });
  },

  claimActivity: ({ tenant, member, body, language }) => {
    const text = textIn(language, tenant.manifest);
    const now = deps.clock.now();
    return tenant.store.write((d) => {
      const a = d.rewards.activities.find((x) => x.id === body.activityId);
      if (!a || a.kind === 'apply')
        throw new ApiError(404, 'not_found', 'no such activity to claim or join');
      const status = activityStatus(d, a, member.id, now);
      if (status === 'Closed' || status === 'coming soon')
        throw new ApiError(409, 'activity_not_open', `activity is ${status}`);
      if (status !== 'Claim' && status !== 'Join')
        throw new ApiError(409, 'already_applied', `activity is ${status}`);
      const claimed = a.kind === 'claim';
      d.rewards.participations.push({
        memberId: member.id,
        activityId: a.id,
        status: claimed ? 'Claimed' : 'Joined',
        at: now,
      });
      if (claimed && a.bonus > 0)
        post(d, {
          memberId: member.id,
          amount: a.bonus,
          type: 'bonus',
          at: now,
          ref: `activity:${a.id}`,
          note: text(a.title),
        });
      return {
        status: claimed ? ('Claimed' as const) : ('Joined' as const),
        amount: fromMinor(claimed ? a.bonus : 0),
      };
    });
  },

  redEnvelope: ({ tenant, member }) => {
    const now = deps.clock.now();
    const [, , day] = today(tenant, now);
    const key = `${member.id}:${day}`;
    const amount = crypto.randomInt(100, 889);
    return tenant.store.write((d) => {
      if (d.rewards.envelopes.some((e) => e.key === key))
        throw new ApiError(409, 'already_applied', 'the red envelope of today is already open');
      d.rewards.envelopes.push({ key, memberId: member.id, amount, at: now });
      post(d, {
        memberId: member.id,
        amount,
        type: 'bonus',
        at: now,
        ref: `envelope:${day}`,
        note: 'Red envelope',
      });
      return credited(d, member.id, amount);
    });
  },

  missions: ({ tenant, member, language }) => {
    const text = textIn(language, tenant.manifest);
    const data = tenant.store.data;
    const [from, to] = today(tenant, deps.clock.now());
    const bets = betsOf(data, new Set([member.id]), from, to);
    const t = totalsOf(bets);
    const progress = {
      bets: t.count,
      validBet: t.validBet,
      games: new Set(bets.map((b) => b.gameCode)).size,
    };
    return {
      bets: t.count,
      validBet: fromMinor(t.validBet),
      list: MISSIONS.map((m) => {
        const p = progress[m.metric];
        const money = m.metric === 'validBet';
        return {
          id: m.id,
          title: text(m.title),
          unit: money ? ('money' as const) : ('count' as const),
          target: money ? fromMinor(m.target) : m.target,
          progress: money ? fromMinor(Math.min(p, m.target)) : Math.min(p, m.target),
          done: p >= m.target,
        };
      }),
    };
  },

  missionLeaderboard: ({ tenant, member }) => {
    const data = tenant.store.data;
    const [from, to] = today(tenant, deps.clock.now());
    const sums = new Map<number, number>();
    for (const b of betsOf(data, null, from, to))
      sums.set(b.memberId, (sums.get(b.memberId) ?? 0) + b.stake);
    const ranked = [...sums.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const accounts = new Map(data.members.map((m) => [m.id, m.account]));
    const myIndex = ranked.findIndex(([id]) => id === member.id);
    return {
      list: ranked.slice(0, 20).map(([id, stake], i) => ({
        rank: i + 1,
        account: mask(accounts.get(id) ?? String(id)),
        validBet: fromMinor(stake),
      })),
      myRank: myIndex >= 0 && myIndex < 20 ? myIndex + 1 : 0,
    };
  },

  manualRebate: ({ tenant, member }) => {
    if (!tenant.manifest.flags.MANPLAYREB3)
      throw new ApiError(403, 'feature_disabled', 'manual rebate is off');
    const bets = unrebatedBets(tenant.store.data, member.id);
    return {
      bets: bets.length,
      validBet: fromMinor(totalsOf(bets).validBet),
      amount: fromMinor(rebateOf(bets)),
    };
  },

  manualRebateClaim: ({ tenant, member }) => {
    if (!tenant.manifest.flags.MANPLAYREB3)
      throw new ApiError(403, 'feature_disabled', 'manual rebate is off');
    const now = deps.clock.now();
    return tenant.store.write((d) => {
      const bets = unrebatedBets(d, member.id);
      const amount = rebateOf(bets);
      if (amount <= 0) throw new ApiError(400, 'amount_invalid', 'no rebate to claim');
      d.rewards.rebatedBetIds.push(...bets.map((b) => b.id));
      post(d, {
        memberId: member.id,
        amount,
        type: 'rebate',
        at: now,
        note: `${bets.length} bets`,
      });
      return credited(d, member.id, amount);
    });
  },

  vipLevels: ({ tenant, member, language }) => {
    const text = textIn(language, tenant.manifest);
    const data = tenant.store.data;
    const level = vipLevelOf(data, member.id);
    const claimed = new Set(
      data.rewards.vipClaims.filter((c) => c.memberId === member.id).map((c) => c.level),
    );
    return {
      level,
      validBet: fromMinor(totalValidBet(data, member.id)),
      list: data.rewards.vipLevels.map((l) => ({
        level: l.level,
        name: text(l.name),
        minValidBet: fromMinor(l.minValidBet),
        bonus: fromMinor(l.bonus),
        reached: level >= l.level,
        claimed: claimed.has(l.level),
      })),
    };
  },

  vipBonus: ({ tenant, member, body, language }) => {
    const text = textIn(language, tenant.manifest);
    const now = deps.clock.now();
    return tenant.store.write((d) => {
      const l = d.rewards.vipLevels.find((x) => x.level === body.level);
      if (!l) throw new ApiError(404, 'not_found', 'no such level');
      if (vipLevelOf(d, member.id) < l.level)
        throw new ApiError(403, 'forbidden', 'level not reached');
      if (d.rewards.vipClaims.some((c) => c.memberId === member.id && c.level === l.level))
        throw new ApiError(409, 'already_applied', 'bonus already claimed');
      d.rewards.vipClaims.push({ memberId: member.id, level: l.level, amount: l.bonus, at: now });
      post(d, {
        memberId: member.id,
        amount: l.bonus,
        type: 'bonus',
        at: now,
        ref: `vip:${l.level}`,
        note: `VIP ${text(l.name)}`,
      });
      return credited(d, member.id, l.bonus);
    });
  },

  referral: ({ tenant, member }) => {
    if (!tenant.manifest.flags.referral)
      throw new ApiError(403, 'feature_disabled', 'referral is off');
    const domain = tenant.manifest.domains[0] ?? `${tenant.code}.localhost`;
    return {
      code: member.referralCode,
      link: `https://${domain}/register?referralCode=${encodeURIComponent(member.referralCode)}`,
      list: tenant.store.data.members
        .filter((m) => m.referredBy === member.id)
        .map((m) => ({ account: mask(m.account), registeredAt: m.createdAt })),
    };
  },

  raffle: ({ tenant, member }) => {
    const data = tenant.store.data;
    const [from, to, day] = today(tenant, deps.clock.now());
    const validBet = totalsOf(betsOf(data, new Set([member.id]), from, to)).validBet;
    const claim = claimOf(data, member.id, day);
    return {
      day,
      validBet: fromMinor(validBet),
      ticketBet: fromMinor(RAFFLE_TICKET_BET),
      maxTickets: RAFFLE_MAX_TICKETS,
      tickets: claim?.tickets ?? ticketsFor(validBet),
      prizeTable: RAFFLE_PRIZES.map((p) => fromMinor(p.amount)),
      claimed: claim !== undefined,
      amount: fromMinor(claim?.amount ?? 0),
    };
  },

  claimRaffle: ({ tenant, member, body }) => {
    const now = deps.clock.now();
    const [from, to, day] = today(tenant, now);
    if (body.day !== day)
      throw new ApiError(409, 'raffle_closed', `the raffle of ${body.day} is not open`, { day });
    return tenant.store.write((d) => {
      if (claimOf(d, member.id, day))
        throw new ApiError(409, 'already_applied', 'the raffle of today is already claimed');
      const tickets = ticketsFor(totalsOf(betsOf(d, new Set([member.id]), from, to)).validBet);
      const prizes = Array.from({ length: tickets }, drawPrize);
      const amount = prizes.reduce((n, p) => n + p, 0);
      (d.rewards.raffles ??= []).push({
        memberId: member.id,
        day,
        tickets,
        prizes,
        amount,
        at: now,
      });
      post(d, {
        memberId: member.id,
        amount,
        type: 'bonus',
        at: now,
        ref: `raffle:${day}`,
        note: 'Raffle promotion',
      });
      return { day, tickets, prizes: prizes.map(fromMinor), ...credited(d, member.id, amount) };
    });
  },

  rewardCenter: ({ tenant, member }) => {
    const data = tenant.store.data;
    const now = deps.clock.now();
    const statuses = data.rewards.activities.map((a) => activityStatus(data, a, member.id, now));
    const [, , day] = today(tenant, now);
    const envelope = !data.rewards.envelopes.some((e) => e.key === `${member.id}:${day}`);
    const level = vipLevelOf(data, member.id);
    const vip = data.rewards.vipLevels.filter(
      (l) =>
        l.level <= level &&
        !data.rewards.vipClaims.some((c) => c.memberId === member.id && c.level === l.level),
    ).length;
    const rebate =
      tenant.manifest.flags.MANPLAYREB3 && rebateOf(unrebatedBets(data, member.id)) > 0 ? 1 : 0;
    return {
      availablePromoCount: statuses.filter((s) => s === 'Join' || s === 'Claim').length,
      unclaimedRewards:
        statuses.filter((s) => s === 'Claim').length + vip + rebate + (envelope ? 1 : 0),
      redEnvelopeAvailable: envelope,
    };
  },
});
