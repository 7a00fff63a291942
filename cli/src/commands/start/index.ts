// `lobby start`: builds when dist/ is missing or stale, then runs ONE server on one origin:
// the mock platform API (createApp) plus every built tenant, chosen by Host.
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { LobbyApp } from '../../../../mock-server/src/app.ts';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { distDir, ensureBuilt } from '../build/index.ts';
import { tenantSites } from './site.ts';

export type ServerMode = 'dev' | 'test' | 'prod';
export const SERVER_MODES: readonly ServerMode[] = ['dev', 'test', 'prod'];

/** The mock platform API (mock-server/src/app.ts), loaded only when a server starts. */
export async function createApi(opts: {
  dataDir: string | null;
  tenantsDir: string;
  mode: ServerMode;
  defaultTenant?: string;
}): Promise<LobbyApp> {
  const { createApp } = await import('../../../../mock-server/src/app.ts');
  return createApp(opts);
}

/** The interface `lobby start` and `lobby serve` listen on unless --host says otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

export interface ServerOptions {
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
}

export interface RunningServer {
  port: number;
  origin: string;
  codes: string[];
  close(): Promise<void>;
}

/** Builds if needed and starts the one server; used by `lobby start`, e2e and benchmarks. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? (() => {});
  const paths = { root: opts.root, tenantsDir: opts.tenantsDir };
  const manifests = opts.skipBuild
    ? (await import('../build/index.ts')).loadTenants(paths, [])
    : await ensureBuilt(paths, { log });
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const api = await createApi({
    dataDir: opts.dataDir,
    tenantsDir: opts.tenantsDir,
    mode: opts.mode,
    defaultTenant: manifests[0]?.code,
  });

  const app = express();
  app.disable('x-powered-by');
  app.use(tenantSites({ distDir: distDir(opts.root), manifests, defaultCode: manifests[0]?.code }));
  app.use(api.app);

  // Loopback unless told otherwise: a dev server is not meant for the whole network.
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(opts.port, opts.host ?? DEFAULT_HOST, (err?: Error) =>
      err ? reject(err) : resolve(s),
    );
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://${opts.host && opts.host !== '0.0.0.0' ? opts.host : 'localhost'}:${port}`,
    codes: manifests.map((m) => m.code),
    close: () =>
      new Promise<void>((resolve) => {
        api.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function start(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { port: number; mode: ServerMode; dataDir?: string; host?: string },
): Promise<number> {
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    throw new CliError(
      `invalid port ${String(opts.port)}`,
      'use a number from 1 to 65535, e.g. --port 8080',
    );
  }
  const server = await startServer({
    root: ctx.root,
    tenantsDir: ctx.tenantsDir,
    port: opts.port,
    host: opts.host ?? DEFAULT_HOST,
    mode: opts.mode,
    dataDir: path.resolve(opts.dataDir ?? path.join(ctx.root, '.data')),
    log: (l) => ctx.io.out(l),
  }).catch((e: unknown) => {
    if (e instanceof Error && 'code' in e && e.code === 'EADDRINUSE') {
      throw new CliError(`port ${opts.port} is in use`, 'stop the other server or pass --port <N>');
    }
    throw e;
  });
  ctx.io.out(`Lobby is running (${opts.mode} mode):`);
  for (const code of server.codes) ctx.io.out(`  http://${code}.localhost:${server.port}/`);
  ctx.io.out(`  http://localhost:${server.port}/ (default tenant: ${server.codes[0] ?? '-'})`);
  ctx.io.out(`Listening on ${opts.host ?? DEFAULT_HOST} (--host 0.0.0.0 for every interface).`);
  if (opts.mode === 'prod')
    ctx.io.out('No demo accounts in prod mode: create one with `lobby account create <code>`.');
  ctx.io.out('Press Ctrl-C to stop.');
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
