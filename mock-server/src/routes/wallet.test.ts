import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../domain/ledger.ts';
import type { Member } from '../records/members.ts';
import { hashPin } from '../domain/wallet/pin-hash.ts';
import type { LedgerType } from '../records/wallet.ts';
import { multipart, startTestServer, type TestServer } from '../../testing/harness.ts';

const T = 'siam88';
const PAY = '246810';
const MIN = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ only: [T] });
});
afterAll(() => server.close());

async function funded(account: string, units: number, init: Partial<Member> = {}) {
  const m = await server.memberWithToken(T, account, {
    // The PIN as the server stores it when a member sets it.
    paymentPasswordHash: hashPin(PAY, server.lobby.deps.pinPepper),
    ...init,
  });
  if (units > 0) await server.fund(T, m.member.id, units * 100);
  return m;
}

const tenant = () => server.lobby.deps.tenants.byCode(T)!;
const dataFile = () => fs.readFileSync(path.join(server.dataDir!, `${T}.json`));
const advance = (ms: number) => server.call(T, 'POST', '/__test/clock/advance', { body: { ms } });

async function balance(token: string): Promise<number> {
  const r = await server.call<{ balance: number }>(T, 'GET', '/wps/v2/wallets/balance', { token });
  return r.body.value.balance;
}

async function messageTitles(token: string): Promise<string[]> {
  const r = await server.call<{ list: { title: string }[] }>(
    T,
    'GET',
    '/wps/messages?pageSize=100',
    { token, headers: { Language: 'en' } }, // siam88's default is Thai
  );
  return r.body.value.list.map((m) => m.title);
}

function smallPng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

const withdraw = (token: string, amount: number, paymentPassword = PAY) =>
  server.call<{ id: number; status: string }>(T, 'POST', '/wps/v2/withdraw', {
    token,
    body: {
      amount,
      paymentPassword,
      bankName: 'Demo Bank',
      bankAccountNo: '111-222',
      payeeName: 'A B',
    },
  });

describe('seed', () => {
  it('gives the demo players opening deposits and player1 records in every state', async () => {
    const data = tenant().store.data;
    const player1 = data.members.find((m) => m.account === 'player1');
    expect(player1).toBeDefined();
    const mine = data.wallet.withdrawals.filter((w) => w.memberId === player1!.id);
    expect(new Set(mine.map((w) => w.status))).toEqual(
      new Set(['received', 'rejected', 'approved', 'pending']),
    );
    expect(data.balances[String(player1!.id)]).toBeGreaterThan(0);
  });
});

describe('balance and merchant wallet', () => {
  it('answers the balance with 2 decimals and the tenant currency symbol', async () => {
    const { token } = await funded('wbal', 0);
    await server.fund(T, (await server.memberWithToken(T, 'wbal')).member.id, 123_45);
    const r = await server.call(T, 'GET', '/wps/v2/wallets/balance', { token });
    expect(r.body.value).toEqual({ balance: 123.45, currency: 'THB', currencySymbol: '฿' });
    const anon = await server.call(T, 'GET', '/wps/v2/wallets/balance');
    expect(anon.status).toBe(401);
    const mw = await server.call(T, 'GET', '/wps/v2/wallets/merchant');
    expect(mw.body.value).toEqual({ isSingle: true });
  });
});

