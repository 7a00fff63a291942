import { checkManifests, listTenantCodes } from '#manifests/index.ts';
import { MAIN_FLAGS } from '#schemas/flags.ts';
import type { Context } from '../../context.ts';
import { displayWidth, padDisplay } from '../../lib/tenants.ts';

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => displayWidth(r[i] ?? ''))));
  return rows.map((r) =>
    r
      .map((c, i) => padDisplay(c, widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

export async function list(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { json: boolean },
): Promise<number> {
  const results = checkManifests(ctx.tenantsDir, listTenantCodes(ctx.tenantsDir), ctx.root);
  const rows = results.map((r) => {
    const m = r.manifest;
    if (!m) return { code: r.code, valid: false as const };
    const modes = [
      m.flags.USERNAMEREG3 ? 'username' : '',
      m.flags.MOBILENUMREG3 ? 'mobile' : '',
    ].filter(Boolean);
    return {
      code: r.code,
      valid: true as const,
      name: m.displayName,
      language: m.languages.default,
      languages: m.languages.available.length,
      theme: m.themes.default,
      registration: modes,
      flags: MAIN_FLAGS.filter((f) => m.flags[f]),
      domain: m.domains[0] ?? '',
    };
  });
  if (opts.json) {
    ctx.io.out(JSON.stringify(rows, null, 2));
    return 0;
  }
  if (rows.length === 0) {
    ctx.io.out('no tenants yet: create one with `lobby new <code>`');
    return 0;
  }
  const lines = table([
    ['CODE', 'NAME', 'LANG', 'LANGS', 'THEME', 'REGISTRATION', 'FLAGS', 'DOMAIN'],
    ...rows.map((r) =>
      r.valid
        ? [
            r.code,
            r.name,
            r.language,
            String(r.languages),
            r.theme,
            r.registration.join('+'),
            r.flags.join(',') || '-',
            r.domain,
          ]
        : [r.code, '(invalid: run lobby validate)', '', '', '', '', '', ''],
    ),
  ]);
  for (const l of lines) ctx.io.out(l);
  return 0;
}
