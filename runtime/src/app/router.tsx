// Every route of spec §2, each one lazy; a route loader prefetches through the screen's own query
// options where the first paint needs data (the game lists).
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CATEGORIES } from '#schemas/categories.ts';
import { DISPLAY_CATEGORIES } from '#schemas/constants.ts';
import { prefetchGameList } from '../features/games/api/prefetch-game-list.ts';
import { paths, type RouteHandle } from '../config/routes.ts';
import { ErrorScreen } from './error-screen.tsx';
import { loadChunk } from './lazy.ts';
import { loadModal } from './layout/modal-host.tsx';
import { RootLayout } from './layout/root-layout.tsx';

const home = () =>
  loadChunk(() => import('../features/home/components/home-page.tsx')).then((m) => ({
    Component: m.default,
  }));
const notFound = () =>
  loadChunk(() => import('./not-found-page.tsx')).then((m) => ({ Component: m.default }));
/** /login, /register and /help: home, and the modal they open loaded with it (see loadModal). */
const homeWith = (modal: NonNullable<RouteHandle['modal']>) => () =>
  Promise.all([home(), loadModal(modal)]).then(([page]) => page);

// Game centres, lists and the seamless game page: one lazy module for every list.
const gameList = () =>
  loadChunk(() => import('../features/games/components/game-list-page.tsx')).then((m) => ({
    Component: m.default,
  }));
const GAME_SCREENS: [string, string, RouteObject['lazy']][] = [
  ...DISPLAY_CATEGORIES.map((c): [string, string, RouteObject['lazy']] => [
    CATEGORIES[c].path,
    `category.${c}`,
    gameList,
  ]),
  [paths.hot, 'category.HOT', gameList],
  [paths.favorite, 'nav.favorite', gameList],
  [paths.recent, 'nav.recent', gameList],
  [paths.newGames, 'nav.newGames', gameList],
  [
    paths.seamless,
    'nav.seamless',
    () =>
      loadChunk(() => import('../features/games/components/seamless-page.tsx')).then((m) => ({
        Component: m.default,
      })),
  ],
];

// Lottery, promotions and points mall: one lazy module per screen.
const lottery = () =>
  loadChunk(() => import('../features/lottery/components/lottery-page.tsx')).then((m) => ({
    Component: m.default,
  }));
const PLAYER_SCREENS: [string, string, RouteObject['lazy']][] = [
  [paths.lottery, 'nav.lottery', lottery],
  [paths.seaLottery, 'nav.seaLottery', lottery],
  [paths.vnLottery, 'nav.vnLottery', lottery],
  [paths.lottert, 'nav.lottery', lottery],
  [paths.vnlottery, 'nav.vnLottery', lottery],
  [paths.sealottery, 'nav.seaLottery', lottery],
  [
    paths.lottoLobby,
    'nav.lottoLobby',
    () =>
      loadChunk(() => import('../features/lottery/components/lotto-lobby-page.tsx')).then((m) => ({
        Component: m.default,
      })),
  ],
  [
    paths.promotions,
    'nav.promotions',
    () =>
      loadChunk(() => import('../features/promotions/components/promotions-page.tsx')).then(
        (m) => ({ Component: m.default }),
      ),
  ],
  [
    paths.pointMall,
    'nav.pointMall',
    () =>
      loadChunk(() => import('../features/points/components/point-mall-page.tsx')).then((m) => ({
        Component: m.default,
      })),
  ],
];

const homeRoutes: RouteObject[] = [paths.home, paths.index, paths.indexHtml, paths.homeAlias].map(
  (path) => ({ path, lazy: home, handle: { titleKey: 'nav.home' } satisfies RouteHandle }),
);

const routesOf = (client: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    // Until the first route's chunk is in: the same layout, showing the frame and placeholder
    // index.html was prerendered with (so hydration matches and the header is never remounted).
    hydrateFallbackElement: <RootLayout />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          ...homeRoutes,
          {
            path: paths.login,
            lazy: homeWith('login'),
            handle: { titleKey: 'auth.login', modal: 'login' },
          },
          {
            path: paths.register,
            lazy: homeWith('register'),
            handle: { titleKey: 'auth.register', modal: 'register' },
          },
          {
            path: paths.help,
            lazy: homeWith('help'),
            handle: { titleKey: 'nav.help', modal: 'help' },
          },
          {
            path: paths.agent,
            caseSensitive: true,
            handle: { titleKey: 'nav.agentLogin' },
            lazy: () =>
              loadChunk(() => import('../features/agent/components/agent-landing.tsx')).then(
                (m) => ({
                  Component: m.default,
                }),
              ),
          },
          {
            path: paths.agentHome,
            caseSensitive: true,
            handle: { titleKey: 'nav.agentCenter' },
            // The agent centre renders the contract pages of features/contracts.
            lazy: () =>
              Promise.all([
                loadChunk(() => import('../features/agent/components/agent-home.tsx')),
                loadChunk(() => import('../features/contracts/components/contract-page.tsx')),
              ]).then(([home, contracts]) => ({
                Component: () => <home.default ContractPage={contracts.default} />,
              })),
          },
          ...GAME_SCREENS.map(([path, titleKey, lazy]) => ({
            path,
            caseSensitive: true,
            lazy,
            // Never awaited: the screen shows its own loading state.
            loader: ({ request }: { request: Request }) => {
              prefetchGameList(client, new URL(request.url));
              return null;
            },
            handle: { titleKey } satisfies RouteHandle,
          })),
          ...PLAYER_SCREENS.map(([path, titleKey, lazy]) => ({
            path,
            caseSensitive: true,
            lazy,
            handle: { titleKey } satisfies RouteHandle,
          })),
          {
            path: paths.member,
            caseSensitive: true,
            handle: { titleKey: 'nav.member' } satisfies RouteHandle,
            lazy: () =>
              loadChunk(() => import('./member-centre-route.tsx')).then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: '*',
            lazy: notFound,
            handle: { titleKey: 'common.notFound' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];

export const createRouter = (client: QueryClient) => createBrowserRouter(routesOf(client));
