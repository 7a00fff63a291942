// `lobby serve`: the mock platform API alone (no tenant sites), every tenant by host, on one
// port. Prints the tenant URLs and the demo accounts; Ctrl-C (or SIGTERM) stops it cleanly.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';

export type ServeMode = 'dev' | 'test' | 'prod';

export interface ServeOptions {
  port: number;
  mode: ServeMode;
  dataDir: string;
  host: string;
}

export interface RunningApi {
  port: number;
  codes: string[];
  close(): Promise<void>;
}

/** Starts the API server and returns once it listens (used by `serve` and its tests). */
export async function startApi(
  ctx: Pick<Context, 'tenantsDir'>,
  opts: ServeOptions,
): Promise<RunningApi> {
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) {
    throw new CliError(
      `invalid port ${String(opts.port)}`,
      'use a number from 1 to 65535, e.g. --port 8080',
    );
  }
  const { createApp } = await import('../../../../mock-server/src/app.ts');
  const lobby = await createApp({
    dataDir: path.resolve(opts.dataDir),
    tenantsDir: ctx.tenantsDir,
    mode: opts.mode,
  });
  const server = http.createServer(lobby.app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.host, () => resolve());
    });
  } catch (e) {
    lobby.close();
    if (e instanceof Error && 'code' in e && e.code === 'EADDRINUSE')
      throw new CliError(`port ${opts.port} is in use`, 'stop the other server or pass --port <N>');
    throw e;
  }
  return {
    port: (server.address() as AddressInfo).port,
    codes: lobby.deps.tenants.list.map((t) => t.code),
    close: () =>
      new Promise<void>((resolve) => {
        lobby.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function serve(
  ctx: Pick<Context, 'tenantsDir' | 'io'>,
  opts: ServeOptions,
): Promise<number> {
  const api = await startApi(ctx, opts);
  const { DEMO_ACCOUNTS } = await import('../../../../mock-server/src/domain/members/seed.ts');
  ctx.io.out(`Lobby platform API (${opts.mode} mode), data in ${path.resolve(opts.dataDir)}:`);
  for (const code of api.codes) ctx.io.out(`  http://${code}.localhost:${api.port}`);
  if (api.codes.length === 0) ctx.io.out('  (no valid tenant under tenants/: run lobby validate)');
  if (opts.mode === 'prod') {
    ctx.io.out('No demo accounts in prod mode: create one with `lobby account create <code>`.');
  } else {
    ctx.io.out('Demo accounts (every tenant):');
    for (const a of DEMO_ACCOUNTS) ctx.io.out(`  ${a.account} / ${a.password}  ${a.role}`);
    ctx.io.out(`Test routes: /__test/* (SMS codes, captcha answers, clock, reset)`);
  }
  ctx.io.out('Press Ctrl-C to stop.');
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
