// `npm run bench:fleet`: a fleet of 103 brands in a temp copy of the repository (the three
// examples plus t001..t100 from `lobby new --yes`, t100 with a broken colour), then in one run:
//   - build, cold: `lobby build <one>` vs `lobby build --all` as the command runs them (Vite forced:
//     the runtime and the prerenderer are built each time, then the tenants emitted), and the ratio
//   - build, warm: the same with the runtime build fresh (Vite skipped, as `lobby start` does when
//     only tenants changed), every requested tenant re-emitted; and the emit cost per tenant
//   Both in this one process: the prerenderer module is imported once and reused.
//   - start: `lobby start` (a child process) on an empty data directory until the first answer
//     of a tenant's API and page, and until every valid tenant has answered
//   - RSS of that process after its first answer and once every tenant is seeded
//   - dist/ size: as built (hard links share the runtime) and as a copy that loses the links
// Nothing is written into the repository: the fleet, dist/ and .data/ live under the temp root.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build, ensureBuilt } from '../cli/src/commands/build/index.ts';
import { sharedDir } from '../cli/src/commands/build/paths.ts';
import { fleetCopy, freePort, repo } from './fleet-copy.ts';

const COUNT = Number(process.env.BENCH_FLEET_COUNT ?? 100);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function breakOne(code: string): void {
  const file = path.join(tmp, 'tenants', code, 'tenant.json');
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#2f80e"'),
  );
}

interface BuildTime {
  total: number;
  /** The Vite builds (runtime, precompression, prerenderer) as ensureBuilt reports them; 0 if skipped. */
  vite: number;
}

/** `force`: as `lobby build` runs (Vite forced); otherwise Vite runs only when stale. */
async function timeBuild(codes: string[], force: boolean): Promise<BuildTime> {
  let vite = 0;
  const started = Date.now();
  await ensureBuilt(
    { root: tmp, tenantsDir: path.join(tmp, 'tenants') },
    {
      codes,
      force,
      onInvalid: () => undefined,
      log: (line) => {
        const built = /runtime built in ([\d.]+) s/.exec(line);
        if (built) vite = Number(built[1]) * 1000;
      },
    },
  );
  return { total: Date.now() - started, vite };
}

/** Makes tenants stale (as an edit of their folder would): the next ensureBuilt re-emits them. */
function touchTenants(codes: string[]): void {
  for (const code of codes) fs.rmSync(path.join(tmp, 'dist', code, '.emitted'), { force: true });
}

const buildRow = (b: BuildTime) =>
  b.vite
    ? `${seconds(b.total)} (vite ${seconds(b.vite)}, manifest checks + emit ${seconds(b.total - b.vite)})`
    : `${seconds(b.total)} (manifest checks + emit)`;

function distSizes(dir: string): { linked: number; copied: number; files: number } {
  const inodes = new Set<number>();
  let linked = 0;
  let copied = 0;
  let files = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        const st = fs.statSync(p);
        files++;
        copied += st.size;
        if (!inodes.has(st.ino)) linked += st.size;
        inodes.add(st.ino);
      }
    }
  };
  walk(dir);
  return { linked, copied, files };
}

function get(port: number, host: string, p: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: p, headers: { host, accept: 'text/html' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.setTimeout(300_000, () => req.destroy());
  });
}

