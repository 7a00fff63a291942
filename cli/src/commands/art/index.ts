// `lobby art <code>`: draws a brand's images again from its manifest (name, primary colour,
// languages): logo, favicon, promotion and mall art, and the home banners in the default set and
// once per listed language. After a rename, a recolour or a new language no old art is left: the
// banner sets of languages the brand no longer lists are removed. Everything is drawn into a
// staging folder first, so a failure leaves the brand's old art whole.
import fs from 'node:fs';
import path from 'node:path';
import { checkManifests, formatProblem, listTenantCodes } from '#manifests/index.ts';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { unknownTenant } from '../../lib/tenants.ts';
import { answersFrom } from '../new/answers.ts';
import { renderLanguageBanners } from '../new/banners.ts';
import { renderTemplateDir } from '../new/render.ts';
import { tenantView } from '../new/view.ts';

export async function art(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'templatesDir' | 'io'>,
  opts: { code: string },
): Promise<number> {
  const { code } = opts;
  const known = listTenantCodes(ctx.tenantsDir);
  if (!known.includes(code)) throw unknownTenant([code], known);
  const [result] = checkManifests(ctx.tenantsDir, [code], ctx.root);
  if (!result?.manifest)
    throw new CliError(
      `tenant "${code}" is not valid:\n${(result?.problems ?? []).map(formatProblem).join('\n')}`,
      `fix it (\`lobby validate ${code}\`), then draw its art`,
    );
  const manifest = result.manifest;
  // The brand's colour is the one its players see: the primary of the theme the site opens in.
  const primary = manifest.themes[manifest.themes.default].primary;
  const view = tenantView(code, {
    ...answersFrom(manifest, code),
    displayName: manifest.displayName,
    primary,
  });
  const tenantDir = path.join(ctx.tenantsDir, code);
  const staging = fs.mkdtempSync(path.join(ctx.tenantsDir, `.art-${code}-`));
  try {
    const files = [
      ...renderTemplateDir(
        path.join(ctx.templatesDir, 'assets'),
        path.join(staging, 'assets'),
        view,
      ).map((f) => path.join('assets', f)),
      ...renderLanguageBanners(ctx.templatesDir, staging, view, manifest.languages.available),
    ];
    const banners = path.join(tenantDir, 'assets', 'banners');
    const listed = new Set<string>(manifest.languages.available);
    const stale = fs.existsSync(banners)
      ? fs
          .readdirSync(banners, { withFileTypes: true })
          .filter((e) => e.isDirectory() && !listed.has(e.name))
          .map((e) => e.name)
      : [];
    fs.cpSync(staging, tenantDir, { recursive: true, force: true });
    for (const lang of stale) fs.rmSync(path.join(banners, lang), { recursive: true, force: true });
    ctx.io.out(
      `drew ${files.length} images for ${code} (${manifest.displayName}, ${primary}, banners in ${manifest.languages.available.join(', ')})`,
    );
    if (stale.length > 0)
      ctx.io.out(`removed the banners of languages ${code} no longer lists: ${stale.join(', ')}`);
    ctx.io.out(`next: \`lobby reload ${code}\` for a running server to serve them`);
    return 0;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
