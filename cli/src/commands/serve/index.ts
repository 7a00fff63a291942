// `lobby serve`: the mock platform API alone (no tenant sites), every tenant by host, on one
// port. Prints the tenant URLs and the demo accounts; Ctrl-C (or SIGTERM) stops it cleanly.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Context } from '../../context.ts';
import type { LobbyApp } from '#mock-server/src/index.ts';
import type { ManifestResult } from '#manifests/index.ts';
import { loadTenants } from '../../lib/tenants.ts';
import {
  createApi,
  listenFirst,
  reportSkipped,
  trustProxyOf,
  warmInBackground,
} from '../start/index.ts';

type ServeMode = 'dev' | 'test' | 'prod';

interface ServeOptions {
  port: number;
  mode: ServeMode;
  dataDir: string;
  host: string;
  /** Refuse to start when a manifest is invalid (default: skip that tenant). */
  strict?: boolean;
  /** Seed each tenant on its first request (default true). */
  lazy?: boolean;
  /** `--trust-proxy` as typed (default: loopback only). */
  trustProxy?: string;
}

export interface RunningApi {
  port: number;
  codes: string[];
  skipped: ManifestResult[];
  lobby: LobbyApp;
  server: Server;
  close(): Promise<void>;
}

/** Starts the API server and returns once it listens (used by `serve` and its tests). */
export async function startApi(
  ctx: Pick<Context, 'tenantsDir' | 'root'>,
  opts: ServeOptions,
): Promise<RunningApi> {
  const trust = trustProxyOf(opts.trustProxy);
  const { server, use } = await listenFirst(opts.port, opts.host);
  try {
    const skipped: ManifestResult[] = [];
    if (opts.strict) loadTenants({ root: ctx.root, tenantsDir: ctx.tenantsDir }, []);
    else {
      const { loadManifests } = await import('#manifests/index.ts');
      skipped.push(...loadManifests(ctx.tenantsDir).invalid);
    }
    const lobby = await createApi({
      dataDir: path.resolve(opts.dataDir),
      tenantsDir: ctx.tenantsDir,
      mode: opts.mode,
      lazy: opts.lazy ?? true,
      ...trust,
    });
    use(lobby.app, lobby.app);
    lobby.push.attach(server);
    return {
      port: (server.address() as AddressInfo).port,
      codes: lobby.deps.tenants.manifests.map((t) => t.code),
      skipped,
      lobby,
      server,
      close: () =>
        new Promise<void>((resolve) => {
          lobby.close();
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  } catch (e) {
    server.close();
    throw e;
  }
}

export async function serve(
  ctx: Pick<Context, 'tenantsDir' | 'root' | 'io' | 'tty'>,
  opts: ServeOptions,
): Promise<number> {
  const api = await startApi(ctx, opts);
  reportSkipped(ctx.io, api.skipped);
  const { dataTools } = await import('#mock-server/src/index.ts');
  const { DEMO_ACCOUNTS } = await dataTools();
  ctx.io.out(`Lobby platform API (${opts.mode} mode), data in ${path.resolve(opts.dataDir)}:`);
  const shown = api.codes.length > 12 ? api.codes.slice(0, 10) : api.codes;
  for (const code of shown) ctx.io.out(`  http://${code}.localhost:${api.port}`);
  if (shown.length < api.codes.length)
    ctx.io.out(`  … and ${api.codes.length - shown.length} more (\`lobby list\`)`);
  if (api.codes.length === 0) ctx.io.out('  (no valid tenant under tenants/: run lobby validate)');
  if (opts.mode === 'prod') {
    ctx.io.out('No demo accounts in prod mode: create one with `lobby account create <code>`.');
  } else {
    ctx.io.out('Demo accounts (every tenant):');
    for (const a of DEMO_ACCOUNTS) ctx.io.out(`  ${a.account} / ${a.password}  ${a.role}`);
    ctx.io.out(`Test routes: /__test/* (SMS codes, captcha answers, clock, reset)`);
  }
  ctx.io.out('Press Ctrl-C to stop.');
  void warmInBackground(ctx, api.lobby);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      ctx.io.out('stopping…');
      void api.close().then(resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}
