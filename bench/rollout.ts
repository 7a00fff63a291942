// `npm run bench:rollout`: one brand rolled out in a running fleet. A temp copy of the repository
// with the example brands plus t001..tNNN (BENCH_ROLLOUT_COUNT, default 20; 100 for the full
// fleet), built once, served by one `lobby start` (a child process, every brand seeded first).
// autocannon hits every brand but one (its page, tenant.json and API status in turn) for a
// baseline, then again while that one brand is edited and `lobby reload <code>` (a child process:
// it rebuilds the brand and asks the server to switch) rolls it out. Reported: failed requests on
// the other brands (must be 0), p99 before and during, the rollout's own times, and that the
// brand serves its new version afterwards. Nothing is written into the repository.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from '../cli/src/commands/build/index.ts';
import { fleetCopy, freePort, repo } from './fleet-copy.ts';

const COUNT = Number(process.env.BENCH_ROLLOUT_COUNT ?? 20);
const CONNECTIONS = Number(process.env.BENCH_ROLLOUT_CONNECTIONS ?? 10);
const BASELINE_S = Number(process.env.BENCH_ROLLOUT_SECONDS ?? 10);
const ROLLED = 'siam88';
const LOBBY = path.join(repo, 'cli/bin/lobby.js');

function getText(port: number, host: string, p: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** Lines the child prints, and a wait for the first one matching. */
function lines(child: ChildProcess): {
  all: string[];
  waitFor(re: RegExp, ms: number): Promise<string>;
} {
  const all: string[] = [];
  const waiters: { re: RegExp; resolve(l: string): void }[] = [];
  const feed = (c: Buffer) => {
    for (const l of c.toString().split('\n')) {
      all.push(l);
      for (const w of waiters.splice(0)) {
        if (w.re.test(l)) w.resolve(l);
        else waiters.push(w);
      }
    }
  };
  child.stdout?.on('data', feed);
  child.stderr?.on('data', feed);
  return {
    all,
    waitFor: (re, ms) =>
      new Promise((resolve, reject) => {
        const seen = all.find((l) => re.test(l));
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => reject(new Error(`no line ${re} within ${ms} ms:\n${all.join('\n')}`)),
          ms,
        );
        waiters.push({
          re,
          resolve: (l) => {
            clearTimeout(timer);
            resolve(l);
          },
        });
      }),
  };
}

interface Load {
  total: number;
  failed: number;
  /** What the failures were: answers other than 2xx, connection errors, requests timed out. */
  why: string;
  p50: number;
  p99: number;
  max: number;
  rps: number;
}

/** autocannon over the other brands, three requests each in turn; stop() ends an open-ended run. */
function load(port: number, hosts: string[], seconds: number) {
  const requests = hosts.flatMap((host) =>
    ['/', '/tenant.json', '/wps/system/status'].map((p) => ({
      method: 'GET' as const,
      path: p,
      headers: { host, accept: 'text/html' },
    })),
  );
  let settle: { resolve(l: Load): void; reject(e: Error): void } | undefined;
  const done = new Promise<Load>((resolve, reject) => (settle = { resolve, reject }));
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests,
    },
    (err, r) => {
      if (err) settle!.reject(err as Error);
      else
        settle!.resolve({
          total: r.requests.total,
          failed: r.non2xx + r.errors + r.timeouts,
          why: `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          rps: r.requests.average,
        });
    },
  );
  return { done, stop: () => instance.stop() };
}

const row = (l: Load) =>
  `${l.total} requests (${l.rps.toFixed(0)}/s), ${l.failed} failed${l.failed ? ` (${l.why})` : ''}, p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms`;

const fleet = await fleetCopy(COUNT, 'lobby-rollout-');
const root = fleet.root;
const tenantsDir = path.join(root, 'tenants');
let server: ChildProcess | undefined;
try {
  const buildStarted = Date.now();
  await ensureBuilt({ root, tenantsDir }, { log: (l) => console.log(`  build: ${l}`) });
  console.log(`  build: the fleet built in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
  const brands = fs
    .readdirSync(tenantsDir)
    .filter((c) => fs.existsSync(path.join(tenantsDir, c, 'tenant.json')));
  const others = brands.filter((c) => c !== ROLLED);

  const port = await freePort();
  const dataDir = path.join(root, '.data');
  const started = Date.now();
  server = spawn(
    process.execPath,
    [LOBBY, 'start', '--port', String(port), '--data-dir', dataDir],
    { env: { ...process.env, LOBBY_ROOT: root }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const out = lines(server);
  await out.waitFor(/Lobby is running/, 300_000);
  const listening = Date.now() - started;
  // Seeding 100 brands took 7.5 min on a busy 2-core machine: room for more.
  await out.waitFor(/tenant\(s\) ready/, 1_800_000);
  const seeded = Date.now() - started;

  const hosts = others.map((c) => `${c}.localhost`);
  const loadBefore = os.loadavg()[0]!;
  const before = await load(port, hosts, BASELINE_S).done;

  const during = load(port, hosts, 600);
  // A second of load first, so the rollout lands in a running stream of requests.
  await new Promise((r) => setTimeout(r, 1000));
  const file = path.join(tenantsDir, ROLLED, 'tenant.json');
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace(/"displayName": "[^"]*"/, '"displayName": "Siam88 Rolled"'),
  );
  const reloadStarted = Date.now();
  const reload = spawn(process.execPath, [LOBBY, 'reload', ROLLED, '--data-dir', dataDir], {
    env: { ...process.env, LOBBY_ROOT: root },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const reloadOut = lines(reload);
  const exit = await new Promise<number | null>((r) => reload.once('exit', r));
  const reloadMs = Date.now() - reloadStarted;
  await new Promise((r) => setTimeout(r, 1000));
  during.stop();
  const duringLoad = await during.done;
  const loadAfter = os.loadavg()[0]!;
  const switched = await out.waitFor(/rolled out siam88/, 10_000).catch(() => '(no line)');
  const served = JSON.parse(await getText(port, `${ROLLED}.localhost`, '/tenant.json')) as {
    displayName: string;
  };

  const rows: Record<string, string> = {
    brands: `${brands.length} (${ROLLED} rolled out, the other ${others.length} under load)`,
    'lobby start → listening with every brand copied': `${(listening / 1000).toFixed(1)} s`,
    'lobby start → every brand seeded': `${(seeded / 1000).toFixed(1)} s`,
    [`before (${BASELINE_S} s, ${CONNECTIONS} connections)`]: row(before),
    'during (edit + lobby reload + 1 s)': row(duringLoad),
    'lobby reload (build + switch), wall': `${(reloadMs / 1000).toFixed(2)} s, exit ${exit}: ${reloadOut.all.filter(Boolean).join(' / ')}`,
    'server: switch': switched.trim(),
    [`${ROLLED} serves afterwards`]: served.displayName,
    'machine load (1-min average)': `${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, ${os.cpus().length} cores`,
  };
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  console.log(`bench:rollout`);
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(width)}  ${v}`);
  if (duringLoad.failed > 0 || served.displayName !== 'Siam88 Rolled' || exit !== 0)
    process.exitCode = 1;
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  fleet.remove();
}