describe('deposits', () => {
  it('are pending, then credited a minute later with a message', async () => {
    const { token } = await funded('wdep1', 0);
    const ch = await server.call<{ list: { code: string; min: number }[] }>(
      T,
      'GET',
      '/wps/v2/deposit/channels',
      { token },
    );
    expect(ch.body.value.list.length).toBeGreaterThan(1);
    const r = await server.call<{ id: number; status: string }>(T, 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 250.5, channel: 'BANK' },
    });
    expect(r.body.value).toMatchObject({ status: 'pending', amount: 250.5 });
    expect(await balance(token)).toBe(0);
    await advance(30_000);
    expect(await balance(token)).toBe(0);
    await advance(30_000);
    expect(await balance(token)).toBe(250.5);
    const list = await server.call<{ list: { id: number; status: string }[] }>(
      T,
      'GET',
      '/wps/v2/deposit/records',
      { token },
    );
    expect(list.body.value.list[0]).toMatchObject({ id: r.body.value.id, status: 'credited' });
    expect(await messageTitles(token)).toEqual(['Deposit credited']);
  });

  it('whose cents are .13 fail after a minute with a message and no credit', async () => {
    const { token } = await funded('wdep2', 0);
    const r = await server.call(T, 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 100.13, channel: 'QR' },
    });
    expect(r.body.value).toMatchObject({ status: 'pending' });
    await advance(MIN);
    const list = await server.call<{ list: { status: string }[] }>(
      T,
      'GET',
      '/wps/v2/deposit/records?status=failed',
      { token },
    );
    expect(list.body.value.list).toHaveLength(1);
    expect(await balance(token)).toBe(0);
    expect(await messageTitles(token)).toEqual(['Deposit failed']);
  });

  it('refuse amounts outside the channel limits, with 3 decimals, and trial players', async () => {
    const { token } = await funded('wdep3', 0);
    const low = await server.call(T, 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 1, channel: 'BANK' },
    });
    expect(low.body.errorCode).toBe('amount_invalid');
    const dec = await server.call(T, 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 100.001, channel: 'BANK' },
    });
    expect(dec.status).toBe(400);
    expect(dec.body.errorCode).toBe('amount_invalid');
    const trial = await server.memberWithToken(T, 'wtrial', { type: 4 });
    const t = await server.call(T, 'POST', '/wps/v2/deposit', {
      token: trial.token,
      body: { amount: 100, channel: 'BANK' },
    });
    expect(t.status).toBe(403);
    expect(t.body.errorCode).toBe('in_need_true_account');
  });
});

