// A visual diff that is enough to say "this shot changed": the share of pixels whose colour
// moved by more than a small tolerance (anti-aliasing noise stays under it).
import { PNG } from 'pngjs';

/** Per-channel difference a pixel may have and still count as the same. */
const TOLERANCE = 24;
/** A shot counts as changed above this share of differing pixels (0.1 %). */
export const CHANGED_ABOVE = 0.001;

/** Share of differing pixels between two PNGs, 0..1; 1 when their sizes differ. */
export function diffRatio(before: Buffer, after: Buffer): number {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) > TOLERANCE ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > TOLERANCE ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > TOLERANCE ||
      Math.abs(a.data[i + 3]! - b.data[i + 3]!) > TOLERANCE
    )
      differing++;
  }
  return differing / (a.width * a.height);
}