function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function timeStart(good: string[]): Promise<Record<string, string>> {
  const port = await freePort();
  const dataDir = path.join(tmp, '.data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      path.join(repo, 'cli/bin/lobby.js'),
      'start',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--mode',
      'prod',
    ],
    { env: { ...process.env, LOBBY_ROOT: tmp }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let ready = 0;
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdout.on('data', (c: Buffer) => {
    if (!ready && /tenant\(s\) ready/.test(c.toString())) ready = Date.now() - started;
  });
  try {
    const probe = good[0]!;
    let firstAnswer = 0;
    let bound = 0;
    let serving = 0;
    while (Date.now() - started < 120_000) {
      // 503 "starting" while it checks and emits; then the tenant's first request seeds it.
      const status = await get(port, `${probe}.localhost`, '/wps/system/status');
      if (status !== 0 && !bound) bound = Date.now() - started;
      if (status !== 0 && status !== 503 && !serving) serving = Date.now() - started;
      if (status === 200) {
        firstAnswer = Date.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!firstAnswer) throw new Error(`no answer within 120 s:\n${stderr}`);
    const rssFirst = rss(child.pid!);
    const pageStatus = await get(port, `${good[1]}.localhost`, '/');
    const firstPage = Date.now() - started;
    // Every valid tenant answers its API (seeding on its first request if the warm-up has not).
    const statuses = await Promise.all(
      good.map((c) => get(port, `${c}.localhost`, '/wps/system/status')),
    );
    const allAnswered = Date.now() - started;
    const brokenStarted = Date.now();
    const brokenStatus = await get(port, 't100.localhost', '/');
    const brokenMs = Date.now() - brokenStarted;
    while (!ready && Date.now() - started < 300_000) await new Promise((r) => setTimeout(r, 200));
    return {
      'start → port bound (answers "starting")': seconds(bound),
      'start → 102 tenants checked, server in place': seconds(serving),
      'start → first API answer (empty data dir)': `${seconds(firstAnswer)} (seeding its tenant on this request)`,
      'start → first page (HTML)': `${seconds(firstPage)} (HTTP ${pageStatus})`,
      [`start → all ${good.length} valid tenants answered`]: `${seconds(allAnswered)} (${statuses.filter((s) => s === 200).length} × HTTP 200)`,
      'broken tenant t100 host': `HTTP ${brokenStatus} in ${brokenMs} ms (not configured page)`,
      'start → every tenant seeded (background)': ready ? seconds(ready) : 'not within 300 s',
      'RSS after the first answer': mb(rssFirst),
      'RSS with every tenant seeded': mb(rss(child.pid!)),
      'skipped line': stderr.split('\n').find((l) => l.startsWith('skipped')) ?? '(none)',
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const fleet = await fleetCopy(COUNT);
const tmp = fleet.root;
try {
  const { codes, createdMs: created } = fleet;
  breakOne(codes.at(-1)!);
  const buildAll = await timeBuild([], true);
  const buildOne = await timeBuild(['siam88'], true);
  // Warm: the runtime is fresh (its fingerprint is of its sources, unchanged), so only tenants
  // made stale are emitted: all of them here, then one.
  const valid = codes.length + 3 - 1;
  touchTenants(['siam88', 'goldcrown', 'longwan', ...codes]);
  const warmAll = await timeBuild([], false);
  touchTenants(['siam88']);
  const warmOne = await timeBuild(['siam88'], false);
  const perTenant = (warmAll.total - warmOne.total) / (valid - 1);
  const sizes = distSizes(path.join(tmp, 'dist'));
  const quiet = { out: () => undefined, err: () => undefined };
  await build(
    { root: tmp, tenantsDir: path.join(tmp, 'tenants'), io: quiet },
    {
      codes: codes.slice(0, -1).concat(['siam88', 'goldcrown', 'longwan']),
      all: false,
      layout: 'shared',
    },
  );
  const shared = distSizes(sharedDir(tmp));
  fs.rmSync(sharedDir(tmp), { recursive: true, force: true });
  const good = ['siam88', 'goldcrown', 'longwan', ...codes.slice(0, -1)];
  const start = await timeStart(good);
  const rows: Record<string, string> = {
    tenants: `${good.length + 1} (${good.length} valid, 1 broken: t100 "#2f80e")`,
    [`lobby new × ${COUNT}`]: `${seconds(created)} (${seconds(created / COUNT)} each)`,
    'build one, cold (lobby build siam88)': buildRow(buildOne),
    [`build all, cold (lobby build --all: ${valid})`]: buildRow(buildAll),
    'ratio all / one, cold': `${(buildAll.total / buildOne.total).toFixed(2)}x`,
    'build one, warm (runtime fresh, no vite)': buildRow(warmOne),
    [`build all, warm (${valid} re-emitted)`]: buildRow(warmAll),
    'ratio all / one, warm': `${(warmAll.total / warmOne.total).toFixed(2)}x`,
    'emit per tenant (warm all − one)': `${perTenant.toFixed(1)} ms`,
    ...start,
    'dist/ with hard links': `${mb(sizes.linked)} (${sizes.files} files)`,
    'dist/ as a copy without links': mb(sizes.copied),
    'build --layout shared (dist/_shared/)': `${mb(shared.copied)} (${shared.files} files, no links needed)`,
  };
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  console.log(`bench:fleet (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)})`);
  for (const [k, v] of Object.entries(rows)) console.log(`  ${k.padEnd(width)}  ${v}`);
} finally {
  fleet.remove();
}