describe('withdrawals', () => {
  it('with a wrong payment password are refused and change nothing', async () => {
    const { token } = await funded('wwd1', 500);
    const before = dataFile();
    const r = await withdraw(token, 100, '000000');
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('payment_password_incorrect');
    expect(dataFile().equals(before)).toBe(true);
    expect(await balance(token)).toBe(500);
    const none = await server.memberWithToken(T, 'wwd1nopw');
    await server.fund(T, none.member.id, 10_000);
    const np = await withdraw(none.token, 10);
    expect(np.body.errorCode).toBe('payment_password_not_set');
  });

  it('above the balance are refused and leave the data file byte-identical', async () => {
    const { token } = await funded('wwd2', 50);
    const before = dataFile();
    const r = await withdraw(token, 50.01);
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('insufficient_balance');
    expect(dataFile().equals(before)).toBe(true);
    expect(await balance(token)).toBe(50);
  });

  it('debit at once, are approved after 5 minutes and confirmed received, not received or full payment', async () => {
    const { token } = await funded('wwd3', 1000);
    const ids: number[] = [];
    for (const amount of [100, 200, 300]) {
      const r = await withdraw(token, amount);
      expect(r.body.value.status).toBe('pending');
      ids.push(r.body.value.id);
    }
    expect(await balance(token)).toBe(400);
    const early = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[0]}/confirm`, {
      token,
      raw: multipart({ result: 'received' }),
    });
    expect(early.body.errorCode).toBe('withdrawal_state_invalid');

    await advance(5 * MIN);
    expect((await messageTitles(token)).filter((t) => t === 'Withdrawal approved')).toHaveLength(3);

    const received = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[0]}/confirm`, {
      token,
      raw: multipart({ result: 'received' }),
    });
    expect(received.body.value).toMatchObject({
      status: 'received',
      receivedAmount: 100,
      remainingAmount: 0,
      forcedReceipt: false,
    });

    const noProof = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[1]}/confirm`, {
      token,
      raw: multipart({ result: 'notReceived' }),
    });
    expect(noProof.body.errorCode).toBe('upload_type_invalid');
    const notImage = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[1]}/confirm`, {
      token,
      raw: multipart({ result: 'notReceived' }, [
        { name: 'proof.png', type: 'image/png', data: Buffer.from('not really a png') },
      ]),
    });
    expect(notImage.body.errorCode).toBe('upload_type_invalid');
    const notReceived = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[1]}/confirm`, {
      token,
      raw: multipart({ result: 'notReceived', receivedAmount: '50', remainingAmount: '150' }, [
        { name: 'proof.png', type: 'image/png', data: smallPng() },
      ]),
    });
    expect(notReceived.body.value).toMatchObject({
      status: 'notReceived',
      receivedAmount: 50,
      remainingAmount: 150,
      proofCount: 1,
    });

    const full = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[2]}/confirm`, {
      token,
      raw: multipart({ result: 'fullPayment' }),
    });
    expect(full.body.value).toMatchObject({ status: 'received', receivedAmount: 300 });

    const again = await server.call(T, 'POST', `/wps/v2/withdraw/${ids[2]}/confirm`, {
      token,
      raw: multipart({ result: 'received' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('withdrawal_state_invalid');
    expect(await balance(token)).toBe(400);
  });

  it('refuses an oversized proof image with upload_too_large', async () => {
    const { token } = await funded('wwd4', 100);
    const w = await withdraw(token, 10);
    await advance(5 * MIN);
    const big = Buffer.concat([smallPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const r = await server.call(T, 'POST', `/wps/v2/withdraw/${w.body.value.id}/confirm`, {
      token,
      raw: multipart({ result: 'notReceived' }, [
        { name: 'big.png', type: 'image/png', data: big },
      ]),
    });
    expect(r.status).toBe(413);
    expect(r.body.errorCode).toBe('upload_too_large');
  });

  it('whose cents are .13 are rejected and refunded, with a message', async () => {
    const { token } = await funded('wwd5', 100);
    await withdraw(token, 20.13);
    expect(await balance(token)).toBe(79.87);
    await advance(5 * MIN);
    expect(await balance(token)).toBe(100);
    const list = await server.call<{ list: { status: string }[] }>(
      T,
      'GET',
      '/wps/v2/withdraw/records',
      { token },
    );
    expect(list.body.value.list[0]!.status).toBe('rejected');
    expect(await messageTitles(token)).toContain('Withdrawal rejected');
  });

  it('count as received after the manifest timeout, with no refund', async () => {
    const { token } = await funded('wwd6', 100);
    const w = await withdraw(token, 60);
    await advance(5 * MIN);
    const minutes = tenant().manifest.wallet.withdrawAutoReceiveMinutes;
    await advance((minutes - 1) * MIN);
    const still = await server.call<{ list: { status: string }[] }>(
      T,
      'GET',
      '/wps/v2/withdraw/records',
      { token },
    );
    expect(still.body.value.list[0]!.status).toBe('approved');
    await advance(MIN);
    const done = await server.call<{
      list: { id: number; status: string; forcedReceipt: boolean }[];
    }>(T, 'GET', '/wps/v2/withdraw/records', { token });
    expect(done.body.value.list[0]).toMatchObject({
      id: w.body.value.id,
      status: 'received',
      forcedReceipt: true,
    });
    expect(await balance(token)).toBe(40);
  });
});

describe('transfers', () => {
  it('200 concurrent transfers along the tree keep the sum of balances and never go negative', async () => {
    const top = await funded('wtop', 1000, { type: 1 });
    const mid = await funded('wmid', 1000, { type: 1, parentId: top.member.id });
    const low = await funded('wlow', 1000, { parentId: mid.member.id });
    const moves = [
      { token: top.token, direction: 'toDownline', targetAccount: 'wmid' },
      { token: top.token, direction: 'toDownline', targetAccount: 'wlow' },
      { token: mid.token, direction: 'toDownline', targetAccount: 'wlow' },
      { token: mid.token, direction: 'toUpline' },
      { token: low.token, direction: 'toUpline' },
    ];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const { token, ...m } = moves[i % moves.length]!;
        return server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
          token,
          body: { ...m, amount: 37.5 + (i % 7) * 20, paymentPassword: PAY },
        });
      }),
    );
    for (const r of results) {
      if (r.status !== 200) expect(r.body.errorCode).toBe('insufficient_balance');
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(100);
    const ids = [top, mid, low].map((x) => x.member.id);
    const data = tenant().store.data;
    const balances = ids.map((id) => data.balances[String(id)]!);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(300_000);
    for (const [i, id] of ids.entries()) {
      expect(balances[i]).toBeGreaterThanOrEqual(0);
      const entries = data.ledger.filter((e) => e.memberId === id);
      expect(entries.reduce((a, e) => a + e.amount, 0)).toBe(balances[i]);
      expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    }
  });

  it('refuses an agent transfer to a non-downline, a player to downline, and a wrong password', async () => {
    const agent = await funded('wagent', 100, { type: 2 });
    await funded('wstranger', 0);
    const before = dataFile();
    const r = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: agent.token,
      body: {
        direction: 'toDownline',
        targetAccount: 'wstranger',
        amount: 10,
        paymentPassword: PAY,
      },
    });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('not_downline');
    const player = await funded('wplayer', 100, { parentId: agent.member.id });
    const p = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: player.token,
      body: { direction: 'toDownline', targetAccount: 'wagent', amount: 10, paymentPassword: PAY },
    });
    expect(p.body.errorCode).toBe('error_not_agent');
    const pw = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: player.token,
      body: { direction: 'toUpline', amount: 10, paymentPassword: 'nope' },
    });
    expect(pw.body.errorCode).toBe('payment_password_incorrect');
    // toUpline naming someone other than the upline (another member, or no one) is refused on
    // that field, and nothing is written.
    const entries = tenant().store.data.ledger.length;
    for (const targetAccount of ['wstranger', 'wplayer', 'nobody-here']) {
      const other = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
        token: player.token,
        body: { direction: 'toUpline', targetAccount, amount: 10, paymentPassword: PAY },
      });
      expect([other.status, other.body.errorCode]).toEqual([403, 'not_upline']);
      expect(other.body.value).toEqual([expect.objectContaining({ field: 'targetAccount' })]);
    }
    expect(tenant().store.data.ledger.length).toBe(entries);
    expect(await balance(player.token)).toBe(100);
    expect(await balance(agent.token)).toBe(100);
    const ok = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      token: player.token,
      body: { direction: 'toUpline', targetAccount: 'wagent', amount: 10, paymentPassword: PAY },
    });
    expect(ok.body.value).toMatchObject({ targetAccount: 'wagent', amount: 10, balance: 90 });
    expect(await balance(agent.token)).toBe(110);
    expect(before.length).toBeGreaterThan(0);
  });
});

