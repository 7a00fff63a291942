import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { arrangeBets, arrangeMember } from '../../testing/arrange.ts';

interface ContractView {
  id: number;
  kind: string;
  status: string;
  rate: number;
  endReason?: string;
  period?: string;
  request: { type: string; byMe: boolean } | null;
}
type Offer = {
  requiresConfirmation: boolean;
  affected: ContractView[];
  contract: ContractView | null;
};
type Action = { contract: ContractView; ended: ContractView[] };

const T = 'siam88';
const MIN = 60_000;
let server: TestServer;
let rid = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A top agent (no upline) with a direct downline agent and a grandchild member. */
async function tree() {
  const top = await arrangeMember(server, T, 'top', { type: 1 });
  const sub = await arrangeMember(server, T, 'sub', { type: 2, parentId: top.member.id });
  const leaf = await arrangeMember(server, T, 'leaf', { parentId: sub.member.id });
  return { top, sub, leaf };
}

const offer = (token: string, kind: string, body: Record<string, unknown>) =>
  server.call<Offer>(T, 'POST', `/wps/relay/contract/${kind}`, { token, body });
const act = (token: string, contractId: number, action: string, requestId = `r${++rid}`) =>
  server.call<Action>(T, 'POST', '/wps/relay/contractAction', {
    token,
    body: { contractId, action, requestId },
  });
const advance = (ms: number) =>
  server.call<{ now: number }>(T, 'POST', '/__test/clock/advance', { body: { ms } });
/** A fresh token (sessions last a day; these tests move the clock by days). */
const fresh = async (account: string) => (await server.memberWithToken(T, account)).token;
const balance = (id: number) =>
  server.lobby.deps.tenants.byCode(T)?.store.data.balances[String(id)] ?? 0;

/** A platform client's contract call (`MCSFE_<relay>`) made with `token`. */
const platformCall = (token: string) => (relay: string, body: Record<string, unknown>) =>
  server.call<Action>(T, 'POST', `/wps/relay/MCSFE_${relay}`, {
    token,
    headers: { Language: 'EN', Merchant: T },
    body,
  });

async function accepted(
  upToken: string,
  downToken: string,
  kind: string,
  body: Record<string, unknown>,
) {
  const o = await offer(upToken, kind, body);
  expect(o.status, o.text).toBe(200);
  const id = o.body.value.contract?.id ?? 0;
  const a = await act(downToken, id, 'Accept');
  expect(a.body.value.contract.status).toBe('active');
  return id;
}

/**
 * A tree whose sub-agent owes its member 70.00: a 10% daily dividend of a 1,000.00 team loss, with
 * 30.00 in its balance when the day settles.
 */
async function frozenUpline() {
  const t = await tree();
  await accepted(t.sub.token, t.leaf.token, 'dividend', {
    memberId: t.leaf.member.id,
    rate: 10,
    period: 'Daily',
  });
  await server.fund(T, t.sub.member.id, 3_000);
  await arrangeBets(server, T, [{ memberId: t.leaf.member.id, stake: 100_000, payout: 0 }]);
  await advance(25 * 3600_000);
  return t;
}

