// Art with words drawn into it (the home banners' headlines, the promotion images' titles and
// buttons) is drawn once per language a brand lists, under assets/<folder>/<lang>/, so a player
// reads it in the language the rest of the site speaks. The default language's is the default set
// (assets/<folder>/*.svg): what the manifest's own pictures and the prerendered first banner show,
// and what answers a language the brand does not list. `lobby new` and `lobby art` draw these
// folders; the seed points each image at them.

/** The art folders drawn once per listed language. */
export const LANGUAGE_ART = ['banners', 'promotions'] as const;
export type LanguageArt = (typeof LANGUAGE_ART)[number];

/** An image of `folder` in each language the brand lists, as a per-language map of addresses. */
export function languageArtUrls(
  folder: LanguageArt,
  file: string,
  languages: { readonly default: string; readonly available: readonly string[] },
): { [lang: string]: string } {
  return {
    ...Object.fromEntries(
      languages.available.map((lang) => [lang, `/assets/${folder}/${lang}/${file}`]),
    ),
    [languages.default]: `/assets/${folder}/${file}`,
  };
}
