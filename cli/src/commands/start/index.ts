// `lobby start`: builds when dist/ is missing or stale, then runs ONE server on one origin:
// the mock platform API (createApp) plus every built tenant, chosen by Host.
import fs from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Express } from 'express';
import {
  createApp,
  createLateServer,
  isApiPath,
  parseTrustProxy,
  type LobbyApp,
  type TrustProxy,
} from '#mock-server/src/index.ts';
import { formatProblem, isError, type ManifestResult } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { loadTenants } from '../../lib/tenants.ts';
import { distDir } from '../build/paths.ts';
import { ensureBuilt } from '../build/index.ts';
import { ADMIN_PREFIX, adminHandler, removeAdminFile, writeAdminFile } from './admin.ts';
import { LiveSites } from './live.ts';
import { rollOut, type RolloutResult } from './rollout.ts';
import { tenantSites } from './site.ts';

export type ServerMode = 'dev' | 'test' | 'prod';
/** The mock platform API (mock-server/src/app.ts), loaded only when a server starts. */
export async function createApi(opts: {
  dataDir: string | null;
  tenantsDir: string;
  mode: ServerMode;
  defaultTenant?: string;
  only?: string[];
  lazy?: boolean;
  strict?: boolean;
  manifests?: { valid: TenantManifest[]; invalid: ManifestResult[] };
  trustProxy?: TrustProxy;
  passwordCost?: number;
}): Promise<LobbyApp> {
  return createApp(opts);
}

/** `--trust-proxy` as typed, or a user error saying how to write it. */
export function trustProxyOf(text: string | undefined): { trustProxy?: TrustProxy } {
  if (text === undefined) return {};
  try {
    return { trustProxy: parseTrustProxy(text) };
  } catch (e) {
    throw new CliError(
      `--trust-proxy "${text}": ${(e as Error).message}`,
      'give the number of proxies in front of the server (--trust-proxy 1) or their addresses and CIDR ranges (--trust-proxy 10.0.0.0/8,192.168.1.5)',
    );
  }
}

/** The interface `lobby start` and `lobby serve` listen on unless --host says otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

interface ServerOptions {
  root: string;
  tenantsDir: string;
  port: number;
  host?: string;
  mode: ServerMode;
  /** null keeps the server's data in memory. */
  dataDir: string | null;
  log?: (line: string) => void;
  /** Skip the build step (the caller built already). */
  skipBuild?: boolean;
  /** Open and seed each tenant on its first request (default: all before returning). */
  lazy?: boolean;
  /** An invalid tenant stops the server (default: it is skipped and reported). */
  strict?: boolean;
  /** `--trust-proxy` as typed (default: loopback only). */
  trustProxy?: string;
  /** scrypt N for the login hashes the server makes (default: the server's production cost). */
  passwordCost?: number;
}

export interface RunningServer {
  port: number;
  origin: string;
  codes: string[];
  /** Tenants skipped for an invalid manifest, with their problems. */
  skipped: ManifestResult[];
  api: LobbyApp;
  server: Server;
  /**
   * Serves the brand's current manifest and dist/<code>/ (built from it) instead of the version
   * it serves now, in one step, or refuses and keeps the old one (rollout.ts).
   */
  reload(code: string): RolloutResult;
  close(): Promise<void>;
}

/**
 * Binds the port before anything slow, so a port in use is reported at once. use() hands over the
 * handler and the Express app whose prototypes requests are built on (mock-server/src/http/server.ts).
 */
export async function listenFirst(
  port: number,
  host?: string,
): Promise<{ server: Server; use(handler: RequestListener, app?: Express): void }> {
  const { server, use } = createLateServer((_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
    res.end('Lobby is starting…\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: unknown) => {
      if (e instanceof Error && 'code' in e && e.code === 'EADDRINUSE')
        reject(
          new CliError(
            `port ${port} is in use`,
            `stop the other server or pass another port, e.g. --port ${port === 8080 ? 8081 : 8080}`,
          ),
        );
      else reject(e as Error);
    });
    if (host === undefined) server.listen(port, () => resolve());
    else server.listen(port, host, () => resolve());
  });
  return { server, use };
}

function pathOf(url: string | undefined): string {
  const q = (url ?? '/').indexOf('?');
  return q < 0 ? (url ?? '/') : url!.slice(0, q);
}

