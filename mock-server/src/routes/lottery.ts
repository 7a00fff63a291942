// Lottery family routes: areas and games, open draws, bets, results. Draws follow the clock
// (domain/lottery/draws.ts); the 'lottery-settle' job (domain/lottery/settle.ts) pays them.
import type { lotteryOps } from '#schemas/api/lottery.ts';
import { iconPath } from '../domain/games/icons.ts';
import { paginate } from '../lib/paging.ts';
import { post } from '../domain/ledger.ts';
import {
  AREA_OF_VENDOR,
  AREA_TITLES,
  DRAW_MINUTES,
  drawOf,
  isOpen,
  lotteryGame,
  lotteryGames,
  openDraws,
  resultOf,
  type LotteryGame,
} from '../domain/lottery/draws.ts';
import '../domain/lottery/settle.ts';
import type { LotteryArea, LotteryBet } from '../records/lottery.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { fromMinor, toMinor } from '../money.ts';
import { nextId } from '../store/data.ts';
import type { Tenant } from '../tenancy.ts';
import { expiredHtml } from '../domain/games/demo-page.ts';
import { lottoLobbyHtml, type LobbyLaunch } from '../domain/lottery/lobby-page.ts';
import { pageTickets } from '../lib/page-tickets.ts';

function gameOrRefuse(tenant: Tenant, gameCode: string): LotteryGame {
  const g = lotteryGame(tenant.manifest, gameCode);
  if (!g) throw new ApiError(404, 'game_not_found', `no lottery game ${gameCode} here`);
  return g;
}

export function gameView(g: LotteryGame) {
  return {
    gameCode: g.game.gameCode,
    gameName: g.game.gameName,
    vassalage: g.game.vassalage,
    area: g.area,
    drawMinutes: DRAW_MINUTES[g.area],
    iconUrl: iconPath(g.game.gameCode),
  };
}

export function opened(g: LotteryGame, now: number) {
  return {
    gameCode: g.game.gameCode,
    gameName: g.game.gameName,
    now,
    draws: openDraws(g.periodMs, now).map((d) => ({
      ...d,
      countdown: Math.ceil((d.closesAt - now) / 1000),
    })),
  };
}

export function latestResults(tenant: Tenant, g: LotteryGame, now: number, count: number) {
  const last = Math.floor(now / g.periodMs) - 1;
  return Array.from({ length: Math.max(0, Math.min(count, last + 1)) }, (_, i) => {
    const d = drawOf(g.periodMs, last - i);
    return {
      gameCode: g.game.gameCode,
      gameName: g.game.gameName,
      drawId: d.drawId,
      result: resultOf(tenant.code, g.game.gameCode, d.drawId),
      drawnAt: d.closesAt,
    };
  });
}

function betView(b: LotteryBet) {
  return {
    id: b.id,
    gameCode: b.gameCode,
    gameName: b.gameName,
    drawId: b.drawId,
    numbers: [...b.numbers],
    stake: fromMinor(b.stake),
    total: fromMinor(b.total),
    status: b.status,
    ...(b.result !== undefined ? { result: b.result } : {}),
    payout: fromMinor(b.payout),
    placedAt: b.placedAt,
    closesAt: b.closesAt,
    ...(b.settledAt !== undefined ? { settledAt: b.settledAt } : {}),
  };
}

/**
 * backUrl must stay on this site: a path, or an http(s) URL on the request's host. Anything else
 * (another host, javascript:) is refused rather than put in the lobby's back link.
 */
function siteBackUrl(backUrl: string | undefined, host: string | undefined): string {
  if (backUrl === undefined || backUrl === '') return '/';
  const refuse = () =>
    new ApiError(400, 'invalid_request', 'backUrl must be a path or a URL on this site', [
      { in: 'query', field: 'backUrl', message: 'a path or a URL on this site' },
    ]);
  if (backUrl.startsWith('/') && !backUrl.startsWith('//') && !backUrl.includes('\\'))
    return backUrl;
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    throw refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) throw refuse();
  return url.toString();
}