describe('contract transitions', () => {
  it('offer -> accept, shown in the downline popup and consolidated flags until answered', async () => {
    const { top, sub } = await tree();
    const o = await offer(top.token, 'dailySalary', {
      memberId: sub.member.id,
      rate: 1.5,
      validBet: 100,
    });
    expect(o.status).toBe(200);
    expect(o.body.value).toMatchObject({
      requiresConfirmation: false,
      contract: { status: 'pending', rate: 1.5 },
    });
    const flags = await server.call<Record<string, boolean>>(
      T,
      'GET',
      '/wps/member/info/funds/consolidated',
      { token: sub.token },
    );
    expect(flags.body.value).toMatchObject({ dailysalreqtype: true, divtypereq: false });
    const pending = await server.call<{ list: ContractView[] }>(
      T,
      'GET',
      '/wps/member/contracts/pending',
      { token: sub.token },
    );
    expect(pending.body.value.list.map((c) => c.id)).toEqual([o.body.value.contract?.id]);

    const a = await act(sub.token, o.body.value.contract?.id ?? 0, 'Accept');
    expect(a.status).toBe(200);
    expect(a.body.value.contract).toMatchObject({ status: 'active', request: null });
    const after = await server.call<Record<string, boolean>>(
      T,
      'GET',
      '/wps/member/info/funds/consolidated',
      { token: sub.token },
    );
    expect(after.body.value.dailysalreqtype).toBe(false);
    const list = await server.call<{ list: ContractView[] }>(
      T,
      'GET',
      '/wps/member/contracts?role=upline',
      { token: top.token },
    );
    expect(list.body.value.list[0]).toMatchObject({ status: 'active', kind: 'dailySalary' });
  });

  it('offer -> reject; a rejected offer cannot be accepted afterwards', async () => {
    const { top, sub } = await tree();
    const o = await offer(top.token, 'dividend', {
      memberId: sub.member.id,
      rate: 20,
      period: 'Weekly',
    });
    const id = o.body.value.contract?.id ?? 0;
    const upline = await act(top.token, id, 'Accept');
    expect(upline.status).toBe(409);
    expect(upline.body.errorCode).toBe('contract_state_invalid');
    const r = await act(sub.token, id, 'Reject');
    expect(r.body.value.contract).toMatchObject({ status: 'rejected', endReason: 'rejected' });
    const late = await act(sub.token, id, 'Accept');
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('contract_state_invalid');
  });

  it("answers the platform client's contract calls, which name a contract by its kind's own key", async () => {
    const { top, sub } = await tree();
    const platform = platformCall(sub.token);
    const dividend = (await offer(top.token, 'dividend', { memberId: sub.member.id, rate: 20 }))
      .body.value.contract!;
    // A dividend by its period: the offer waiting for this member's answer.
    const took = await platform('processContractDividend', {
      productType: 'ALL',
      computationPeriod: dividend.period ?? '',
      status: 'A',
    });
    expect(took.status, took.text).toBe(200);
    expect(took.body.value.contract).toMatchObject({ id: dividend.id, status: 'active' });
    // Nothing of that kind waits any more: no contract is guessed.
    const again = await platform('processContractDividend', { productType: 'ALL', status: 'R' });
    expect(again.status).toBe(404);
    const daily = (
      await offer(top.token, 'dailySalary', { memberId: sub.member.id, rate: 1.5, validBet: 100 })
    ).body.value.contract!;
    // Each call answers for its own kind: a daily salary's id names no dividend.
    const wrongKind = await platform('processContractDividend', {
      contractId: daily.id,
      status: 'R',
    });
    expect(wrongKind.status).toBe(404);
    const refused = await platform('processDailySalaryContract', { id: daily.id, status: 'R' });
    expect(refused.body.value.contract).toMatchObject({ id: daily.id, status: 'rejected' });
    // C on an active contract asks to end it; the upline still has to agree.
    const ending = await platform('processContractDividend', { productType: 'ALL', status: 'C' });
    expect(ending.body.value.contract).toMatchObject({
      id: dividend.id,
      status: 'active',
      request: { type: 'termination', byMe: true },
    });
  });

  it("reads a platform status by what it answers: a termination request's Reject keeps the contract", async () => {
    const { top, sub } = await tree();
    const platform = platformCall(sub.token);
    // The dividend's, daily and real-time dialogs send the state the contract is to be in: A to
    // refuse the upline's request to end it (it stays active), C to agree.
    const dividend = await accepted(top.token, sub.token, 'dividend', {
      memberId: sub.member.id,
      rate: 20,
    });
    await act(top.token, dividend, 'Terminate');
    const kept = await platform('processContractDividend', { productType: 'ALL', status: 'A' });
    expect(kept.body.value.contract).toMatchObject({
      id: dividend,
      status: 'active',
      request: null,
    });
    await act(top.token, dividend, 'Terminate');
    const ended = await platform('processContractDividend', { productType: 'ALL', status: 'C' });
    expect(ended.body.value.contract).toMatchObject({ id: dividend, status: 'terminated' });
    const daily = await accepted(top.token, sub.token, 'dailySalary', {
      memberId: sub.member.id,
      rate: 1.5,
      validBet: 100,
    });
    await act(top.token, daily, 'Terminate');
    const dailyKept = await platform('processDailySalaryContract', { id: daily, status: 'A' });
    expect(dailyKept.body.value.contract).toMatchObject({ status: 'active', request: null });
    // The hourly salary's dialog sends the answer instead: R refuses, A agrees.
    const hourly = await accepted(top.token, sub.token, 'hourSalary', {
      memberId: sub.member.id,
      rate: 0.5,
    });
    await act(top.token, hourly, 'Terminate');
    const hourKept = await platform('processContractHourSalary', {
      contractId: hourly,
      status: 'R',
    });
    expect(hourKept.body.value.contract).toMatchObject({ status: 'active', request: null });
    await act(top.token, hourly, 'Terminate');
    const hourEnded = await platform('processContractHourSalary', {
      contractId: hourly,
      status: 'A',
    });
    expect(hourEnded.body.value.contract).toMatchObject({ status: 'terminated' });
  });

  it('accept -> terminate request -> accept termination; and a rejected termination keeps it active', async () => {
    const { top, sub } = await tree();
    const id = await accepted(top.token, sub.token, 'hourSalary', {
      memberId: sub.member.id,
      rate: 0.5,
    });
    const ask = await act(top.token, id, 'Terminate');
    expect(ask.body.value.contract).toMatchObject({
      status: 'active',
      request: { type: 'termination', byMe: true },
    });
    const own = await act(top.token, id, 'Accept');
    expect(own.body.errorCode).toBe('contract_state_invalid');
    const flags = await server.call<Record<string, boolean>>(
      T,
      'GET',
      '/wps/member/info/funds/consolidated',
      { token: sub.token },
    );
    expect(flags.body.value.contracthoursalreq).toBe(true);
    const rejected = await act(sub.token, id, 'Reject');
    expect(rejected.body.value.contract).toMatchObject({ status: 'active', request: null });

    const ask2 = await act(sub.token, id, 'Terminate');
    expect(ask2.body.value.contract.request).toMatchObject({ type: 'termination', byMe: true });
    const done = await act(top.token, id, 'Accept');
    expect(done.body.value.contract).toMatchObject({
      status: 'terminated',
      endReason: 'terminated',
    });
    const again = await act(sub.token, id, 'Terminate');
    expect(again.body.errorCode).toBe('contract_state_invalid');
  });

  it('applies a retried action once (same requestId) and answers the same', async () => {
    const { top, sub } = await tree();
    const id = await accepted(top.token, sub.token, 'dailySalary', {
      memberId: sub.member.id,
      rate: 1,
    });
    const first = await act(top.token, id, 'Terminate', 'retry-1');
    const retry = await act(top.token, id, 'Terminate', 'retry-1');
    expect(retry.status).toBe(200);
    expect(retry.body.value).toEqual(first.body.value);
    const other = await act(top.token, id, 'Terminate', 'retry-2');
    expect(other.body.errorCode).toBe('contract_state_invalid');
    const accept1 = await act(sub.token, id, 'Accept', 'acc-1');
    const accept2 = await act(sub.token, id, 'Accept', 'acc-1');
    expect(accept1.body.value.contract.status).toBe('terminated');
    expect(accept2.status).toBe(200);
    expect(accept2.body.value).toEqual(accept1.body.value);
  });
});