/** Builds if needed and starts the one server; used by `lobby start`, e2e and benchmarks. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? (() => {});
  const trust = trustProxyOf(opts.trustProxy);
  // Loopback unless told otherwise: a dev server is not meant for the whole network.
  const { server, use } = await listenFirst(opts.port, opts.host ?? DEFAULT_HOST);
  try {
    const paths = { root: opts.root, tenantsDir: opts.tenantsDir };
    const skipped: ManifestResult[] = [];
    const onInvalid = opts.strict ? undefined : (r: ManifestResult) => skipped.push(r);
    const manifests = opts.skipBuild
      ? loadTenants(paths, [], onInvalid)
      : await ensureBuilt(paths, { log, ...(onInvalid ? { onInvalid } : {}) });
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    const api = await createApi({
      dataDir: opts.dataDir,
      tenantsDir: opts.tenantsDir,
      mode: opts.mode,
      only: manifests.map((m) => m.code).concat(skipped.map((r) => r.code)),
      lazy: opts.lazy ?? false,
      ...trust,
      ...(opts.passwordCost ? { passwordCost: opts.passwordCost } : {}),
      ...(opts.strict ? {} : { manifests: { valid: manifests, invalid: skipped } }),
      ...(manifests[0] ? { defaultTenant: manifests[0].code } : {}),
    });

    const live = new LiveSites(distDir(opts.root), manifests, {
      defaultCode: manifests[0]?.code,
      pin: true,
    });
    const reload = (code: string): RolloutResult => {
      const started = performance.now();
      const result = rollOut({ ...paths, live, tenants: api.deps.tenants }, code);
      const ms = (performance.now() - started).toFixed(0);
      if (result.ok) log(`rolled out ${code} (version ${result.version}) in ${ms} ms`);
      else {
        log(`refused the new version of ${code}: ${result.reason}`);
        for (const p of result.problems) log(`  ${p}`);
      }
      return result;
    };
    const port = (server.address() as AddressInfo).port;
    const admin = opts.dataDir ? writeAdminFile(opts.dataDir, port) : undefined;
    const adminCall = admin ? adminHandler(admin.token, reload) : undefined;

    const app = express();
    app.disable('x-powered-by');
    app.use(tenantSites(live));
    app.use(api.app);
    // The API's requests go to its app directly, built on its prototypes: through `app` they would
    // change prototypes twice, which costs V8's optimised shapes (http/server.ts). tenantSites hands
    // every API path to the API untouched, so the answers are the same.
    use((req, res) => {
      const p = pathOf(req.url);
      if (isApiPath(p)) api.app(req, res);
      else if (adminCall && p.startsWith(ADMIN_PREFIX)) adminCall(req, res);
      else app(req, res);
    }, api.app);
    api.push.attach(server);

    return {
      port,
      origin: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : 'localhost'}:${port}`,
      codes: manifests.map((m) => m.code),
      skipped,
      api,
      server,
      reload,
      close: () =>
        new Promise<void>((resolve) => {
          api.close();
          if (admin && opts.dataDir) removeAdminFile(opts.dataDir, admin);
          server.closeAllConnections();
          server.close(() => {
            live.close();
            resolve();
          });
        }),
    };
  } catch (e) {
    server.closeAllConnections();
    server.close();
    throw e;
  }
}

/** One line per skipped tenant and problem: where, what, and the fix. */
export function reportSkipped(io: Context['io'], skipped: readonly ManifestResult[]): void {
  for (const r of skipped) {
    io.err(`skipped ${r.code}: invalid manifest (its host answers "this site is not configured")`);
    for (const p of r.problems.filter(isError)) io.err(`  ${formatProblem(p)}`);
  }
  if (skipped.length > 0)
    io.err(
      `fix and run \`lobby validate ${skipped.map((r) => r.code).join(' ')}\`; \`--strict\` refuses to start instead`,
    );
}

/** Seeds the tenants nobody asked for yet in the background; a TTY sees "seeding 37/103". */
export function warmInBackground(ctx: Pick<Context, 'io' | 'tty'>, api: LobbyApp): Promise<void> {
  const started = Date.now();
  const total = api.deps.tenants.manifests.length;
  return api.deps.tenants
    .warm((done, all, code, error) => {
      if (error)
        ctx.io.err(
          `tenant ${code} could not be opened: ${String(error)} (retried on its next request)`,
        );
      else if (ctx.tty) process.stdout.write(`\rseeding ${done}/${all}`);
    })
    .then(() => {
      if (ctx.tty && total > 0) process.stdout.write('\r');
      if (total > 0)
        ctx.io.out(`${total} tenant(s) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
}

export async function start(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io' | 'tty'>,
  opts: {
    port: number;
    mode: ServerMode;
    dataDir?: string;
    host?: string;
    strict?: boolean;
    trustProxy?: string;
  },
): Promise<number> {
  const server = await startServer({
    root: ctx.root,
    tenantsDir: ctx.tenantsDir,
    port: opts.port,
    host: opts.host ?? DEFAULT_HOST,
    mode: opts.mode,
    dataDir: path.resolve(opts.dataDir ?? path.join(ctx.root, '.data')),
    log: (l) => ctx.io.out(l),
    lazy: true,
    strict: opts.strict ?? false,
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
  });
  reportSkipped(ctx.io, server.skipped);
  ctx.io.out(`Lobby is running (${opts.mode} mode):`);
  const shown = server.codes.length > 12 ? server.codes.slice(0, 10) : server.codes;
  for (const code of shown) ctx.io.out(`  http://${code}.localhost:${server.port}/`);
  if (shown.length < server.codes.length)
    ctx.io.out(`  … and ${server.codes.length - shown.length} more (\`lobby list\`)`);
  ctx.io.out(
    `  http://localhost:${server.port}/ (default tenant: ${server.codes[0] ?? '-'}, the first by code)`,
  );
  ctx.io.out('Tenants are seeded on their first request (and in the background).');
  ctx.io.out('Roll out a rebuilt or edited brand without a restart: `lobby reload <code>`.');
  ctx.io.out(`Listening on ${opts.host ?? DEFAULT_HOST} (--host 0.0.0.0 for every interface).`);
  if (opts.mode === 'prod')
    ctx.io.out('No demo accounts in prod mode: create one with `lobby account create <code>`.');
  ctx.io.out('Press Ctrl-C to stop.');
  void warmInBackground(ctx, server.api);
  await new Promise<void>((resolve) => {
    const stop = () => {
      ctx.io.out('stopping…');
      void server.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
