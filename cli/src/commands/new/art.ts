// Numbers the tenant's SVG art needs so it fits the brand: the logo as wide as its name (any
// length, any script), banner and tile titles shrunk to fit, colours from the brand colour.

/** Approximate advance of one character of bold Arial, in em. */
function advance(ch: string): number {
  const cp = ch.codePointAt(0)!;
  if (cp >= 0x1100 && (cp <= 0x115f || (cp >= 0x2e80 && cp <= 0xd7a3) || cp >= 0xf900)) return 1;
  if (ch === ' ') return 0.28;
  if (/[iljtf.,:;'!|]/.test(ch)) return 0.33;
  if (/[mwMW]/.test(ch)) return 0.9;
  if (/[A-Z0-9]/.test(ch)) return 0.7;
  return 0.6;
}

/** Width of a text in em (bold Arial, a little generous so nothing is ever clipped). */
export function textEm(text: string): number {
  return [...text].reduce((sum, ch) => sum + advance(ch), 0) * 1.04;
}

/** The largest font size (px, at most `max`) at which `text` fits in `width` px. */
export function fitSize(text: string, width: number, max: number): number {
  const em = textEm(text);
  return Math.max(10, Math.min(max, Math.floor((width / Math.max(em, 1)) * 10) / 10));
}

export function mix(hex: string, other: string, weight: number): string {
  const c = (h: string, i: number) => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(c(hex, i) * (1 - weight) + c(other, i) * weight));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

export interface Art {
  logoWidth: number;
  logoTextSize: number;
  bannerNameSize: number;
  deep: string;
  accent: string;
  banners: { title: string; titleSize: number }[];
}

const LOGO_TEXT = 22;
const LOGO_TEXT_X = 52;

export function tenantArt(displayName: string, primary: string): Art {
  const name = displayName.trim();
  return {
    logoWidth: Math.ceil(LOGO_TEXT_X + textEm(name) * LOGO_TEXT + 10),
    logoTextSize: LOGO_TEXT,
    bannerNameSize: fitSize(name, 560, 44),
    deep: mix(primary, '#000000', 0.45),
    accent: mix(primary, '#ffd000', 0.6),
    banners: ['Welcome bonus', 'Daily rebate', 'Refer a friend'].map((title) => ({
      title,
      titleSize: fitSize(title, 400, 26),
    })),
  };
}
