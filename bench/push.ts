// `npm run bench:push`: the push channel, measured end to end.
// 1. Latency: a signed-in page in Chromium shows the header balance; the back office approves a
//    deposit (test route); the time from sending that approval to the page's balance text
//    changing, over TRIALS trials (default 60): median, p95, max, and how many trials showed the
//    new balance within a second of the approval (the time includes the approval's own round
//    trip, so it bounds the time from the server's change).
// 2. Contract popup: a downline's page open in Chromium (a fresh agent downline of agent1); the
//    upline offers it a contract through the API; the time from the offer's answer to the popup
//    being on screen, over CONTRACT_TRIALS trials (default 30), with the same figures. Between
//    trials the downline rejects the offer (through the API) and the popup goes.
// 3. Memory: the server's RSS and heap after a full GC, before and after IDLE (default 1000)
//    authenticated idle connections.
// The server runs in its own process (bench/push-server.ts). Needs a built tree (`npm run build`).
// Each section prints the load average it ran under. Env: TRIALS, CONTRACT_TRIALS, IDLE,
// BENCH_TENANT (goldcrown).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import WebSocket from 'ws';
import { PUSH_PATH, type PushMessage } from '#schemas/api/push.ts';
import { benchBrowser } from './harness.ts';
import type { Memory } from './push-server.ts';
import { ServerProcess } from './server-process.ts';

const TRIALS = Number(process.env.TRIALS ?? 60);
const CONTRACT_TRIALS = Number(process.env.CONTRACT_TRIALS ?? 30);
const IDLE = Number(process.env.IDLE ?? 1000);
const T = process.env.BENCH_TENANT ?? 'goldcrown';
const ACCOUNT = 'player1';
const SECOND_MS = 1000;

const child = fork(path.join(import.meta.dirname, 'push-server.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
});
const server = new ServerProcess<{ port: number }>(child);
const memory = () => server.ask<Memory>('memory');

const { port } = await server.ready;
const site = `http://${T}.localhost:${port}`;

async function call<V>(method: string, url: string, body?: unknown, token?: string): Promise<V> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      host: `${T}.localhost:${port}`,
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; value: V };
  if (!json.success) throw new Error(`${method} ${url}: ${JSON.stringify(json)}`);
  return json.value;
}

const session = (account = ACCOUNT, area: 'player' | 'agent' = 'player') =>
  call<{ token: string }>('POST', '/__test/session', { account, area }).then((v) => v.token);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const load = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

function summary(what: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `${what} (${times.length} trials, ${T}): ` +
    `median ${ms(pct(sorted, 50))}, p95 ${ms(pct(sorted, 95))}, max ${ms(sorted.at(-1)!)}; ` +
    `${times.filter((t) => t <= SECOND_MS).length}/${times.length} within a second`
  );
}

/** A page signed in with `token`, open at the home, once its push channel is listening. */
async function openSignedIn(browser: Browser, token: string) {
  const page = await browser.newPage();
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.addInitScript(() => {
    localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
  });
  await page.addInitScript((t: string) => sessionStorage.setItem('token', t), token);
  const listening = new Promise<void>((resolve) =>
    page.on('websocket', (ws) => {
      if (ws.url().includes(PUSH_PATH))
        ws.on('framereceived', (f) => String(f.payload).includes('"ready"') && resolve());
    }),
  );
  await page.goto(`${site}/`);
  await page.getByTestId('balance-amount').filter({ hasText: /\d/ }).waitFor();
  await listening;
  return page;
}

/** Whether the contract popup is on screen (`shown`) or gone, as soon as it is. */
const popupIs = (page: Awaited<ReturnType<typeof openSignedIn>>, shown: boolean) =>
  page.waitForFunction(
    (want) => {
      const el = document.querySelector('[data-testid="contract-popup"]');
      return (el !== null && el.getClientRects().length > 0) === want;
    },
    shown,
    { polling: 'raf', timeout: 10_000 },
  );

