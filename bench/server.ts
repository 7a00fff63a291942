// `npm run bench:server`: requests/s and p99 latency of the platform API for game list, balance
// and login, against a bare node:http JSON handler measured in the same run as the baseline.
// The real app runs in this process on an ephemeral loopback port with in-memory data; every
// case runs BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 10) connections, after
// BENCH_WARMUP_SECONDS (default 1) unmeasured, then everything stops. Besides req/s it prints the
// CPU time of the process per request (server and client together, the same client for every
// case), which a busy shared machine disturbs far less than req/s, and each case against a baseline
// measured again just before it.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { families } from '#schemas/api/index.ts';
import { createApp, createServer, encryptBody } from '#mock-server/src/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds each case runs unmeasured first, so that every case is measured with warm JIT code. */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const TENANT = 'siam88';
const HOST = `${TENANT}.localhost`;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Case {
  name: string;
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Row {
  name: string;
  rps: number;
  /** CPU time of this process (server and client) per request, µs. */
  cpuPerReq: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** req/s of the baseline measured just before this case (the load at nearly the same time). */
  pairedBase?: number;
}

/** The cases that make the same call on each wire: the façade's cost is their difference. */
const FACADE_PAIRS = [
  ['game list (gameList)', 'game list, platform wire'],
  ['balance', 'balance, platform wire'],
] as const;

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function target(c: Case) {
  return {
    url: `http://127.0.0.1:${c.port}${c.path}`,
    method: c.method ?? 'GET',
    headers: { host: HOST, ...c.headers },
    ...(c.body !== undefined ? { body: c.body } : {}),
  } as const;
}

async function measure(c: Case): Promise<Row> {
  const cpu = process.cpuUsage();
  const r = await autocannon({
    ...target(c),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const used = process.cpuUsage(cpu);
  return {
    name: c.name,
    rps: r.requests.average,
    cpuPerReq: (used.user + used.system) / Math.max(1, r.requests.total),
    p99: r.latency.p99,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** One request outside the measurement, to check a case answers 2xx before timing it. */
function probe(c: Case): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: c.port,
        path: c.path,
        method: c.method ?? 'GET',
        headers: { host: HOST, ...c.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (c.body !== undefined) req.write(c.body);
    req.end();
  });
}

async function main(): Promise<void> {
  const notes: string[] = [];

  // Baseline: a bare node:http handler answering a small JSON envelope.
  const baselineBody = JSON.stringify({ success: true, value: { balance: 1234.56 } });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(baselineBody),
    });
    res.end(baselineBody);
  });
  const barePort = await listen(bare);

  const lobby = await createApp({
    dataDir: null,
    tenantsDir: path.resolve(here, '../tenants'),
    mode: 'test',
    ticker: false,
    only: [TENANT],
    log: () => undefined,
  });
  const api = createServer(lobby.app);
  const port = await listen(api);
  const tenant = lobby.deps.tenants.byCode(TENANT);
  if (!tenant) throw new Error(`tenant ${TENANT} not found under tenants/`);

  // A session for player1 (arrange step, written like the test harness does).
  const player = tenant.store.data.members.find((m) => m.account === 'player1');
  if (!player) throw new Error('the seed has no player1');
  const token = crypto.randomBytes(32).toString('hex');
  const now = lobby.deps.clock.now();
  await tenant.store.write((d) => {
    d.sessions.push({
      token,
      memberId: player.id,
      createdAt: now,
      expiresAt: now + 3600_000,
      area: 'player',
    });
  });

  const cases: Case[] = [{ name: 'baseline node:http', port: barePort, path: '/' }];

  // Lobby's runtime names its site and language on every call, as the platform's client does:
  // with the same headers, the two wires' cases differ only by what the façade does.
  const lobbyClient = { language: 'th', merchant: TENANT, device: 'web' };
  const gameList = (families.games as Record<string, { path: string }>).gameList;
  if (gameList)
    // Asked like a browser asks: with the Accept-Encoding every browser sends.
    cases.push({
      name: 'game list (gameList)',
      port,
      path: `${gameList.path}?pageNo=1&pageSize=20`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...lobbyClient },
    });
  else notes.push('game list: skipped, the games family has no gameList operation yet');

  cases.push({
    name: 'balance',
    port,
    path: '/wps/v2/wallets/balance',
    headers: { authorization: token, ...lobbyClient },
  });

  // The same two calls as the platform's client sends them, through the platform façade
  // (mock-server/src/routes/platform): its cost is the difference from the two above.
  const platform = { language: 'TH', merchant: TENANT, device: 'web', 'x-gateway-version': '3' };
  cases.push(
    {
      name: 'game list, platform wire',
      port,
      path: '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=20&gameClassify=&vassalage=&platform=WEB',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...platform },
    },
    {
      name: 'balance, platform wire',
      port,
      path: '/wps/v2/wallets/balance?',
      headers: { authorization: token, ...platform },
    },
  );

  const login = (families.session as Record<string, { path: string }>).login;
  if (login) {
    const publicKey = lobby.deps.keys.publicKeyPem;
    const body = JSON.stringify(
      encryptBody(publicKey, { username: 'player1', password: 'Player123!', type: 'username' }),
    );
    cases.push({
      name: 'login (encrypted, scrypt)',
      port,
      path: login.path,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  } else notes.push('login: skipped, the session family has no login operation yet');

  const rows: Row[] = [];
  for (const c of cases) {
    const p = await probe(c);
    if (p.status < 200 || p.status >= 300) {
      notes.push(`${c.name}: skipped, probe answered ${p.status} ${p.text.slice(0, 120)}`);
      continue;
    }
    process.stderr.write(
      `measuring ${c.name} for ${SECONDS} s (after ${WARMUP} s of warm-up)...\n`,
    );
    if (WARMUP > 0) await autocannon({ ...target(c), connections: CONNECTIONS, duration: WARMUP });
    // On a shared machine the neighbours' load changes from one case to the next: each case is
    // also compared with a baseline measured right before it.
    const first = rows[0];
    const pairedBase = c === cases[0] || !first ? undefined : (await measure(cases[0]!)).rps;
    rows.push({ ...(await measure(c)), ...(pairedBase !== undefined ? { pairedBase } : {}) });
  }

  lobby.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
  await new Promise<void>((resolve) => bare.close(() => resolve()));
  api.closeAllConnections();
  bare.closeAllConnections();

  const base = rows[0]?.rps ?? 0;
  // On a shared machine req/s follows the neighbours' load; CPU per request much less so.
  const baseCpu = rows[0]?.cpuPerReq ?? 0;
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(28) : c.padStart(12))).join('');
  const out = [
    `server benchmark: ${CONNECTIONS} connections, ${SECONDS} s per case, loopback, Node ${process.version}`,
    line([
      'case',
      'req/s',
      'p99 ms',
      '2xx',
      'non-2xx',
      'vs baseline',
      'cpu µs/req',
      'vs base cpu',
      'vs prev',
    ]),
    ...rows.map((r) =>
      line([
        r.name,
        r.rps.toFixed(0),
        String(r.p99),
        String(r.ok),
        String(r.non2xx + r.errors),
        base ? `${((r.rps / base) * 100).toFixed(1)}%` : '-',
        r.cpuPerReq.toFixed(0),
        baseCpu ? `${((baseCpu / r.cpuPerReq) * 100).toFixed(1)}%` : '-',
        r.pairedBase ? `${((r.rps / r.pairedBase) * 100).toFixed(1)}%` : '-',
      ]),
    ),
    ...FACADE_PAIRS.flatMap(([lobbyCase, platformCase]) => {
      const a = rows.find((r) => r.name === lobbyCase);
      const b = rows.find((r) => r.name === platformCase);
      return a && b
        ? [
            `platform façade, ${lobbyCase}: cpu/req ${pct(b.cpuPerReq / a.cpuPerReq - 1)}, req/s ${pct(b.rps / a.rps - 1)} against Lobby's wire`,
          ]
        : [];
    }),
    ...notes.map((n) => `note: ${n}`),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:server failed: ${String(e instanceof Error ? e.stack : e)}\n`);
  process.exitCode = 1;
});
