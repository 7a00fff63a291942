// Lottery family (see ARCHITECTURE.md "API contract" and spec §7): menus of the LOTT, ELOTT, VN
// and SEA areas, open draws with countdowns, bets on 2- or 3-digit numbers, results.
// Draws follow the server clock: draw n of a game runs from n x period to (n + 1) x period and
// closes at its end; the 'lottery-settle' job draws a 5-digit result and pays 2-digit picks that
// match its last 2 digits 90x and 3-digit picks that match its last 3 digits 900x.
import { amount, defineOps, page, paging, s } from './operation.ts';

const money = <const D extends string>(description: D) =>
  ({ type: 'number', description }) as const;

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
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', items: result, description: 'Results.' } },
    },
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
    errors: ['game_not_found', 'draw_closed', 'insufficient_balance'],
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
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', items: result, description: 'Results.' } },
    },
  },
});
