// Commands that write and check brands: validate, list, new, build.
import { Option } from 'commander';
import type { DeclareCommands } from './types.ts';

export const declareBrandCommands: DeclareCommands = (program, ctx, result) => {
  program
    .command('validate')
    .description('check tenant manifests against the schema and the rules no schema can express')
    .argument('[codes...]', 'tenant codes to check')
    .option('--all', 'check every tenant under tenants/', false)
    .option('--json', 'print machine-readable results', false)
    .addHelpText('after', '\nExamples:\n  $ lobby validate --all\n  $ lobby validate siam88 --json')
    .action(async (codes: string[], o: { all: boolean; json: boolean }) => {
      const { validate } = await import('../commands/validate/index.ts');
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
      const { list } = await import('../commands/list/index.ts');
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
      const { newTenant } = await import('../commands/new/index.ts');
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
        const { build } = await import('../commands/build/index.ts');
        result.exitCode = await build(ctx, {
          codes,
          all: o.all,
          strict: o.strict,
          layout: o.layout,
        });
      },
    );
};
