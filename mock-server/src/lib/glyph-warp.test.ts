import { describe, expect, it } from 'vitest';
import { DIGIT_STROKES } from './digit-strokes.ts';
import { bendGlyph, bendPoint, type GlyphBend } from './glyph-warp.ts';

const none: GlyphBend = { waist: 0, taper: 0, bow: 0, ripple: 0, phase: 0 };

describe('glyph bend', () => {
  it('leaves a glyph as drawn when nothing bends it', () => {
    const [one] = DIGIT_STROKES['1']!;
    const bent = bendGlyph(one!, none);
    for (const [i, stroke] of one!.entries()) {
      expect(bent[i]![0]).toEqual(stroke[0]);
      expect(bent[i]!.at(-1)).toEqual(stroke.at(-1));
    }
  });

  it('bows a straight stem: its ends stay, its middle moves sideways, so no shift fits it all', () => {
    const bend = { ...none, bow: 1 };
    const stem = bendGlyph(
      [
        [
          [3, 0],
          [3, 10],
        ],
      ],
      bend,
    )[0]!;
    expect(stem[0]![0]).toBeCloseTo(3);
    expect(stem.at(-1)![0]).toBeCloseTo(3);
    const middle = stem[Math.floor(stem.length / 2)]!;
    expect(middle[0]).toBeCloseTo(4, 1);
  });

  it('moves the waist of an 8 without tearing a stroke: each point stays next to the one before', () => {
    const bend: GlyphBend = { waist: 0.12, taper: 0.45, bow: -1, ripple: 0.5, phase: 1 };
    expect(bendPoint([3, 5], bend)[1]).toBeCloseTo(6.2);
    for (const hand of DIGIT_STROKES['8']!)
      for (const stroke of bendGlyph(hand, bend))
        for (let i = 1; i < stroke.length; i++) {
          const [[ax, ay], [bx, by]] = [stroke[i - 1]!, stroke[i]!];
          expect(Math.hypot(bx - ax, by - ay)).toBeLessThan(1.5);
        }
  });
});
