// The demo seed's second level: agent1 sits under agent0, a top agent whose contracts
// pay it, so agent1's My income and Bonus pages show real income straight after the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page<T> = { list: T[]; total: number };
type Income = { type: string; amount: number; counterparty: string };
type Bonus = { role: string; amount: number; counterparty: string };

describe('the seeded agent levels', () => {
  for (const code of ['siam88', 'longwan', 'goldcrown']) {
    it(`${code}: agent1 has an upline paying it salary and a dividend; its menu keeps every page`, async () => {
      const data = server.lobby.deps.tenants.byCode(code)!.store.data;
      const a0 = data.members.find((m) => m.account === 'agent0')!;
      const a1 = data.members.find((m) => m.account === 'agent1')!;
      expect(a0.parentId).toBeUndefined();
      expect(a1.parentId).toBe(a0.id);
      const { token } = await server.memberWithToken(code, 'agent1', {});
      const auth = { token };
      // Paid at the seed: this month's income holds the settled history, of both types.
      for (const type of ['salary', 'dividend']) {
        const income = await server.call<Page<Income>>(
          code,
          'GET',
          `/wps/agent/income?range=thisMonth&type=${type}`,
          auth,
        );
        expect(income.status, income.text).toBe(200);
        expect(income.body.value.list.some((r) => r.amount > 0 && r.type === type)).toBe(true);
      }
      const bonuses: Bonus[] = [];
      for (const range of ['thisMonth', 'lastMonth']) {
        const bonus = await server.call<Page<Bonus>>(
          code,
          'GET',
          `/wps/agent/payouts?kind=dividend&range=${range}&pageSize=100`,
          auth,
        );
        expect(bonus.status, bonus.text).toBe(200);
        bonuses.push(...bonus.body.value.list);
      }
      expect(bonuses.some((b) => b.amount > 0)).toBe(true);
      const flags = await server.call<Record<string, boolean>>(
        code,
        'GET',
        '/wps/member/info/funds/consolidated',
        auth,
      );
      expect(flags.body.value).toMatchObject({
        enableCt: true,
        salary: true,
        hourSalary: true,
        realtimeSalary: true,
        frozen: false,
      });
      expect(data.members.find((m) => m.account === 'agent1')!.frozen).toBe(false);
    });
  }
});
