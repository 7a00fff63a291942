// Seed step 'agents' (runs last): agent1 has accepted contracts with two direct downlines and one
// offer waiting for a third, so the contract pages and the downline's popup have data.
import type { SeedStep } from '../seed-step.ts';
import { createOffer, applyAction } from './contracts.ts';

export const seedAgentsStep: SeedStep = (data, manifest, { clock }) => {
  const now = clock.now();
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