describe('contract refusals', () => {
  it('refuses a rate above the tenant bound, a second open offer, and a non-direct downline', async () => {
    const { top, sub, leaf } = await tree();
    const high = await offer(top.token, 'dailySalary', { memberId: sub.member.id, rate: 2.5 });
    expect(high.status).toBe(400);
    expect(high.body.errorCode).toBe('contract_rate_out_of_bounds');
    const zero = await offer(top.token, 'realtimeSalary', {
      memberId: sub.member.id,
      rate: 0.5,
      lossRate: 0,
    });
    expect(zero.body.errorCode).toBe('contract_rate_out_of_bounds');
    expect((await offer(top.token, 'dividend', { memberId: sub.member.id, rate: 10 })).status).toBe(
      200,
    );
    const twice = await offer(top.token, 'dividend', { memberId: sub.member.id, rate: 12 });
    expect(twice.body.errorCode).toBe('contract_exists');
    const deep = await offer(top.token, 'dividend', { memberId: leaf.member.id, rate: 10 });
    expect(deep.status).toBe(403);
    expect(deep.body.errorCode).toBe('not_downline');
    const list = await server.call<{ list: ContractView[] }>(T, 'GET', '/wps/member/contracts', {
      token: top.token,
    });
    expect(list.body.value.list).toHaveLength(1);
  });

  it('refuses agent operations to a player (error_not_agent) and strangers (not_downline)', async () => {
    const { top, sub } = await tree();
    const other = await tree();
    const player = await arrangeMember(server, T, 'plain');
    for (const [method, path] of [
      ['GET', '/wps/agent/team/tree'],
      ['GET', '/wps/agent/team/overview'],
      ['POST', '/wps/relay/contract/dividend'],
    ] as const) {
      const r = await server.call(T, method, path, {
        token: player.token,
        ...(method === 'POST' ? { body: { memberId: sub.member.id, rate: 10 } } : {}),
      });
      expect(r.status, path).toBe(403);
      expect(r.body.errorCode).toBe('error_not_agent');
    }
    const foreign = await offer(top.token, 'dividend', { memberId: other.sub.member.id, rate: 10 });
    expect(foreign.body.errorCode).toBe('not_downline');
    const o = await offer(other.top.token, 'dividend', { memberId: other.sub.member.id, rate: 10 });
    const meddle = await act(top.token, o.body.value.contract?.id ?? 0, 'Reject');
    expect(meddle.status).toBe(403);
    expect(meddle.body.errorCode).toBe('not_downline');
    const still = await server.call<{ list: ContractView[] }>(
      T,
      'GET',
      '/wps/member/contracts/pending',
      { token: other.sub.token },
    );
    expect(still.body.value.list[0]?.status).toBe('pending');
    const peek = await server.call(
      T,
      'GET',
      `/wps/agent/team/bets?account=${other.leaf.member.account}`,
      { token: top.token },
    );
    expect(peek.status).toBe(403);
    expect(peek.body.errorCode).toBe('not_downline');
  });
});

