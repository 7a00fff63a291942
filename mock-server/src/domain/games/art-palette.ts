// The game art's palette: the fixed inks every motif draws with, and the two colour helpers the
// background and the vendor's family of hues are made from.
import type { Rgb } from '../../lib/raster.ts';

/** `hsl(h, s%, l%)` as RGB. */
export function hsl(h: number, s: number, l: number): Rgb {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
export const DARK: Rgb = [34, 34, 34];
export const RED: Rgb = [214, 40, 57];
export const BLUE: Rgb = [29, 111, 214];
export const GREEN: Rgb = [26, 127, 55];
export const GOLD: Rgb = [255, 216, 107];
export const GOLD_EDGE: Rgb = [184, 134, 11];
export const GOLD_INK: Rgb = [138, 90, 0];
