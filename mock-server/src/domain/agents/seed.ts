// Seed step 'agents' (runs last): agent1 has accepted contracts with two direct downlines and one
// offer waiting for a third, so the contract pages and the downline's popup have data. Above it,
// agent0 (a top agent, so the platform pays) has held one contract of every kind with agent1
// since before the seeded history; that history is settled here, so agent1's My income and
// Bonus pages show real income from the first login.
import type { TenantManifest } from '#schemas/index.ts';
import type { TenantData } from '../../store/data.ts';
import type { SeedStep } from '../seed-step.ts';
import { createOffer, applyAction, type OfferInput } from './contracts.ts';
import { settleDue } from './settlement.ts';

const DAY = 24 * 3_600_000;

/**
 * agent0 -> agent1, each contract accepted `daysAgo` before now (short windows start later, so
 * the seed settles a few hundred windows, not thousands). The dividend is daily: the history
 * holds a month of periods, and each day the team lost pays one.
 */
function seedUpperLevel(data: TenantData, manifest: TenantManifest, now: number): void {
  const agent = data.members.find((m) => m.account === 'agent1');
  const top = data.members.find((m) => m.account === 'agent0');
  if (!agent || !top || agent.parentId !== top.id) return;
  const b = manifest.agent.contractBounds;
  const offers: [Omit<OfferInput, 'downlineId'>, number][] = [
    // At least what agent1 gives its own downlines, so no lower-rate rule applies.
    [
      {
        kind: 'dailySalary',
        rate: Math.min(1.5, b.dailySalaryMaxPercent),
        conditions: { activeMembers: 1 },
      },
      40,
    ],
    [
      {
        kind: 'dividend',
        rate: Math.min(30, b.dividendMaxPercent),
        period: 'Daily',
        conditions: { activeMembers: 1 },
      },
      40,
    ],
    [{ kind: 'hourSalary', rate: Math.min(0.5, b.hourlySalaryMaxPercent), conditions: {} }, 3],
    [
      {
        kind: 'realtimeSalary',
        rate: Math.min(0.5, b.realtimeSalaryMaxPercent),
        lossRate: Math.min(0.3, b.realtimeSalaryMaxPercent),
        singleBetAmount: 0,
        conditions: {},
      },
      1,
    ],
  ];
  for (const [offer, daysAgo] of offers) {
    const at = now - daysAgo * DAY;
    const c = createOffer(data, top.id, { ...offer, downlineId: agent.id }, at);
    applyAction(data, agent.id, c.id, 'Accept', at);
  }
  settleDue(data, manifest, now);
}

export const seedAgentsStep: SeedStep = (data, manifest, { clock }) => {
  const now = clock.now();
  seedUpperLevel(data, manifest, now);
  const agent = data.members.find((m) => m.account === 'agent1');
  if (!agent) return;
  const direct = data.members.filter((m) => m.parentId === agent.id);
  const b = manifest.agent.contractBounds;
  const [first, second, third] = direct;
  if (first) {
    const c = createOffer(
      data,
      agent.id,
      {
        kind: 'dailySalary',
        downlineId: first.id,
        rate: Math.min(1, b.dailySalaryMaxPercent),
        conditions: { activeMembers: 1, validBet: 10_000 },
      },
      now,
    );
    applyAction(data, first.id, c.id, 'Accept', now);
  }
  if (second) {
    const c = createOffer(
      data,
      agent.id,
      {
        kind: 'dividend',
        downlineId: second.id,
        rate: Math.min(20, b.dividendMaxPercent),
        period: 'Monthly',
        conditions: { activeMembers: 1 },
      },
      now,
    );
    applyAction(data, second.id, c.id, 'Accept', now);
  }
  if (third) {
    createOffer(
      data,
      agent.id,
      {
        kind: 'realtimeSalary',
        downlineId: third.id,
        rate: Math.min(0.5, b.realtimeSalaryMaxPercent),
        lossRate: Math.min(0.3, b.realtimeSalaryMaxPercent),
        singleBetAmount: 1_000,
        conditions: {},
      },
      now,
    );
  }
};
