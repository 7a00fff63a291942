// Games family, winners and hot (spec §7 "Hot games", "Winner board", "Game by prize mode"):
// what the home page shows above its sections.
import { defineOps, list, money, s } from './operation.ts';
import { clientQuery, gameItem } from './games-shared.ts';

const winner = {
  type: 'object',
  additionalProperties: false,
  required: ['customerName', 'gameName', 'gameCode', 'winAmount', 'iconUrl', 'at'],
  properties: {
    customerName: s.str('Account of the winner, masked.'),
    gameName: s.str('Game name.'),
    gameCode: s.str('Game code.'),
    winAmount: money('Amount paid out.'),
    iconUrl: s.str("Icon of the game, at the catalogue's small size (the board's rows are 32 px)."),
    at: s.int('When (ms).'),
  },
} as const;

export const winnersOps = defineOps({
  hotGames: {
    operationId: 'hotGames',
    method: 'get',
    path: '/lgw/games/hot',
    summary: 'Hot games of the tenant (isHot 1), in category order',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        limit: s.int('At most this many.', { minimum: 1, maximum: 200 }),
        ...clientQuery,
      },
    },
    response: list(gameItem, 'Hot games.'),
  },
  winnerBoard: {
    operationId: 'winnerBoard',
    method: 'get',
    path: '/lgw/games/winners',
    summary: 'Biggest payouts of the last 7 days from real bets (accounts masked)',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameCategory: s.str('ALL or a category (raw or regrouped).', { maxLength: 20 }),
        limitNum: s.int('How many (default 20).', { minimum: 1, maximum: 100 }),
        ...clientQuery,
      },
    },
    response: list(winner, 'Winners, biggest first.'),
  },
  gameByPrizeMode: {
    operationId: 'gameByPrizeMode',
    method: 'get',
    path: '/lgw/games/prizeMode',
    summary:
      'Lottery games by prize mode: LOTT and ELOTT their categories, SEA the TCG_SEA games, ZY (house lottery) the LOTT vendor games',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['prizeMode'],
      properties: {
        prizeMode: {
          type: 'string',
          enum: ['LOTT', 'ELOTT', 'ZY', 'SEA'],
          description: 'Prize mode.',
        },
        ...clientQuery,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['prizeMode', 'list'],
      properties: {
        prizeMode: s.str('Prize mode asked.'),
        list: { type: 'array', items: gameItem, description: 'Games.' },
      },
    },
  },
});
