// `lobby studio`: the operator's browser app for the fleet: every brand at a glance, a brand's
// manifest edited in a form made from its schema, checked live by `lobby validate`'s own
// validator, previewed beside the form, and saved as a minimal edit of the file.
import path from 'node:path';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { DEFAULT_CHROMIUM } from '../gallery/capture.ts';
import { ensureStudioBuilt } from './app-build.ts';
import { startPreviews } from './preview.ts';
import { startStudioServer } from './server.ts';

export interface Studio {
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function startStudio(opts: {
  root: string;
  tenantsDir: string;
  /** The template a created brand is rendered from (default <root>/templates/tenant). */
  templatesDir?: string;
  port: number;
  host?: string;
  /** The data dir of the `lobby start` that publish rolls brands out to (default <root>/.data). */
  dataDir?: string;
  /** The Chromium that shoots the served site before and after a publish. */
  chromium?: string;
  log?: (line: string) => void;
}): Promise<Studio> {
  const log = opts.log ?? (() => {});
  const host = opts.host ?? '127.0.0.1';
  const appDir = await ensureStudioBuilt(opts.root, log);
  const previews = await startPreviews({ root: opts.root, tenantsDir: opts.tenantsDir, host, log });
  try {
    const server = await startStudioServer({
      ...opts,
      host,
      templatesDir: opts.templatesDir ?? path.join(opts.root, 'templates', 'tenant'),
      appDir,
      previews,
      dataDir: opts.dataDir ?? path.join(opts.root, '.data'),
      chromium: opts.chromium ?? DEFAULT_CHROMIUM,
    });
    return {
      origin: server.origin,
      port: server.port,
      close: async () => {
        await server.close();
        await previews.close();
      },
    };
  } catch (e) {
    await previews.close();
    if (e instanceof Error && 'code' in e && e.code === 'EADDRINUSE')
      throw new CliError(`port ${opts.port} is in use`, 'pass another one, e.g. --port 4401');
    throw e;
  }
}

export async function studio(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'templatesDir' | 'io'>,
  opts: { port: number; host: string; dataDir: string; chromium: string },
): Promise<number> {
  const running = await startStudio({
    root: ctx.root,
    tenantsDir: ctx.tenantsDir,
    templatesDir: ctx.templatesDir,
    port: opts.port,
    host: opts.host,
    dataDir: opts.dataDir,
    chromium: opts.chromium,
    log: (l) => ctx.io.out(l),
  });
  ctx.io.out(`Lobby studio: ${running.origin}/`);
  ctx.io.out(`Editing the brands under ${ctx.tenantsDir}. Press Ctrl-C to stop.`);
  await new Promise<void>((resolve) => {
    const stop = () => void running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
