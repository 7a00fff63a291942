// Games family (see docs/architecture.md "A new API call" and spec §7), one file per part of it:
//   games-catalogue.ts   menus, lists, the game index, vendors, icons
//   games-favourites.ts  favourites and recent games
//   games-launch.ts      launch, live rooms, betting records
//   games-demo.ts        the demo game a launch opens: its page, state, spins, seeds, history
//   games-winners.ts     hot games, winner board, games by prize mode
//   games-live.ts        live models (hosts) and their chat rooms
//   games-shared.ts      the game item and the fields they all use
import { catalogueOps } from './games-catalogue.ts';
import { demoOps } from './games-demo.ts';
import { favouritesOps } from './games-favourites.ts';
import { launchOps } from './games-launch.ts';
import { liveOps } from './games-live.ts';
import { winnersOps } from './games-winners.ts';
import { defineOps } from './operation.ts';

export {
  GAME_ICON_PX,
  GAME_INDEX_FLAG,
  gameSearchText,
  normaliseKeyword,
} from './games-catalogue.ts';
export { DEMO_STAKES } from './games-demo.ts';
export { gameItem } from './games-shared.ts';

/** Every games operation, in the order the contract has always listed them. */
export const gamesOps = defineOps({
  gameMenus: catalogueOps.gameMenus,
  gameList: catalogueOps.gameList,
  gameIndex: catalogueOps.gameIndex,
  gameVendor: catalogueOps.gameVendor,
  getVassGameType: catalogueOps.getVassGameType,
  newGameVendor: catalogueOps.newGameVendor,
  hotGames: winnersOps.hotGames,
  favoritesList: favouritesOps.favoritesList,
  favoritesAdd: favouritesOps.favoritesAdd,
  favoritesRemove: favouritesOps.favoritesRemove,
  recentGames: favouritesOps.recentGames,
  launchGame: launchOps.launchGame,
  gameLaunchFB: launchOps.gameLaunchFB,
  GLS2_roomList: launchOps.GLS2_roomList,
  winnerBoard: winnersOps.winnerBoard,
  gameByPrizeMode: winnersOps.gameByPrizeMode,
  gameIcon: catalogueOps.gameIcon,
  gameIconSvg: catalogueOps.gameIconSvg,
  bettingRecords: launchOps.bettingRecords,
  demoGamePage: demoOps.demoGamePage,
  demoGameState: demoOps.demoGameState,
  demoGameSeeds: demoOps.demoGameSeeds,
  demoGameHistory: demoOps.demoGameHistory,
  demoGameSpin: demoOps.demoGameSpin,
  liveModels: liveOps.liveModels,
  liveChat: liveOps.liveChat,
  liveChatPage: liveOps.liveChatPage,
});
