// A visual diff that is enough to say "this shot changed": the share of pixels whose colour
// moved by more than a small tolerance (anti-aliasing noise stays under it).
import { PNG } from 'pngjs';

/** Per-channel difference a pixel may have and still count as the same. */
const TOLERANCE = 24;
/** A shot counts as changed above this share of differing pixels (0.1 %). */
export const CHANGED_ABOVE = 0.001;

/** A rectangle of the screenshot, in CSS pixels (the gallery shoots at device scale 1). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function paint(mask: Uint8Array, width: number, height: number, b: Box, v: number): void {
  const x0 = Math.max(0, Math.floor(b.x));
  const y0 = Math.max(0, Math.floor(b.y));
  const x1 = Math.min(width, Math.ceil(b.x + b.w));
  const y1 = Math.min(height, Math.ceil(b.y + b.h));
  for (let y = y0; y < y1; y++) mask.fill(v, y * width + x0, y * width + Math.max(x0, x1));
}

/**
 * Share of differing pixels between two PNGs, 0..1, leaving out the boxes (parts that move on
 * their own); 1 when their sizes differ.
 */
export function diffRatio(
  before: Buffer,
  after: Buffer,
  ignore: readonly Box[] = [],
  within?: Box,
): number {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width || a.height !== b.height) return 1;
  // A modal's screen is compared inside the modal only: the page behind it loads at its own pace.
  const skip = new Uint8Array(a.width * a.height).fill(within ? 1 : 0);
  if (within) paint(skip, a.width, a.height, within, 0);
  for (const b of ignore) paint(skip, a.width, a.height, b, 1);
  let differing = 0;
  let compared = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (skip[i / 4]) continue;
    compared++;
    if (
      Math.abs(a.data[i]! - b.data[i]!) > TOLERANCE ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > TOLERANCE ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > TOLERANCE ||
      Math.abs(a.data[i + 3]! - b.data[i + 3]!) > TOLERANCE
    )
      differing++;
  }
  return compared === 0 ? 0 : differing / compared;
}
