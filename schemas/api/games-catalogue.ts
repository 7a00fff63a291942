// Games family, catalogue (spec §7 "Game menus", "Game list", "Vendors", "Vendor game types,
// new vendors"): menus, lists, the compact game index, vendors and icons. Game lists carry the
// tenant's enabled vendors only, regrouped as spec §4 says (ESPORTS and COCKFIGHT out of SPORTS,
// INHOUSE out of RNG).
import { defineOps, list, page, paging, s } from './operation.ts';
import { clientQuery, gameType, subType, gameItem } from './games-shared.ts';

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

/**
 * A game icon's side in px by its `size` query; `tile`, without one, is a phone's tile (about
 * 120 CSS px) at DPR 2, the size the game tiles show.
 */
export const GAME_ICON_PX = { small: 96, large: 400, tile: 240 } as const;

/** What both icon URLs take and answer. */
const icon = {
  auth: 'none',
  raw: 'png',
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
      size: {
        type: 'string',
        enum: ['large', 'small'],
        description: `Icon side: small ${GAME_ICON_PX.small} px, large ${GAME_ICON_PX.large} px; without it ${GAME_ICON_PX.tile} px (a phone's tile at DPR 2).`,
      },
    },
  },
  errors: ['game_not_found'],
  response: { type: 'string', description: 'PNG image.' },
} as const;

export const catalogueOps = defineOps({
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
    response: list(
      {
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
      'Vendors.',
    ),
  },
  gameIcon: {
    operationId: 'gameIcon',
    method: 'get',
    path: '/lgw/games/icon/{gameCode}.png',
    summary:
      'Generated PNG icon of a game or vendor card (its kind of game in colours from a hash of its code)',
    ...icon,
  },
  gameIconSvg: {
    operationId: 'gameIconSvg',
    method: 'get',
    path: '/lgw/games/icon/{gameCode}.svg',
    summary:
      'The same PNG icon at the URL catalogues gave before icons were PNG (one a browser cached, a page kept)',
    ...icon,
  },
});
