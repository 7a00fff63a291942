// Colours a theme derives from its primary unless the operator chose them. An operator declares
// the brand colour once; a colour they did not pick follows it, so a recolour leaves no trace of
// the old one. `lobby new` leaves these out of the manifests it writes, and everything that draws
// a theme (the page's CSS variables, brand art, the studio) resolves them here, the same way.
// The readable text variant of a derived colour comes from schemas/theme-contrast.ts, as for a
// chosen one.
import type { DERIVED_THEME_TOKENS } from './constants.ts';
import type { TenantManifest, ThemeTokens } from './index.ts';
import { mix } from './theme-contrast.ts';

export type DerivedToken = (typeof DERIVED_THEME_TOKENS)[number];

/** How each derived token follows from the primary. */
const DERIVE: Record<DerivedToken, (primary: string) => string> = {
  // A warm gold (60%) tinted with the brand (40%): badges and the jackpot counter stay on-brand.
  accent: (primary) => mix('#ffd000', primary, 0.6),
};

export const isDerivedToken = (token: string): token is DerivedToken => token in DERIVE;

/** What `token` is when a theme with this primary leaves it out. */
export const derivedColour = (token: DerivedToken, primary: string): string =>
  DERIVE[token](primary);

/** Every token of a theme: the declared ones as they are, the rest derived from its primary. */
export function resolveTheme(t: TenantManifest['themes']['dark']): ThemeTokens {
  return { ...t, accent: t.accent ?? derivedColour('accent', t.primary) };
}

export interface ResolvedThemes {
  default: TenantManifest['themes']['default'];
  dark: ThemeTokens;
  light: ThemeTokens;
}

/** Both themes of a manifest, resolved. */
export function resolveThemes(themes: TenantManifest['themes']): ResolvedThemes {
  return {
    default: themes.default,
    dark: resolveTheme(themes.dark),
    light: resolveTheme(themes.light),
  };
}
