// `npm run bench:money`: throughput of money writes (transfers up and down the agent tree,
// withdrawals, demo spins) over real HTTP. The server runs in its own process
// (bench/money-server.ts) on a temp data dir; this process is the client. It runs BENCH_OPS mixed
// operations at each concurrency on fresh seed data, then again after appending BENCH_FILL ledger
// entries, and after every run checks the money invariants on the server's memory and on the data
// read back from disk (which must be the same data).
//
// Env: BENCH_OPS (2000), BENCH_OPS_FILLED (= BENCH_OPS), BENCH_CONCURRENCY ("1,10,100"),
// BENCH_FILL (1000000), BENCH_TENANT (siam88). Every transfer and withdrawal checks a real payment
// password, set through the API as a member sets it (the server's own hash).
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataTools } from '#mock-server/src/index.ts';
import { checkInvariants, type Acked } from './money-check.ts';
import type { Actor, Ready, Stats } from './money-server.ts';
import { ServerProcess } from './server-process.ts';

const OPS = Number(process.env.BENCH_OPS ?? 2000);
const OPS_FILLED = Number(process.env.BENCH_OPS_FILLED ?? OPS);
const FILL = Number(process.env.BENCH_FILL ?? 1_000_000);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? '1,10,100').split(',').map(Number);
const T = process.env.BENCH_TENANT ?? 'siam88';
const PAY = '246810';
const here = path.dirname(fileURLToPath(import.meta.url));

let agent = new http.Agent({ keepAlive: true, maxSockets: 200 });

function call<V>(
  port: number,
  method: string,
  pathname: string,
  token: string | undefined,
  body: unknown,
): Promise<{ status: number; body: { success: boolean; value: V; errorCode?: string } }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          host: `${T}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': String(payload.length),
          ...(token ? { authorization: token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never });
          } catch {
            reject(new Error(`not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Op = (acked: Acked) => Promise<string | null>;

function operations(port: number, { top, mid, players }: Ready): Op[] {
  const refusal = (r: { status: number; body: { success: boolean; errorCode?: string } }) =>
    r.status === 200 && r.body.success ? null : `${r.status} ${r.body.errorCode ?? ''}`;
  const transfer =
    (from: Actor, body: Record<string, unknown>): Op =>
    async (acked) => {
      const r = await call<{ transferId: string }>(
        port,
        'POST',
        '/wps/relay/GCS_walletTransfer',
        from.token,
        { ...body, amount: 1, paymentPassword: PAY },
      );
      if (r.status === 200 && r.body.success) acked.transferRefs.push(r.body.value.transferId);
      return refusal(r);
    };
  const withdraw =
    (p: Actor): Op =>
    async (acked) => {
      const r = await call<{ id: number }>(port, 'POST', '/wps/v2/withdraw', p.token, {
        amount: 1,
        paymentPassword: PAY,
        bankName: 'Bench Bank',
        bankAccountNo: '111-222',
        payeeName: 'Bench',
      });
      if (r.status === 200 && r.body.success) acked.withdrawalIds.push(r.body.value.id);
      return refusal(r);
    };
  const spin =
    (p: Actor): Op =>
    async (acked) => {
      const r = await call<{ betId: number }>(port, 'POST', '/demo-game/spin', undefined, {
        ticket: p.ticket,
        stake: 1,
      });
      if (r.status === 200 && r.body.success) acked.betIds.push(r.body.value.betId);
      return refusal(r);
    };
  return players.flatMap((p) => [
    transfer(top, { direction: 'toDownline', targetAccount: mid.account }),
    transfer(mid, { direction: 'toDownline', targetAccount: p.account }),
    transfer(top, { direction: 'toDownline', targetAccount: p.account }),
    transfer(p, { direction: 'toUpline' }),
    transfer(mid, { direction: 'toUpline' }),
    withdraw(p),
    spin(p),
    spin(p),
  ]);
}

interface Result {
  label: string;
  concurrency: number;
  ops: number;
  opsPerSec: number;
  p99: number;
  cpuPerOp: number;
  refused: number;
  bytesPerOp: number;
  commits: number;
  invariants: string;
}

