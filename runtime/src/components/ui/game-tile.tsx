// The shared game tile (spec §2 "Game tiles and lists"): play button, favourite toggle, hot
// badge, name cut at 12 characters, a ticker growing 165.11 every 3 s, a lazy icon from a
// random image host, and the vendor's brand label (BTI shows its label, not its code).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../config/tenant.ts';
import { formatMoney } from '../../lib/money.ts';
import './game-tile.css';
import type { GameItem } from './game-tile-favourites.ts';
import { GameTileImage } from './game-tile-image.tsx';
import { imageUrl, tickerStart, tickerValue, truncateName } from './game-tile-lib.ts';
import { useTicks } from './game-tile-ticker.ts';
import { Icon } from './icon.tsx';

function Ticker({ gameId }: { gameId: number }) {
  const { i18n } = useTranslation();
  const ticks = useTicks();
  return (
    <span className="game-tile__ticker" data-testid="game-ticker">
      {formatMoney(tickerValue(tickerStart(gameId), ticks), i18n.language)}
    </span>
  );
}

export interface GameTileProps {
  game: GameItem;
  favourite: boolean;
  onPlay(game: GameItem): void;
  onToggleFavourite(game: GameItem): void;
  /** Show the ticker (game tiles); vendor cards leave it out. */
  ticker?: boolean;
}

export const GameTile = memo(function GameTile({
  game,
  favourite,
  onPlay,
  onToggleFavourite,
  ticker = true,
}: GameTileProps) {
  const { t } = useTranslation();
  const hosts = getTenant().cdn.images;
  const name = game.displayName || game.gameName;
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
        aria-label={t('games.play', { name })}
      >
        <GameTileImage src={imageUrl(game.iconUrl, hosts)} alt={name} />
        <span className="game-tile__play" aria-hidden="true">
          {t('games.playNow')}
        </span>
      </button>
      {game.isHot === 1 && (
        <span className="game-tile__hot" data-testid="game-hot">
          {t('games.hot')}
        </span>
      )}
      {game.isGame && (
        <button
          type="button"
          className={`game-tile__fav ${favourite ? 'is-on' : ''}`}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games.unfavourite' : 'games.favourite')}
          data-testid="game-fav"
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name="star" size={16} />
        </button>
      )}
      <div className="game-tile__body">
        <span className="game-tile__name" data-testid="game-name">
          {truncateName(name)}
        </span>
        <span className="game-tile__vendor" data-testid="game-vendor">
          {game.vendorLabel}
        </span>
        {ticker && game.isGame && <Ticker gameId={game.gameId} />}
      </div>
    </article>
  );
});
