// Every command, option and help example of `lobby`. Actions import their command lazily so
// `lobby list` does not load the server or Vite.
import fs from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { consoleOutput, repoRoot, type Context } from './context.ts';
import { parsePort } from './lib/port.ts';
import { inquirerPrompter, noPrompter } from './prompts.ts';

const VERSION = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

export interface ProgramResult {
  exitCode: number;
}

export function defaultContext(): Context {
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  // LOBBY_ROOT points the CLI at another copy of the repository's data (bench:fleet's temp fleet).
  const root = process.env.LOBBY_ROOT ? path.resolve(process.env.LOBBY_ROOT) : repoRoot;
  return {
    root,
    tenantsDir: path.join(root, 'tenants'),
    templatesDir: path.join(repoRoot, 'templates', 'tenant'),
    io: consoleOutput,
    prompt: interactive ? inquirerPrompter() : noPrompter,
    tty: Boolean(process.stdout.isTTY),
  };
}

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

export function buildProgram(ctx: Context, result: ProgramResult): Command {
  const program = new Command('lobby')
    .description('Lobby: launch branded gaming sites (tenants) from one JSON manifest')
    .version(VERSION, '-v, --version', 'print the lobby version')
    .showHelpAfterError()
    .showSuggestionAfterError()
    .exitOverride();

  program
    .command('validate')
    .description('check tenant manifests against the schema and the rules no schema can express')
    .argument('[codes...]', 'tenant codes to check')
    .option('--all', 'check every tenant under tenants/', false)
    .option('--json', 'print machine-readable results', false)
    .addHelpText('after', '\nExamples:\n  $ lobby validate --all\n  $ lobby validate siam88 --json')
    .action(async (codes: string[], o: { all: boolean; json: boolean }) => {
      const { validate } = await import('./commands/validate/index.ts');
      result.exitCode = await validate(ctx, { codes, all: o.all, json: o.json });
    });

  program
    .command('list')
    .description('show every tenant with its default language, registration modes and main flags')
    .option('--json', 'print machine-readable results', false)
    .addHelpText(
      'after',
      "\nExamples:\n  $ lobby list\n  $ lobby list --json | jq -r '.[] | select(.valid == false) | .code'",
    )
    .action(async (o: { json: boolean }) => {
      const { list } = await import('./commands/list/index.ts');
      result.exitCode = await list(ctx, o);
    });

  program
    .command('new')
    .description('scaffold a tenant from templates/tenant (asks, or takes flags with --yes)')
    .argument('<code>', 'tenant code: lower-case letters, digits and hyphens')
    .option('-y, --yes', 'take the defaults (and the flags given) without asking', false)
    .option('--from <code>', "start from an existing tenant's choices")
    .option('--name <name>', 'display name')
    .option('--language <lang>', 'default language, e.g. th')
    .option('--languages <list>', 'comma-separated languages, e.g. th,en,zh')
    .addOption(new Option('--theme <theme>', 'default theme').choices(['dark', 'light']))
    .option('--registration <modes>', 'registration modes: username, mobile or username,mobile')
    .option('--flags <list>', 'features to turn on, e.g. PTSYS3,freePlay,referral')
    .option('--currency <code>', 'ISO 4217 currency code, e.g. THB')
    .option('--symbol <symbol>', 'currency symbol, e.g. ฿')
    .option('--primary <colour>', 'brand colour as #rrggbb')
    .option('--domain <host>', 'domain that serves the tenant')
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby new lucky-star\n  $ lobby new lucky-star --yes --language th --registration mobile --flags PTSYS3,REGMOBVERF3\n  $ lobby new siam99 --from siam88 --yes',
    )
    .action(async (code: string, o: Record<string, string | boolean | undefined>) => {
      const { newTenant } = await import('./commands/new/index.ts');
      const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);
      const flags = Object.fromEntries(
        [
          'name',
          'language',
          'languages',
          'theme',
          'registration',
          'flags',
          'currency',
          'symbol',
          'primary',
          'domain',
        ].flatMap((k) => (str(k) === undefined ? [] : [[k, str(k)]])),
      );
      result.exitCode = await newTenant(ctx, {
        code,
        yes: o.yes === true,
        ...(str('from') !== undefined ? { from: str('from') } : {}),
        ...flags,
      });
    });

  program
    .command('build')
    .description('build the runtime once (Vite) and emit dist/<code>/ for each tenant')
    .argument('[codes...]', 'tenant codes to emit (all when none are given)')
    .option(
      '--all',
      'emit every valid tenant under tenants/; invalid ones are reported (exit 1)',
      false,
    )
    .option('--strict', 'build nothing when any named tenant is invalid', false)
    .addOption(
      new Option(
        '--layout <layout>',
        'also write dist/_shared/: the runtime once plus thin tenant folders (for a CDN)',
      )
        .choices(['linked', 'shared'])
        .default('linked'),
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby build --all\n  $ lobby build siam88 goldcrown\n  $ lobby build --all --layout shared   # dist/_shared/app/ once + dist/_shared/<code>/',
    )
    .action(
      async (
        codes: string[],
        o: { all: boolean; strict: boolean; layout: 'linked' | 'shared' },
      ) => {
        const { build } = await import('./commands/build/index.ts');
        result.exitCode = await build(ctx, {
          codes,
          all: o.all,
          strict: o.strict,
          layout: o.layout,
        });
      },
    );

  serverCommand(program.command('start'), 'server mode (test adds /__test routes)')
    .description(
      'serve every tenant (by host) and the platform API on one port; builds first if needed',
    )
    .addHelpText(
      'after',
      '\nAn invalid tenant is skipped (its host says "this site is not configured"); the others serve.\nprod mode seeds no demo accounts: create the first ones with `lobby account create`.\n\nExamples:\n  $ lobby start\n  $ lobby start --port 3000 --mode prod --host 0.0.0.0\n  $ lobby start --mode prod --trust-proxy 1            # behind one load balancer\n  $ lobby start --mode prod --trust-proxy 10.0.0.0/8   # behind proxies in 10.x\n  $ lobby start --strict',
    )
    .action(async (o: ServerFlags) => {
      const { start } = await import('./commands/start/index.ts');
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
      const { reload } = await import('./commands/reload/index.ts');
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
        const { dev } = await import('./commands/dev/index.ts');
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
    .addHelpText('after', '\nExamples:\n  $ lobby studio\n  $ lobby studio --port 4500')
    .action(async (o: { port: string; host: string; dataDir: string }) => {
      const { studio } = await import('./commands/studio/index.ts');
      result.exitCode = await studio(ctx, {
        port: parsePort(o.port),
        host: o.host,
        dataDir: path.resolve(o.dataDir),
      });
    });

  serverCommand(program.command('serve'), 'server mode (dev and test add /__test routes)')
    .description('run the mock platform API alone (every tenant by host), without the sites')
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby serve\n  $ lobby serve --port 9000 --mode test --data-dir /tmp/lobby-data\n  $ lobby serve --strict',
    )
    .action(async (o: ServerFlags) => {
      const { serve } = await import('./commands/serve/index.ts');
      const opts = serverOptions(o);
      result.exitCode = await serve(ctx, { ...opts, dataDir: path.resolve(opts.dataDir) });
    });

  program
    .command('art')
    .description(
      "draw a brand's logo, favicon, banners (one set per language it lists), promotion and mall art again from its manifest",
    )
    .argument('<code>', 'tenant code')
    .addHelpText(
      'after',
      '\nAfter a rename, a recolour or a change of languages: no old name, colour or language is left.\n\nExamples:\n  $ lobby art siam88\n  $ lobby art longwan && lobby reload longwan',
    )
    .action(async (code: string) => {
      const { art } = await import('./commands/art/index.ts');
      result.exitCode = await art(ctx, { code });
    });

  program
    .command('seed')
    .description("reset one tenant's data file and seed it again with the demo data")
    .argument('<code>', 'tenant code')
    .option('--data-dir <dir>', 'where the server keeps its data', '.data')
    .option(
      '--content',
      'replace only the content (announcements, popups, banners, notices); members and money stay',
      false,
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby seed siam88\n  $ lobby seed goldcrown --data-dir /tmp/lobby-data\n  $ lobby seed longwan --content   # after a rename or new languages',
    )
    .action(async (code: string, o: { dataDir: string; content: boolean }) => {
      const { seed } = await import('./commands/seed/index.ts');
      result.exitCode = await seed(ctx, {
        code,
        dataDir: path.resolve(o.dataDir),
        content: o.content,
      });
    });

  const account = program
    .command('account')
    .description('manage member accounts in a data folder (the server must not be running)');
  account
    .command('create')
    .description(
      'create an account (prod mode seeds none): a player, or an agent for the agent centre',
    )
    .argument('<code>', 'tenant code')
    .requiredOption('--username <name>', 'account name (the tenant username rule applies)')
    .addOption(
      new Option('--role <role>', 'what the account is')
        .choices(['player', 'agent'])
        .default('player'),
    )
    .option('--password-stdin', 'read the password from the first line of stdin', false)
    .option('--data-dir <dir>', 'where the server keeps its data', '.data')
    .addHelpText(
      'after',
      '\nThe password is asked for (hidden), or read from stdin with --password-stdin; it is\nnever a flag, so it stays out of shell history.\n\nExamples:\n  $ lobby account create goldcrown --username owner --role agent\n  $ printf \'%s\\n\' "$PASS" | lobby account create siam88 --username player01 --password-stdin',
    )
    .action(
      async (
        code: string,
        o: { username: string; role: 'player' | 'agent'; passwordStdin: boolean; dataDir: string },
      ) => {
        const { createAccount } = await import('./commands/account/index.ts');
        result.exitCode = await createAccount(ctx, {
          code,
          username: o.username,
          role: o.role,
          passwordStdin: o.passwordStdin,
          dataDir: path.resolve(o.dataDir),
        });
      },
    );

  program
    .command('contract-test')
    .description(
      'check a backend against the platform API contract: envelopes, statuses, error keys, response schemas, refusals',
    )
    .requiredOption('--base-url <url>', 'where the backend answers, e.g. http://127.0.0.1:8080')
    .requiredOption(
      '--tenant <code>',
      'tenant to test (its merchant code is read from tenants/<code>)',
    )
    .option('--account <user:pass>', 'a test account: also run the signed-in checks (logs in once)')
    .option(
      '--payment-password <pin>',
      "the test account's payment password (for --write transfers)",
    )
    .option('--merchant <code>', 'Merchant header (default: merchantCode of the tenant manifest)')
    .option(
      '--host <host>',
      'Host header (default: <code>.localhost for a loopback URL, else the URL host)',
    )
    .option('--write', 'also run the money flows on the test account (deposit, transfer)', false)
    .option('--json', 'print a machine-readable report', false)
    .option(
      '--wire <format>',
      "lobby (the contract's checks) or platform (the platform client's own calls, as it sends them)",
      'lobby',
    )
    .option(
      '--token <token>',
      'platform wire: a session token of a test account (its login is encrypted); on a test-mode Lobby server --account <name> is enough',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby contract-test --base-url http://127.0.0.1:8080 --tenant siam88\n  $ lobby contract-test --base-url http://127.0.0.1:8080 --tenant goldcrown --account player1:Player123!\n  $ lobby contract-test --base-url https://www.example.com --tenant siam88 --account qa1:secret --write --payment-password 123456 --json\n  $ lobby contract-test --wire platform --base-url http://127.0.0.1:8080 --tenant siam88 --account player1\n  $ lobby contract-test --wire platform --base-url https://www.example.com --tenant siam88 --token <session token>',
    )
    .action(
      async (o: {
        baseUrl: string;
        tenant: string;
        account?: string;
        paymentPassword?: string;
        merchant?: string;
        host?: string;
        write: boolean;
        json: boolean;
        wire: string;
        token?: string;
      }) => {
        const { contractTest } = await import('./commands/contract-test/index.ts');
        result.exitCode = await contractTest(ctx, o);
      },
    );

  program
    .command('gallery')
    .description(
      'screenshot every tenant (home, games, login, register, member centre, agent) at 1280 and 375 px, light and dark, into gallery/index.html',
    )
    .argument('[codes...]', 'tenant codes to shoot (all when none are given)')
    .option('--all', 'shoot every tenant under tenants/', false)
    .option('--out <dir>', 'where the gallery goes (the last one there is diffed)', 'gallery')
    .option('--chromium <path>', 'the Chromium to drive', '/usr/bin/chromium')
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby gallery --all\n  $ lobby gallery siam88 goldcrown --out /tmp/gallery',
    )
    .action(async (codes: string[], o: { all: boolean; out: string; chromium: string }) => {
      const { gallery } = await import('./commands/gallery/index.ts');
      result.exitCode = await gallery(ctx, { codes, ...o });
    });

  program
    .command('test')
    .description(
      'run the e2e matrix: flows once per behaviour profile (on one tenant each), brand checks on every tenant',
    )
    .argument('[codes...]', 'tenant codes to test (all when none are given)')
    .option('--all', 'test every tenant under tenants/', false)
    .option('--shard <i/n>', "run part i of n (Playwright's sharding; run every part to cover all)")
    .option('--flows <names>', 'only these flows (spec names under e2e/, comma-separated)')
    .option('--update-gallery', 'after a green run, redraw gallery/index.html', false)
    .option('--list', 'print the plan and the tests without running them', false)
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby test --all\n  $ lobby test siam88 --flows auth,register\n  $ lobby test --all --shard 1/2   # machine 1\n  $ lobby test --all --shard 2/2   # machine 2\n  $ lobby test --all --list',
    )
    .action(
      async (
        codes: string[],
        o: {
          all: boolean;
          shard?: string;
          flows?: string;
          updateGallery: boolean;
          list: boolean;
        },
      ) => {
        const { test } = await import('./commands/test/index.ts');
        result.exitCode = await test(ctx, { codes, ...o });
      },
    );

  return program;
}
