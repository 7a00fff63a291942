// Games family, launch (spec §7 "Launch" and "Rooms", spec §2 "Game launch rules"): launchGame,
// gameLaunchFB, live rooms, the demo game page a launch opens (its state and spins), and the
// betting records those plays leave.
import { amount, date, defineOps, money, page, paging, s } from './operation.ts';
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

/** A seed pair as the player sees it before rotation: the commitment, never the server seed. */
const seedPair = {
  type: 'object',
  additionalProperties: false,
  required: ['serverSeedHash', 'clientSeed', 'nonce'],
  properties: {
    serverSeedHash: s.str('SHA-256 (hex) of the secret server seed the next spins are drawn from.'),
    clientSeed: s.str("The player's client seed."),
    nonce: s.int('Nonce of the next spin (spins drawn from this pair so far).'),
  },
} as const;

const demoState = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'gameName', 'vassalage', 'balance', 'stakes', 'expiresAt', 'fair'],
  properties: {
    fair: { ...seedPair, description: 'The current seed pair of the player.' },
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    vassalage: s.str('Vendor code.'),
    balance: money('Balance of the player.'),
    stakes: { type: 'array', items: money('A stake.'), description: 'Stakes the page offers.' },
    expiresAt: s.int('When the ticket expires (ms).'),
  },
} as const;

const ticketParam = s.str('One-time launch ticket.', { minLength: 16, maxLength: 128 });

/** The query of the calls a game page makes with its ticket alone. */
const ticketQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['t'],
  properties: { t: ticketParam },
} as const;

const historyRow = {
  type: 'object',
  additionalProperties: false,
  required: [
    'betId',
    'at',
    'gameName',
    'stake',
    'payout',
    'serverSeedHash',
    'clientSeed',
    'nonce',
    'serverSeed',
  ],
  properties: {
    betId: s.int('Bet id.'),
    at: s.int('When it was played (ms).'),
    gameName: s.str('Game name.'),
    stake: money('Stake.'),
    payout: money('Paid back (0 when lost).'),
    serverSeedHash: s.str('Commitment of the server seed the spin was drawn from.'),
    clientSeed: s.str('Client seed of the spin.'),
    nonce: s.int('Nonce of the spin.'),
    serverSeed: {
      type: ['string', 'null'],
      description: 'The server seed once rotated (revealed); null while it is still in play.',
    },
  },
} as const;

export const DEMO_STAKES = [1, 5, 10, 50, 100] as const;

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
  demoGamePage: {
    operationId: 'demoGamePage',
    method: 'get',
    path: '/demo-game/play',
    summary: 'The demo game page (self-contained HTML) for a launch ticket',
    auth: 'none',
    raw: 'html',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['t'],
      properties: {
        t: ticketParam,
        embed: s.str('1 when shown in an iframe.'),
        lang: s.str('Language of the page (the site language the game was launched from).', {
          pattern: '^[A-Za-z-]{2,10}$',
        }),
      },
    },
    response: { type: 'string', description: 'HTML page.' },
  },
  demoGameState: {
    operationId: 'demoGameState',
    method: 'get',
    path: '/demo-game/state',
    summary: 'Game and balance behind a launch ticket',
    auth: 'none',
    query: ticketQuery,
    response: demoState,
  },
  demoGameSpin: {
    operationId: 'demoGameSpin',
    method: 'post',
    path: '/demo-game/spin',
    summary:
      'One spin: debits the stake (ledger bet), credits the payout (ledger payout, RTP about 96%) and records the bet',
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['ticket', 'stake'],
      properties: {
        ticket: ticketParam,
        stake: { ...amount, enum: DEMO_STAKES, description: 'Stake, one of 1, 5, 10, 50, 100.' },
      },
    },
    errors: ['insufficient_balance', 'account_frozen'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: [
        'betId',
        'stake',
        'payout',
        'multiplier',
        'symbols',
        'balance',
        'serverSeedHash',
        'clientSeed',
        'nonce',
      ],
      properties: {
        betId: s.int('Id of the recorded bet.'),
        serverSeedHash: s.str('Commitment of the server seed the spin was drawn from.'),
        clientSeed: s.str('Client seed of the spin.'),
        nonce: s.int('Nonce of the spin.'),
        stake: money('Stake.'),
        payout: money('Paid back (0 when lost).'),
        multiplier: s.num('payout / stake.'),
        symbols: { type: 'array', items: s.str('A symbol.'), description: 'The three reels.' },
        balance: money('Balance after the spin.'),
      },
    },
  },
  demoGameSeeds: {
    operationId: 'demoGameSeeds',
    method: 'post',
    path: '/demo-game/seeds',
    summary:
      "Rotate the player's seeds: reveal the server seed in play (its spins can now be verified) and start a new pair with the client seed given (random when none)",
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['ticket'],
      properties: {
        ticket: ticketParam,
        clientSeed: s.str('The client seed of the new pair.', { minLength: 1, maxLength: 64 }),
      },
    },
    errors: ['client_seed_invalid'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['revealed', 'next'],
      properties: {
        revealed: {
          type: 'object',
          additionalProperties: false,
          required: ['serverSeed', 'serverSeedHash', 'clientSeed', 'spins'],
          description: 'The pair that was in play, its server seed now public.',
          properties: {
            serverSeed: s.str('The server seed, revealed.'),
            serverSeedHash: s.str('Its SHA-256, as it was shown before play.'),
            clientSeed: s.str('The client seed it was played with.'),
            spins: s.int('Spins drawn from it (nonces 0 to spins - 1).'),
          },
        },
        next: { ...seedPair, description: 'The new pair.' },
      },
    },
  },
  demoGameHistory: {
    operationId: 'demoGameHistory',
    method: 'get',
    path: '/demo-game/history',
    summary:
      "The player's last demo spins with what each was drawn from; a spin's server seed shows once its pair is rotated",
    auth: 'none',
    query: ticketQuery,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', items: historyRow, description: 'Newest first.' } },
    },
  },
});
