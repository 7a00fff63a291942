// Points: accrual by bet type and deposit, the mall, redemption with review, conversion to balance.
import type { pointsOps } from '#schemas/api/points.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { balanceOf, post } from '../domain/ledger.ts';
import { textIn } from '../domain/content/localized.ts';
import { accrue, addPoints, hasPendingAccrual, pointsOf } from '../domain/points/accrual.ts';
import { POINTS_TYPES, type AccrualType, type Redemption } from '../records/points.ts';
import { remarkTexts } from '../domain/points/remarks.ts';
import { startOfDay, zoneOffset } from '../domain/agents/periods.ts';
import { allBets } from '../domain/agents/team-bets.ts';
import { paginate } from '../domain/agents/views.ts';
import { fromMinor } from '../money.ts';
import { payWithPin } from '../domain/wallet/payment-password-attempts.ts';
import { nextId, type TenantData } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import '../domain/points/jobs.ts';

function requirePoints(tenant: Tenant): void {
  if (!tenant.manifest.flags.PTSYS3)
    throw new ApiError(403, 'feature_disabled', 'the points system is off for this site');
}

/** Counts new bets and deposits before answering, so a member sees points right after playing. */
async function accrued(tenant: Tenant, now: number): Promise<Readonly<TenantData>> {
  if (hasPendingAccrual(tenant.store.data)) await tenant.store.write((d) => accrue(d, now));
  return tenant.store.data;
}

const points = (centi: number) => centi / 100;

/** Currency (minor units) that `centi` centipoints convert into. */
function conversionMinor(data: Readonly<TenantData>, centi: number): number {
  const c = data.points.config.conversion;
  return Math.floor((centi * c.amount) / c.points);
}

function redemptionView(r: Redemption, text: ReturnType<typeof textIn>) {
  return {
    id: r.id,
    at: r.at,
    type: 'item',
    itemName: text(r.itemName),
    quantity: r.quantity,
    points: points(r.points),
    status: r.status,
    remark: text(r.remark),
  };
}

