// Every route of spec §2, each page lazy (/login, /register and /help are the home page with
// their modal over it: the root layout opens it from the route's handle). The routes are React Router's declarative ones (the
// app reads no loader data and submits no router forms): its data router and what comes with it
// were 18 KB of every first visit's JS. A page's chunk loads once its route renders, with the
// placeholder index.html was prerendered with in its place; a game list starts its first page's
// call beside its chunk (prefetchGameList).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CATEGORIES } from '#schemas/categories.ts';
import { DISPLAY_CATEGORIES } from '#schemas/constants.ts';
import { prefetchGameList } from '../features/games/api/prefetch-game-list.ts';
import { paths, type RouteHandle } from '../config/routes.ts';
import { PagePlaceholder } from './layout/app-shell.tsx';
import { loadModal } from './layout/modal-host.tsx';
import { loadable } from './lazy.ts';
import { RootLayout } from './layout/root-layout.tsx';

type PageModule = { default: ComponentType };

function Placeholder() {
  return <PagePlaceholder pathname={useLocation().pathname} />;
}

/** A lazy page: the route's placeholder until its chunk is in. */
const page = (load: () => Promise<PageModule>) => loadable(load, <Placeholder />);

const Home = page(() => import('../features/home/components/home-page.tsx'));
const NotFound = page(() => import('./not-found-page.tsx'));
const GameList = page(() => import('../features/games/components/game-list-page.tsx'));
const Seamless = page(() => import('../features/games/components/seamless-page.tsx'));
const Lottery = page(() => import('../features/lottery/components/lottery-page.tsx'));
const LottoLobby = page(() => import('../features/lottery/components/lotto-lobby-page.tsx'));
const Promotions = page(() => import('../features/promotions/components/promotions-page.tsx'));
const PointMall = page(() => import('../features/points/components/point-mall-page.tsx'));
const MemberCentre = page(() => import('./member-centre-route.tsx'));
const SmsSignIn = page(() => import('../features/auth/components/sms-sign-in-page.tsx'));
const AgentLanding = page(() => import('../features/agent/components/agent-landing.tsx'));
// The agent centre renders the contract pages of features/contracts.
const AgentHome = page(() =>
  Promise.all([
    import('../features/agent/components/agent-home.tsx'),
    import('../features/contracts/components/contract-page.tsx'),
  ]).then(([home, contracts]) => ({
    default: () => <home.default ContractPage={contracts.default} />,
  })),
);

/** A game list: its first page's call goes out beside the page's chunk, not after it. */
function GameListRoute() {
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => {
    prefetchGameList(client, new URL(pathname + search, window.location.origin));
  }, [client, pathname, search]);
  return <GameList />;
}

const GAME_SCREENS: [string, string, ComponentType][] = [
  ...DISPLAY_CATEGORIES.map((c): [string, string, ComponentType] => [
    CATEGORIES[c].path,
    `category.${c}`,
    GameListRoute,
  ]),
  [paths.hot, 'category.HOT', GameListRoute],
  [paths.favorite, 'nav.favorite', GameListRoute],
  [paths.recent, 'nav.recent', GameListRoute],
  [paths.newGames, 'nav.newGames', GameListRoute],
  [paths.seamless, 'nav.seamless', Seamless],
];

const PLAYER_SCREENS: [string, string, ComponentType][] = [
  [paths.lottery, 'nav.lottery', Lottery],
  [paths.seaLottery, 'nav.seaLottery', Lottery],
  [paths.vnLottery, 'nav.vnLottery', Lottery],
  [paths.lottert, 'nav.lottery', Lottery],
  [paths.vnlottery, 'nav.vnLottery', Lottery],
  [paths.sealottery, 'nav.seaLottery', Lottery],
  [paths.lottoLobby, 'nav.lottoLobby', LottoLobby],
  [paths.promotions, 'nav.promotions', Promotions],
  [paths.pointMall, 'nav.pointMall', PointMall],
];

const route = (
  path: string,
  element: ReactElement,
  handle: RouteHandle,
  caseSensitive = true,
): RouteObject => ({ path, caseSensitive, element, handle });

const routes: RouteObject[] = [
  ...[paths.home, paths.index, paths.indexHtml, paths.homeAlias].map((path) =>
    route(path, <Home />, { titleKey: 'nav.home' }, false),
  ),
  ...(['login', 'register', 'help'] as const).map((modal) =>
    route(
      paths[modal],
      <Home />,
      { titleKey: modal === 'help' ? 'nav.help' : `auth.${modal}`, modal },
      false,
    ),
  ),
  route(paths.agent, <AgentLanding />, { titleKey: 'nav.agentLogin' }),
  route(paths.agentHome, <AgentHome />, { titleKey: 'nav.agentCenter' }),
  ...GAME_SCREENS.map(([path, titleKey, Screen]) => route(path, <Screen />, { titleKey })),
  ...PLAYER_SCREENS.map(([path, titleKey, Screen]) => route(path, <Screen />, { titleKey })),
  route(paths.member, <MemberCentre />, { titleKey: 'nav.member' }),
  route(paths.smsSignIn, <SmsSignIn />, { titleKey: 'auth.smsLinkTitle' }),
  route('*', <NotFound />, { titleKey: 'common.notFound' }, false),
];

/** The page of spec §2 at the current location, in the root layout, told what the page is. */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes, location);
  const matches = matchRoutes(routes, location);
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  // The first page's modal (/register's form is the site's largest chunk) starts loading with the
  // page, not once the status call has answered and the layout opens it: on a slow phone that
  // was seconds of a bare home page.
  useState(() => handle?.modal && loadModal(handle.modal).catch(() => undefined));
  return <RootLayout handle={handle}>{page}</RootLayout>;
}
