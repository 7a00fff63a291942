// The PNG icons of a tenant's installed app, drawn from its brand: the default theme's primary
// colour as the field and the brand's initials in a colour that reads on it. The brand art is SVG
// (text in a system font), and no SVG rasteriser ships with Lobby, so the initials are written in
// the server's 5x7 bitmap font: the favicon's own text when every letter of it has a glyph, else
// the initials of the display name's Latin words, else the tenant code's first letter.
import fs from 'node:fs';
import path from 'node:path';
import { drawable, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS, Raster } from '#mock-server/src/index.ts';
import type { PublicManifest } from '#schemas/index.ts';
import { parseHex, readableOn } from '#schemas/theme-contrast.ts';
import { defaultTheme } from '#schemas/theme-derive.ts';

export interface AppIcon {
  /** Path under the tenant's folder (and URL path from its root). */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The icon iOS puts on the home screen (it reads no web app manifest icons). */
export const APPLE_TOUCH_ICON = APP_ICONS[0]!;

/** Paints a tenant's icons; `dir` holds its branding files (the tenant's folder or its site's). */
export function iconPainter(m: PublicManifest, dir: string): (icon: AppIcon) => Buffer {
  const faviconFile = path.join(dir, m.branding.favicon);
  const favicon = fs.existsSync(faviconFile) ? fs.readFileSync(faviconFile, 'utf8') : undefined;
  const initials = brandInitials(m, favicon);
  const colours = iconColours(m);
  return (icon) => renderAppIcon(icon, initials, colours);
}

/** The text of the favicon's first `<text>` element, if it has one. */
export function faviconText(svg: string): string | undefined {
  const m = /<text\b[^>]*>([^<]*)<\/text>/i.exec(svg);
  return m?.[1]?.trim() || undefined;
}

/** The letters an icon shows (at most three). */
export function brandInitials(manifest: PublicManifest, faviconSvg?: string): string {
  const own = faviconSvg ? faviconText(faviconSvg)?.toUpperCase() : undefined;
  if (own && own.length <= 3 && drawable(own)) return own;
  const words = manifest.displayName
    .split(/\s+/)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .filter(drawable)
    .join('')
    .slice(0, 3);
  if (words) return words;
  return manifest.code[0]!.toUpperCase();
}

/** The icon's two colours: the brand's primary and a text colour that reads on it. */
export function iconColours(manifest: PublicManifest): { field: string; ink: string } {
  const theme = defaultTheme(manifest.themes);
  return { field: theme.primary, ink: readableOn(theme.primaryContrast, [theme.primary]) };
}

/**
 * One icon: the initials centred, as wide as a share of the side (a maskable icon keeps them in
 * the middle 40%, inside the circle every launcher's mask leaves).
 */
export function renderAppIcon(
  icon: AppIcon,
  initials: string,
  colours: { field: string; ink: string },
): Buffer {
  const { size } = icon;
  const image = new Raster(size, size);
  const field = parseHex(colours.field);
  const ink = parseHex(colours.ink);
  for (let y = 0; y < size; y++) image.fillRow(y, field);
  const chars = [...initials];
  // A glyph is 5 columns plus one of spacing; the last glyph has no trailing gap.
  const columns = chars.length * (GLYPH_WIDTH + 1) - 1;
  const share = icon.purpose === 'maskable' ? 0.4 : 0.6;
  const scale = Math.max(
    1,
    Math.floor(Math.min((size * share) / columns, (size * 0.5) / GLYPH_HEIGHT)),
  );
  const x0 = Math.round((size - columns * scale) / 2);
  const y0 = Math.round((size - GLYPH_HEIGHT * scale) / 2);
  chars.forEach((ch, n) => {
    const glyph = GLYPHS[ch]!;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        const left = x0 + (n * (GLYPH_WIDTH + 1) + gx) * scale;
        const top = y0 + gy * scale;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) image.set(left + dx, top + dy, ink);
      });
    });
  });
  return image.png();
}
