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

// The home banners are served as WebP drawn from their SVG: a browser paints a raster without
// parsing an SVG document and laying out its text, which cost a phone about a second of main-thread
// work on the home page. The raster sits beside the SVG it is drawn from, at one width: a phone's
// full-width slide (385 px on a 412 px screen, about 730 device pixels at 1.75x once cropped to
// fill it) and a desktop's third of the row (318 px at 1280) at 2x. No second, smaller width for 1x screens: the prerendered page
// shows the first banner (and the head script preloads it) from the one address the banners' answer
// names before the app runs, so a srcset would have such a screen download it twice.

/** The width (px) a banner's raster is drawn at. */
export const BANNER_RASTER_WIDTH = 800;

/** The raster of banner SVG `file` (a name or a path): `banner-1.svg` → `banner-1.webp`. */
export const bannerRasterFile = (file: string): string => file.replace(/\.svg$/, '.webp');
