// The home banners once per language the brand lists, under assets/banners/<lang>/: the server
// answers the banner call with the set of the request's language (spec §7), else the set of the
// tenant's default language. The default set (assets/banners/*.svg, rendered with the other
// templates) is what the manifest's own pictures and the prerendered first banner show.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '#schemas/constants.ts';
import { tenantArt } from './art.ts';
import { renderTemplateDir } from './render.ts';

/** Renders templates/tenant/assets/banners into <outDir>/assets/banners/<lang>/ per language. */
export function renderLanguageBanners(
  templateDir: string,
  outDir: string,
  view: Record<string, unknown>,
  languages: readonly Language[],
): string[] {
  const { displayName, primary } = view;
  if (typeof displayName !== 'string' || typeof primary !== 'string')
    throw new Error("banners need the view's displayName and primary colour");
  const bannersDir = path.join(templateDir, 'assets', 'banners');
  if (!fs.existsSync(bannersDir)) return [];
  return languages.flatMap((lang) => {
    const rel = path.join('assets', 'banners', lang);
    const art = tenantArt(displayName, primary, lang);
    return renderTemplateDir(bannersDir, path.join(outDir, rel), { ...view, art }).map((f) =>
      path.join(rel, f),
    );
  });
}
