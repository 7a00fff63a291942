import { describe, expect, it } from 'vitest';
import { GAME_LIST } from '../../../config/constants.ts';
import {
  gridLayout,
  mountedTiles,
  ROW_POOL,
  rowSlot,
  needsNextPage,
  rowCount,
  rowSlice,
  TILE_TEXT_HEIGHT,
} from './virtual-grid.ts';

describe('gridLayout', () => {
  it('fits as many tiles of the minimum width as the row holds', () => {
    const l = gridLayout(1000, 150, 12);
    expect(l.columns).toBe(6);
    expect(l.tileWidth * l.columns + 12 * (l.columns - 1)).toBeCloseTo(1000, 5);
    expect(l.rowHeight).toBe(Math.ceil(l.tileWidth + TILE_TEXT_HEIGHT + 12));
  });
  it('keeps at least two columns on a 375 px phone', () => {
    expect(gridLayout(343, 150, 12).columns).toBe(2);
    expect(gridLayout(100, 150, 12).columns).toBe(2);
  });
});

describe('rows', () => {
  it('counts partial rows', () => {
    expect(rowCount(0, 6)).toBe(0);
    expect(rowCount(20, 6)).toBe(4);
    expect(rowCount(5912, 7)).toBe(845);
  });
  it('slices a row out of the flat list, the last one short', () => {
    expect(rowSlice(0, 6, 20)).toEqual([0, 6]);
    expect(rowSlice(3, 6, 20)).toEqual([18, 20]);
    expect(rowSlice(4, 6, 20)).toEqual([20, 20]);
  });
});

describe('needsNextPage', () => {
  it('asks when the viewport nears the loaded end', () => {
    expect(needsNextPage(5, 10, 4, true, false)).toBe(true);
    expect(needsNextPage(4, 10, 4, true, false)).toBe(false);
  });
  it('never asks twice or past the last page', () => {
    expect(needsNextPage(9, 10, 4, true, true)).toBe(false);
    expect(needsNextPage(9, 10, 4, false, false)).toBe(false);
  });
});

describe('mounted tiles', () => {
  it('stay under 200 on a large screen at any depth', () => {
    const l = gridLayout(1920 - 280, GAME_LIST.minTileWidth, GAME_LIST.gap);
    const visibleRows = Math.ceil(1080 / l.rowHeight) + 1;
    expect(mountedTiles(visibleRows, GAME_LIST.overscanRows, l.columns)).toBeLessThanOrEqual(200);
  });
  it('gives the mounted rows distinct reusable slots at any depth', () => {
    const mounted = mountedTiles(40, GAME_LIST.overscanRows, 1);
    expect(mounted).toBeLessThan(ROW_POOL);
    for (const first of [0, 5, 63, 64, 4_990]) {
      const slots = Array.from({ length: mounted }, (_, i) => rowSlot(first + i));
      expect(new Set(slots).size).toBe(mounted);
    }
    expect(rowSlot(3)).toBe(rowSlot(3 + ROW_POOL));
  });
});
