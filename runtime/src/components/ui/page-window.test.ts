import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows the current page and two either side (range 2)', () => {
    expect(pageWindow(5, 10, 2)).toEqual([3, 4, 5, 6, 7]);
  });

  it('keeps five numbers at either end', () => {
    expect(pageWindow(1, 10, 2)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10, 2)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(2, 2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1, 2)).toEqual([1]);
    expect(pageWindow(1, 0, 2)).toEqual([]);
  });
});