describe('the lower-rate rule', () => {
  it('asks for confirmation, then ends the downline contracts at a higher rate when accepted', async () => {
    const { top, sub, leaf } = await tree();
    const leafContract = await accepted(sub.token, leaf.token, 'dividend', {
      memberId: leaf.member.id,
      rate: 30,
    });
    const ask = await offer(top.token, 'dividend', { memberId: sub.member.id, rate: 20 });
    expect(ask.status).toBe(200);
    expect(ask.body.value.requiresConfirmation).toBe(true);
    expect(ask.body.value.contract).toBeNull();
    expect(ask.body.value.affected.map((c) => c.id)).toEqual([leafContract]);
    const none = await server.call<{ list: ContractView[] }>(
      T,
      'GET',
      '/wps/member/contracts/pending',
      { token: sub.token },
    );
    expect(none.body.value.list).toHaveLength(0);

    const confirmed = await offer(top.token, 'dividend', {
      memberId: sub.member.id,
      rate: 20,
      confirmLowerRate: true,
    });
    expect(confirmed.body.value.contract?.status).toBe('pending');
    const a = await act(sub.token, confirmed.body.value.contract?.id ?? 0, 'Accept');
    expect(a.body.value.ended.map((c) => [c.id, c.status, c.endReason])).toEqual([
      [leafContract, 'terminated', 'lower_rate'],
    ]);
    const leafView = await server.call<{ list: ContractView[] }>(
      T,
      'GET',
      '/wps/member/contracts?role=downline',
      { token: leaf.token },
    );
    expect(leafView.body.value.list[0]).toMatchObject({
      status: 'terminated',
      endReason: 'lower_rate',
    });
  });
});

