// `npm run bench:matrix`: the QA matrix for the three examples against the same three plus 100
// brands from `lobby new --yes` (a temp copy; the repository is not touched), in one run:
//   - the plan: behaviour profiles, and the planned test count (`lobby test --list`)
//   - the wall time of `lobby test` for each (skip with --list-only: the 103-tenant run is long)
// BENCH_MATRIX_SHARD=i/n runs (and times) part i of n of both sets, as one machine of n would in
// CI: the whole 103-tenant matrix took 57.7 min on one idle 2-core machine (34884e7).
// The matrix runs flows once per behaviour profile, so the 100 new brands add one profile's flows
// plus their brand checks, not 100 times every flow.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fleetCopy, repo } from './fleet-copy.ts';

const COUNT = Number(process.env.BENCH_MATRIX_COUNT ?? 100);
const listOnly = process.argv.includes('--list-only');
const SHARD = process.env.BENCH_MATRIX_SHARD;
const EXAMPLES = ['goldcrown', 'longwan', 'siam88'];

interface Run {
  exit: number;
  ms: number;
  out: string;
}

function lobbyTest(root: string, args: string[]): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repo, 'cli/bin/lobby.js'), 'test', ...args], {
      env: { ...process.env, LOBBY_ROOT: root, CI: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (!args.includes('--list')) process.stdout.write(c);
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ exit: code ?? 1, ms: Date.now() - started, out }));
  });
}

const total = (out: string) => Number(/Total: (\d+) tests?/.exec(out)?.[1] ?? NaN);
const profiles = (out: string) => /(\d+) behaviour profile/.exec(out)?.[1] ?? '?';
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

const fleet = await fleetCopy(COUNT, 'lobby-matrix-');
try {
  const sets: [string, string[]][] = [
    ['3 examples', EXAMPLES],
    [`${EXAMPLES.length + COUNT} tenants`, ['--all']],
  ];
  const rows: string[] = [];
  for (const [label, args] of sets) {
    const plan = await lobbyTest(fleet.root, [...args, '--list']);
    if (plan.exit !== 0) throw new Error(`lobby test --list (${label}) exited ${plan.exit}`);
    const sharded = SHARD ? [...args, '--shard', SHARD] : args;
    let part = '';
    let wall = 'not run (--list-only)';
    if (!listOnly) {
      const r = await lobbyTest(fleet.root, sharded);
      wall = `${minutes(r.ms)} (exit ${r.exit})`;
      // The runs themselves (one per phase) say how many tests the part holds.
      const ran = [...r.out.matchAll(/Running (\d+) tests?/g)].reduce(
        (n, m) => n + Number(m[1]),
        0,
      );
      if (SHARD) part = `   shard ${SHARD} ran ${ran}`;
    }
    rows.push(
      `  ${label.padEnd(12)} profiles ${profiles(plan.out).padStart(3)}   planned tests ${String(total(plan.out)).padStart(5)}${part}   wall ${wall}`,
    );
  }
  console.log(
    `bench:matrix (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}, ${COUNT} new brands made in ${(fleet.createdMs / 1000).toFixed(1)} s)`,
  );
  for (const r of rows) console.log(r);
} finally {
  fleet.remove();
}
