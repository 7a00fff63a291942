// Commands that check a site from outside: contract-test, gallery, test.
import type { ContractTestOptions } from '../commands/contract-test/index.ts';
import { DEFAULT_CHROMIUM } from '../commands/gallery/capture.ts';
import { parsePort } from '../lib/port.ts';
import type { DeclareCommands } from './types.ts';

export const declareCheckCommands: DeclareCommands = (program, ctx, result) => {
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
    .action(async (o: ContractTestOptions) => {
      const { contractTest } = await import('../commands/contract-test/index.ts');
      result.exitCode = await contractTest(ctx, o);
    });

  program
    .command('gallery')
    .description(
      'screenshot every tenant (home, games, login, register, member centre, agent) at 1280 and 375 px, light and dark, into gallery/index.html',
    )
    .argument('[codes...]', 'tenant codes to shoot (all when none are given)')
    .option('--all', 'shoot every tenant under tenants/', false)
    .option('--out <dir>', 'where the gallery goes (the last one there is diffed)', 'gallery')
    .option('--chromium <path>', 'the Chromium to drive', DEFAULT_CHROMIUM)
    .option(
      '-p, --port <port>',
      "port of the server the gallery starts and shoots (0: any free one; a fixed one suits a firewall or a proxy's rules)",
      '0',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ lobby gallery --all\n  $ lobby gallery siam88 goldcrown --out /tmp/gallery\n  $ lobby gallery siam88 --port 8099',
    )
    .action(
      async (codes: string[], o: { all: boolean; out: string; chromium: string; port: string }) => {
        const { gallery } = await import('../commands/gallery/index.ts');
        result.exitCode = await gallery(ctx, { codes, ...o, port: parsePort(o.port) });
      },
    );

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
        const { test } = await import('../commands/test/index.ts');
        result.exitCode = await test(ctx, { codes, ...o });
      },
    );
};
