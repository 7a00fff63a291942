// Lottery family (see docs/architecture.md "A new API call" and spec §7): menus of the LOTT,
// ELOTT, VN and SEA areas, open draws with countdowns, bets on 2- or 3-digit numbers, results.
// Draws follow the server clock: draw n of a game runs from n x period to (n + 1) x period and
// closes at its end; the 'lottery-settle' job draws a 5-digit result and pays 2-digit picks that
// match its last 2 digits 90x and 3-digit picks that match its last 3 digits 900x.
import { amount, defineOps, list, money, page, paging, s } from './operation.ts';
import { ticketQuery } from './games-shared.ts';

const clientQuery = {
  language: s.str('Interface language of the caller.'),
  device: s.str('Device, e.g. WEB.'),
  platform: s.str('Client platform.'),
  clientType: s.str('Client type (3 web).'),
} as const;

const area = {
  type: 'string',
  enum: ['LOTT', 'ELOTT', 'VN', 'SEA'],
  description: 'Lottery area: LOTT (vendor LOTT), ELOTT (ELOTT), VN (TCG_LOTTO_VN), SEA (TCG_SEA).',
} as const;

const lotteryGame = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'gameName', 'vassalage', 'area', 'drawMinutes', 'iconUrl'],
  properties: {
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    vassalage: s.str('Vendor code.'),
    area,
    drawMinutes: s.int('Minutes between draws.'),
    iconUrl: s.str('Icon URL.'),
  },
} as const;

const draw = {
  type: 'object',
  additionalProperties: false,
  required: ['drawId', 'opensAt', 'closesAt', 'countdown'],
  properties: {
    drawId: s.int('Draw id: the period index of the draw.'),
    opensAt: s.int('When betting opens (ms).'),
    closesAt: s.int('When betting closes and the draw happens (ms).'),
    countdown: s.int('Seconds until it closes.'),
  },
} as const;

const openedResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'gameName', 'now', 'draws'],
  properties: {
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    now: s.int('Server time (ms).'),
    draws: { type: 'array', items: draw, description: 'Open draws, the current one first.' },
  },
} as const;

const result = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'gameName', 'drawId', 'result', 'drawnAt'],
  properties: {
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    drawId: s.int('Draw id.'),
    result: s.str('The 5 digits drawn.'),
    drawnAt: s.int('When it was drawn (ms).'),
  },
} as const;

const gameQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode'],
  properties: { gameCode: s.str('Lottery game code.', { maxLength: 60 }), ...clientQuery },
} as const;

const lotteryBet = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'gameCode',
    'gameName',
    'drawId',
    'numbers',
    'stake',
    'total',
    'status',
    'payout',
    'placedAt',
    'closesAt',
  ],
  properties: {
    id: s.int('Bet id.'),
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    drawId: s.int('Draw id.'),
    numbers: { type: 'array', items: s.str('A pick.'), description: 'Numbers picked.' },
    stake: money('Stake per number.'),
    total: money('Total stake (stake x numbers).'),
    status: {
      type: 'string',
      enum: ['pending', 'won', 'lost'],
      description: 'pending until the draw is settled.',
    },
    result: s.str('Digits drawn (settled bets).'),
    payout: money('Amount paid (0 when lost or pending).'),
    placedAt: s.int('When placed (ms).'),
    closesAt: s.int('When its draw closes (ms).'),
    settledAt: s.int('When settled (ms).'),
  },
} as const;