describe('a duplicate lower-rate offer', () => {
  it('is refused as contract_exists before the agent is asked to confirm the lower rate', async () => {
    const { top, sub, leaf } = await tree();
    await accepted(sub.token, leaf.token, 'dailySalary', { memberId: leaf.member.id, rate: 1 });
    const first = await offer(top.token, 'dailySalary', {
      memberId: sub.member.id,
      rate: 0.5,
      confirmLowerRate: true,
    });
    expect(first.body.value.contract?.status).toBe('pending');
    // Not confirmed: without the early check this answered requiresConfirmation.
    const again = await offer(top.token, 'dailySalary', { memberId: sub.member.id, rate: 0.5 });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('contract_exists');
  });
});

describe('settlement', () => {
  it('pays real-time salary for the 5-minute window from real bets, once', async () => {
    const { top, sub, leaf } = await tree();
    await accepted(top.token, sub.token, 'realtimeSalary', {
      memberId: sub.member.id,
      rate: 1,
      lossRate: 0.5,
      singleBetAmount: 10,
    });
    // Team of sub: sub and leaf. The players lose (payout < stake): profit salary rate 1%.
    await arrangeBets(server, T, [
      { memberId: leaf.member.id, stake: 50_000, payout: 10_000 },
      { memberId: sub.member.id, stake: 30_000, payout: 0 },
      { memberId: leaf.member.id, stake: 500, payout: 0 }, // under the single bet amount
    ]);
    const before = balance(sub.member.id);
    await advance(5 * MIN);
    expect(balance(sub.member.id) - before).toBe(800); // 1% of 800.00 = 8.00
    await advance(5 * MIN);
    expect(balance(sub.member.id) - before).toBe(800);
    const income = await server.call<{
      list: { type: string; amount: number }[];
      totals: { received: number };
    }>(T, 'GET', '/wps/agent/income', { token: sub.token });
    expect(income.body.value.list).toEqual([
      expect.objectContaining({ type: 'salary', amount: 8 }),
    ]);
    expect(income.body.value.totals.received).toBe(8);
    const details = await server.call<{
      list: { account: string; type: string; amount: number }[];
    }>(T, 'GET', '/wps/agent/team/transactions?type=salary', { token: top.token });
    expect(details.body.value.list).toEqual([
      expect.objectContaining({ account: sub.member.account, type: 'salary', amount: 8 }),
    ]);
  });

  it('pays daily wages the next day for the previous day, when the conditions are met', async () => {
    const { top, sub, leaf } = await tree();
    const other = await tree();
    await accepted(top.token, sub.token, 'dailySalary', {
      memberId: sub.member.id,
      rate: 2,
      validBet: 100,
    });
    await accepted(other.top.token, other.sub.token, 'dailySalary', {
      memberId: other.sub.member.id,
      rate: 2,
      validBet: 100,
      activeMembers: 5,
    });
    await arrangeBets(server, T, [
      { memberId: leaf.member.id, stake: 20_000, payout: 25_000 },
      { memberId: other.leaf.member.id, stake: 20_000, payout: 0 },
    ]);
    const before = balance(sub.member.id);
    await advance(2 * 3600_000);
    expect(balance(sub.member.id)).toBe(before); // not before the day ends
    await advance(24 * 3600_000);
    expect(balance(sub.member.id) - before).toBe(400); // 2% of 200.00
    expect(balance(other.sub.member.id)).toBe(0); // 1 active member, 5 required
    await advance(24 * 3600_000);
    expect(balance(sub.member.id) - before).toBe(400);
  });

  it('pays a dividend at period end: ratio x team net loss', async () => {
    const { top, sub, leaf } = await tree();
    await accepted(top.token, sub.token, 'dividend', {
      memberId: sub.member.id,
      rate: 25,
      period: 'Daily',
    });
    await arrangeBets(server, T, [
      { memberId: leaf.member.id, stake: 100_000, payout: 20_000 },
      { memberId: leaf.member.id, stake: 10_000, payout: 30_000 },
    ]);
    const before = balance(sub.member.id);
    await advance(25 * 3600_000);
    expect(balance(sub.member.id) - before).toBe(15_000); // 25% of 600.00
    const records = await server.call<{
      list: { role: string; counterparty: string; amount: number; status: string }[];
    }>(T, 'GET', '/wps/agent/payouts?kind=dividend', { token: await fresh(sub.member.account) });
    expect(records.body.value.list).toEqual([
      expect.objectContaining({
        role: 'payee',
        counterparty: 'platform',
        amount: 150,
        status: 'settled',
      }),
    ]);
    await advance(25 * 3600_000);
    expect(balance(sub.member.id) - before).toBe(15_000);
  });

  it('freezes an upline that cannot pay a dividend, forces what it has, and collects the rest later', async () => {
    const { sub, leaf } = await frozenUpline();
    expect(balance(leaf.member.id)).toBe(3_000);
    expect(balance(sub.member.id)).toBe(0);
    const frozen = await server.call<{ self: { frozen: boolean; owed: number } }>(
      T,
      'GET',
      '/wps/agent/team/tree',
      { token: await fresh(sub.member.account) },
    );
    expect(frozen.body.value.self).toMatchObject({ frozen: true, owed: 70 });
    const rec = await server.call<{ list: { role: string; paid: number; status: string }[] }>(
      T,
      'GET',
      '/wps/agent/payouts?kind=dividend',
      { token: await fresh(sub.member.account) },
    );
    expect(rec.body.value.list[0]).toMatchObject({ role: 'payer', paid: 30, status: 'owed' });

    // The money pays the debt as it arrives, before any job runs.
    await server.fund(T, sub.member.id, 10_000);
    expect(balance(leaf.member.id)).toBe(10_000);
    await advance(MIN);
    expect(balance(leaf.member.id)).toBe(10_000);
    expect(balance(sub.member.id)).toBe(3_000);
    const after = await server.call<{ self: { frozen: boolean; owed: number } }>(
      T,
      'GET',
      '/wps/agent/team/tree',
      { token: await fresh(sub.member.account) },
    );
    expect(after.body.value.self).toMatchObject({ frozen: false, owed: 0 });
  });
});

