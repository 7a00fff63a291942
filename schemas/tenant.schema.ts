// The tenant manifest schema. This module is the source; `schemas/tenant.schema.json` is written
// from it by `npm run schemas` (a test fails when the JSON is stale) so editors can use it.
import {
  CUSTOMER_SERVICE_TYPES,
  GAME_CATEGORIES,
  HOME_SECTIONS,
  LANGUAGES,
  SOCIAL_NETWORKS,
  THEME_TOKENS,
  VENDOR_CODES,
} from './constants.ts';
import { flagsSchema } from './flags.ts';
import { localizedTextSchema } from './localized.ts';
import {
  DEFAULT_WIRE,
  DEFAULT_WIRE_CIPHER,
  EMBEDDED_KEY,
  WIRE_CIPHERS,
  WIRE_FORMATS,
} from './wire-formats.ts';

const color = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb.',
} as const;

const themeTokens = {
  type: 'object',
  description: 'Colour tokens of one theme; each becomes a --lobby-<token> CSS variable.',
  additionalProperties: false,
  required: [...THEME_TOKENS],
  properties: {
    primary: { ...color, description: 'Main brand colour: buttons, active tabs, links.' },
    primaryContrast: { ...color, description: 'Text drawn on the primary colour.' },
    accent: { ...color, description: 'Secondary highlight: badges, jackpot counter.' },
    background: { ...color, description: 'Page background.' },
    surface: { ...color, description: 'Cards, header, modals.' },
    surfaceAlt: { ...color, description: 'Side menu, inputs, alternating rows.' },
    text: { ...color, description: 'Main text colour.' },
    textMuted: { ...color, description: 'Secondary text: hints, captions.' },
    border: { ...color, description: 'Borders and separators.' },
    success: { ...color, description: 'Positive amounts and confirmations.' },
    danger: { ...color, description: 'Errors and negative amounts.' },
    warning: { ...color, description: 'Warnings and pending states.' },
  },
} as const;

const url = {
  type: 'string',
  minLength: 1,
  description: 'An absolute URL or a site path.',
} as const;
const assetPath = {
  type: 'string',
  pattern: '^assets/[A-Za-z0-9._/-]+$',
  description: 'A file path relative to the tenant folder, under assets/.',
} as const;

const fieldRule = {
  type: 'object',
  description: 'How one registration field behaves (spec §5): shown, required and its server rule.',
  additionalProperties: false,
  required: ['enabled', 'required'],
  properties: {
    enabled: { type: 'boolean', description: 'Whether the field appears on the register form.' },
    required: { type: 'boolean', description: 'Whether an empty value is refused.' },
    acceptedPattern: {
      type: 'string',
      description: "Regular expression the whole value must match; '*' stands for '.*' (spec §5).",
    },
    minLength: {
      type: 'integer',
      minimum: 0,
      maximum: 255,
      description: 'Shortest accepted length.',
    },
    maxLength: {
      type: 'integer',
      minimum: 1,
      maximum: 255,
      description: 'Longest accepted length.',
    },
    patternId: {
      type: 'integer',
      minimum: 0,
      maximum: 23,
      description: 'Which reg_pattern_{patternId} message explains the rule (spec §5, 0–23).',
    },
  },
} as const;

const identityProviderSchema = {
  type: 'object',
  description: "One one-click login provider: its OpenID Connect issuer and this site's client id.",
  additionalProperties: false,
  required: ['clientId', 'issuer'],
  properties: {
    clientId: {
      type: 'string',
      minLength: 1,
      description: "This site's client id at the provider.",
    },
    issuer: {
      type: 'string',
      pattern: '^https://[^\\s?#]+$',
      description:
        'The OpenID Connect issuer (its /.well-known/openid-configuration is read), e.g. https://accounts.google.com.',
    },
  },
} as const;

