// What the tenant offers to play: vendors per raw category (spec §4) and the home page's sections.
import { GAME_CATEGORIES, HOME_SECTIONS, VENDOR_CODES, type GameCategory } from '../constants.ts';

const categoryVendors = {
  type: 'array',
  description: 'Vendor codes enabled in this category, in display order.',
  uniqueItems: true,
  items: {
    type: 'string',
    enum: VENDOR_CODES,
    description: 'A vendor code known to the platform.',
  },
} as const;

/**
 * One property per raw category. The compiler asks for the row of a category new in
 * GAME_CATEGORIES: without it, validation would refuse every manifest that lists its vendors.
 */
const categoryProperties = {
  LIVE: { ...categoryVendors, description: 'Live casino vendors.' },
  RNG: {
    ...categoryVendors,
    description: 'Slots vendors; in-house ones move to INHOUSE.',
  },
  FISH: { ...categoryVendors, description: 'Fishing game vendors.' },
  PVP: { ...categoryVendors, description: 'Player-versus-player card game vendors.' },
  SPORTS: {
    ...categoryVendors,
    description: 'Sports vendors; e-sports and cockfight vendors move to their own categories.',
  },
  LOTT: { ...categoryVendors, description: 'Lottery vendors.' },
  ELOTT: { ...categoryVendors, description: 'Electronic lottery vendors.' },
  BGS: { ...categoryVendors, description: 'Vendors of the bgs list.' },
} as const satisfies Record<GameCategory, object>;

export const gamesSchema = {
  type: 'object',
  description: 'Game categories and vendors the tenant offers.',
  additionalProperties: false,
  required: ['categories'],
  properties: {
    categories: {
      type: 'object',
      description:
        'Vendors per raw category. E-sports and cockfight vendors listed under SPORTS, and in-house vendors under RNG, are regrouped into their own categories (spec §4).',
      additionalProperties: false,
      propertyNames: { enum: GAME_CATEGORIES },
      properties: categoryProperties,
    },
    brandLabels: {
      type: 'object',
      description: 'Display label per vendor code, e.g. BTI shown under its brand name.',
      additionalProperties: { type: 'string', minLength: 1, description: 'The label shown.' },
    },
  },
} as const;

export const homeSchema = {
  type: 'object',
  description: 'Home page layout.',
  additionalProperties: false,
  required: ['sections'],
  properties: {
    sections: {
      type: 'array',
      uniqueItems: true,
      description:
        'Order of the game sections after the hot games; a section without vendors is skipped.',
      items: { type: 'string', enum: HOME_SECTIONS, description: 'A home section.' },
    },
  },
} as const;