describe('debts first', () => {
  it('a frozen upline cannot bet, transfer or withdraw; money reaching it pays the debt at once', async () => {
    const { top, sub, leaf } = await frozenUpline();
    const tenant = server.lobby.deps.tenants.byCode(T)!;
    const member = () => tenant.store.data.members.find((m) => m.id === sub.member.id)!;
    expect(member().frozen).toBe(true);
    // Both hold agent1's payment password (123456).
    await tenant.store.write((d) => {
      const pin = d.members.find((m) => m.account === 'agent1')!.paymentPasswordHash!;
      for (const id of [sub.member.id, top.member.id])
        d.members.find((m) => m.id === id)!.paymentPasswordHash = pin;
    });
    const token = await fresh(sub.member.account);
    const ledgerSize = tenant.store.data.ledger.length;

    // Nothing it does by choice moves money: a spin, a transfer, a withdrawal.
    const launch = await server.call<{ url: string }>(
      T,
      'GET',
      '/wps/game/launchGame?gameCode=PP_0003',
      { token },
    );
    const ticket = new URL(launch.body.value.url).searchParams.get('t')!;
    const spin = await server.call(T, 'POST', '/demo-game/spin', { body: { ticket, stake: 1 } });
    expect([spin.status, spin.body.errorCode]).toEqual([403, 'account_frozen']);
    const transfer = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      body: { direction: 'toUpline', amount: 1, paymentPassword: '123456' },
    });
    expect([transfer.status, transfer.body.errorCode]).toEqual([403, 'account_frozen']);
    const withdraw = await server.call(T, 'POST', '/wps/v2/withdraw', {
      token,
      body: {
        amount: 1,
        paymentPassword: '123456',
        bankName: 'Bank',
        bankAccountNo: '111-222',
        payeeName: 'Sub',
      },
    });
    expect([withdraw.status, withdraw.body.errorCode]).toEqual([403, 'account_frozen']);
    expect(tenant.store.data.ledger.length).toBe(ledgerSize);

    // Its upline sends it 100.00: 70.00 goes to the creditor in the same write, no job runs.
    await server.fund(T, top.member.id, 10_000);
    const leafBefore = balance(leaf.member.id);
    const sent = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: await fresh(top.member.account),
      body: {
        direction: 'toDownline',
        targetAccount: sub.member.account,
        amount: 100,
        paymentPassword: '123456',
      },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(balance(leaf.member.id) - leafBefore).toBe(7_000);
    expect(balance(sub.member.id)).toBe(3_000);
    expect(member().frozen).toBe(false);
    const forced = tenant.store.data.ledger.filter(
      (e) => e.ref?.startsWith('debt:') && e.at === server.now(T),
    );
    expect(forced.map((e) => [e.memberId, e.amount])).toEqual([
      [sub.member.id, -7_000],
      [leaf.member.id, 7_000],
    ]);
    // Every balance is still the sum of its ledger entries.
    for (const id of [top.member.id, sub.member.id, leaf.member.id]) {
      const sum = tenant.store.data.ledger
        .filter((e) => e.memberId === id)
        .reduce((a, e) => a + e.amount, 0);
      expect(sum).toBe(balance(id));
    }
  });
});

