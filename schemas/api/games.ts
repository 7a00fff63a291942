// Games family (see ARCHITECTURE.md "API contract" and spec §7): menus, lists, vendors,
// favourites, recent games, launch, live rooms, winner board, betting records and the demo game.
// Game lists carry the tenant's enabled vendors only, regrouped as spec §4 says (ESPORTS and
// COCKFIGHT out of SPORTS, INHOUSE out of RNG). FAV and RECENT lists need a member: without a
// token they answer an empty page (auth optional), so a visitor's home tabs simply stay empty.
import { amount, defineOps, page, paging, s } from './operation.ts';
import { DISPLAY_CATEGORIES } from '../constants.ts';

const money = <const D extends string>(description: D) =>
  ({ type: 'number', description }) as const;

const date = <const D extends string>(description: D) =>
  s.str(description, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Query fields the platform's clients send on game calls; accepted and ignored. */
const clientQuery = {
  language: s.str('Interface language of the caller.'),
  clientType: s.str('Client type (3 web).'),
  platform: s.str('Client platform, e.g. html5-desktop or flash.'),
  merchant: s.str('Merchant code of the tenant.'),
  merchantCode: s.str('Merchant code of the tenant.'),
  isPlatform: s.str('Platform flag (2).'),
  device: s.str('Device, e.g. WEB.'),
} as const;

const gameType = {
  type: 'string',
  enum: DISPLAY_CATEGORIES,
  description: 'Game category after the spec §4 regrouping.',
} as const;

const subType = {
  type: 'string',
  enum: ['JP', 'TG', 'AC'],
  description: 'Game sub-type: JP jackpot, TG table game, AC arcade.',
} as const;

export const gameItem = {
  type: 'object',
  additionalProperties: false,
  required: [
    'gameId',
    'nodeId',
    'gameCode',
    'gameName',
    'nodeName',
    'displayName',
    'vassalage',
    'vendorLabel',
    'gameType',
    'isGame',
    'isHot',
    'isNew',
    'subType',
    'maintenance',
    'iconUrl',
    'showIcon',
    'lagerIcon',
    'smallIcon',
  ],
  properties: {
    gameId: s.int('Game id.'),
    nodeId: s.int('Node id: the id favourites use.'),
    gameCode: s.str('Game code, the id launch uses.'),
    gameName: s.str('Game name.'),
    nodeName: s.str('Game name (the platform name of the same field).'),
    displayName: s.str('Name shown on the tile (the UI truncates it at 12 characters).'),
    vassalage: s.str('Vendor code.'),
    vendorLabel: s.str('Vendor name shown to players (a brand label for BTI).'),
    gameType,
    isGame: s.bool('false for a vendor card, whose launch opens the vendor game list.'),
    isHot: { type: 'integer', enum: [0, 1], description: '1 shows the hot badge.' },
    isNew: s.bool('A new game.'),
    subType: {
      type: ['string', 'null'],
      enum: ['JP', 'TG', 'AC', null],
      description: 'JP, TG, AC or null.',
    },
    maintenance: s.bool('Under maintenance: launch is refused with recommend_game_tips1.'),
    iconUrl: s.str('Icon URL (generated SVG of this server).'),
    showIcon: s.str('Icon URL (same as iconUrl).'),
    lagerIcon: s.str('Large icon URL.'),
    smallIcon: s.str('Small icon URL.'),
  },
} as const;

const vendorCard = {
  type: 'object',
  additionalProperties: false,
  required: ['vassalage', 'title', 'gameClassify', 'gameCount', 'iconUrl', 'cards'],
  properties: {
    vassalage: s.str('Vendor code.'),
    title: s.str('Vendor name shown (brand label where the tenant sets one).'),
    gameClassify: gameType,
    gameCount: s.int('Games of this vendor in this category.'),
    iconUrl: s.str('Vendor icon URL.'),
    cards: {
      type: 'array',
      items: gameItem,
      description: 'The vendor card entries (isGame false).',
    },
  },
} as const;

const favouriteTarget = {
  nodeId: s.int('Node id of the game.', { minimum: 1 }),
  vendor: s.str('Vendor code of the game.', { maxLength: 40 }),
  gameType: s.str('Category of the game.', { maxLength: 20 }),
} as const;

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
    vassalage: s.str('Vendor code.'),
    url: s.str('Launch URL (a CDN launch host of the tenant, or this server demo game page).'),
    route: s.str('Site route with its query, e.g. /vnLottery?gameCode=...'),
    embed: s.bool('Whether the URL is meant for an iframe (gameLaunchFB).'),
  },
} as const;

