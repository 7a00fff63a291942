import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateTenantSchema, type TenantManifest } from './index.ts';
import { contrast, mix, MIN_TEXT_CONTRAST, readableTokens } from './theme-contrast.ts';
import { themeCss } from './theme-css.ts';
import { derivedAccent, derivedLightPrimary, derivedValue, resolveThemes } from './theme-derive.ts';

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
    expect(accentOf(before, 'dark')).toBe(derivedAccent('#c0392b'));
    expect(accentOf(after, 'dark')).toBe(derivedAccent('#1e8449'));
    expect(after).not.toContain(derivedAccent('#c0392b'));
    // Each theme follows its own primary.
    expect(accentOf(after, 'light')).toBe(derivedAccent(goldcrown.themes.light.primary!));
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
    expect(derivedAccent('#2f80ed')).toBe(mix('#ffd000', '#2f80ed', 0.6));
    expect(derivedAccent('#000000')).toBe('#997d00');
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
    expect(resolveThemes(without.themes).dark.accent).toBe(derivedAccent('#1e8449'));
  });

  it("a recolour moves a derived light primary: the light theme's CSS carries none of the old", () => {
    const withoutLight = (primary: string): TenantManifest['themes'] => {
      const { primary: _p, ...light } = derivedThemes(primary).light;
      return { ...derivedThemes(primary), light };
    };
    const lightPrimaryOf = (css: string) =>
      /\[data-theme="light"\]\{[^}]*--lobby-primary:(#[0-9a-f]{6})/.exec(css)?.[1];
    const before = themeCss(withoutLight('#c0392b'));
    const after = themeCss(withoutLight('#1e8449'));
    const grounds = [goldcrown.themes.light.background, goldcrown.themes.light.surface];
    expect(lightPrimaryOf(before)).toBe(derivedLightPrimary('#c0392b', grounds));
    expect(lightPrimaryOf(after)).toBe(derivedLightPrimary('#1e8449', grounds));
    for (const old of [
      derivedLightPrimary('#c0392b', grounds),
      derivedAccent(derivedLightPrimary('#c0392b', grounds)),
    ])
      expect(after).not.toContain(old);
    // The light accent, left out too, follows the derived light primary.
    expect(resolveThemes(withoutLight('#1e8449')).light.accent).toBe(
      derivedAccent(derivedLightPrimary('#1e8449', grounds)),
    );
    // A light primary the manifest names wins.
    expect(resolveThemes(derivedThemes('#1e8449')).light.primary).toBe(
      goldcrown.themes.light.primary,
    );
  });

  it('the derived light primary is the brand colour 15% darker, darker still when it would not stand out on the light page', () => {
    // A mid blue already stands out: 15% darker, as `lobby new` has always written it.
    expect(derivedLightPrimary('#2f80ed', ['#f5f6f8', '#ffffff'])).toBe(
      mix('#000000', '#2f80ed', 0.15),
    );
    for (const primary of ['#ffd000', '#f5f5f5', '#2bb673', '#d4a017', '#c0392b', '#111111']) {
      const light = derivedLightPrimary(primary, ['#f5f6f8', '#ffffff']);
      expect(contrast(light, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(light, '#f5f6f8')).toBeGreaterThanOrEqual(3);
    }
  });

  it('the studio is told what a left-out colour of a draft becomes, and nothing for a chosen-only token', () => {
    const themes = {
      dark: { primary: '#1e8449' },
      light: { background: '#f5f6f8', surface: '#ffffff' },
    };
    const light = derivedLightPrimary('#1e8449', ['#f5f6f8', '#ffffff']);
    expect(derivedValue(themes, 'light', 'primary')).toBe(light);
    expect(derivedValue(themes, 'light', 'accent')).toBe(derivedAccent(light));
    expect(derivedValue(themes, 'dark', 'accent')).toBe(derivedAccent('#1e8449'));
    expect(derivedValue(themes, 'dark', 'primary')).toBeUndefined();
    expect(derivedValue(themes, 'dark', 'background')).toBeUndefined();
    expect(derivedValue({ dark: { primary: '#1e84' } }, 'light', 'primary')).toBeUndefined();
  });

  it('the schema takes a light theme without a primary, never a dark one', () => {
    const { primary: _p, ...light } = goldcrown.themes.light;
    expect(
      validateTenantSchema(
        structuredClone({ ...goldcrown, themes: { ...goldcrown.themes, light } }),
      ).ok,
    ).toBe(true);
    const { primary: _d, ...dark } = goldcrown.themes.dark;
    expect(
      validateTenantSchema(structuredClone({ ...goldcrown, themes: { ...goldcrown.themes, dark } }))
        .ok,
    ).toBe(false);
  });
});