describe('debts first, whatever the money', () => {
  it('a bonus opened and a deposit credited to a frozen upline pay its creditor as they arrive; it cannot bet on the lottery', async () => {
    const { sub, leaf } = await frozenUpline();
    const tenant = server.lobby.deps.tenants.byCode(T)!;
    const data = () => tenant.store.data;
    const frozen = () => data().members.find((m) => m.id === sub.member.id)!.frozen;
    const owed = () =>
      data()
        .agents.debts.filter((d) => d.debtorId === sub.member.id && d.clearedAt === undefined)
        .reduce((a, d) => a + d.owed, 0);
    const token = await fresh(sub.member.account);
    expect([frozen(), owed()]).toEqual([true, 7_000]);

    // A lottery bet is spending too.
    const draws = await server.call<{ draws: { drawId: number }[] }>(
      T,
      'GET',
      '/lgw/vn/numeros/opened/game?gameCode=LOTT_0001',
    );
    const bet = await server.call(T, 'POST', '/lgw/lottery/bets', {
      token,
      body: {
        gameCode: 'LOTT_0001',
        drawId: draws.body.value.draws[0]!.drawId,
        numbers: ['12'],
        stake: 1,
      },
    });
    expect([bet.status, bet.body.errorCode]).toEqual([403, 'account_frozen']);

    // The red envelope's bonus (1.00 to 8.88) goes to the creditor at once, no job running.
    const leaf0 = balance(leaf.member.id);
    const env = await server.call<{ amount: number }>(T, 'POST', '/wps/rewards/redEnvelope', {
      token,
    });
    expect(env.status, env.text).toBe(200);
    const bonus = Math.round(env.body.value.amount * 100);
    expect(bonus).toBeGreaterThan(0);
    expect(balance(leaf.member.id) - leaf0).toBe(bonus);
    expect(balance(sub.member.id)).toBe(0);
    expect([frozen(), owed()]).toEqual([true, 7_000 - bonus]);

    // A 100.00 deposit: the rest of the debt is paid at the moment it is credited, and what is
    // left is the upline's again.
    const leaf1 = balance(leaf.member.id);
    const dep = await server.call(T, 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 100, channel: 'BANK' },
    });
    expect(dep.status, dep.text).toBe(200);
    await advance(MIN);
    expect(balance(leaf.member.id) - leaf1).toBe(7_000 - bonus);
    expect(balance(sub.member.id)).toBe(3_000 + bonus);
    expect([frozen(), owed()]).toEqual([false, 0]);
    const credit = data().ledger.findLast(
      (e) => e.memberId === sub.member.id && e.type === 'deposit',
    )!;
    const paidFromDeposit = data().ledger.filter(
      (e) => e.memberId === leaf.member.id && e.ref?.startsWith('debt:') && e.at === credit.at,
    );
    expect(paidFromDeposit.map((e) => e.amount)).toEqual([7_000 - bonus]);

    // No balance below zero, and each is the sum of its entries.
    for (const id of [sub.member.id, leaf.member.id]) {
      const entries = data().ledger.filter((e) => e.memberId === id);
      expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      expect(entries.reduce((a, e) => a + e.amount, 0)).toBe(balance(id));
    }
  });
});

