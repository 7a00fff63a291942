// `lobby art <code>`: draws a brand's images again from its manifest (name, primary colour,
// languages): logo, favicon, mall art, and the home banners and promotion art in the default set
// and once per listed language, with the banners' rasters the home shows. After a rename, a recolour or a new language no old art is left:
// the banner and promotion sets of languages the brand no longer lists are removed. Everything is drawn into a
// staging folder first, so a failure leaves the brand's old art whole. A banner the operator sent
// from the studio (a raster with no SVG beside it) is theirs: it is kept, not drawn over.
import fs from 'node:fs';
import path from 'node:path';
import { checkManifests, formatProblem, listTenantCodes } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { operatorBanners, rasteriseBanners } from '../../lib/banner-raster.ts';
import { unknownTenant } from '../../lib/tenants.ts';
import { answersFrom } from '../new/answers.ts';
import { LANGUAGE_ART } from '#schemas/language-art.ts';
import { defaultTheme } from '#schemas/theme-derive.ts';
import { renderLanguageArt } from '../new/language-art.ts';
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
  const tenantDir = path.join(ctx.tenantsDir, code);
  const staging = fs.mkdtempSync(path.join(ctx.tenantsDir, `.art-${code}-`));
  try {
    const drawn = drawBrandSvgs(ctx.templatesDir, code, manifest, staging);
    drawn.push(...(await rasteriseBanners(staging)));
    const own = operatorBanners(tenantDir);
    const theirs = new Set(own.flatMap((rel) => [rel, rel.replace(/\.webp$/, '.svg')]));
    for (const rel of theirs) fs.rmSync(path.join(staging, rel), { force: true });
    const files = drawn.filter((rel) => !theirs.has(rel));
    const listed = new Set<string>(manifest.languages.available);
    const stale = LANGUAGE_ART.flatMap((folder) => {
      const dir = path.join(tenantDir, 'assets', folder);
      return fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { withFileTypes: true })
            .filter((e) => e.isDirectory() && !listed.has(e.name))
            .map((e) => path.join(dir, e.name))
        : [];
    });
    fs.cpSync(staging, tenantDir, { recursive: true, force: true });
    for (const dir of stale) fs.rmSync(dir, { recursive: true, force: true });
    ctx.io.out(
      `drew ${files.length} images for ${code} (${manifest.displayName}, ${defaultTheme(manifest.themes).primary}, ${LANGUAGE_ART.join(' and ')} in ${manifest.languages.available.join(', ')})`,
    );
    const kept = own.filter(
      (rel) => !stale.some((dir) => path.join(tenantDir, rel).startsWith(dir)),
    );
    if (kept.length > 0)
      ctx.io.out(`kept the banners sent from the studio (not drawn over): ${kept.join(', ')}`);
    if (stale.length > 0) {
      const gone = [...new Set(stale.map((dir) => path.basename(dir)))];
      ctx.io.out(`removed the art of languages ${code} no longer lists: ${gone.join(', ')}`);
    }
    ctx.io.out(`next: \`lobby reload ${code}\` for a running server to serve them`);
    return 0;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Draws the brand's images from its manifest into `outDir` as SVG (logo, favicon, mall art, the
 * banners and promotions of each listed language); answers the files, relative to `outDir`. The
 * banners' rasters are drawn from these after.
 */
export function drawBrandSvgs(
  templatesDir: string,
  code: string,
  manifest: TenantManifest,
  outDir: string,
): string[] {
  // The brand's colours are the ones its players see: those of the theme the site opens in (its
  // colours as the manifest names them, else derived from the brand colour).
  const { primary, accent } = defaultTheme(manifest.themes);
  const view = tenantView(
    code,
    { ...answersFrom(manifest, code), displayName: manifest.displayName, primary },
    accent,
  );
  return [
    ...renderTemplateDir(path.join(templatesDir, 'assets'), path.join(outDir, 'assets'), view).map(
      (f) => path.join('assets', f),
    ),
    ...renderLanguageArt(templatesDir, outDir, view, manifest.languages.available),
  ];
}