const winner = {
  type: 'object',
  additionalProperties: false,
  required: ['customerName', 'gameName', 'gameCode', 'winAmount', 'iconUrl', 'at'],
  properties: {
    customerName: s.str('Account of the winner, masked.'),
    gameName: s.str('Game name.'),
    gameCode: s.str('Game code.'),
    winAmount: money('Amount paid out.'),
    iconUrl: s.str('Icon of the game.'),
    at: s.int('When (ms).'),
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

const demoState = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'gameName', 'vassalage', 'balance', 'stakes', 'expiresAt'],
  properties: {
    gameCode: s.str('Game code.'),
    gameName: s.str('Game name.'),
    vassalage: s.str('Vendor code.'),
    balance: money('Balance of the player.'),
    stakes: { type: 'array', items: money('A stake.'), description: 'Stakes the page offers.' },
    expiresAt: s.int('When the ticket expires (ms).'),
  },
} as const;

const ticketParam = s.str('One-time launch ticket.', { minLength: 16, maxLength: 128 });

export const DEMO_STAKES = [1, 5, 10, 50, 100] as const;

/** Bits of `gameIndex` flags: the catalogue facts a list filters on. */
export const GAME_INDEX_FLAG = { hot: 1, new: 2, maintenance: 4, JP: 8, TG: 16, AC: 32 } as const;

/**
 * What a keyword is matched against, for the server's gameList and the client's search over the
 * gameIndex alike: name, display name and code, lower-cased (so both find the same games).
 */
export const gameSearchText = (g: { gameName: string; displayName: string; gameCode: string }) =>
  `${g.gameName} ${g.displayName} ${g.gameCode}`.toLowerCase();
export const normaliseKeyword = (keyword: string) => keyword.trim().toLowerCase();

const column = <const I extends { type: 'integer' | 'string' }, const D extends string>(
  item: I,
  description: D,
) => ({ type: 'array', items: item, description }) as const;

