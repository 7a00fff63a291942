// Which lottery areas each lottery route shows (spec §2 routes, §2 launch rule 3): /lottery for
// LOTT and ELOTT games, /vnLottery for TCG_LOTTO_VN, /seaLottery for TCG_SEA; the lower-case
// game pages (/lottert, /vnlottery, /sealottery) show the same without the side menu.
import { paths } from '../../../config/routes.ts';
import type { LotteryArea } from '../api/get-lottery-menus.ts';

interface LotteryScreen {
  areas: readonly LotteryArea[];
  titleKey: string;
  /** The route of this screen, to build links that keep the player on it. */
  path: string;
}

const SCREENS: Record<string, LotteryScreen> = {
  [paths.lottery]: { areas: ['LOTT', 'ELOTT'], titleKey: 'nav.lottery', path: paths.lottery },
  [paths.lottert]: { areas: ['LOTT', 'ELOTT'], titleKey: 'nav.lottery', path: paths.lottert },
  [paths.vnLottery]: { areas: ['VN'], titleKey: 'nav.vnLottery', path: paths.vnLottery },
  [paths.vnlottery]: { areas: ['VN'], titleKey: 'nav.vnLottery', path: paths.vnlottery },
  [paths.seaLottery]: { areas: ['SEA'], titleKey: 'nav.seaLottery', path: paths.seaLottery },
  [paths.sealottery]: { areas: ['SEA'], titleKey: 'nav.seaLottery', path: paths.sealottery },
};

export const screenOf = (pathname: string): LotteryScreen =>
  SCREENS[pathname.replace(/\/+$/, '')] ?? SCREENS[paths.lottery]!;

/**
 * A vendor's lobby code (LOTT_LOBBY, TCG_SEA_LOBBY, TCG_LOTTO_VN_LOTTERY_LOBBY): launch rule 3
 * routes a lottery vendor card here with it, and the screen's lobby is what it asks for, not a
 * missing game.
 */
export const isLobbyCode = (gameCode: string): boolean => /_LOBBY$/i.test(gameCode);
