// The art with words drawn into it (schemas/language-art.ts: the home banners, the promotion
// images) once per language the brand lists, under assets/<folder>/<lang>/: the server answers a
// banner or a promotion with the image of the request's language, else the tenant default's. The
// default set (assets/<folder>/*.svg, rendered with the other templates) is what the manifest's
// own pictures and the prerendered first banner show.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '#schemas/constants.ts';
import { LANGUAGE_ART } from '#schemas/language-art.ts';
import { tenantArt } from './art.ts';
import { renderTemplateDir } from './render.ts';

/** Renders each templates/tenant/assets/<folder> into <outDir>/assets/<folder>/<lang>/. */
export function renderLanguageArt(
  templateDir: string,
  outDir: string,
  view: Record<string, unknown>,
  languages: readonly Language[],
): string[] {
  const { displayName, primary, accent } = view;
  if (typeof displayName !== 'string' || typeof primary !== 'string' || typeof accent !== 'string')
    throw new Error("the art needs the view's displayName, primary and accent colours");
  return languages.flatMap((lang) => {
    const art = tenantArt(displayName, primary, lang, accent);
    return LANGUAGE_ART.flatMap((folder) => {
      const source = path.join(templateDir, 'assets', folder);
      if (!fs.existsSync(source)) return [];
      const rel = path.join('assets', folder, lang);
      return renderTemplateDir(source, path.join(outDir, rel), { ...view, art }).map((f) =>
        path.join(rel, f),
      );
    });
  });
}