/** Offers agent1's fresh downline a contract, CONTRACT_TRIALS times, timing the popup. */
async function contractTrials(browser: Browser): Promise<number[]> {
  const agent = await session('agent1', 'agent');
  const password = 'Bench123!';
  const account = `pb${Date.now().toString(36)}`;
  const { id } = await call<{ id: number }>(
    'POST',
    '/wps/agent/team/register',
    { account, password, confirmPassword: password, accountType: 'agent' },
    agent,
  );
  const downline = await session(account);
  const page = await openSignedIn(browser, downline);
  await popupIs(page, false);
  const times: number[] = [];
  for (let i = 0; i < CONTRACT_TRIALS; i++) {
    const offered = await call<{ contract: { id: number } | null }>(
      'POST',
      '/wps/relay/contract/dailySalary',
      { memberId: id, rate: 1 },
      agent,
    );
    const start = performance.now();
    await popupIs(page, true);
    times.push(performance.now() - start);
    await call(
      'POST',
      '/wps/relay/contractAction',
      { contractId: offered.contract!.id, action: 'Reject', requestId: `bench-${i}` },
      downline,
    );
    await popupIs(page, false);
  }
  await page.close();
  return times;
}

try {
  // 1. Deposit approved -> balance text changed.
  const browser = await benchBrowser();
  const token = await session();
  const page = await openSignedIn(browser, token);
  const amount = page.getByTestId('balance-amount');
  console.log(load());
  const times: number[] = [];
  for (let i = 0; i < TRIALS; i++) {
    await call('POST', '/wps/v2/deposit', { amount: 100, channel: 'BANK' }, token);
    const before = await amount.textContent();
    const changed = page.waitForFunction(
      (prev) => document.querySelector('[data-testid="balance-amount"]')?.textContent !== prev,
      before,
      { polling: 'raf', timeout: 10_000 },
    );
    const start = performance.now();
    await call('POST', '/__test/deposits/settle', { account: ACCOUNT });
    await changed;
    times.push(performance.now() - start);
    // The change must settle on the server's figure: a stale answer landing after the pushed
    // one would otherwise pass as a change.
    const { balance } = await call<{ balance: number }>(
      'GET',
      '/wps/v2/wallets/balance',
      undefined,
      token,
    );
    await page
      .waitForFunction(
        (digits) =>
          document
            .querySelector('[data-testid="balance-amount"]')
            ?.textContent?.replace(/\D/g, '') === digits,
        balance.toFixed(2).replace(/\D/g, ''),
        { timeout: 10_000 },
      )
      .catch(async () => {
        throw new Error(`trial ${i}: header ${await amount.textContent()}, server ${balance}`);
      });
  }
  await page.close();
  console.log(summary('deposit approved -> header balance changed', times));
  console.log(load());

  // 2. Contract offered -> the downline's popup on screen.
  console.log(summary('contract offered -> popup on screen', await contractTrials(browser)));
  console.log(load());
  await browser.close();

  // 3. Memory of idle connections.
  const base = await memory();
  const sockets: WebSocket[] = [];
  await Promise.all(
    Array.from({ length: IDLE }, async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${PUSH_PATH}`, {
        headers: { host: `${T}.localhost:${port}` },
      });
      sockets.push(ws);
      await new Promise<void>((resolve, reject) => {
        ws.on('open', () => ws.send(JSON.stringify({ token })));
        ws.on('message', (data: Buffer) => {
          if ((JSON.parse(data.toString('utf8')) as PushMessage).kind === 'ready') resolve();
        });
        ws.on('close', (code) => reject(new Error(`closed ${code}`)));
      });
    }),
  );
  const loaded = await memory();
  console.log(
    `${loaded.connections} idle connections: RSS ${mb(base.rss)} -> ${mb(loaded.rss)} ` +
      `(+${mb(loaded.rss - base.rss)}), heap ${mb(base.heapUsed)} -> ${mb(loaded.heapUsed)} ` +
      `(+${mb(loaded.heapUsed - base.heapUsed)}), external +${mb(loaded.external - base.external)}`,
  );
  for (const ws of sockets) ws.terminate();
  console.log(load());
} finally {
  child.send({ id: -1, cmd: 'close' });
}
