// What an agent must be able to trust: salary earned before a contract ends is paid with its
// period, the menu flags follow real contracts, a frozen agent takes on no new obligations,
// reports name accounts and keep dividends in the period they pay for.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets, arrangeMember } from '../../testing/arrange.ts';
import { zoneOffset } from '../domain/agents/periods.ts';

type Contract = { id: number; status: string; endReason?: string };
type Offer = { requiresConfirmation: boolean; contract: Contract | null };
type Action = { contract: Contract; ended: Contract[] };

const T = 'goldcrown';
const MIN = 60_000;
const HOUR = 3_600_000;
let server: TestServer;
let rid = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const offer = (token: string, kind: string, body: Record<string, unknown>) =>
  server.call<Offer>(T, 'POST', `/wps/relay/contract/${kind}`, { token, body });
const act = (token: string, contractId: number, action: string) =>
  server.call<Action>(T, 'POST', '/wps/relay/contractAction', {
    token,
    body: { contractId, action, requestId: `trust${++rid}` },
  });
const advance = (ms: number) =>
  server.call<{ now: number }>(T, 'POST', '/__test/clock/advance', { body: { ms } });
const balance = (id: number) =>
  server.lobby.deps.tenants.byCode(T)?.store.data.balances[String(id)] ?? 0;
const PIN = '123456';
/** Gives a member a payment password, hashed cheaply in the stored format. */
async function withPin(id: number) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(PIN, salt, 32, { N: 1024, r: 8, p: 1 });
  await server.lobby.deps.tenants.byCode(T)?.store.write((d) => {
    const m = d.members.find((x) => x.id === id);
    if (m)
      m.paymentPasswordHash = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
  });
}
const fresh = async (account: string) => (await server.memberWithToken(T, account)).token;

async function accepted(up: string, down: string, kind: string, body: Record<string, unknown>) {
  const o = await offer(up, kind, body);
  expect(o.status, o.text).toBe(200);
  const id = o.body.value.contract?.id ?? 0;
  const a = await act(down, id, 'Accept');
  expect(a.body.value.contract.status).toBe('active');
  return id;
}

/** top (no upline) -> sub (agent) -> subsub (agent) -> player. */
async function chain() {
  const top = await arrangeMember(server, T, 'ttop', { type: 1 });
  const sub = await arrangeMember(server, T, 'tsub', { type: 2, parentId: top.member.id });
  const subsub = await arrangeMember(server, T, 'tss', { type: 2, parentId: sub.member.id });
  const player = await arrangeMember(server, T, 'tpl', { parentId: subsub.member.id });
  return { top, sub, subsub, player };
}