const registrationFields = {
  type: 'object',
  description: 'Rules per registration field of spec §3; fields left out are not shown.',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { ...fieldRule, description: 'Login name.' },
    password: { ...fieldRule, description: 'Login password.' },
    confirmPassword: { ...fieldRule, description: 'Password typed again; must equal password.' },
    payeeName: { ...fieldRule, description: 'Real name, used as the withdrawal payee.' },
    email: { ...fieldRule, description: 'E-mail address, used by forgot-password by email.' },
    qqNum: { ...fieldRule, description: 'QQ number.' },
    mobileNum: { ...fieldRule, description: 'Mobile number without the country dialing code.' },
    recommenderId: { ...fieldRule, description: 'Account of the member who recommended this one.' },
    captcha: { ...fieldRule, description: 'Image captcha answer.' },
    verificationCode: { ...fieldRule, description: 'SMS verification code (REGMOBVERF3).' },
    affiliateCode: { ...fieldRule, description: 'Optional invitation (affiliate) code.' },
    paymentPassword: {
      ...fieldRule,
      description: 'Password asked for withdrawals and redemptions.',
    },
    line: { ...fieldRule, description: 'LINE id.' },
    whatsapp: { ...fieldRule, description: 'WhatsApp number.' },
    facebook: { ...fieldRule, description: 'Facebook account.' },
    wechat: { ...fieldRule, description: 'WeChat id.' },
    idNumber: { ...fieldRule, description: 'National id number.' },
  },
} as const;

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
    themes: {
      type: 'object',
      description: 'Dark and light colour themes and which one a new visitor sees.',
      additionalProperties: false,
      required: ['default', 'dark', 'light'],
      properties: {
        default: {
          type: 'string',
          enum: ['dark', 'light'],
          description: 'Theme a new visitor sees.',
        },
        dark: { ...themeTokens, description: 'Tokens of the dark theme.' },
        light: { ...themeTokens, description: 'Tokens of the light theme.' },
      },
    },
    branding: {
      type: 'object',
      description: 'Logo, favicon and page title.',
      additionalProperties: false,
      required: ['logo', 'favicon', 'title'],
      properties: {
        logo: { ...assetPath, description: 'Logo file under assets/.' },
        favicon: { ...assetPath, description: 'Favicon file under assets/.' },
        title: {
          ...localizedTextSchema,
          description: 'Browser tab title; a string or a text per language.',
        },
      },
    },
    flags: flagsSchema,
    identityProviders: {
      type: 'object',
      description:
        "Where each one-click login of flags.oneClickLogin sends the player: the provider's OpenID Connect issuer and this site's client id there. Read in prod mode; in dev and test mode the embedded server's own test provider (/oidc/<provider>) stands in, under the client id given here or lobby-<code>-<provider>. The client secret is never in the manifest: the server reads LOBBY_OIDC_SECRET_<CODE>_<PROVIDER>.",
      additionalProperties: false,
      default: {},
      properties: {
        line: identityProviderSchema,
        google: identityProviderSchema,
        facebook: identityProviderSchema,
      },
    },
    registration: {
      type: 'object',
      description: 'Registration form rules (spec §3, §5).',
      additionalProperties: false,
      required: ['fields'],
      properties: { fields: registrationFields },
    },
    games: {
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
          properties: {
            LIVE: { ...categoryVendors, description: 'Live casino vendors.' },
            RNG: {
              ...categoryVendors,
              description: 'Slots vendors; in-house ones move to INHOUSE.',
            },
            FISH: { ...categoryVendors, description: 'Fishing game vendors.' },
            PVP: { ...categoryVendors, description: 'Player-versus-player card game vendors.' },
            SPORTS: {
              ...categoryVendors,
              description:
                'Sports vendors; e-sports and cockfight vendors move to their own categories.',
            },
            LOTT: { ...categoryVendors, description: 'Lottery vendors.' },
            ELOTT: { ...categoryVendors, description: 'Electronic lottery vendors.' },
            BGS: { ...categoryVendors, description: 'Vendors of the bgs list.' },
          },
        },
        brandLabels: {
          type: 'object',
          description: 'Display label per vendor code, e.g. BTI shown under its brand name.',
          additionalProperties: { type: 'string', minLength: 1, description: 'The label shown.' },
        },
      },
    },
    customerService: {
      type: 'array',
      description: 'Customer-service links of the side menu, footer and floating button (spec §2).',
      items: {
        type: 'object',
        description: 'One customer-service channel.',
        additionalProperties: false,
        required: ['type', 'title', 'url'],
        properties: {
          type: { type: 'string', enum: CUSTOMER_SERVICE_TYPES, description: 'Channel kind.' },
          title: {
            ...localizedTextSchema,
            description: 'Label, e.g. "Telegram 1"; a string or a text per language.',
          },
          url: { ...url, description: 'Where the link opens.' },
        },
      },
    },
    social: {
      type: 'object',
      description: 'Footer social links; networks left out are not shown.',
      additionalProperties: false,
      propertyNames: { enum: SOCIAL_NETWORKS },
      properties: {
        facebook: { ...url, description: 'Link to the facebook page.' },
        tiktok: { ...url, description: 'Link to the tiktok page.' },
        youtube: { ...url, description: 'Link to the youtube page.' },
        twitter: { ...url, description: 'Link to the twitter page.' },
        instagram: { ...url, description: 'Link to the instagram page.' },
        telegram: { ...url, description: 'Link to the telegram page.' },
        whatsapp: { ...url, description: 'Link to the whatsapp page.' },
      },
    },
    apps: {
      type: 'object',
      description: 'Mobile app download links and QR codes.',
      additionalProperties: false,
      properties: {
        ios: { ...url, description: 'iOS app download link.' },
        android: { ...url, description: 'Android app download link.' },
        iosLite: {
          type: 'object',
          description: 'iOS lite (web clip) app with its install steps.',
          additionalProperties: false,
          required: ['url', 'steps'],
          properties: {
            url: { ...url, description: 'Lite app link.' },
            steps: {
              type: 'array',
              description: 'Install steps shown in order.',
              items: { type: 'string', minLength: 1, description: 'One step.' },
            },
          },
        },
      },
    },
    legal: {
      type: 'object',
      description: 'Licence and age rules (spec §1, §9).',
      additionalProperties: false,
      required: ['licence', 'minimumAge', 'birthdayAge'],
      properties: {
        licence: {
          ...localizedTextSchema,
          description:
            'Licence text of the legal popup and footer; a string or a text per language.',
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
    agent: {
      type: 'object',
      description: 'Agent centre settings.',
      additionalProperties: false,
      required: ['timeZone', 'supportHours', 'contractBounds'],
      properties: {
        timeZone: {
          type: 'string',
          pattern: '^GMT[+-]([0-9]|1[0-4])$',
          description:
            'Time zone shown in the agent centre header and used for daily settlement, e.g. GMT+7.',
        },
        supportHours: {
          ...localizedTextSchema,
          description:
            'Support-hours note on the agent landing page; a string or a text per language.',
        },
        marketing: {
          type: 'object',
          description: 'Marketing text of the agent landing page.',
          additionalProperties: false,
          required: ['headline', 'body'],
          properties: {
            headline: {
              ...localizedTextSchema,
              description: 'Headline; a string or a text per language.',
            },
            body: {
              ...localizedTextSchema,
              description: 'Paragraph under the headline; a string or a text per language.',
            },
          },
        },
        contractBounds: {
          type: 'object',
          description: 'Highest rates an agent may offer a downline.',
          additionalProperties: false,
          required: [
            'dividendMaxPercent',
            'dailySalaryMaxPercent',
            'hourlySalaryMaxPercent',
            'realtimeSalaryMaxPercent',
          ],
          properties: {
            dividendMaxPercent: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 100,
              description: 'Dividend ratio cap (%).',
            },
            dailySalaryMaxPercent: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 10,
              description: 'Daily salary rate cap (%).',
            },
            hourlySalaryMaxPercent: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 10,
              description: 'Hourly salary rate cap (%).',
            },
            realtimeSalaryMaxPercent: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 10,
              description: 'Real-time salary rate cap (%).',
            },
          },
        },
      },
    },
    home: {
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
    },
    security: {
      type: 'object',
      description: 'Password policy (spec §4, §9).',
      additionalProperties: false,
      required: ['defaultPassword', 'passwordExpiryDays'],
      properties: {
        defaultPassword: {
          type: 'string',
          minLength: 6,
          description: 'The default password {secret}; logging in with it forces a change.',
        },
        passwordExpiryDays: {
          type: 'integer',
          minimum: 0,
          description: 'Days before a password expires under CHNGPASSVERIF3; 0 means never.',
        },
        sessionIdleMinutes: {
          type: 'integer',
          minimum: 1,
          maximum: 1440,
          default: 60,
          description: 'A session unused for this many minutes ends (idle timeout).',
        },
        sessionLifetimeHours: {
          type: 'integer',
          minimum: 1,
          maximum: 720,
          default: 12,
          description: 'A session ends this many hours after its login, however busy it is.',
        },
        sessionsPerMember: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          default: 5,
          description: "Sessions a member may hold at once; a new login ends the member's oldest.",
        },
        freePlayPerAddressPerDay: {
          type: 'integer',
          minimum: 0,
          maximum: 10000,
          default: 10,
          description: 'Free-play (trial) accounts one address may open per day; 0 turns it off.',
        },
        freePlayPerDay: {
          type: 'integer',
          minimum: 0,
          maximum: 1000000,
          default: 2000,
          description: 'Free-play (trial) accounts the whole site may open per day.',
        },
      },
    },
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
    api: {
      type: 'object',
      description: 'Where the runtime finds the platform API.',
      additionalProperties: false,
      required: ['baseUrl'],
      properties: {
        baseUrl: {
          type: 'string',
          pattern: '^(/|https?://[^/?#\\s]+/?)$',
          description:
            "API origin (e.g. https://api.example.com), or '/' for the same origin as the site (the embedded server). Every API call, boot call and API-served image goes there.",
        },
        wire: {
          type: 'string',
          enum: WIRE_FORMATS,
          default: DEFAULT_WIRE,
          description:
            "Wire format the API speaks: 'lobby' (Lobby's own contract, the default) or 'platform' (the platform's /wps relay format).",
        },
        encryption: {
          type: 'object',
          additionalProperties: false,
          required: ['publicKey'],
          description:
            "The platform wire's encryption envelope (login, registration, passwords, points): the API publishes no key, so the manifest names it. Required with wire 'platform'.",
          properties: {
            publicKey: {
              type: 'string',
              minLength: 1,
              description: `The API's RSA public key as an SPKI PEM (-----BEGIN PUBLIC KEY-----...), or '${EMBEDDED_KEY}' when the API is Lobby's embedded server standing in for the platform (the runtime then reads the server's own key from GET /wps/system/publicKey).`,
            },
            cipher: {
              type: 'string',
              enum: WIRE_CIPHERS,
              default: DEFAULT_WIRE_CIPHER,
              description:
                "Symmetric cipher of the envelope's value under the RSA-wrapped session key (README, wire formats).",
            },
          },
        },
      },
    },
  },
} as const;
