// `lobby test`: the e2e matrix for the chosen tenants, planned by behaviour profile (e2e/matrix.ts):
// flows run once per distinct profile on one representative tenant, brand checks on every tenant.
// Playwright runs underneath with the system Chromium; `--shard i/n` is Playwright's own sharding,
// applied to each phase of the matrix on its own (playwrightRuns).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { didYouMean } from '#manifests/checks.ts';
import {
  EVERY_TENANT,
  ONE_TENANT,
  PHASES,
  planMatrix,
  specNames,
  type MatrixPlan,
  type Phase,
} from '#e2e/matrix.ts';
import { repoRoot, type Context } from '../../context.ts';
import { DEFAULT_CHROMIUM } from '../gallery/capture.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { loadTenants } from '../../lib/tenants.ts';

export interface TestOptions {
  codes: string[];
  all: boolean;
  shard?: string;
  flows?: string;
  updateGallery: boolean;
  /** Print the plan and Playwright's test list without running anything. */
  list: boolean;
}

function parseShard(shard: string | undefined): string | undefined {
  if (shard === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(shard);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2]))
    throw new CliError(
      `--shard ${shard}: write it as i/n with 1 ≤ i ≤ n`,
      'e.g. --shard 1/2 on one machine and --shard 2/2 on another',
    );
  return shard;
}

function parseFlows(flows: string | undefined): string[] {
  if (flows === undefined) return [];
  const known = [...new Set([...specNames('spec'), ...specNames('serial')])];
  const wanted = flows
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  for (const f of wanted)
    if (!known.includes(f))
      throw new CliError(
        `--flows: no flow "${f}"`,
        `${didYouMean(f, known)}flows are the spec names under e2e/: ${known.join(', ')}`,
      );
  return wanted;
}

/** Shows `a, b, c` or `a, b, … (N tenants)` for long lists. */
const tenantList = (codes: string[]) =>
  codes.length <= 6
    ? codes.join(', ')
    : `${codes.slice(0, 4).join(', ')}, … ${codes.at(-1)} (${codes.length} tenants)`;

/** Which tenant covers which behaviour profile: the report QA reads before the results. */
function describePlan(plan: MatrixPlan): string[] {
  const lines = [
    `matrix: ${plan.codes.length} tenant(s), ${plan.groups.length} behaviour profile(s)`,
    `  brand checks on every tenant: ${Object.keys(EVERY_TENANT).join(', ')}`,
    `  once, on ${plan.once ?? '-'}: ${Object.keys(ONE_TENANT).join(', ')}`,
  ];
  plan.groups.forEach((g, i) =>
    lines.push(
      `  profile ${i + 1}: flows run on ${g.representative}, covering ${tenantList(g.tenants)}`,
    ),
  );
  return lines;
}

function runPlaywright(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const cli = path.join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ? EXIT_USER : (code ?? EXIT_USER)));
  });
}

interface PlaywrightRun {
  /** Unset: every project in one run, the serial ones after the rest (their dependencies). */
  phase?: Phase;
  args: string[];
}

/**
 * The Playwright runs of a `lobby test`. Sharded, the matrix runs as two phases, each split on its
 * own: Playwright runs a sharded test's project dependencies whole on every shard, so one run
 * whose serial projects depend on all the others would repeat nearly the whole matrix per machine.
 */
export function playwrightRuns(o: {
  shard?: string;
  flows: string[];
  list: boolean;
}): PlaywrightRun[] {
  const args = ['test', '--config', path.join(repoRoot, 'playwright.config.ts')];
  if (o.list) args.push('--list');
  // Playwright reads positional arguments as patterns over the spec file paths.
  for (const f of o.flows) args.push(`[\\\\/]${f}\\.(spec|serial)\\.ts$`);
  if (!o.shard) return [{ args }];
  // A shard may hold no test of a phase (or of the chosen flows): that is not a failure.
  return PHASES.map((phase) => ({
    phase,
    args: [...args, `--shard=${o.shard}`, '--pass-with-no-tests'],
  }));
}

export async function test(ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>, o: TestOptions) {
  if (o.all && o.codes.length > 0)
    throw new CliError('give tenant codes or --all, not both', 'e.g. `lobby test siam88 longwan`');
  const shard = parseShard(o.shard);
  const flows = parseFlows(o.flows);
  // Validates the manifests first: a broken tenant is reported here, not as 30 red tests.
  const manifests = loadTenants({ root: ctx.root, tenantsDir: ctx.tenantsDir }, o.codes);
  const byCode = new Map(manifests.map((m) => [m.code, m]));
  const codes = [...byCode.keys()].sort();
  const plan = planMatrix(codes, (c) => byCode.get(c)!);
  for (const line of describePlan(plan)) ctx.io.out(line);

  let exit = EXIT_OK;
  for (const run of playwrightRuns({ shard, flows, list: o.list })) {
    if (run.phase) ctx.io.out(`phase ${run.phase} (shard ${shard})`);
    const code = await runPlaywright(run.args, {
      ...process.env,
      LOBBY_ROOT: ctx.root,
      LOBBY_E2E_TENANTS: codes.join(','),
      LOBBY_E2E_PHASE: run.phase ?? '',
    });
    // A red parallel phase still lets the serial one run: QA gets every result of the shard.
    if (code !== EXIT_OK) exit = code;
  }
  if (exit !== EXIT_OK || o.list || !o.updateGallery) return exit === EXIT_OK ? EXIT_OK : EXIT_USER;
  const { gallery } = await import('../gallery/index.ts');
  return gallery(ctx, {
    codes,
    all: false,
    out: 'gallery',
    port: 0,
    chromium: DEFAULT_CHROMIUM,
  });
}
