// The theme as CSS variables: the manifest's tokens for dark and light (derived ones resolved
// from the primary), then the readable variants of them. `lobby build` writes it into each page's head; the studio's preview takes a
// draft's in place of the page's own.
import { THEME_TOKENS } from './constants.ts';
import type { TenantManifest, ThemeTokens } from './index.ts';
import { readableTokens } from './theme-contrast.ts';
import { resolveThemes } from './theme-derive.ts';

function kebab(token: string): string {
  return token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** themeCss by its input: a fleet shares a few palettes, and the readable variants take a search. */
const themeCssMemo = new Map<string, string>();

export function themeCss(themes: TenantManifest['themes']): string {
  const key = JSON.stringify(themes);
  let css = themeCssMemo.get(key);
  if (css === undefined) themeCssMemo.set(key, (css = computeThemeCss(themes)));
  return css;
}

function computeThemeCss(declared: TenantManifest['themes']): string {
  const themes = resolveThemes(declared);
  // The manifest's tokens, then readable variants of them (later declarations win, so muted and
  // body text take their readable versions): schemas/theme-contrast.ts.
  const block = (tokens: ThemeTokens) =>
    [
      ...THEME_TOKENS.map((t) => `--lobby-${kebab(t)}:${tokens[t]}`),
      ...Object.entries(readableTokens(tokens)).map(([name, c]) => `--lobby-${name}:${c}`),
    ].join(';');
  return (
    `:root{${block(themes[themes.default])};color-scheme:${themes.default}}` +
    `:root[data-theme="dark"]{${block(themes.dark)};color-scheme:dark}` +
    `:root[data-theme="light"]{${block(themes.light)};color-scheme:light}`
  );
}
