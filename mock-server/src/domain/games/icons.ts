// Game icons: the URLs the catalogue hands out, and the PNG behind each, drawn from the entry's
// code, vendor and category (art.ts) and kept while it is among the recent ones.
import { GAME_ICON_PX } from '#schemas/api/games.ts';
import { Lru } from '../../lib/lru.ts';
import { artPng } from './art.ts';
import { displayCategoryOf, type CatalogueGame } from './catalogue.ts';

/** The sizes a `size` query names (without one, a tile's). */
type IconSize = Exclude<keyof typeof GAME_ICON_PX, 'tile'>;

/** An icon URL with `{gameCode}` where the URI-encoded code goes (the gameIndex sends these). */
export function iconTemplate(size?: IconSize): string {
  return `/lgw/games/icon/{gameCode}.png${size ? `?size=${size}` : ''}`;
}

export function iconPath(gameCode: string, size?: IconSize): string {
  return iconTemplate(size).replace('{gameCode}', encodeURIComponent(gameCode));
}

/** Icons drawn lately (about 7 KB each): a home page shows dozens, a list scrolls through more. */
const icons = new Lru<string, Buffer>(2000);

/** The art of a catalogue entry (art.ts), drawn once while it stays among the recent ones. */
export function iconPng(
  game: Pick<CatalogueGame, 'gameCode' | 'vassalage' | 'category' | 'isGame'>,
  size: IconSize | undefined,
): Buffer {
  const px = GAME_ICON_PX[size ?? 'tile'];
  return icons.get(`${game.gameCode} ${px}`, () =>
    artPng(
      {
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        gameType: displayCategoryOf(game.category, game.vassalage),
        isGame: game.isGame,
      },
      px,
    ),
  );
}