async function run(
  server: ServerProcess<Ready>,
  dataDir: string,
  label: string,
  all: Op[],
  count: number,
  concurrency: number,
): Promise<Result> {
  // Keep-alive sockets idle since the last run (the checks can outlast the server's 5 s
  // keep-alive timeout) would race the server closing them: start each run on new ones.
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  const before = await server.ask<Stats>('stats');
  const acked: Acked = { transferRefs: [], withdrawalIds: [], betIds: [] };
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  let refused = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= count) return;
        const t0 = performance.now();
        const why = await all[i % all.length]!(acked);
        latencies.push(performance.now() - t0);
        if (why) {
          refused++;
          refusals.set(why, (refusals.get(why) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await server.ask<Stats>('stats');
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;

  const inMemory = await server.ask<{ problems: string[]; digest: string }>('check', { acked });
  const problems = [...inMemory.problems];
  // What a restart would find: the data read back from disk must be the data in memory.
  const disk = (await (await dataTools()).openTenantStore(dataDir, T)).data;
  const digest = crypto.createHash('sha1').update(JSON.stringify(disk)).digest('hex');
  if (digest !== inMemory.digest) problems.push('data read back from disk differs from memory');
  problems.push(...checkInvariants(disk, acked).map((p) => `on disk: ${p}`));
  if (refusals.size) process.stderr.write(`  refusals: ${JSON.stringify([...refusals])}\n`);
  for (const p of problems) process.stderr.write(`  INVARIANT: ${p}\n`);

  return {
    label,
    concurrency,
    ops: count,
    opsPerSec: count / seconds,
    p99,
    cpuPerOp: (after.cpu - before.cpu) / 1000 / count,
    refused,
    bytesPerOp: ((after.store?.bytesWritten ?? 0) - (before.store?.bytesWritten ?? 0)) / count,
    commits: (after.store?.commits ?? 0) - (before.store?.commits ?? 0),
    invariants: problems.length ? `FAILED (${problems.length})` : 'ok',
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-money-'));
  const child = fork(path.join(here, 'money-server.ts'), [dataDir, T], {
    // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof", to profile the server process.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const server = new ServerProcess<Ready>(child);
  const results: Result[] = [];
  try {
    const ready = await server.ready;
    const ops = operations(ready.port, ready);
    const phases: [string, number][] = [
      ['fresh', OPS],
      [`+${FILL} entries`, OPS_FILLED],
    ];
    for (const [label, count] of phases) {
      if (label !== 'fresh') {
        process.stderr.write(`appending ${FILL} ledger entries...\n`);
        await server.ask('fill', { entries: FILL });
      }
      for (const c of LEVELS) {
        process.stderr.write(`${label}: ${count} operations at concurrency ${c}...\n`);
        const r = await run(server, dataDir, label, ops, count, c);
        results.push(r);
        process.stderr.write(
          `  ${r.opsPerSec.toFixed(0)} ops/s, p99 ${r.p99.toFixed(1)} ms, ${r.bytesPerOp.toFixed(0)} bytes/op\n`,
        );
      }
    }
    await server.ask('close');
  } finally {
    agent.destroy();
    if (child.exitCode === null) child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(18) : c.padStart(11))).join('');
  const out = [
    `money benchmark: tenant ${T}, Node ${process.version}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, server in its own process on a temp data dir, real payment passwords`,
    line([
      'data',
      'concurrency',
      'ops',
      'ops/s',
      'p99 ms',
      'srv cpu/op',
      'refused',
      'bytes/op',
      'commits',
      'invariants',
    ]),
    ...results.map((r) =>
      line([
        r.label,
        String(r.concurrency),
        String(r.ops),
        r.opsPerSec.toFixed(r.opsPerSec < 10 ? 2 : 0),
        r.p99.toFixed(1),
        `${r.cpuPerOp.toFixed(2)} ms`,
        String(r.refused),
        r.bytesPerOp.toFixed(0),
        String(r.commits),
        r.invariants,
      ]),
    ),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  if (results.some((r) => r.invariants !== 'ok')) process.exitCode = 1;
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:money failed: ${String(e instanceof Error ? e.stack : e)}\n`);
  process.exitCode = 1;
});
