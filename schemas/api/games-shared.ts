// Games family, the pieces every part of it uses: a game item as every list returns it, its
// category and sub-type, and the client fields game calls carry.
import { s } from './operation.ts';
import { DISPLAY_CATEGORIES } from '../constants.ts';

/** Query fields the platform's clients send on game calls; accepted and ignored. */
export const clientQuery = {
  language: s.str('Interface language of the caller.'),
  clientType: s.str('Client type (3 web).'),
  platform: s.str('Client platform, e.g. html5-desktop or flash.'),
  merchant: s.str('Merchant code of the tenant.'),
  merchantCode: s.str('Merchant code of the tenant.'),
  isPlatform: s.str('Platform flag (2).'),
  device: s.str('Device, e.g. WEB.'),
} as const;

/** A one-time ticket the platform's own pages are opened with (a game, a chat room, a lobby). */
export const ticketParam = <const D extends string>(description: D) =>
  s.str(description, { minLength: 16, maxLength: 128 });

/** The query of a call a ticketed page makes with its ticket alone. */
export const ticketQuery = <const D extends string>(description: D) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['t'],
    properties: { t: ticketParam(description) },
  }) as const;

export const gameType = {
  type: 'string',
  enum: DISPLAY_CATEGORIES,
  description: 'Game category after the spec §4 regrouping.',
} as const;

export const subType = {
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
