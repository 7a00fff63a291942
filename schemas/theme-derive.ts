// Colours a theme derives from the brand colour unless the operator chose them. An operator
// declares the brand colour once (the dark theme's primary); a colour they did not pick follows
// it, so a recolour leaves no trace of the old one. `lobby new` leaves these out of the manifests
// it writes, and everything that draws a theme (the page's CSS variables, brand art, the
// platform's templates call, the consent page, the studio) resolves them here, the same way.
// The readable text variant of a derived colour comes from schemas/theme-contrast.ts, as for a
// chosen one.
import { DERIVED_THEME_TOKENS } from './constants.ts';
import type { TenantManifest, ThemeTokens } from './index.ts';
import { mix, readableOn } from './theme-contrast.ts';

export type ThemeMode = keyof typeof DERIVED_THEME_TOKENS;
export type DerivedToken = (typeof DERIVED_THEME_TOKENS)[ThemeMode][number];

/**
 * The least contrast the light theme's brand fill keeps against the light page: buttons and
 * active tabs must stand out from it (WCAG's 3:1 for what is not body text).
 */
const FILL_ON_PAGE = 3;

/** A warm gold (60%) tinted with the brand (40%): badges and the jackpot counter stay on-brand. */
const accentOf = (primary: string): string => mix('#ffd000', primary, 0.6);

/**
 * The light theme's primary when it is left out: the dark theme's 15% darker (what `lobby new`
 * has always drawn), darkened further until it stands out on the light theme's page and cards.
 */
export function derivedLightPrimary(darkPrimary: string, lightGrounds: string[]): string {
  return readableOn(mix('#000000', darkPrimary, 0.15), lightGrounds, FILL_ON_PAGE);
}

/** What a theme's accent is when it is left out: it follows that theme's primary. */
export const derivedAccent = accentOf;

export const isDerivedToken = (mode: string, token: string): boolean =>
  (mode === 'dark' || mode === 'light') &&
  (DERIVED_THEME_TOKENS[mode] as readonly string[]).includes(token);

type Draft = Partial<Record<string, unknown>>;
const HEX = /^#[0-9a-fA-F]{6}$/;
const colourIn = (theme: Draft | undefined, token: string): string | undefined => {
  const v = theme?.[token];
  return typeof v === 'string' && HEX.test(v) ? v : undefined;
};

/**
 * The colour `token` of theme `mode` takes while it is left out, from the other colours of
 * `themes` (a draft: any of them may be missing or not a colour yet); undefined when the token is
 * not a derived one or what it follows is not a colour.
 */
export function derivedValue(
  themes: { dark?: Draft; light?: Draft } | undefined,
  mode: ThemeMode,
  token: string,
): string | undefined {
  if (!isDerivedToken(mode, token)) return undefined;
  const lightPrimary = (): string | undefined => {
    const dark = colourIn(themes?.dark, 'primary');
    const grounds = ['background', 'surface'].map((g) => colourIn(themes?.light, g));
    if (dark === undefined || grounds.some((g) => g === undefined)) return undefined;
    return derivedLightPrimary(dark, grounds as string[]);
  };
  if (mode === 'light' && token === 'primary') return lightPrimary();
  const primary =
    colourIn(themes?.[mode], 'primary') ?? (mode === 'light' ? lightPrimary() : undefined);
  return primary === undefined ? undefined : accentOf(primary);
}

export interface ResolvedThemes {
  default: TenantManifest['themes']['default'];
  dark: ThemeTokens;
  light: ThemeTokens;
}

/** Both themes of a manifest with every token: the declared ones as they are, the rest derived. */
export function resolveThemes(themes: TenantManifest['themes']): ResolvedThemes {
  const lightPrimary =
    themes.light.primary ??
    derivedLightPrimary(themes.dark.primary, [themes.light.background, themes.light.surface]);
  const withAccent = (t: Omit<ThemeTokens, 'accent'> & { accent?: string }): ThemeTokens => ({
    ...t,
    accent: t.accent ?? accentOf(t.primary),
  });
  return {
    default: themes.default,
    dark: withAccent(themes.dark),
    light: withAccent({ ...themes.light, primary: lightPrimary }),
  };
}

/** The theme a new visitor sees, resolved: what the brand's art is drawn in. */
export function defaultTheme(themes: TenantManifest['themes']): ThemeTokens {
  return resolveThemes(themes)[themes.default];
}
