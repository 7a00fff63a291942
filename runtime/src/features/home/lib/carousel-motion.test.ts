import { describe, expect, it } from 'vitest';
import { slidesInView, stepPosition, type RowGeometry } from './carousel-motion.ts';

// A phone's hot games: 60 slides of 120 px plus an 8 px gap, 3 in a 376 px view.
const row = (position: number): RowGeometry => ({
  rtl: false,
  position,
  max: 60 * 128 - 8 - 376,
  pitch: 128,
  view: 376,
});

describe('a carousel turn', () => {
  it('brings the next slide to the leading edge, from a snapped or a half-swiped position', () => {
    expect(stepPosition(row(0), 1)).toBe(128);
    expect(stepPosition(row(128), 1)).toBe(256);
    expect(stepPosition(row(200), 1)).toBe(256);
    expect(stepPosition(row(256), -1)).toBe(128);
    expect(stepPosition(row(200), -1)).toBe(128);
  });

  it('stops at the end instead of scrolling past it, and goes round from there', () => {
    const g = row(0);
    expect(stepPosition(row(g.max - 50), 1)).toBe(g.max);
    expect(stepPosition(row(g.max), 1)).toBe(0);
    expect(stepPosition(row(0), -1)).toBeNull();
  });

  it('moves only the slides that can be seen during the move', () => {
    // From the third slide to the fourth: slides 2..6 are on screen at some moment.
    const moved = slidesInView(row(256), 256, 384, 60);
    expect(moved.first).toBeLessThanOrEqual(2);
    expect(moved.last).toBeGreaterThanOrEqual(6);
    expect(moved.last - moved.first).toBeLessThan(10);
    // Going round from the end passes every slide.
    expect(slidesInView(row(7288), 7288, 0, 60)).toEqual({ first: 0, last: 59 });
  });
});