export const pointsRoutes: RouteModule<typeof pointsOps> = (deps) => ({
  pointsBalance: async ({ tenant, member }) => {
    requirePoints(tenant);
    const data = await accrued(tenant, deps.clock.now());
    const centi = pointsOf(data, member.id);
    return { points: points(centi), convertibleAmount: fromMinor(conversionMinor(data, centi)) };
  },

  pointsConfig: ({ tenant }) => {
    requirePoints(tenant);
    const c = tenant.store.data.points.config;
    return { ratios: { ...c.ratios }, conversion: { ...c.conversion }, expires: false };
  },

  pointsDetails: async ({ tenant, member, query }) => {
    requirePoints(tenant);
    const data = await accrued(tenant, deps.clock.now());
    const rows = data.points.records
      .filter(
        (r) => r.memberId === member.id && (query.type === undefined || r.type === query.type),
      )
      .sort((a, b) => b.at - a.at || b.id - a.id);
    const p = paginate(rows, query.pageNo, query.pageSize);
    return {
      ...p,
      list: p.list.map((r) => ({
        id: r.id,
        type: r.type,
        name: r.name,
        points: points(r.change),
        balance: points(r.balanceAfter),
        at: r.at,
        remark: r.remark,
      })),
    };
  },

  pointsReward: async ({ tenant, member }) => {
    requirePoints(tenant);
    const now = deps.clock.now();
    const data = await accrued(tenant, now);
    const dayStart = startOfDay(now, zoneOffset(tenant.manifest.agent.timeZone));
    const earned = new Map(POINTS_TYPES.map((t) => [t, { today: 0, total: 0 }]));
    for (const r of data.points.records) {
      const sum =
        r.memberId === member.id && r.change > 0 ? earned.get(r.type as AccrualType) : undefined;
      if (!sum) continue;
      sum.total += r.change;
      if (r.at >= dayStart) sum.today += r.change;
    }
    const byType = POINTS_TYPES.map((type) => {
      const e = earned.get(type) ?? { today: 0, total: 0 };
      return { type, today: points(e.today), total: points(e.total) };
    });
    const add = (k: 'today' | 'total') =>
      points([...earned.values()].reduce((n, e) => n + e[k], 0));
    return { today: add('today'), total: add('total'), byType };
  },

  mallItems: ({ tenant, language }) => {
    requirePoints(tenant);
    const text = textIn(language, tenant.manifest);
    return {
      list: tenant.store.data.points.items.map((i) => ({
        id: i.id,
        name: text(i.name),
        image: i.image,
        pointsRequired: points(i.pointsRequired),
        amountRequired: fromMinor(i.amountRequired),
        stock: i.stock,
      })),
    };
  },

  redeem: async ({ tenant, member, body, language }) => {
    const text = textIn(language, tenant.manifest);
    requirePoints(tenant);
    const now = deps.clock.now();
    return payWithPin(tenant, member, body.paymentPassword, now, deps.pinPepper, (d) => {
      accrue(d, now);
      const item = d.points.items.find((i) => i.id === body.itemId);
      if (!item) throw new ApiError(404, 'item_unavailable', 'no such item');
      if (item.stock < body.quantity)
        throw new ApiError(409, 'item_out_of_stock', 'not enough stock', { stock: item.stock });
      if (item.amountRequired > 0) {
        const turnover = allBets(d)
          .filter((b) => b.memberId === member.id)
          .reduce((s, b) => s + b.stake, 0);
        if (turnover < item.amountRequired)
          throw new ApiError(403, 'item_unavailable', 'valid bet requirement not met', {
            amountRequired: fromMinor(item.amountRequired),
          });
      }
      const cost = item.pointsRequired * body.quantity;
      if (pointsOf(d, member.id) < cost)
        throw new ApiError(400, 'not_enough_points', 'not enough points');
      item.stock -= body.quantity;
      const r: Redemption = {
        id: nextId(d),
        memberId: member.id,
        itemId: item.id,
        itemName: item.name,
        quantity: body.quantity,
        points: cost,
        status: 'In Process',
        at: now,
        remark: remarkTexts('pending'),
      };
      d.points.redemptions.push(r);
      addPoints(
        d,
        member.id,
        'redeem',
        -cost,
        now,
        `redemption ${r.id}: ${text(item.name)} x${body.quantity}`,
      );
      return redemptionView(r, text);
    });
  },

  redeemList: ({ tenant, member, query, language }) => {
    const text = textIn(language, tenant.manifest);
    requirePoints(tenant);
    const rows = tenant.store.data.points.redemptions
      .filter(
        (r) =>
          r.memberId === member.id && (query.status === undefined || r.status === query.status),
      )
      .sort((a, b) => b.at - a.at || b.id - a.id);
    const p = paginate(rows, query.pageNo, query.pageSize);
    return { ...p, list: p.list.map((r) => redemptionView(r, text)) };
  },

  convertPoints: async ({ tenant, member, body }) => {
    requirePoints(tenant);
    const now = deps.clock.now();
    return payWithPin(tenant, member, body.paymentPassword, now, deps.pinPepper, (d) => {
      accrue(d, now);
      const centi = body.points * 100;
      if (pointsOf(d, member.id) < centi)
        throw new ApiError(400, 'not_enough_points', 'not enough points');
      const minor = conversionMinor(d, centi);
      if (minor <= 0) throw new ApiError(400, 'amount_invalid', 'too few points to convert');
      addPoints(d, member.id, 'convert', -centi, now, `${fromMinor(minor).toFixed(2)} credited`);
      post(d, {
        memberId: member.id,
        amount: minor,
        type: 'points_convert',
        at: now,
        note: `${body.points} points`,
      });
      return {
        points: body.points,
        amount: fromMinor(minor),
        pointsBalance: points(pointsOf(d, member.id)),
        balance: fromMinor(balanceOf(d, member.id)),
      };
    });
  },
});