describe('debts first, a settlement payout', () => {
  it('a real-time salary paid to a frozen upline goes to its creditor in the same settlement', async () => {
    const { top, sub, leaf } = await frozenUpline();
    const tenant = server.lobby.deps.tenants.byCode(T)!;
    const owed = () =>
      tenant.store.data.agents.debts
        .filter((d) => d.debtorId === sub.member.id && d.clearedAt === undefined)
        .reduce((a, d) => a + d.owed, 0);
    await accepted(
      await fresh(top.member.account),
      await fresh(sub.member.account),
      'realtimeSalary',
      {
        memberId: sub.member.id,
        rate: 1,
        lossRate: 0.5,
        singleBetAmount: 10,
      },
    );
    await server.fund(T, top.member.id, 100_000);
    // The team bets 1,000.00 and loses: a 1% salary of 10.00.
    await arrangeBets(server, T, [{ memberId: leaf.member.id, stake: 100_000, payout: 20_000 }]);
    const leaf0 = balance(leaf.member.id);
    await advance(5 * MIN);
    const salary = tenant.store.data.ledger.findLast(
      (e) => e.memberId === sub.member.id && e.type === 'salary' && e.amount > 0,
    )!;
    expect(salary.amount).toBe(1_000);
    // Settlement collects old debts before it pays, so only the payout itself can have paid this.
    expect(balance(leaf.member.id) - leaf0).toBe(1_000);
    expect(balance(sub.member.id)).toBe(0);
    expect(owed()).toBe(6_000);
    const forced = tenant.store.data.ledger.filter(
      (e) => e.memberId === leaf.member.id && e.ref?.startsWith('debt:') && e.at === salary.at,
    );
    expect(forced.map((e) => e.amount)).toEqual([1_000]);
  });
});

describe('seed', () => {
  it('gives agent1 two accepted contracts and one offer waiting for a direct downline, and one contract of each kind from agent0 above it', async () => {
    const { token } = await server.memberWithToken(T, 'agent1');
    const mine = async (role: 'upline' | 'downline') =>
      (
        await server.call<{ list: ContractView[] }>(
          T,
          'GET',
          `/wps/member/contracts?role=${role}`,
          { token },
        )
      ).body.value.list
        .map((c) => [c.kind, c.status])
        .sort();
    expect(await mine('upline')).toEqual([
      ['dailySalary', 'active'],
      ['dividend', 'active'],
      ['realtimeSalary', 'pending'],
    ]);
    expect(await mine('downline')).toEqual([
      ['dailySalary', 'active'],
      ['dividend', 'active'],
      ['hourSalary', 'active'],
      ['realtimeSalary', 'active'],
    ]);
    const tree = await server.call<{ teamSize: number }>(T, 'GET', '/wps/agent/team/tree', {
      token,
    });
    expect(tree.body.value.teamSize).toBeGreaterThan(10);
  });
});
