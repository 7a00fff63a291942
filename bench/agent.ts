// `npm run bench:agent`: what an agent centre page costs with a big team. The server runs in its
// own process (bench/agent-server.ts) on a temp data dir and arranges one agent with BENCH_MEMBERS
// members and BENCH_BETS bets (with their ledger entries) on BENCH_TENANT. This process then
// requests every agent centre page BENCH_CALLS times in a row and prints the server time of each
// (arrival to last byte, measured in the server), and the latency of a plain request to
// BENCH_OTHER, alone and while the agent pages are being requested: a page that holds the event
// loop makes every tenant's requests wait behind it.
//
// Env: BENCH_TENANT (goldcrown), BENCH_OTHER (siam88), BENCH_MEMBERS (1000), BENCH_BETS (50000),
// BENCH_CALLS (20).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ready, Timing } from './agent-server.ts';
import { ServerProcess } from './server-process.ts';

const T = process.env.BENCH_TENANT ?? 'goldcrown';
const OTHER = process.env.BENCH_OTHER ?? 'siam88';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const BETS = Number(process.env.BENCH_BETS ?? 50_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));
// New connections each time: an idle keep-alive socket can race the server closing it.
const agent = new http.Agent({ keepAlive: false });

/** Every request the agent centre's pages make, as the pages make them. */
const PAGES: [string, string][] = [
  ['team management', '/wps/agent/team/tree?pageNo=1&pageSize=20'],
  ['team search', '/wps/agent/team/tree?scope=team&account=bm004&pageNo=1&pageSize=20'],
  ['downline picker', '/wps/agent/team/tree?account=bm00&pageNo=1&pageSize=20'],
  ['team overview', '/wps/agent/team/overview?range=thisMonth'],
  ['team betting', '/wps/agent/team/bets?range=thisMonth&pageNo=1&pageSize=20'],
  ['team betting p.50', '/wps/agent/team/bets?range=thisMonth&pageNo=50&pageSize=20'],
  ['user profit/loss', '/wps/agent/team/profitLoss?range=thisMonth&pageNo=1&pageSize=20'],
  ['account details', '/wps/agent/team/transactions?range=thisMonth&pageNo=1&pageSize=20'],
  ['my income', '/wps/agent/income?range=thisMonth'],
  ['bonus records', '/wps/agent/payouts?range=thisMonth'],
  ['contracts', '/wps/member/contracts'],
];
const PLAIN = '/wps/system/status';

function get(port: number, tenant: string, pathname: string, token?: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: pathname,
        agent,
        headers: {
          host: `${tenant}.localhost:${port}`,
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200 || !(JSON.parse(text) as { success: boolean }).success)
            reject(new Error(`${pathname}: ${res.statusCode} ${text.slice(0, 200)}`));
          else resolve(performance.now() - t0);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
};

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-agent-'));
  const child = fork(
    path.join(here, 'agent-server.ts'),
    [dataDir, T, OTHER, String(MEMBERS), String(BETS)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const server = new ServerProcess<Ready>(child);
  const { ready } = server;
  const ask = <V>(cmd: string) => server.ask<V>(cmd);

  const rows: string[][] = [];
  const worst: number[] = [];
  let other: { idle: number[]; busy: number[] } = { idle: [], busy: [] };
  try {
    const { port, token, seedMs } = await ready;
    process.stderr.write(
      `arranged ${MEMBERS} members, ${BETS} bets on ${T} in ${(seedMs / 1000).toFixed(1)} s\n`,
    );
    // Warm both tenants and the code paths once.
    for (const [, p] of PAGES) await get(port, T, p, token);
    await get(port, OTHER, PLAIN);
    await ask<Timing[]>('timings');

    for (const [name, p] of PAGES) {
      for (let i = 0; i < CALLS; i++) await get(port, T, p, token);
      const ms = (await ask<Timing[]>('timings')).map((t) => t.ms);
      worst.push(Math.max(...ms));
      rows.push([name, quantile(ms, 0.5).toFixed(1), quantile(ms, 0.95).toFixed(1)]);
      process.stderr.write(`  ${name}: median ${rows.at(-1)![1]} ms\n`);
    }

    // The other tenant alone, then while one agent keeps requesting its pages one after another.
    const idle: number[] = [];
    for (let i = 0; i < CALLS * 5; i++) idle.push(await get(port, OTHER, PLAIN));
    let busy = true;
    const agentLoop = (async () => {
      for (let i = 0; busy; i++) await get(port, T, PAGES[i % PAGES.length]![1], token);
    })();
    const during: number[] = [];
    for (let i = 0; i < CALLS * 5; i++) {
      during.push(await get(port, OTHER, PLAIN));
      await new Promise((r) => setTimeout(r, 5));
    }
    busy = false;
    await agentLoop;
    other = { idle, busy: during };
    await ask('close');
  } finally {
    agent.destroy();
    if (child.exitCode === null) child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(30) : c.padStart(12))).join('');
  const out = [
    `agent benchmark: ${MEMBERS} members, ${BETS} bets on ${T}; Node ${process.version}, ${
      os.cpus().length
    } CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${CALLS} calls per page, server time`,
    line(['page', 'median ms', 'p95 ms']),
    ...rows.map(line),
    line(['slowest call of any page', Math.max(...worst).toFixed(1), '']),
    '',
    `${OTHER} ${PLAIN}, round trip (${CALLS * 5} calls each)`,
    line(['', 'median ms', 'p95 ms', 'max ms']),
    line([
      'alone',
      quantile(other.idle, 0.5).toFixed(1),
      quantile(other.idle, 0.95).toFixed(1),
      Math.max(...other.idle).toFixed(1),
    ]),
    line([
      'while agent pages load',
      quantile(other.busy, 0.5).toFixed(1),
      quantile(other.busy, 0.95).toFixed(1),
      Math.max(...other.busy).toFixed(1),
    ]),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:agent failed: ${String(e instanceof Error ? e.stack : e)}\n`);
  process.exitCode = 1;
});