describe('salary earned before a contract ends', () => {
  it('is paid at settlement when a lower-rate offer replaces the contract and ends the downline one', async () => {
    // The case that went unpaid (an ended contract was never settled): sub holds 1% from top and
    // gives subsub 1.5%; the player bets 200; top offers sub 0.5% and sub accepts 10 minutes
    // later. The next day both are paid for the 200 bet at the rates that held when it was placed.
    const { top, sub, subsub, player } = await chain();
    await accepted(top.token, sub.token, 'dailySalary', { memberId: sub.member.id, rate: 1 });
    await accepted(sub.token, subsub.token, 'dailySalary', {
      memberId: subsub.member.id,
      rate: 1.5,
    });
    await server.fund(T, sub.member.id, 10_000);
    await advance(MIN);
    await arrangeBets(server, T, [{ memberId: player.member.id, stake: 20_000, payout: 0 }]);
    await advance(10 * MIN);

    const lower = await offer(top.token, 'dailySalary', {
      memberId: sub.member.id,
      rate: 0.5,
      confirmLowerRate: true,
    });
    expect(lower.body.value.requiresConfirmation).toBe(false);
    // The downline is warned before it answers: its own 1.5% contract ends on accept.
    const pending = await server.call<{
      list: { id: number; endsOnAccept?: { account: string; rate: number }[] }[];
    }>(T, 'GET', '/wps/member/contracts/pending', { token: sub.token });
    expect(pending.body.value.list).toEqual([
      expect.objectContaining({
        id: lower.body.value.contract?.id,
        endsOnAccept: [expect.objectContaining({ account: subsub.member.account, rate: 1.5 })],
      }),
    ]);
    const a = await act(sub.token, lower.body.value.contract?.id ?? 0, 'Accept');
    expect(a.body.value.ended.map((c) => c.endReason).sort()).toEqual(['lower_rate', 'replaced']);

    const subBefore = balance(sub.member.id);
    const subsubBefore = balance(subsub.member.id);
    await advance(25 * HOUR);
    // sub: +2.00 from the platform (1% of 200), -3.00 to subsub (1.5% of 200).
    expect(balance(sub.member.id) - subBefore).toBe(200 - 300);
    expect(balance(subsub.member.id) - subsubBefore).toBe(300);
    // Settled once: another day adds nothing (no bets under the new 0.5% contract).
    await advance(25 * HOUR);
    expect(balance(subsub.member.id) - subsubBefore).toBe(300);
  });

  for (const [kind, body, wait, expected] of [
    ['dailySalary', { rate: 2 }, 25 * HOUR, 400],
    ['hourSalary', { rate: 1 }, 2 * HOUR, 200],
    ['realtimeSalary', { rate: 1, singleBetAmount: 1 }, 10 * MIN, 200],
    ['dividend', { rate: 10, period: 'Daily' }, 25 * HOUR, 2_000],
  ] as const) {
    it(`${kind}: what accrued until a termination is paid with the period, once`, async () => {
      const { top, sub, player } = await chain();
      // The player's team is sub's team (player sits under subsub, under sub).
      const id = await accepted(top.token, sub.token, kind, { memberId: sub.member.id, ...body });
      await advance(MIN / 2);
      await arrangeBets(server, T, [{ memberId: player.member.id, stake: 20_000, payout: 0 }]);
      await advance(MIN / 2);
      await act(top.token, id, 'Terminate');
      const end = await act(sub.token, id, 'Accept');
      expect(end.body.value.contract).toMatchObject({ status: 'terminated' });
      // A bet after the end earns nothing.
      await arrangeBets(server, T, [{ memberId: player.member.id, stake: 50_000, payout: 0 }]);
      const before = balance(sub.member.id);
      await advance(wait);
      expect(balance(sub.member.id) - before).toBe(expected);
      await advance(wait);
      expect(balance(sub.member.id) - before).toBe(expected);
    });
  }
});

describe('contract flags and refusals', () => {
  const consolidated = async (token: string) =>
    (
      await server.call<Record<string, boolean>>(T, 'GET', '/wps/member/info/funds/consolidated', {
        token,
      })
    ).body.value;

  it('a new sub-agent with no contract sees no contract page; one it holds shows', async () => {
    const { top, sub } = await chain();
    expect(await consolidated(sub.token)).toMatchObject({
      enableCt: false,
      salary: false,
      hourSalary: false,
      realtimeSalary: false,
    });
    // A top agent works with every kind (the platform gives it them).
    expect(await consolidated(top.token)).toMatchObject({ enableCt: true, salary: true });
    await accepted(top.token, sub.token, 'hourSalary', { memberId: sub.member.id, rate: 1 });
    expect(await consolidated(sub.token)).toMatchObject({
      hourSalary: true,
      salary: false,
      enableCt: false,
    });
  });

  it('refuses an offer from a frozen agent and a rate with more than 2 decimals', async () => {
    const { sub, subsub } = await chain();
    const precise = await offer(sub.token, 'dailySalary', {
      memberId: subsub.member.id,
      rate: 0.123456,
    });
    expect(precise.status).toBe(400);
    expect(precise.body.errorCode).toBe('invalid_request');
    const ok = await offer(sub.token, 'dailySalary', { memberId: subsub.member.id, rate: 0.25 });
    expect(ok.status).toBe(200);

    const tenant = server.lobby.deps.tenants.byCode(T);
    await tenant?.store.write((d) => {
      const m = d.members.find((x) => x.id === sub.member.id);
      if (m) m.frozen = true;
    });
    const frozen = await offer(sub.token, 'hourSalary', { memberId: subsub.member.id, rate: 1 });
    expect(frozen.status).toBe(403);
    expect(frozen.body.errorCode).toBe('account_frozen');
  });

  it('answers not_downline with 403 on a transfer as on every other call', async () => {
    const { sub } = await chain();
    await withPin(sub.member.id);
    const stranger = await arrangeMember(server, T, 'tstr');
    const r = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: sub.token,
      body: {
        direction: 'toDownline',
        targetAccount: stranger.member.account,
        amount: 1,
        paymentPassword: PIN,
      },
    });
    expect(r.body.errorCode).toBe('not_downline');
    expect(r.status).toBe(403);
  });
});