export const gamesOps = defineOps({
  gameMenus: {
    operationId: 'gameMenus',
    method: 'get',
    path: '/lgw/games/game_menus',
    summary: 'Game categories of the tenant after the spec §4 regrouping, with their vendor cards',
    auth: 'none',
    query: { type: 'object', additionalProperties: false, properties: { ...clientQuery } },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['categories'],
      properties: {
        categories: {
          type: 'array',
          description: 'Categories in display order.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['gameCategory', 'vendors'],
            properties: {
              gameCategory: gameType,
              vendors: { type: 'array', items: vendorCard, description: 'Vendor cards.' },
            },
          },
        },
      },
    },
  },
  gameList: {
    operationId: 'gameList',
    method: 'get',
    path: '/lgw/games/list',
    summary:
      'Paged game list with filters (NEW, FAV, ALL, HOT, RECENT), vendor, sub-type and keyword; FAV and RECENT are empty pages without a token',
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameType: s.str('Category (after regrouping), e.g. RNG or ESPORTS.', { maxLength: 20 }),
        vassalage: s.str('Vendor code.', { maxLength: 40 }),
        filter: {
          type: 'string',
          enum: ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'],
          default: 'ALL',
          description: 'List filter.',
        },
        subType,
        keyword: s.str('Search in game names and codes (case-insensitive).', { maxLength: 60 }),
        ...paging,
        ...clientQuery,
      },
    },
    response: page(gameItem),
  },
  gameIndex: {
    operationId: 'gameIndex',
    method: 'get',
    path: '/lgw/games/index',
    summary:
      'Every game of the tenant (vendor cards left out) in compact columns, list order, so the client can search all of them as the player types',
    auth: 'none',
    query: { type: 'object', additionalProperties: false, properties: { ...clientQuery } },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['total', 'vendors', 'gameTypes', 'icons', 'games'],
      properties: {
        total: s.int('Games in the index.'),
        vendors: {
          type: 'array',
          description: 'Vendors the games column `vendor` points into.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['vassalage', 'label'],
            properties: {
              vassalage: s.str('Vendor code.'),
              label: s.str('Vendor name shown to players (a brand label for BTI).'),
            },
          },
        },
        gameTypes: {
          type: 'array',
          items: gameType,
          description: 'Categories the games column `gameType` points into.',
        },
        icons: {
          type: 'object',
          additionalProperties: false,
          required: ['icon', 'large', 'small'],
          description: 'Icon URL templates; {gameCode} stands for the URI-encoded game code.',
          properties: {
            icon: s.str('Icon URL template.'),
            large: s.str('Large icon URL template.'),
            small: s.str('Small icon URL template.'),
          },
        },
        games: {
          type: 'object',
          additionalProperties: false,
          required: ['gameId', 'nodeId', 'gameCode', 'name', 'vendor', 'gameType', 'flags'],
          description: 'One column per field; entry i of every column is game i.',
          properties: {
            gameId: column({ type: 'integer' }, 'Game ids.'),
            nodeId: column({ type: 'integer' }, 'Node ids (what favourites use).'),
            gameCode: column({ type: 'string' }, 'Game codes.'),
            name: column({ type: 'string' }, 'Names (game name and display name alike).'),
            vendor: column({ type: 'integer' }, 'Index into vendors.'),
            gameType: column({ type: 'integer' }, 'Index into gameTypes.'),
            flags: column(
              { type: 'integer' },
              'Bits: 1 hot, 2 new, 4 under maintenance, 8 JP, 16 TG, 32 AC.',
            ),
          },
        },
      },
    },
  },
  gameVendor: {
    operationId: 'gameVendor',
    method: 'get',
    path: '/lgw/games/vendors',
    summary: 'Vendor lanes per category',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { flush: s.str('Bypass caches (ignored: nothing is cached).'), ...clientQuery },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['lanes'],
      properties: {
        lanes: {
          type: 'array',
          description: 'One lane per category.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['gameCategory', 'vendors'],
            properties: {
              gameCategory: gameType,
              vendors: { type: 'array', items: vendorCard, description: 'Vendors of the lane.' },
            },
          },
        },
      },
    },
  },
  getVassGameType: {
    operationId: 'getVassGameType',
    method: 'get',
    path: '/lgw/games/vassalage/types',
    summary: 'Game categories and sub-types a vendor offers at this tenant',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['vassalage'],
      properties: { vassalage: s.str('Vendor code.', { maxLength: 40 }), ...clientQuery },
    },
    errors: ['game_not_found'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['vassalage', 'title', 'gameTypes'],
      properties: {
        vassalage: s.str('Vendor code.'),
        title: s.str('Vendor name shown.'),
        gameTypes: {
          type: 'array',
          description: 'Categories of the vendor with their counts and sub-types.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['gameType', 'count', 'subTypes'],
            properties: {
              gameType,
              count: s.int('Games.'),
              subTypes: { type: 'array', items: subType, description: 'Sub-types present.' },
            },
          },
        },
      },
    },
  },
  newGameVendor: {
    operationId: 'newGameVendor',
    method: 'get',
    path: '/lgw/games/vendors/new',
    summary: 'Vendors with new games, most new games first',
    auth: 'none',
    query: { type: 'object', additionalProperties: false, properties: { ...clientQuery } },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: {
        list: {
          type: 'array',
          description: 'Vendors.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['vassalage', 'title', 'gameType', 'newGames'],
            properties: {
              vassalage: s.str('Vendor code.'),
              title: s.str('Vendor name shown.'),
              gameType,
              newGames: s.int('New games of the vendor.'),
            },
          },
        },
      },
    },
  },
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
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', items: gameItem, description: 'Hot games.' } },
    },
  },
  favoritesList: {
    operationId: 'favoritesList',
    method: 'get',
    path: '/lgw/games/favorites',
    summary: "The member's favourite games, newest first, with the list of their node ids",
    auth: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        gameType: s.str('Only this category.', { maxLength: 20 }),
        pageNo: paging.pageNo,
        pageSize: { ...paging.pageSize, default: 999 },
        ...clientQuery,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['content', 'pageNo', 'pageSize', 'total', 'totalPages', 'ids'],
      properties: {
        content: { type: 'array', items: gameItem, description: 'Games of this page.' },
        pageNo: s.int('Page number.'),
        pageSize: s.int('Items per page.'),
        total: s.int('Favourites in all pages.'),
        totalPages: s.int('Pages.'),
        ids: { type: 'array', items: s.int('A node id.'), description: 'Every favourite node id.' },
      },
    },
  },
  favoritesAdd: {
    operationId: 'favoritesAdd',
    method: 'post',
    path: '/lgw/games/favorites',
    summary: 'Add a favourite (idempotent: adding twice keeps one)',
    auth: 'member',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['nodeId'],
      properties: favouriteTarget,
    },
    errors: ['game_not_found'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['ids'],
      properties: {
        ids: { type: 'array', items: s.int('A node id.'), description: 'Favourites now.' },
      },
    },
  },
  favoritesRemove: {
    operationId: 'favoritesRemove',
    method: 'delete',
    path: '/lgw/games/favorites',
    summary: 'Remove a favourite (idempotent: removing one that is absent succeeds)',
    auth: 'member',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['nodeId'],
      properties: { ...favouriteTarget, ...clientQuery },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['ids'],
      properties: {
        ids: { type: 'array', items: s.int('A node id.'), description: 'Favourites now.' },
      },
    },
  },
  recentGames: {
    operationId: 'recentGames',
    method: 'get',
    path: '/lgw/games/recent',
    summary: 'Games the member launched lately, newest first (empty page without a token)',
    auth: 'optional',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        page: { ...paging.pageNo, description: 'Page number, from 1.' },
        pageSize: paging.pageSize,
        gameType: s.str('Only this category.', { maxLength: 20 }),
        ...clientQuery,
      },
    },
    response: page(gameItem),
  },
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
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: {
        list: { type: 'array', items: winner, description: 'Winners, biggest first.' },
      },
    },
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
  gameIcon: {
    operationId: 'gameIcon',
    method: 'get',
    path: '/lgw/games/icon/{gameCode}.svg',
    summary: 'Generated SVG icon of a game (colours from a hash of its code)',
    auth: 'none',
    raw: 'svg',
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['gameCode'],
      properties: { gameCode: s.str('Game code.', { maxLength: 60 }) },
    },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        size: { type: 'string', enum: ['large', 'small'], description: 'Icon size.' },
      },
    },
    errors: ['game_not_found'],
    response: { type: 'string', description: 'SVG image.' },
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
      properties: { t: ticketParam, embed: s.str('1 when shown in an iframe.') },
    },
    response: { type: 'string', description: 'HTML page.' },
  },
  demoGameState: {
    operationId: 'demoGameState',
    method: 'get',
    path: '/demo-game/state',
    summary: 'Game and balance behind a launch ticket',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['t'],
      properties: { t: ticketParam },
    },
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
    errors: ['insufficient_balance'],
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['betId', 'stake', 'payout', 'multiplier', 'symbols', 'balance'],
      properties: {
        betId: s.int('Id of the recorded bet.'),
        stake: money('Stake.'),
        payout: money('Paid back (0 when lost).'),
        multiplier: s.num('payout / stake.'),
        symbols: { type: 'array', items: s.str('A symbol.'), description: 'The three reels.' },
        balance: money('Balance after the spin.'),
      },
    },
  },
});
