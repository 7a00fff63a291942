// Every route of spec §2, each one lazy. Screens of later issues (player screens, agent centre)
// are honest placeholders with the right path, guard and title until their issue lands.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/routes.ts';
import { ErrorScreen } from './error-screen.tsx';
import { loadChunk } from './lazy.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';

export interface RouteHandle {
  titleKey: string;
  /** Modal a path opens over the home page (/login, /register, /help). */
  modal?: 'login' | 'register' | 'help';
}

const home = () =>
  loadChunk(() => import('../features/home/components/home-page.tsx')).then((m) => ({
    Component: m.default,
  }));
const placeholder = () =>
  loadChunk(() => import('../features/placeholder/components/placeholder-page.tsx')).then((m) => ({
    Component: m.default,
  }));

const PLACEHOLDERS: [string, string][] = [
  [paths.member, 'nav.member'],
  [paths.sports, 'category.SPORTS'],
  [paths.esports, 'category.ESPORTS'],
  [paths.lott, 'category.LOTT'],
  [paths.elott, 'category.ELOTT'],
  [paths.cockfight, 'category.COCKFIGHT'],
  [paths.live, 'category.LIVE'],
  [paths.fish, 'category.FISH'],
  [paths.rng, 'category.RNG'],
  [paths.pvp, 'category.PVP'],
  [paths.bgs, 'category.BGS'],
  [paths.hot, 'category.HOT'],
  [paths.favorite, 'nav.favorite'],
  [paths.recent, 'nav.recent'],
  [paths.newGames, 'nav.newGames'],
  [paths.lottery, 'nav.lottery'],
  [paths.seaLottery, 'nav.seaLottery'],
  [paths.vnLottery, 'nav.vnLottery'],
  [paths.promotions, 'nav.promotions'],
  [paths.pointMall, 'nav.pointMall'],
  [paths.seamless, 'nav.seamless'],
  [paths.lottert, 'nav.lottery'],
  [paths.vnlottery, 'nav.vnLottery'],
  [paths.sealottery, 'nav.seaLottery'],
];

const homeRoutes: RouteObject[] = [paths.home, paths.index, paths.indexHtml, paths.homeAlias].map(
  (path) => ({ path, lazy: home, handle: { titleKey: 'nav.home' } satisfies RouteHandle }),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <Spinner full />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          ...homeRoutes,
          { path: paths.login, lazy: home, handle: { titleKey: 'auth.login', modal: 'login' } },
          { path: paths.register, lazy: home, handle: { titleKey: 'auth.register', modal: 'register' } },
          { path: paths.help, lazy: home, handle: { titleKey: 'nav.help', modal: 'help' } },
          {
            path: paths.agent,
            caseSensitive: true,
            handle: { titleKey: 'nav.agentLogin' },
            lazy: () =>
              loadChunk(() => import('../features/agent/components/agent-landing.tsx')).then((m) => ({
                Component: m.default,
              })),
          },
          {
            path: paths.agentHome,
            caseSensitive: true,
            handle: { titleKey: 'nav.agentCenter' },
            lazy: () =>
              loadChunk(() => import('../features/agent/components/agent-home.tsx')).then((m) => ({
                Component: m.default,
              })),
          },
          ...PLACEHOLDERS.map(([path, titleKey]) => ({
            path,
            caseSensitive: true,
            lazy: placeholder,
            handle: { titleKey } satisfies RouteHandle,
          })),
          { path: '*', lazy: placeholder, handle: { titleKey: 'common.notFound' } },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