export const lotteryRoutes: RouteModule<typeof lotteryOps> = (deps) => {
  const lobbyTickets = pageTickets<LobbyLaunch>();
  return {
    lottoLobby: ({ tenant, member, query, req, language }) => {
      const games = lotteryGames(tenant.manifest);
      if (!games.some((g) => g.area === query.lottoArea))
        throw new ApiError(403, 'feature_disabled', `no ${query.lottoArea} lottery on this site`);
      let gameCode: string | undefined;
      if (query.lottoView === 'betting' || query.lottoGameCode !== undefined) {
        if (query.lottoGameCode === undefined)
          throw new ApiError(400, 'invalid_request', 'the betting view needs lottoGameCode', [
            { in: 'query', field: 'lottoGameCode', message: 'required for lottoView betting' },
          ]);
        const g = gameOrRefuse(tenant, query.lottoGameCode);
        if (g.area !== query.lottoArea)
          throw new ApiError(
            404,
            'game_not_found',
            `${g.game.gameCode} is not a ${query.lottoArea} game`,
          );
        gameCode = g.game.gameCode;
      }
      const launch: LobbyLaunch = {
        area: query.lottoArea,
        view: query.lottoView,
        prizeMode: query.lottoPrizeMode ?? 'Normal',
        backUrl: siteBackUrl(query.backUrl, req.get('host')),
        language: query.language ?? language,
        ...(gameCode !== undefined ? { gameCode } : {}),
      };
      const t = lobbyTickets.issue(tenant.code, member.id, launch, deps.clock.now());
      return {
        url: `/demo-game/lotto-lobby?t=${encodeURIComponent(t.ticket)}`,
        lottoArea: launch.area,
        lottoView: launch.view,
        ...(gameCode !== undefined ? { lottoGameCode: gameCode } : {}),
        expiresAt: t.expiresAt,
      };
    },

    lottoLobbyPage: ({ tenant, query, res }) => {
      const t = lobbyTickets.read(tenant.code, query.t, deps.clock.now());
      res.set('cache-control', 'no-store');
      if (!t) {
        res.status(401).type('html').send(expiredHtml());
        return;
      }
      res.type('html').send(lottoLobbyHtml(t.data, lotteryGames(tenant.manifest)));
    },

    lotteryMenus: ({ tenant, query }) => {
      const games = lotteryGames(tenant.manifest);
      const areas = [...new Set(games.map((g) => g.area))].filter(
        (a) => query.prizeMode === undefined || a === query.prizeMode,
      );
      return {
        areas: areas.map((area: LotteryArea) => ({
          area,
          vassalage: Object.entries(AREA_OF_VENDOR).find(([, a]) => a === area)?.[0] ?? area,
          title: AREA_TITLES[area],
          games: games.filter((g) => g.area === area).map(gameView),
        })),
      };
    },

    lotteryRecent: ({ tenant, query }) => {
      const now = deps.clock.now();
      const games = lotteryGames(tenant.manifest).filter(
        (g) => query.prizeMode === undefined || g.area === query.prizeMode,
      );
      return { list: games.flatMap((g) => latestResults(tenant, g, now, 1)) };
    },

    openedDraws: ({ tenant, query }) =>
      opened(gameOrRefuse(tenant, query.gameCode), deps.clock.now()),

    lottoOpened: ({ tenant, query }) => {
      const g = gameOrRefuse(tenant, query.gameCode);
      if (g.area !== 'LOTT' && g.area !== 'ELOTT')
        throw new ApiError(404, 'game_not_found', `${query.gameCode} is not a LOTT or ELOTT game`);
      return opened(g, deps.clock.now());
    },

    placeLotteryBet: async ({ tenant, member, body }) => {
      const g = gameOrRefuse(tenant, body.gameCode);
      const now = deps.clock.now();
      if (!isOpen(g.periodMs, body.drawId, now))
        throw new ApiError(400, 'draw_closed', `draw ${body.drawId} does not take bets now`);
      const stake = toMinor(body.stake);
      const total = stake * body.numbers.length;
      const bet = await tenant.store.write((draft) => {
        const id = nextId(draft);
        post(draft, {
          memberId: member.id,
          amount: -total,
          type: 'lottery_bet',
          at: now,
          ref: `lottery-bet:${id}`,
        });
        const b: LotteryBet = {
          id,
          memberId: member.id,
          gameCode: g.game.gameCode,
          gameName: g.game.gameName,
          vassalage: g.game.vassalage,
          category: g.game.category === 'ELOTT' ? 'ELOTT' : 'LOTT',
          drawId: body.drawId,
          numbers: [...body.numbers],
          stake,
          total,
          status: 'pending',
          payout: 0,
          placedAt: now,
          closesAt: drawOf(g.periodMs, body.drawId).closesAt,
        };
        draft.lottery.bets.push(b);
        return b;
      });
      return betView(bet);
    },

    lotteryBets: ({ tenant, member, query }) => {
      const { pageNo = 1, pageSize = 20 } = query;
      const bets = tenant.store.data.lottery.bets
        .filter(
          (b) =>
            b.memberId === member.id &&
            (query.gameCode === undefined || b.gameCode === query.gameCode) &&
            (query.status === undefined || b.status === query.status),
        )
        .sort((a, b) => b.placedAt - a.placedAt || b.id - a.id);
      const p = paginate(bets, pageNo, pageSize);
      return { ...p, list: p.list.map(betView) };
    },

    lotteryResults: ({ tenant, query }) => {
      const g = gameOrRefuse(tenant, query.gameCode);
      return { list: latestResults(tenant, g, deps.clock.now(), query.limit ?? 10) };
    },
  };
};
