// Commands that make a brand's generated parts again or add to its data: art, seed, account.
import path from 'node:path';
import { Option } from 'commander';
import type { DeclareCommands } from './types.ts';

export const declareDataCommands: DeclareCommands = (program, ctx, result) => {
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
      const { art } = await import('../commands/art/index.ts');
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
      const { seed } = await import('../commands/seed/index.ts');
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
        const { createAccount } = await import('../commands/account/index.ts');
        result.exitCode = await createAccount(ctx, {
          code,
          username: o.username,
          role: o.role,
          passwordStdin: o.passwordStdin,
          dataDir: path.resolve(o.dataDir),
        });
      },
    );
};
