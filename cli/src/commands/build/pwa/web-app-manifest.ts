// The web app manifest of a tenant (manifest.webmanifest): what a browser installs the site as.
// Everything comes from the tenant manifest, so each brand installs under its own name, colours,
// icons and language.
import { RTL_LANGUAGES } from '#schemas/constants.ts';
import type { PublicManifest } from '#schemas/index.ts';
import { localize } from '#schemas/localized.ts';
import { APP_ICONS } from './app-icons.ts';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** Launchers cut a longer short name (Chrome shows about 12 characters under an icon). */
export const SHORT_NAME_MAX = 12;

/** The colour of the browser's bars and the splash screen: the default theme's background. */
export const themeColour = (m: PublicManifest): string => m.themes[m.themes.default].background;

/** The display name, or as many of its leading words as fit a launcher's label. */
export function shortName(name: string): string {
  if ([...name].length <= SHORT_NAME_MAX) return name;
  let out = '';
  for (const word of name.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if ([...next].length > SHORT_NAME_MAX) break;
    out = next;
  }
  return out || [...name].slice(0, SHORT_NAME_MAX).join('');
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

export function webAppManifest(m: PublicManifest): WebAppManifest {
  const lang = m.languages.default;
  const favicon = m.branding.favicon;
  return {
    id: '/',
    name: m.displayName,
    short_name: shortName(m.displayName),
    description: localize(m.branding.title, lang, lang),
    lang,
    dir: RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColour(m),
    background_color: m.themes[m.themes.default].background,
    icons: [
      ...APP_ICONS.map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
      // The brand's own art, at any size, for browsers that take SVG icons.
      ...(favicon.endsWith('.svg')
        ? [{ src: `/${favicon}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' as const }]
        : []),
    ],
  };
}
