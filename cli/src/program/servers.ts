// Commands that run servers: start, reload, dev, studio, serve.
import path from 'node:path';
import { Option, type Command } from 'commander';
import { DEFAULT_CHROMIUM } from '../commands/gallery/capture.ts';
import { parsePort } from '../lib/port.ts';
import type { DeclareCommands } from './types.ts';

type ServerFlags = {
  port: string;
  mode: 'dev' | 'test' | 'prod';
  dataDir: string;
  host: string;
  strict: boolean;
  trustProxy?: string;
};

/** The options `lobby start` and `lobby serve` share: where and how the server listens. */
function serverCommand(cmd: Command, modeHelp: string): Command {
  return cmd
    .option('-p, --port <port>', 'port to listen on', '8080')
    .addOption(
      new Option('--mode <mode>', modeHelp).choices(['dev', 'test', 'prod']).default('dev'),
    )
    .option('--data-dir <dir>', 'where the server keeps its data', '.data')
    .option('--host <host>', 'interface to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .option('--strict', 'refuse to start when any manifest is invalid (CI)', false)
    .option(
      '--trust-proxy <hops|addresses>',
      'proxies believed about the client address (X-Forwarded-For): a hop count, or addresses and CIDR ranges, comma-separated (default: loopback only)',
    );
}

const serverOptions = (o: ServerFlags) => ({
  port: parsePort(o.port),
  mode: o.mode,
  dataDir: o.dataDir,
  host: o.host,
  strict: o.strict,
  ...(o.trustProxy !== undefined ? { trustProxy: o.trustProxy } : {}),
});

export const declareServerCommands: DeclareCommands = (program, ctx, result) => {
  serverCommand(program.command('start'), 'server mode (test adds /__test routes)')
    .description(
      'serve every tenant (by host) and the platform API on one port; builds first if needed',
    )
    .addHelpText(
      'after',
      '\nAn invalid tenant is skipped (its host says "this site is not configured"); the others serve.\nprod mode seeds no demo accounts: create the first ones with `lobby account create`.\n\nExamples:\n  $ lobby start\n  $ lobby start --port 3000 --mode prod --host 0.0.0.0\n  $ lobby start --mode prod --trust-proxy 1            # behind one load balancer\n  $ lobby start --mode prod --trust-proxy 10.0.0.0/8   # behind proxies in 10.x\n  $ lobby start --strict',
    )
    .action(async (o: ServerFlags) => {
      const { start } = await import('../commands/start/index.ts');
      result.exitCode = await start(ctx, serverOptions(o));
    });

  program
    .command('reload')
    .description(
      'build brands and have the running `lobby start` serve them, each switched in one step (no restart)',
    )
    .argument('<codes...>', 'tenant codes')
    .option('--data-dir <dir>', 'the data dir `lobby start` was started with', '.data')
    .addHelpText(
      'after',
      '\nAn invalid manifest, a domain another brand declared first or an incomplete build is refused:\nthe old version keeps serving. Only the server on this machine is reached (loopback, token in the data dir).\n\nExamples:\n  $ lobby reload siam88\n  $ lobby reload siam88 goldcrown --data-dir /srv/lobby-data',
    )
    .action(async (codes: string[], o: { dataDir: string }) => {
      const { reload } = await import('../commands/reload/index.ts');
      result.exitCode = await reload(ctx, { codes, dataDir: path.resolve(o.dataDir) });
    });

  program
    .command('dev')
    .description('run one tenant with hot reload: the platform API and Vite on one port')
    .argument('<code>', 'tenant code')
    .option('-p, --port <port>', 'port to listen on', '5173')
    .addOption(
      new Option('--mode <mode>', 'server mode').choices(['dev', 'test', 'prod']).default('dev'),
    )
    .option('--data-dir <dir>', 'where the server keeps its data', '.data')
    .addHelpText('after', '\nExamples:\n  $ lobby dev siam88\n  $ lobby dev goldcrown --port 3000')
    .action(
      async (code: string, o: { port: string; mode: 'dev' | 'test' | 'prod'; dataDir: string }) => {
        const port = parsePort(o.port);
        const { dev } = await import('../commands/dev/index.ts');
        result.exitCode = await dev(ctx, {
          code,
          port,
          mode: o.mode,
          dataDir: o.dataDir,
        });
      },
    );

  program
    .command('studio')
    .description(
      'edit the brands in a browser: fleet view, a form per manifest, live checks and preview, minimal saves',
    )
    .option('-p, --port <port>', 'port to listen on', '4400')
    .option(
      '--host <host>',
      'interface to listen on (loopback unless you say otherwise)',
      '127.0.0.1',
    )
    .option(
      '--data-dir <dir>',
      'the data dir of the running `lobby start` that Publish rolls brands out to',
      '.data',
    )
    .option(
      '--chromium <path>',
      'the Chromium that shoots the served site before and after a publish',
      DEFAULT_CHROMIUM,
    )
    .addHelpText('after', '\nExamples:\n  $ lobby studio\n  $ lobby studio --port 4500')
    .action(async (o: { port: string; host: string; dataDir: string; chromium: string }) => {
      const { studio } = await import('../commands/studio/index.ts');
      result.exitCode = await studio(ctx, {
        port: parsePort(o.port),
        host: o.host,
        dataDir: path.resolve(o.dataDir),
        chromium: o.chromium,
      });
    });

  serverCommand(program.command('serve'), 'server mode (dev and test add /__test routes)')
    .description('run the mock platform API alone (every tenant by host), without the sites')
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby serve\n  $ lobby serve --port 9000 --mode test --data-dir /tmp/lobby-data\n  $ lobby serve --strict',
    )
    .action(async (o: ServerFlags) => {
      const { serve } = await import('../commands/serve/index.ts');
      const opts = serverOptions(o);
      result.exitCode = await serve(ctx, { ...opts, dataDir: path.resolve(opts.dataDir) });
    });
};
