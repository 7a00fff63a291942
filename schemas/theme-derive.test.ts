import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateTenantSchema, type TenantManifest } from './index.ts';
import { contrast, mix, MIN_TEXT_CONTRAST, readableTokens } from './theme-contrast.ts';
import { themeCss } from './theme-css.ts';
import { derivedColour, resolveTheme, resolveThemes } from './theme-derive.ts';

const goldcrown = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '..', 'tenants', 'goldcrown', 'tenant.json'),
    'utf8',
  ),
) as TenantManifest;

/** goldcrown's themes with the accents left out and the dark primary set to `primary`. */
function derivedThemes(primary: string): TenantManifest['themes'] {
  const { accent: _d, ...dark } = goldcrown.themes.dark;
  const { accent: _l, ...light } = goldcrown.themes.light;
  return { ...goldcrown.themes, dark: { ...dark, primary }, light };
}

const accentOf = (css: string, theme: 'dark' | 'light') =>
  new RegExp(`\\[data-theme="${theme}"\\]\\{[^}]*--lobby-accent:(#[0-9a-f]{6})`).exec(css)?.[1];

describe('colours a theme derives from its primary', () => {
  it('a recolour moves a derived accent: the page CSS carries the new one and none of the old', () => {
    const before = themeCss(derivedThemes('#c0392b'));
    const after = themeCss(derivedThemes('#1e8449'));
    expect(accentOf(before, 'dark')).toBe(derivedColour('accent', '#c0392b'));
    expect(accentOf(after, 'dark')).toBe(derivedColour('accent', '#1e8449'));
    expect(after).not.toContain(derivedColour('accent', '#c0392b'));
    // Each theme follows its own primary.
    expect(accentOf(after, 'light')).toBe(derivedColour('accent', goldcrown.themes.light.primary));
  });

  it('an accent the manifest names wins over the derived one', () => {
    const themes = {
      ...derivedThemes('#1e8449'),
      dark: { ...derivedThemes('#1e8449').dark, accent: '#ff00aa' },
    };
    expect(resolveThemes(themes).dark.accent).toBe('#ff00aa');
    expect(accentOf(themeCss(themes), 'dark')).toBe('#ff00aa');
  });

  it('is the gold-tinted brand colour `lobby new` has always drawn with', () => {
    // 60% #ffd000, 40% the primary.
    expect(derivedColour('accent', '#2f80ed')).toBe(mix('#ffd000', '#2f80ed', 0.6));
    expect(derivedColour('accent', '#000000')).toBe('#997d00');
  });

  it.each(['#c0392b', '#1e8449', '#2f80ed', '#ffd000', '#f5f5f5', '#111111', '#8e44ad'])(
    'a derived accent of %s gets a text variant that reads at 4.5:1 in both themes',
    (primary) => {
      const themes = resolveThemes(derivedThemes(primary));
      for (const t of [themes.dark, themes.light]) {
        const text = readableTokens(t)['accent-text']!;
        for (const ground of [t.background, t.surface, t.surfaceAlt])
          expect(contrast(text, ground)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );

  it('the schema accepts a theme without an accent and still refuses a malformed one', () => {
    const without = { ...goldcrown, themes: derivedThemes('#1e8449') };
    expect(validateTenantSchema(structuredClone(without)).ok).toBe(true);
    const bad = structuredClone(without);
    bad.themes.dark = { ...bad.themes.dark, accent: '#12345' };
    expect(validateTenantSchema(bad).ok).toBe(false);
    const noPrimary = structuredClone(without) as {
      themes: { dark: Partial<{ primary: string }> };
    };
    delete noPrimary.themes.dark.primary;
    expect(validateTenantSchema(noPrimary).ok).toBe(false);
    expect(resolveTheme(without.themes.dark).accent).toBe(derivedColour('accent', '#1e8449'));
  });
});
