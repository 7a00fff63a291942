// Games family, launch (spec §7 "Launch" and "Rooms", spec §2 "Game launch rules"): launchGame,
// gameLaunchFB, live rooms, and the betting records plays leave (the demo game a launch opens is
// games-demo.ts).
import { date, defineOps, money, page, paging, s } from './operation.ts';
import { clientQuery } from './games-shared.ts';

const launchQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode'],
  properties: {
    gameCode: s.str('Game code to launch.', { minLength: 1, maxLength: 60 }),
    backUrl: s.str('Where the game returns to.'),
    ...clientQuery,
  },
} as const;

const launchResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'gameCode', 'vassalage'],
  properties: {
    type: {
      type: 'string',
      enum: ['url', 'route', 'vendorList'],
      description:
        'url: open value.url; route: a lottery screen of the site (value.route); vendorList: a vendor card, show the vendor game list.',
    },
    gameCode: s.str('Game code launched.'),
    gameName: s.str('Name of the game launched, for the title of the page that shows it.'),
    vassalage: s.str('Vendor code.'),
    url: s.str('Launch URL (a CDN launch host of the tenant, or this server demo game page).'),
    route: s.str('Site route with its query, e.g. /vnLottery?gameCode=...'),
    embed: s.bool('Whether the URL is meant for an iframe (gameLaunchFB).'),
  },
} as const;

const betRow = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'gameCode', 'gameName', 'vassalage', 'category', 'stake', 'payout', 'net', 'at'],
  properties: {
    id: s.int('Bet id.'),
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    vassalage: s.str('Vendor code.'),
    category: s.str('Raw category (LIVE, RNG, FISH, PVP, SPORTS, LOTT, ELOTT, BGS).'),
    stake: money('Stake.'),
    payout: money('Amount paid back (0 for a lost bet).'),
    net: money('payout - stake, the member profit of the bet.'),
    at: s.int('When it was settled (ms).'),
  },
} as const;

export const launchOps = defineOps({
  launchGame: {
    operationId: 'launchGame',
    method: 'get',
    path: '/wps/game/launchGame',
    summary:
      'Launch a game: a URL (tenant launch CDN or the demo game page), a lottery route, or a vendor list; records a recent game',
    auth: 'member',
    noTrial: true,
    query: launchQuery,
    errors: ['game_not_found', 'recommend_game_tips1'],
    response: launchResponse,
  },
  gameLaunchFB: {
    operationId: 'gameLaunchFB',
    method: 'get',
    path: '/wps/game/launchGameFB',
    summary: 'Launch a game in the seamless (iframe) variant; otherwise as launchGame',
    auth: 'member',
    noTrial: true,
    query: launchQuery,
    errors: ['game_not_found', 'recommend_game_tips1'],
    response: launchResponse,
  },
  GLS2_roomList: {
    operationId: 'GLS2_roomList',
    method: 'get',
    path: '/lgw/games/rooms',
    summary: 'Live rooms (tables) of a live vendor the tenant enables',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['vassalage'],
      properties: { vassalage: s.str('Live vendor code.', { maxLength: 40 }), ...clientQuery },
    },
    errors: ['game_not_found'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['vassalage', 'rooms'],
      properties: {
        vassalage: s.str('Vendor code.'),
        rooms: {
          type: 'array',
          description: 'Rooms.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: [
              'roomId',
              'roomName',
              'gameCode',
              'tableType',
              'dealer',
              'minBet',
              'maxBet',
              'players',
              'status',
            ],
            properties: {
              roomId: s.str('Room id.'),
              roomName: s.str('Room name.'),
              gameCode: s.str('Game code to launch for this room.'),
              tableType: s.str('Baccarat, Roulette, ...'),
              dealer: s.str('Dealer name.'),
              minBet: money('Smallest bet.'),
              maxBet: money('Largest bet.'),
              players: s.int('Players seated now.'),
              status: { type: 'string', enum: ['open', 'shuffling'], description: 'Room state.' },
            },
          },
        },
      },
    },
  },
  bettingRecords: {
    operationId: 'bettingRecords',
    method: 'get',
    path: '/wps/v2/bets',
    summary:
      "The member's bets, newest first, with totals over the whole range (dates are days in the tenant's time zone, both ends inclusive; default the last 7 days)",
    auth: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        startDate: date('First day, YYYY-MM-DD.'),
        endDate: date('Last day, YYYY-MM-DD.'),
        category: s.str('Raw category (LIVE, RNG, SPORTS, LOTT, ...) or ALL.', { maxLength: 20 }),
        ...paging,
        ...clientQuery,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list', 'pageNo', 'pageSize', 'total', 'totalPages', 'totals'],
      properties: {
        ...page(betRow).properties,
        totals: {
          type: 'object',
          additionalProperties: false,
          required: ['stake', 'payout', 'net', 'count'],
          properties: {
            stake: money('Sum of stakes over the whole range.'),
            payout: money('Sum of payouts over the whole range.'),
            net: money('payout - stake over the whole range.'),
            count: s.int('Bets in the range.'),
          },
        },
      },
    },
  },
});