describe('transaction history and profit/loss', () => {
  it('pages the member’s ledger entries newest first', async () => {
    const { member, token } = await funded('whist', 0);
    for (let i = 1; i <= 25; i++) await server.fund(T, member.id, i * 100);
    const p1 = await server.call<{
      list: { amount: number; type: string }[];
      total: number;
      totalPages: number;
    }>(T, 'GET', '/wps/v2/transactions?pageNo=1&pageSize=10', { token });
    expect(p1.body.value).toMatchObject({ total: 25, totalPages: 3, pageNo: 1, pageSize: 10 });
    expect(p1.body.value.list.map((e) => e.amount).slice(0, 2)).toEqual([25, 24]);
    const p3 = await server.call<{ list: { amount: number }[] }>(
      T,
      'GET',
      '/wps/v2/transactions?pageNo=3&pageSize=10',
      { token },
    );
    expect(p3.body.value.list.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    const typed = await server.call<{ total: number }>(
      T,
      'GET',
      '/wps/v2/transactions?type=deposit',
      {
        token,
      },
    );
    expect(typed.body.value.total).toBe(0);
    const bad = await server.call(T, 'GET', '/wps/v2/transactions?startDate=2026-13-40', { token });
    expect(bad.status).toBe(400);
  });

  it('profit/loss rows per day add up to the totals', async () => {
    const { member, token } = await funded('wpl', 0);
    const now = server.lobby.deps.clock.now();
    const day = 24 * 3600 * 1000;
    const entries: [LedgerType, number, number][] = [
      ['adjustment', 100_000, 3 * day],
      ['deposit', 50_000, 3 * day],
      ['bet', -10_000, 2 * day],
      ['payout', 25_050, 2 * day],
      ['bet', -7_525, day],
      ['bonus', 1_000, day],
      ['withdrawal', -20_000, day],
      ['withdrawal_refund', 20_000, day],
      ['withdrawal', -5_000, 0],
      ['lottery_bet', -3_000, 0],
      ['rebate', 300, 0],
    ];
    await tenant().store.write((d) => {
      for (const [type, amount, ago] of entries)
        post(d, { memberId: member.id, amount, type, at: now - ago });
    });
    type Row = Record<'bets' | 'payouts' | 'net' | 'deposits' | 'withdrawals' | 'bonuses', number>;
    const r = await server.call<{ rows: (Row & { date: string })[]; totals: Row }>(
      T,
      'GET',
      '/wps/v2/profitLoss',
      { token },
    );
    expect(r.status).toBe(200);
    const { rows, totals } = r.body.value;
    expect(rows).toHaveLength(7);
    expect(totals).toEqual({
      bets: 205.25,
      payouts: 250.5,
      net: 45.25,
      deposits: 500,
      withdrawals: 50,
      bonuses: 13,
    });
    for (const k of Object.keys(totals) as (keyof Row)[]) {
      const sum = rows.reduce((a, row) => a + Math.round(row[k] * 100), 0);
      expect(sum).toBe(Math.round(totals[k] * 100));
    }
    const oneDay = await server.call<{ rows: Row[] }>(
      T,
      'GET',
      `/wps/v2/profitLoss?startDate=${rows[6]!.date}&endDate=${rows[6]!.date}`,
      { token },
    );
    expect(oneDay.body.value.rows).toEqual([rows[6]]);
    const inverted = await server.call(
      T,
      'GET',
      '/wps/v2/profitLoss?startDate=2026-02-02&endDate=2026-02-01',
      { token },
    );
    expect(inverted.body.errorCode).toBe('invalid_request');
  });
});

describe('frozen accounts (spec §4 unpaid dividend rule)', () => {
  it('cannot transfer or withdraw, and nothing changes', async () => {
    const server = await startTestServer({ only: ['siam88'] });
    try {
      const tenant = server.lobby.deps.tenants.byCode('siam88')!;
      const agent = tenant.store.data.members.find((m) => m.account === 'agent1')!;
      const child = tenant.store.data.members.find((m) => m.parentId === agent.id)!;
      await tenant.store.write((d) => {
        d.members.find((m) => m.id === agent.id)!.frozen = true;
      });
      const login = await server.call<{ token: string }>('siam88', 'POST', '/wps/session/login', {
        body: { username: 'agent1', password: 'Agent123!', type: 'username' },
        encrypt: true,
      });
      const token = login.body.value.token;
      const before = tenant.store.data.balances[String(agent.id)];
      const transfer = await server.call('siam88', 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: {
          direction: 'toDownline',
          targetAccount: child.account,
          amount: 1,
          paymentPassword: '123456',
        },
      });
      expect(transfer.status).toBe(403);
      expect(transfer.body.errorCode).toBe('account_frozen');
      expect(tenant.store.data.balances[String(agent.id)]).toBe(before);
    } finally {
      await server.close();
    }
  });
});