describe('reports an agent can read', () => {
  it('name the account on the other side of each entry, and the platform', async () => {
    const { top, sub, player } = await chain();
    await accepted(top.token, sub.token, 'hourSalary', { memberId: sub.member.id, rate: 1 });
    await advance(MIN);
    await arrangeBets(server, T, [{ memberId: player.member.id, stake: 20_000, payout: 0 }]);
    await advance(2 * HOUR);
    const income = await server.call<{ list: { type: string; counterparty: string }[] }>(
      T,
      'GET',
      '/wps/agent/income',
      { token: await fresh(sub.member.account) },
    );
    expect(income.body.value.list).toEqual([
      expect.objectContaining({ type: 'salary', counterparty: 'platform' }),
    ]);

    await server.fund(T, top.member.id, 5_000);
    await withPin(top.member.id);
    const topToken = await fresh(top.member.account);
    await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: topToken,
      body: {
        direction: 'toDownline',
        targetAccount: sub.member.account,
        amount: 10,
        paymentPassword: PIN,
      },
    });
    const details = await server.call<{
      list: { account: string; type: string; counterparty: string; note: string }[];
    }>(T, 'GET', '/wps/agent/team/transactions?type=transfer_in', { token: topToken });
    expect(details.body.value.list[0]).toMatchObject({
      account: sub.member.account,
      type: 'transfer_in',
      counterparty: top.member.account,
    });
  });

  it('list a dividend under the period it pays for, not the day it was paid', async () => {
    const { top, sub, player } = await chain();
    await accepted(top.token, sub.token, 'dividend', {
      memberId: sub.member.id,
      rate: 10,
      period: 'Daily',
    });
    await advance(MIN);
    await arrangeBets(server, T, [{ memberId: player.member.id, stake: 20_000, payout: 0 }]);
    const played = server.now(T);
    await advance(25 * HOUR);
    const tenant = server.lobby.deps.tenants.byCode(T);
    const off = zoneOffset(tenant?.manifest.agent.timeZone ?? 'GMT+0');
    const localDay = (t: number) => new Date(t + off).toISOString().slice(0, 10);
    const token = await fresh(sub.member.account);
    const on = (day: string) =>
      server.call<{ list: { amount: number }[] }>(
        T,
        'GET',
        `/wps/agent/payouts?kind=dividend&start=${day}&end=${day}`,
        { token },
      );
    const betDay = await on(localDay(played));
    const payDay = await on(localDay(server.now(T)));
    expect(betDay.body.value.list).toEqual([expect.objectContaining({ amount: 20 })]);
    expect(payDay.body.value.list).toEqual([]);
  });
});

describe('announcements', () => {
  it("take the spec's platform=W&execution=B query", async () => {
    const r = await server.call<{ list: unknown[] }>(
      T,
      'GET',
      '/wps/announcements?types=B,PL,PU,PR&platform=W&execution=B',
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body.value.list.length).toBeGreaterThan(0);
  });
});
