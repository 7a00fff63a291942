// What playing earns: missions and their leaderboard, manual rebate, VIP levels and bonus,
// referral, and the reward centre that sums up what is waiting.
import type { earningsOps } from '#schemas/api/rewards-earnings.ts';
import { textIn } from '../../domain/content/localized.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { RouteModule } from '../../http/bind.ts';
import { post } from '../../domain/ledger.ts';
import { betsOf, totalsOf } from '../../domain/agents/team-bets.ts';
import {
  MISSIONS,
  activityStatus,
  rebateOf,
  totalValidBet,
  unrebatedBets,
  vipLevelOf,
} from '../../domain/rewards/service.ts';
import { fromMinor } from '../../money.ts';
import { maskAccount } from '../../domain/members/masked.ts';
import { today, credited } from './shared.ts';
import { mainDomainOf } from '../../tenancy.ts';

export const earningsRoutes: RouteModule<typeof earningsOps> = (deps) => ({
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
        account: maskAccount(accounts.get(id) ?? String(id)),
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
    const domain = mainDomainOf(tenant.manifest);
    return {
      code: member.referralCode,
      link: `https://${domain}/register?referralCode=${encodeURIComponent(member.referralCode)}`,
      list: tenant.store.data.members
        .filter((m) => m.referredBy === member.id)
        .map((m) => ({ account: maskAccount(m.account), registeredAt: m.createdAt })),
    };
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
