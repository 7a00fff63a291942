import { describe, expect, it } from 'vitest';
import {
  autoplayCycle,
  cyclePhase,
  nearestStop,
  rowStops,
  slidesInView,
  stepPosition,
  type RowGeometry,
} from './carousel-motion.ts';

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

describe('the autoplay cycle', () => {
  const stops = rowStops(row(0));

  it('rests at every slide up to the end of the row, and nowhere past it', () => {
    expect(stops.slice(0, 3)).toEqual([0, 128, 256]);
    expect(stops.at(-1)).toBe(row(0).max);
    expect(stops.length).toBe(58);
    expect(nearestStop(stops, 200)).toBe(2);
  });

  it('moves to each next stop in the speed and rests there until the next turn, then goes round', () => {
    const { keyframes, duration } = autoplayCycle(stops, 1200, 1100, false, false);
    expect(duration).toBe(58 * 1200);
    const at = (ms: number) =>
      keyframes.find((k) => Math.abs(Number(k.offset) * duration - ms) < 0.01);
    expect(at(0)?.transform).toBe('translateX(0px)');
    expect(at(1100)?.transform).toBe('translateX(-128px)');
    expect(at(1200)?.transform).toBe('translateX(-128px)');
    expect(at(2300)?.transform).toBe('translateX(-256px)');
    // From the end, one move back to the start.
    expect(at(57 * 1200)?.transform).toBe(`translateX(-${row(0).max}px)`);
    expect(keyframes.at(-1)).toMatchObject({ offset: 1, transform: 'translateX(0px)' });
    const offsets = keyframes.map((k) => Number(k.offset));
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('moves the other way in a right-to-left page, and jumps for reduced motion', () => {
    const rtl = autoplayCycle(stops, 1200, 1100, true, true);
    expect(rtl.keyframes[1]?.transform).toBe('translateX(128px)');
    expect(rtl.keyframes[0]?.easing).toBe('steps(1, end)');
  });

  it('knows whether a move is under way and when it rests', () => {
    expect(cyclePhase(58, 1200, 1100, 0, 500)).toEqual({ leg: 0, moving: true, restsInMs: 600 });
    expect(cyclePhase(58, 1200, 1100, 0, 1150)).toEqual({ leg: 0, moving: false, restsInMs: 0 });
    // Started from the third stop, and round the cycle.
    expect(cyclePhase(58, 1200, 1100, 2, 1300).leg).toBe(3);
    expect(cyclePhase(58, 1200, 1100, 57, 1200).leg).toBe(0);
  });
});
