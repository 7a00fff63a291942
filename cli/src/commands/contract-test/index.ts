// `lobby contract-test`: runs the contract's checks against any backend that claims to implement
// the platform API and says, call by call, what it gets wrong.
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from '../../context.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { ContractRun, type CheckResult } from './checks.ts';
import { WIRE_FORMATS } from '#schemas/wire-formats.ts';
import { ApiClient } from './client.ts';
import { runPlatformCalls, testSession } from './platform.ts';

export interface ContractTestOptions {
  baseUrl: string;
  tenant: string;
  /** `user:pass` */
  account?: string;
  paymentPassword?: string;
  merchant?: string;
  host?: string;
  write: boolean;
  json: boolean;
  /** `lobby` (the contract of schemas/api) or `platform` (the platform client's own calls). */
  wire?: string;
  /** A session token for the platform wire, whose login this command cannot encrypt. */
  token?: string;
}

interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

function summarize(results: CheckResult[]): Summary {
  return {
    passed: results.filter((r) => r.outcome === 'ok').length,
    failed: results.filter((r) => r.outcome === 'fail').length,
    skipped: results.filter((r) => r.outcome === 'skip').length,
  };
}

function summaryLine(s: Summary): string {
  return `contract-test: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`;
}

function formatResult(r: CheckResult): string {
  const tag = { ok: 'ok  ', fail: 'FAIL', skip: 'skip' }[r.outcome];
  const head = `${tag} ${r.id} ${r.call} (${r.as})`;
  if (r.outcome === 'ok') return `${head}: ${r.got}`;
  if (r.outcome === 'skip') return `${head}: ${r.got}`;
  return `${head}: expected ${r.expected}, got ${r.got}`;
}

function merchantOf(ctx: Pick<Context, 'tenantsDir'>, code: string): string {
  const file = path.join(ctx.tenantsDir, code, 'tenant.json');
  if (!fs.existsSync(file))
    throw new CliError(
      `no manifest for tenant "${code}" (${file})`,
      'give the merchant code with --merchant, or a code under tenants/',
    );
  try {
    const m = JSON.parse(fs.readFileSync(file, 'utf8')) as { merchantCode?: unknown };
    if (typeof m.merchantCode === 'string') return m.merchantCode;
  } catch {
    // fall through: a broken manifest is reported below
  }
  throw new CliError(`${file} has no merchantCode`, 'run lobby validate ' + code);
}

function parseAccount(raw: string): { username: string; password: string } {
  const at = raw.indexOf(':');
  if (at <= 0 || at === raw.length - 1)
    throw new CliError(
      `--account must be user:pass, got "${raw}"`,
      'e.g. --account player1:Player123!',
    );
  return { username: raw.slice(0, at), password: raw.slice(at + 1) };
}

/** Loopback base URLs reach the mock server, which picks the tenant by `<code>.localhost`. */
function hostFor(url: URL, code: string): string {
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname);
  return loopback ? `${code}.localhost${url.port ? `:${url.port}` : ''}` : url.host;
}

async function runContractTest(
  ctx: Pick<Context, 'tenantsDir' | 'io'>,
  o: ContractTestOptions,
): Promise<{ exitCode: number; results: CheckResult[]; summary: Summary }> {
  let url: URL;
  try {
    url = new URL(o.baseUrl);
  } catch {
    throw new CliError(
      `--base-url is not a URL: "${o.baseUrl}"`,
      'e.g. --base-url http://127.0.0.1:8080',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`--base-url must be http or https, got ${url.protocol}`);
  const wire = o.wire ?? 'lobby';
  if (!(WIRE_FORMATS as readonly string[]).includes(wire))
    throw new CliError(`--wire "${wire}" is not a wire format`, `use ${WIRE_FORMATS.join(' or ')}`);
  const platform = wire === 'platform';
  const account = o.account && !platform ? parseAccount(o.account) : undefined;
  const merchant = o.merchant ?? merchantOf(ctx, o.tenant);
  const host = o.host ?? hostFor(url, o.tenant);
  const client = new ApiClient({
    baseUrl: url,
    host,
    merchant: platform ? merchant.toLowerCase() : merchant,
    ...(platform ? { language: 'EN' } : {}),
  });
  try {
    await client.call('GET', '/wps/system/status');
  } catch (e) {
    throw new CliError(
      `cannot reach ${url.href}: ${e instanceof Error ? e.message : String(e)}`,
      'start the backend (e.g. lobby serve) or check --base-url',
    );
  }
  const onResult = o.json ? undefined : (r: CheckResult) => ctx.io.out(formatResult(r));
  let results: CheckResult[];
  if (platform) {
    // On a test-mode Lobby server an account name is enough (`--account player1`).
    const token =
      o.token ?? (o.account ? await testSession(client, o.account.split(':')[0]!) : undefined);
    if (o.account && !token)
      throw new CliError(
        `no session for "${o.account}": this backend has no test sign-in`,
        'give a session token of a test account with --token',
      );
    results = await runPlatformCalls(client, {
      ...(token ? { token } : {}),
      site: { merchant: merchant.toLowerCase(), host: host.replace(/:\d+$/, '') },
      ...(onResult ? { onResult } : {}),
    });
  } else {
    const run = new ContractRun(client, {
      ...(account ? { account } : {}),
      ...(o.paymentPassword ? { paymentPassword: o.paymentPassword } : {}),
      write: o.write,
      onResult,
    });
    results = await run.run();
  }
  const summary = summarize(results);
  if (o.json)
    ctx.io.out(
      JSON.stringify(
        { baseUrl: url.href, tenant: o.tenant, merchant, wire, write: o.write, summary, results },
        null,
        2,
      ),
    );
  else ctx.io.out(summaryLine(summary));
  return { exitCode: summary.failed > 0 ? EXIT_USER : EXIT_OK, results, summary };
}

export async function contractTest(
  ctx: Pick<Context, 'tenantsDir' | 'io'>,
  o: ContractTestOptions,
): Promise<number> {
  return (await runContractTest(ctx, o)).exitCode;
}
