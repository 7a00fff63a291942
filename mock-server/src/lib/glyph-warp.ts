// A smooth, non-affine bend of one glyph's strokes, in glyph units (GLYPH_UNITS_WIDE x
// GLYPH_UNITS_HIGH, y down). A template matched against a glyph moves every part of it by the
// same shift, turn and slant; a bend moves the parts apart (the waist up or down, the top wider
// than the foot, the stem bowed), so no one placement of a template covers the whole digit, while
// the strokes keep their order and joins, which is what a person reads.
import { GLYPH_UNITS_HIGH, GLYPH_UNITS_WIDE, type Pt, type Stroke } from './digit-strokes.ts';

export interface GlyphBend {
  /** Moves the glyph's middle row up (< 0) or down (> 0), as a share of its height; |waist| < 0.3. */
  waist: number;
  /** The top's width over the foot's, as a share: 0.4 draws the top 40 % wider than the middle. */
  taper: number;
  /** How far the middle row leans sideways from a line through the top and foot, in units. */
  bow: number;
  /** A ripple across the glyph, in units, and its phase: bends the strokes without breaking them. */
  ripple: number;
  phase: number;
}

/** Straight runs are cut into pieces at most this long (units), so a bend curves them. */
const PIECE = 0.6;

/** Cuts each run of a stroke into short pieces, keeping its corners. */
function subdivide(stroke: Stroke): Pt[] {
  const out: Pt[] = [stroke[0]!];
  for (let i = 1; i < stroke.length; i++) {
    const [ax, ay] = stroke[i - 1]!;
    const [bx, by] = stroke[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / PIECE));
    for (let k = 1; k <= n; k++) out.push([ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n]);
  }
  return out;
}

/** The point (u, v) of the glyph box, bent. */
export function bendPoint([u, v]: Pt, b: GlyphBend): Pt {
  const t = v / GLYPH_UNITS_HIGH;
  const mid = GLYPH_UNITS_WIDE / 2;
  const arch = Math.sin(Math.PI * t);
  // Monotone in t while |waist| * pi < 1: the rows keep their order.
  const y = GLYPH_UNITS_HIGH * (t + b.waist * arch);
  const x =
    mid +
    (u - mid) * (1 + b.taper * (0.5 - t)) +
    b.bow * arch +
    b.ripple * Math.sin(2 * Math.PI * t + b.phase);
  return [x, y];
}

/** A glyph's strokes, subdivided and bent. */
export const bendGlyph = (strokes: readonly Stroke[], b: GlyphBend): Pt[][] =>
  strokes.map((s) => subdivide(s).map((p) => bendPoint(p, b)));
