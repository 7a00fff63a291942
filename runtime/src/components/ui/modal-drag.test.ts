import { describe, expect, it } from 'vitest';
import { clampOffset } from './modal-drag.ts';

const rect = { left: 400, top: 200, width: 400, height: 300 };
const viewport = { width: 1200, height: 800 };
const start = { x: 0, y: 0 };

describe('modal drag', () => {
  it('moves the dialog by the pointer inside the viewport', () => {
    expect(clampOffset({ x: -150, y: 120 }, rect, start, viewport)).toEqual({ x: -150, y: 120 });
  });
  it('never lets the header leave the top or the dialog leave the sides', () => {
    // Dragged far up-left: the top stops at 0, 48 px of the dialog stay on screen.
    expect(clampOffset({ x: -2000, y: -900 }, rect, start, viewport)).toEqual({
      x: 48 - 400 - 400,
      y: -200,
    });
    // Far down-right: the left edge stops 48 px before the right side, the top 48 px above the bottom.
    expect(clampOffset({ x: 5000, y: 5000 }, rect, start, viewport)).toEqual({
      x: 1200 - 48 - 400,
      y: 800 - 48 - 200,
    });
  });
  it('measures from where the dialog was when this drag began', () => {
    const moved = { left: 100, top: 50, width: 400, height: 300 };
    expect(clampOffset({ x: -300, y: -200 }, moved, { x: -300, y: -150 }, viewport)).toEqual({
      x: -300,
      y: -200,
    });
  });
});
