// The math of the virtualised game grid: columns from the width, rows from the items, the row
// height from the tile width, and when to ask for the next page. Pure, so it is unit-tested.

interface GridLayout {
  columns: number;
  tileWidth: number;
  rowHeight: number;
}

/** Text under the square art: name, vendor and ticker lines plus padding (px). */
export const TILE_TEXT_HEIGHT = 62;

export function gridLayout(width: number, minTile: number, gap: number): GridLayout {
  const usable = Math.max(width, minTile);
  const columns = Math.max(2, Math.floor((usable + gap) / (minTile + gap)));
  const tileWidth = Math.max(1, (usable - gap * (columns - 1)) / columns);
  return { columns, tileWidth, rowHeight: Math.ceil(tileWidth + TILE_TEXT_HEIGHT + gap) };
}

export const rowCount = (items: number, columns: number) => Math.ceil(items / Math.max(1, columns));

/** Items of one row: [start, end) into the flat list. */
export function rowSlice(row: number, columns: number, items: number): [number, number] {
  const start = row * columns;
  return [Math.min(start, items), Math.min(start + columns, items)];
}

/** Fetch the next page when the last row on screen is within `prefetchRows` of the loaded end. */
export function needsNextPage(
  lastVisibleRow: number,
  loadedRows: number,
  prefetchRows: number,
  hasNext: boolean,
  fetching: boolean,
): boolean {
  return hasNext && !fetching && lastVisibleRow >= loadedRows - 1 - prefetchRows;
}

/** Tiles mounted for a window of `visibleRows` rows plus overscan on both sides. */
export const mountedTiles = (visibleRows: number, overscan: number, columns: number) =>
  (visibleRows + 2 * overscan) * columns;

/** Row elements kept for reuse: more than can ever be mounted at once (a row is >= 150 px). */
export const ROW_POOL = 64;

/**
 * The React key of a row: rows that scroll out hand their elements to rows that scroll in.
 * Mounted rows are consecutive, fewer than ROW_POOL, so their slots never collide.
 */
export const rowSlot = (row: number) => row % ROW_POOL;
