// The virtualised game grid: rows of tiles over the window scroll (@tanstack/react-virtual), so
// only the rows on screen plus a few are mounted at any depth, and rows that scroll out are reused
// for the rows that scroll in (updating a tile costs less than mounting one); pages of 20 arrive
// as the player nears the loaded end.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GAME_LIST } from '../../../config/constants.ts';
import type { GameItem } from '../../../components/game-tile/game-tile-favourites.ts';
import { useTileProps } from '../../../components/game-tile/game-tile-host.tsx';
import { GameTile } from '../../../components/game-tile/game-tile.tsx';
import { gridLayout, needsNextPage, rowCount, rowSlice, rowSlot } from '../lib/virtual-grid.ts';
import { useNoScrollAnchoring } from './use-no-scroll-anchoring.ts';

interface Props {
  games: readonly GameItem[];
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  fetchNextPage(): void;
}

interface GridBox {
  width: number;
  /** The grid's top on the page: where the window's scroll reaches its first row. */
  top: number;
}

/**
 * The grid's width and top, read together once layout is done: read one after the other, each
 * behind its own state update, the second read came after the tiles went in and forced a layout
 * of the whole page only to find the same top.
 */
function useGridBox(ref: React.RefObject<HTMLElement | null>): GridBox {
  const [box, setBox] = useState<GridBox>({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = (width: number) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      setBox((was) => (was.width === width && was.top === top ? was : { width, top }));
    };
    // The first tiles mount in a transition, in slices: set here, in the commit, they rendered
    // in one task of every tile on screen at once.
    startTransition(() => measure(el.clientWidth));
    const ro = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return box;
}

export function VirtualGameGrid({ games, hasNextPage, fetchingNextPage, fetchNextPage }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useNoScrollAnchoring();
  const { width, top: scrollMargin } = useGridBox(ref);
  const { columns, rowHeight } = gridLayout(width, GAME_LIST.minTileWidth, GAME_LIST.gap);
  const rows = rowCount(games.length, columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: GAME_LIST.overscanRows,
    scrollMargin,
    // Render after the scroll event, in a task of its own, not inside the frame that fired it.
    useFlushSync: false,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  // No tiles until the width is known (measured once the grid is in the page): tiles laid out
  // for a guessed width are thrown away at once, and their icons may have started.
  const items = width > 0 ? virtualizer.getVirtualItems() : [];
  const lastRow = items.length > 0 ? items[items.length - 1]!.index : -1;
  useEffect(() => {
    if (needsNextPage(lastRow, rows, GAME_LIST.prefetchRows, hasNextPage, fetchingNextPage))
      fetchNextPage();
  }, [lastRow, rows, hasNextPage, fetchingNextPage, fetchNextPage]);
  const tileProps = useTileProps();

  return (
    <div
      ref={ref}
      className="vgrid"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="game-grid"
      data-total-rows={rows}
      data-columns={columns}
    >
      {items.map((row) => {
        const [start, end] = rowSlice(row.index, columns, games.length);
        return (
          <div
            key={rowSlot(row.index)}
            className="vgrid__row"
            data-row={row.index}
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAME_LIST.gap,
              height: rowHeight - GAME_LIST.gap,
            }}
          >
            {games.slice(start, end).map((g, i) => (
              // Keyed by column: a recycled row updates its tiles in place.
              <div key={i} className="vgrid__cell" data-index={start + i}>
                <GameTile {...tileProps(g)} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
