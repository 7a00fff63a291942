// The shared game tile (spec §2 "Game tiles and lists"): play button, favourite toggle, hot
// badge, name cut at 12 characters, a ticker growing 165.11 every 3 s, a lazy icon from a
// random image host, and the vendor's display name (schemas/vendors.ts; never its code).
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../config/tenant.ts';
import { formatMoney } from '../../lib/money.ts';
import { useVendorName } from '../../lib/vendor-name.ts';
import './game-tile.css';
import type { GameItem } from './game-tile-favourites.ts';
import { GameTileImage } from './game-tile-image.tsx';
import { imageUrl, tickerStart, tickerValue, truncateName } from './game-tile-lib.ts';
import { tickerNow, useTicker } from './game-tile-ticker.ts';
import { Icon } from '../ui/icon.tsx';

function Ticker({ gameId, lang }: { gameId: number; lang: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const text = useCallback(
    (ticks: number) => formatMoney(tickerValue(tickerStart(gameId), ticks), lang),
    [gameId, lang],
  );
  useTicker(ref, text);
  return (
    <span ref={ref} className="game-tile__ticker" data-testid="game-ticker">
      {tickerNow(text)}
    </span>
  );
}

/**
 * A tile's words, translated once by the screen that shows the tiles: a list mounts dozens of
 * tiles per frame while scrolling, and useTranslation in each one was the costliest part.
 */
interface TileText {
  lang: string;
  playNow: string;
  hot: string;
  favourite: string;
  unfavourite: string;
  /** A vendor's display name (never its code) in this language. */
  vendor(code: string): string;
}

export function useTileText(): TileText {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const vendor = useVendorName();
  return useMemo(
    () => ({
      lang,
      playNow: t('games.playNow'),
      hot: t('games.hot'),
      favourite: t('games.favourite'),
      unfavourite: t('games.unfavourite'),
      vendor,
    }),
    [t, lang, vendor],
  );
}

export interface GameTileProps {
  game: GameItem;
  favourite: boolean;
  onPlay(game: GameItem): void;
  onToggleFavourite(game: GameItem): void;
  text: TileText;
  /** Show the ticker (game tiles); vendor cards leave it out. */
  ticker?: boolean;
}

export const GameTile = memo(function GameTile({
  game,
  favourite,
  onPlay,
  onToggleFavourite,
  text,
  ticker = true,
}: GameTileProps) {
  const hosts = getTenant().cdn.images;
  // One host per game shown, kept across re-renders (a new pick would reload the icon).
  const src = useMemo(() => imageUrl(game.iconUrl, hosts), [game.iconUrl, hosts]);
  const vendor = text.vendor(game.vassalage);
  // A vendor card stands for its vendor: its name is the vendor's, in the player's language.
  const name = game.isGame ? game.displayName || game.gameName : vendor;
  return (
    <article
      className="game-tile"
      data-testid="game-tile"
      data-game-code={game.gameCode}
      data-vassalage={game.vassalage}
      title={name}
    >
      <button
        type="button"
        className="game-tile__media"
        onClick={() => onPlay(game)}
        // Starts with the word the button shows on hover and focus: a speech-input player says
        // what they see (WCAG 2.5.3), and in zh or th "Play <game>" used another word than it.
        aria-label={`${text.playNow} ${name}`}
        // The hover label is drawn from this by CSS: one element fewer in each of a page's tiles.
        data-play={text.playNow}
      >
        <GameTileImage src={src} alt={name} />
      </button>
      {game.isHot === 1 && (
        <span className="game-tile__hot" data-testid="game-hot">
          {text.hot}
        </span>
      )}
      {game.isGame && (
        <button
          type="button"
          className={`game-tile__fav ${favourite ? 'is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={favourite ? text.unfavourite : text.favourite}
          data-testid="game-fav"
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name="star" size={16} />
        </button>
      )}
      <div className="game-tile__body">
        <span className="game-tile__name" dir="auto" data-testid="game-name">
          {truncateName(name)}
        </span>
        <span className="game-tile__vendor" dir="auto" data-testid="game-vendor">
          {vendor}
        </span>
        {ticker && game.isGame && <Ticker gameId={game.gameId} lang={text.lang} />}
      </div>
    </article>
  );
});
