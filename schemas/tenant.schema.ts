// The tenant manifest schema, composed from its parts (schemas/tenant/, one concern a file). This
// module is the source; `schemas/tenant.schema.json` is written from it by `npm run schemas` (a
// test fails when the JSON is stale) so editors can use it.
import { LANGUAGES } from './constants.ts';
import { flagsSchema } from './flags.ts';
import { localizedTextSchema } from './localized.ts';
import { agentSchema } from './tenant/agent.ts';
import { apiSchema } from './tenant/api.ts';
import { gamesSchema, homeSchema } from './tenant/games.ts';
import { appsSchema, customerServiceSchema, socialSchema, url } from './tenant/links.ts';
import { brandingSchema, themesSchema } from './tenant/looks.ts';
import { identityProvidersSchema, registrationSchema } from './tenant/registration.ts';
import { securitySchema } from './tenant/security.ts';

export const tenantSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://lobby.dev/schemas/tenant.schema.json',
  title: 'Lobby tenant manifest',
  description:
    'Everything that makes one branded site (a tenant): identity, looks, flags and rules.',
  type: 'object',
  additionalProperties: false,
  required: [
    'code',
    'merchantCode',
    'displayName',
    'domains',
    'currency',
    'languages',
    'themes',
    'branding',
    'registration',
    'games',
    'customerService',
    'social',
    'apps',
    'legal',
    'cdn',
    'analytics',
    'agent',
    'home',
    'security',
    'wallet',
    'api',
  ],
  properties: {
    $schema: { type: 'string', description: 'Path to this schema, for editor completion.' },
    code: {
      type: 'string',
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      maxLength: 40,
      description: 'Tenant code: the folder name under tenants/ and the <code>.localhost host.',
    },
    merchantCode: {
      type: 'string',
      pattern: '^[A-Za-z0-9_]{2,20}$',
      description:
        'Merchant code sent in the Merchant header (the platform uses lower case, e.g. wic11f3); unique across tenants regardless of case.',
    },
    displayName: {
      type: 'string',
      minLength: 1,
      maxLength: 60,
      description: 'Site name shown to players.',
    },
    domains: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      description: 'Host names that serve this tenant; unique across tenants.',
      items: {
        type: 'string',
        pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
        description: 'A lower-case host name without scheme or port.',
      },
    },
    currency: {
      type: 'object',
      description: 'The currency balances are shown in.',
      additionalProperties: false,
      required: ['code', 'symbol'],
      properties: {
        code: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. THB.' },
        symbol: {
          type: 'string',
          minLength: 1,
          maxLength: 4,
          description: 'Symbol shown before amounts.',
        },
      },
    },
    languages: {
      type: 'object',
      description: 'Interface languages (spec §1).',
      additionalProperties: false,
      required: ['default', 'available'],
      properties: {
        default: { type: 'string', enum: LANGUAGES, description: 'Language a new visitor sees.' },
        available: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          description: 'Languages offered in the selector; must include the default.',
          items: { type: 'string', enum: LANGUAGES, description: 'A language tag.' },
        },
      },
    },
    themes: themesSchema,
    branding: brandingSchema,
    flags: flagsSchema,
    identityProviders: identityProvidersSchema,
    registration: registrationSchema,
    games: gamesSchema,
    customerService: customerServiceSchema,
    social: socialSchema,
    apps: appsSchema,
    legal: {
      type: 'object',
      description: 'Licence and age rules (spec §1, §9).',
      additionalProperties: false,
      required: ['minimumAge', 'birthdayAge'],
      properties: {
        licence: {
          ...localizedTextSchema,
          description:
            "Licence text of the legal popup and footer; a string or a text per language. Leave it out for the standard licence line with the brand's name, in every language it lists (it then follows a rename).",
        },
        minimumAge: {
          type: 'integer',
          minimum: 18,
          description: 'Minimum age in the footer and consent.',
        },
        birthdayAge: {
          type: 'integer',
          minimum: 18,
          description: 'Age the birthday check requires.',
        },
      },
    },
    cdn: {
      type: 'object',
      description: 'Hosts picked at random for images and game launches (spec §7).',
      additionalProperties: false,
      required: ['images', 'gameLaunch'],
      properties: {
        images: {
          type: 'array',
          items: { ...url, description: 'Image host.' },
          description: 'Image hosts.',
        },
        gameLaunch: {
          type: 'array',
          items: { ...url, description: 'Launch host.' },
          description: 'Game launch hosts; empty means the API origin.',
        },
      },
    },
    analytics: {
      type: 'object',
      description: 'Analytics settings.',
      additionalProperties: false,
      properties: {
        gtagId: {
          type: 'string',
          pattern: '^G-[A-Z0-9]+$',
          description: 'Google tag id, e.g. G-ABC123.',
        },
      },
    },
    agent: agentSchema,
    home: homeSchema,
    security: securitySchema,
    wallet: {
      type: 'object',
      description: 'Wallet settings.',
      additionalProperties: false,
      required: ['isSingle', 'withdrawAutoReceiveMinutes'],
      properties: {
        isSingle: {
          type: 'boolean',
          description: 'Single merchant wallet (no per-vendor wallets).',
        },
        withdrawAutoReceiveMinutes: {
          type: 'integer',
          minimum: 1,
          description:
            'Minutes after approval when an unconfirmed withdrawal counts as received (spec §4).',
        },
      },
    },
    api: apiSchema,
  },
} as const;
