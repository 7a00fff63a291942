import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '../../../lib/tenants.ts';
import { publicManifest } from '../tenant-html.ts';
import {
  APP_ICONS,
  brandInitials,
  faviconText,
  iconColours,
  renderAppIcon,
  type AppIcon,
} from './app-icons.ts';
import { shortName, SHORT_NAME_MAX, webAppManifest } from './web-app-manifest.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const tenantsDir = path.join(root, 'tenants');
const tenants = loadTenants({ root, tenantsDir }, []).map(publicManifest);
const favicon = (code: string) =>
  fs.readFileSync(path.join(tenantsDir, code, 'assets/favicon.svg'), 'utf8');
const byCode = (code: string) => tenants.find((t) => t.code === code)!;

describe('webAppManifest', () => {
  it.each(tenants.map((t) => [t.code, t]))('%s installs under its own brand', (_code, m) => {
    const app = webAppManifest(m);
    const theme = m.themes[m.themes.default];
    expect(app).toMatchObject({
      name: m.displayName,
      lang: m.languages.default,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme.background,
      background_color: theme.background,
    });
    expect([...app.short_name].length).toBeLessThanOrEqual(SHORT_NAME_MAX);
    const sizes = app.icons
      .filter((i) => i.type === 'image/png')
      .map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(app.icons).toContainEqual({
      src: `/${m.branding.favicon}`,
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
  });

  it('writes right to left for a right-to-left default language', () => {
    const m = byCode('goldcrown');
    const arabic = { ...m, languages: { ...m.languages, default: 'ar' as const } };
    expect(webAppManifest(arabic)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(webAppManifest(m).dir).toBe('ltr');
  });

  it('shortens a long name to the words that fit a launcher label', () => {
    expect(shortName('Gold Crown Casino')).toBe('Gold Crown');
    expect(shortName('Siam88')).toBe('Siam88');
    expect(shortName('龙湾娱乐')).toBe('龙湾娱乐');
    expect(shortName('Supercalifragilistic Casino')).toBe('Supercalifra');
  });
});

describe('app icons', () => {
  it("take the favicon's letters, else the name's initials, else the code's", () => {
    expect(faviconText(favicon('goldcrown'))).toBe('GC');
    expect(brandInitials(byCode('goldcrown'), favicon('goldcrown'))).toBe('GC');
    expect(brandInitials(byCode('siam88'), favicon('siam88'))).toBe('S88');
    // A lotus drawn as a path: the display name's initials.
    expect(brandInitials(byCode('jadelotus'), favicon('jadelotus'))).toBe('JL');
    // 龙 has no glyph in the bitmap font, nor has the name's first character: the code's letter.
    expect(brandInitials(byCode('longwan'), favicon('longwan'))).toBe('L');
  });

  const decode = (icon: AppIcon, code: string) => {
    const m = byCode(code);
    return PNG.sync.read(renderAppIcon(icon, brandInitials(m, favicon(code)), iconColours(m)));
  };
  const pixel = (png: PNG, x: number, y: number) => {
    const i = (png.width * y + x) * 4;
    return `#${[0, 1, 2].map((k) => png.data[i + k]!.toString(16).padStart(2, '0')).join('')}`;
  };

  it.each(APP_ICONS.map((icon) => [icon.file, icon]))(
    '%s is a square PNG of the brand primary with the initials in a readable ink',
    (_file, icon) => {
      for (const m of tenants) {
        const png = decode(icon, m.code);
        expect([png.width, png.height]).toEqual([icon.size, icon.size]);
        const { field, ink } = iconColours(m);
        expect(pixel(png, 0, 0)).toBe(field.toLowerCase());
        let inked = 0;
        const half = icon.size / 2;
        for (let y = 0; y < icon.size; y++)
          for (let x = 0; x < icon.size; x++) {
            if (pixel(png, x, y) !== ink.toLowerCase()) continue;
            inked++;
            // A maskable icon keeps its mark inside the launcher's safe circle (radius 40%).
            if (icon.purpose === 'maskable')
              expect(Math.hypot(x + 0.5 - half, y + 0.5 - half)).toBeLessThanOrEqual(
                icon.size * 0.4,
              );
          }
        expect(inked).toBeGreaterThan(icon.size * icon.size * 0.02);
      }
    },
  );
});
