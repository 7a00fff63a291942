// Readable colours from any brand palette (WCAG 2.x contrast). An operator picks brand colours
// for looks; text drawn in those colours must still read at 4.5:1 on the surfaces it sits on, in
// light and dark, for every tenant of a fleet. So each theme gets text-safe variants of its
// coloured tokens (`--lobby-primary-text`, …), and fills that carry white or brand-contrast text
// get a variant dark or light enough for it. The operator's colours stay as they are for fills,
// borders and glows.
import type { ThemeTokens } from './index.ts';

/** WCAG AA for normal text (badges and table cells are small). */
export const MIN_TEXT_CONTRAST = 4.5;

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` over `b` at `share` of a (what CSS `color-mix(in srgb, a share, b)` gives). */
export function mix(a: string, b: string, share: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! * share + y[i]! * (1 - share)) as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const worst = (fg: string, backs: string[]) => Math.min(...backs.map((b) => contrast(fg, b)));

/**
 * `colour`, moved towards white or black (whichever the backgrounds call for) by the least amount
 * that reads at `min` on every one of `backs`. Unchanged when it already does.
 */
export function readableOn(colour: string, backs: string[], min = MIN_TEXT_CONTRAST): string {
  if (worst(colour, backs) >= min) return colour;
  const towards = (target: string) => {
    for (let step = 1; step <= 20; step++) {
      const c = mix(target, colour, step / 20);
      if (worst(c, backs) >= min) return c;
    }
    return target;
  };
  const lighter = towards('#ffffff');
  const darker = towards('#000000');
  const ok = (c: string) => worst(c, backs) >= min;
  if (ok(lighter) && ok(darker))
    return contrast(lighter, colour) <= contrast(darker, colour) ? lighter : darker;
  return ok(lighter)
    ? lighter
    : ok(darker)
      ? darker
      : worst(lighter, backs) > worst(darker, backs)
        ? lighter
        : darker;
}

/** A fill for `text` (white, or the brand's contrast colour) that reads at `min`. */
function fillFor(fill: string, text: string, min = MIN_TEXT_CONTRAST): string {
  return readableOn(fill, [text], min);
}

/** The strongest tint of a status colour that status text is drawn on (`color-mix` in the CSS). */
export const STATUS_TINT = 0.24;

/** Derived tokens each theme also defines, as CSS variable name → colour. */
export function readableTokens(t: ThemeTokens): Record<string, string> {
  // Text in a brand colour sits on the page, on cards, and on tinted chips (an active menu item
  // is primary at 16–22% over the surface).
  const grounds = [
    t.background,
    t.surface,
    t.surfaceAlt,
    mix(t.primary, t.surface, 0.22),
    mix(t.accent, t.surface, 0.18),
  ];
  const text = (c: string) => readableOn(c, grounds);
  // Status words also sit on a chip tinted with their own colour (up to 24% in the CSS), over a
  // card or the page: the tint darkens a light page towards the text, so it counts too.
  const onOwnTint = (c: string) =>
    readableOn(c, [...grounds, mix(c, t.surface, STATUS_TINT), mix(c, t.background, STATUS_TINT)]);
  return {
    'primary-text': text(t.primary),
    'accent-text': text(t.accent),
    'success-text': onOwnTint(t.success),
    'danger-text': onOwnTint(t.danger),
    'warning-text': onOwnTint(t.warning),
    // Muted and body text are always text: their own variables carry the readable version.
    'text-muted': text(t.textMuted),
    text: text(t.text),
    // Buttons and badges: the brand fill under its contrast colour, status fills under white.
    'primary-fill': fillFor(t.primary, t.primaryContrast),
    'danger-fill': fillFor(t.danger, '#ffffff'),
    'success-fill': fillFor(t.success, '#ffffff'),
  };
}