export const lotteryOps = defineOps({
  lottoLobby: {
    operationId: 'lottoLobby',
    method: 'get',
    path: '/lgw/lotto/lobby',
    summary:
      'Launch the lottery lobby (spec §7 "Lottery lobby"): value.url opens the provider\'s lobby of an area, or one game\'s betting view; its back link returns to backUrl',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['lottoArea', 'launchMode', 'lottoView'],
      properties: {
        lottoArea: { ...area, description: 'Area of the lobby (spec: VN).' },
        launchMode: { type: 'string', enum: ['LOTT'], description: 'Launch mode (spec: LOTT).' },
        lottoPrizeMode: s.str('Prize table the lobby shows, e.g. Normal.', {
          pattern: '^[A-Za-z_]{1,20}$',
        }),
        lottoGameCode: s.str('Game to open; required for the betting view.', { maxLength: 60 }),
        lottoView: {
          type: 'string',
          enum: ['betting', 'lobby'],
          description: "lobby: the area's games; betting: one game's betting view.",
        },
        device: { type: 'string', enum: ['WEB', 'MOBILE'], description: 'Device, WEB by default.' },
        backUrl: s.str('A path of this site, or a URL on its host, the lobby returns to.', {
          maxLength: 500,
        }),
        language: s.str('Interface language of the lobby.', { maxLength: 10 }),
      },
    },
    errors: ['feature_disabled', 'game_not_found', 'invalid_request'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'lottoArea', 'lottoView', 'expiresAt'],
      properties: {
        url: s.str('URL of the lobby page (same origin), with its ticket.'),
        lottoArea: area,
        lottoView: s.str('The view it opens.'),
        lottoGameCode: s.str('The game of a betting view.'),
        expiresAt: s.int('When the ticket expires (ms).'),
      },
    },
  },
  lottoLobbyPage: {
    operationId: 'lottoLobbyPage',
    method: 'get',
    path: '/demo-game/lotto-lobby',
    summary: 'The lottery lobby page (self-contained HTML) for a lobby ticket',
    auth: 'none',
    raw: 'html',
    query: ticketQuery('One-time lobby ticket.'),
    response: { type: 'string', description: 'HTML page.' },
  },
  lotteryMenus: {
    operationId: 'lotteryMenus',
    method: 'get',
    path: '/lgw/vn/games/game_menu',
    summary: 'Lottery areas the tenant enables (LOTT, ELOTT, VN, SEA) with their games',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        prizeMode: { ...area, description: 'Only this area.' },
        ...clientQuery,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['areas'],
      properties: {
        areas: {
          type: 'array',
          description: 'Areas.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['area', 'vassalage', 'title', 'games'],
            properties: {
              area,
              vassalage: s.str('Vendor code of the area.'),
              title: s.str('Area title.'),
              games: { type: 'array', items: lotteryGame, description: 'Games of the area.' },
            },
          },
        },
      },
    },
  },
  lotteryRecent: {
    operationId: 'lotteryRecent',
    method: 'get',
    path: '/lgw/vn/games/recent',
    summary: 'Latest result of every lottery game of the tenant',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { prizeMode: { ...area, description: 'Only this area.' }, ...clientQuery },
    },
    response: list(result, 'Results.'),
  },
  openedDraws: {
    operationId: 'openedDraws',
    method: 'get',
    path: '/lgw/vn/numeros/opened/game',
    summary: 'Open draws of a lottery game with countdowns',
    auth: 'none',
    query: gameQuery,
    errors: ['game_not_found'],
    response: openedResponse,
  },
  lottoOpened: {
    operationId: 'lottoOpened',
    method: 'get',
    path: '/lotto/lgw/games/opened/numero',
    summary: 'Open draws of a LOTT or ELOTT game with countdowns',
    auth: 'none',
    query: gameQuery,
    errors: ['game_not_found'],
    response: openedResponse,
  },
  placeLotteryBet: {
    operationId: 'placeLotteryBet',
    method: 'post',
    path: '/lgw/lottery/bets',
    summary:
      'Bet on 2- or 3-digit numbers of an open draw; debits stake x numbers (ledger lottery_bet)',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['gameCode', 'drawId', 'numbers', 'stake'],
      properties: {
        gameCode: s.str('Lottery game code.', { maxLength: 60 }),
        drawId: s.int('Draw to bet on (from the open draws).', { minimum: 0 }),
        numbers: {
          type: 'array',
          minItems: 1,
          maxItems: 1000,
          uniqueItems: true,
          items: s.str('A 2-digit or 3-digit pick.', { pattern: '^\\d{2,3}$' }),
          description: 'Numbers picked.',
        },
        stake: { ...amount, description: 'Stake per number.' },
      },
    },
    errors: ['game_not_found', 'draw_closed', 'insufficient_balance', 'account_frozen'],
    response: lotteryBet,
  },
  lotteryBets: {
    operationId: 'lotteryBets',
    method: 'get',
    path: '/lgw/lottery/bets',
    summary: "The member's lottery bets, newest first",
    auth: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameCode: s.str('Only this game.', { maxLength: 60 }),
        status: {
          type: 'string',
          enum: ['pending', 'won', 'lost'],
          description: 'Only this status.',
        },
        ...paging,
        ...clientQuery,
      },
    },
    response: page(lotteryBet),
  },
  lotteryResults: {
    operationId: 'lotteryResults',
    method: 'get',
    path: '/lgw/lottery/results',
    summary: 'Latest results of a lottery game, newest first',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['gameCode'],
      properties: {
        gameCode: s.str('Lottery game code.', { maxLength: 60 }),
        limit: s.int('How many draws (default 10).', { minimum: 1, maximum: 100 }),
        ...clientQuery,
      },
    },
    errors: ['game_not_found'],
    response: list(result, 'Results.'),
  },
});
