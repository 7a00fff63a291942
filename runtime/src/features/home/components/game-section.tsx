// One home section: the category's first games in a scrolling row, a More link to its centre and
// arrows when it holds more than 12 items (spec §9). A section's tiles exist only while it is
// within a screen or so of the viewport, and a row's only within a row's width of what it shows:
// a phone lays out and repaints (every ticker step) a few dozen tiles, not the page's 160. A
// section asks for its games only once it first comes that near.
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GameItem } from '../../../components/game-tile/game-tile-favourites.ts';
import { useTileProps } from '../../../components/game-tile/game-tile-host.tsx';
import { GameTile } from '../../../components/game-tile/game-tile.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { HOME_ROW_PER_VIEW, HOME_SECTION_ARROWS_ABOVE } from '../../../config/constants.ts';
import type { CategoryEntry } from '../../../lib/categories.ts';
import { useNear } from '../../../lib/near.ts';
import { useSectionGames } from '../api/get-section-games.ts';
import { sectionHasArrows } from '../lib/home-sections.ts';
import { RowPlaceholder } from './placeholders.tsx';

type TileProps = ReturnType<typeof useTileProps>;

const trackOf = (cell: Element) => cell.parentElement;

/**
 * A row's cell: empty (its width kept by the track) until the row scrolls near it. The first
 * screenful, at the row's widest, is there from the start.
 */
function RowCell({
  game,
  index,
  tileProps,
}: {
  game: GameItem;
  index: number;
  tileProps: TileProps;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const eager = index < HOME_ROW_PER_VIEW;
  const near = useNear(ref, { root: trackOf, screens: 1, eager });
  return (
    <div ref={ref} className="game-row__cell">
      {near && <GameTile {...tileProps(game)} />}
    </div>
  );
}

export function GameRow({ games, testId }: { games: readonly GameItem[]; testId: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const tileProps = useTileProps();
  const arrows = sectionHasArrows(games.length, HOME_SECTION_ARROWS_ABOVE);
  const scroll = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: dir * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className="game-row" data-testid={testId} data-arrows={arrows}>
      {arrows && (
        <button
          type="button"
          className="game-row__arrow game-row__arrow--prev"
          onClick={() => scroll(-1)}
          aria-label={t('home.previous')}
          data-testid="row-prev"
        >
          <Icon name="chevronDown" size={18} />
        </button>
      )}
      <div className="game-row__track" ref={ref}>
        {games.map((g, i) => (
          <RowCell key={g.gameCode} game={g} index={i} tileProps={tileProps} />
        ))}
      </div>
      {arrows && (
        <button
          type="button"
          className="game-row__arrow game-row__arrow--next"
          onClick={() => scroll(1)}
          aria-label={t('home.next')}
          data-testid="row-next"
        >
          <Icon name="chevronDown" size={18} />
        </button>
      )}
    </div>
  );
}

export function GameSection({ entry }: { entry: CategoryEntry }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref, { screens: 1, keepScreens: 3 });
  const { data, isPending } = useSectionGames(entry.category, i18n.language, near);
  // The rows' tiles (up to eight sections of 20 games, their data arriving together) render as a
  // deferred update, which React does in slices of a few milliseconds: on a phone the sections
  // filling in never block the main thread as one long task (Total Blocking Time).
  const shownPending = useDeferredValue(isPending);
  const games = useDeferredValue(data)?.list ?? [];
  return (
    <section ref={ref} className="home-section" data-testid={`home-section-${entry.category}`}>
      <div className="section__head">
        <h2>{t(`category.${entry.category}`)}</h2>
        <Link to={entry.path} className="link" data-testid={`more-${entry.category}`}>
          {t('common.more')} ›
        </Link>
      </div>
      {shownPending || !near ? (
        <RowPlaceholder />
      ) : (
        <GameRow games={games} testId={`row-${entry.category}`} />
      )}
    </section>
  );
}
