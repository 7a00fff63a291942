// System family: bootstrap, flags, keys, captcha, help, country codes (spec §7).
import { defineOps, s } from './operation.ts';

/** A form's captcha, as login, registration and feedback carry it. */
export const captchaFields = {
  captcha: s.str(
    "On Lobby's wire, the proof-of-work solution (base64 JSON, see captchaChallenge); on the platform's, the digits of the image.",
    { minLength: 1, maxLength: 1024 },
  ),
  captchaId: s.str("Id of the image captcha answered (platform's wire only).", { maxLength: 128 }),
} as const;

/** A module of the whitelabel tree; children are nodes of the same shape. */
const whitelabelChild = {
  type: 'object',
  required: ['modId', 'enabled', 'childrenNodes'],
  properties: {
    modId: s.str('Module id, e.g. MOBILENUMREG3.'),
    enabled: s.bool('Whether the module is on for this tenant.'),
    childrenNodes: {
      type: 'array',
      description: 'Sub-modules (same shape).',
      items: { type: 'object', description: 'A sub-module node.' },
    },
  },
} as const;

const whitelabelNode = {
  type: 'object',
  required: ['modId', 'enabled', 'childrenNodes'],
  properties: {
    modId: s.str('Module id, e.g. REGISTER or PTSYS3.'),
    enabled: s.bool('Whether the module is on for this tenant.'),
    childrenNodes: { type: 'array', description: 'Sub-modules.', items: whitelabelChild },
  },
} as const;

const fieldRule = {
  type: 'object',
  required: ['enabled', 'required'],
  properties: {
    enabled: s.bool('Whether the field is shown.'),
    required: s.bool('Whether the field must be filled.'),
    acceptedPattern: s.str("Regular expression the value must match ('*' means anything)."),
    minLength: s.int('Minimum length.'),
    maxLength: s.int('Maximum length.'),
    patternId: s.int('Message key suffix: reg_pattern_{patternId}.'),
  },
} as const;

const customerServiceEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['csPosition', 'title', 'csType', 'url'],
  properties: {
    csPosition: s.int('Order of the entry, from 1.'),
    title: s.str('Label, e.g. "Telegram 1".'),
    csType: s.str('Channel kind: livechat, telegram, facebook, line, twitter, whatsapp.'),
    url: s.str('Where the link opens.'),
  },
} as const;

const resource = {
  type: 'object',
  additionalProperties: false,
  required: ['resourceType', 'labelNameEn', 'url'],
  properties: {
    resourceType: s.str('Kind: APP_IOS, APP_ANDROID, APP_IOS_LITE, LICENCE, SOCIAL.'),
    labelNameEn: s.str('Channel name, e.g. ios, android, facebook.'),
    url: s.str('Link (empty for the licence text).'),
    content: s.str('Text content (licence) or install steps joined by newlines.'),
  },
} as const;

const permissionValue = {
  type: 'object',
  required: ['status', 'info', 'location', 'maintenance', 'regionRestriction'],
  properties: {
    status: {
      type: 'integer',
      enum: [0, 1, 2],
      description: '0 normal, 1 maintenance, 2 region restricted.',
    },
    info: {
      type: 'object',
      description: 'Permission info (spec §3).',
      required: [
        'merchantCode',
        'mainDomain',
        'whitelabel',
        'registerRules',
        'customerService',
        'resources',
        'domainRoute',
      ],
      properties: {
        merchantCode: s.str('Merchant code of the tenant.'),
        mainDomain: s.str('Main domain of the tenant.'),
        whitelabel: {
          type: 'array',
          items: whitelabelNode,
          description: 'Whitelabel module tree built from the tenant flags.',
        },
        registerRules: {
          type: 'object',
          description: 'Register field rules by field name.',
          additionalProperties: fieldRule,
        },
        customerService: {
          type: 'array',
          description: 'Customer-service entries.',
          items: customerServiceEntry,
        },
        resources: {
          type: 'array',
          description: 'Site resources by type: app download links, licence, social links.',
          items: resource,
        },
        domainRoute: {
          type: 'array',
          description: 'Alternative domains.',
          items: s.str('A domain.'),
        },
        analytics: {
          type: 'object',
          description: 'Analytics settings.',
          properties: { gtagId: s.str('Google tag id.') },
        },
        imageCDNs: {
          type: 'array',
          items: s.str('Image host.'),
          description: 'Image CDN hosts.',
        },
        launchGameCDNs: {
          type: 'array',
          items: s.str('Launch host.'),
          description: 'Game launch hosts.',
        },
      },
    },
    location: {
      type: 'object',
      required: ['ip'],
      properties: { ip: s.str('Visitor IP address.') },
      description: 'Visitor location.',
    },
    maintenance: s.bool('Whether the site is under maintenance.'),
    regionRestriction: s.bool('Whether the visitor is region restricted.'),
  },
} as const;

const smsSent = {
  type: 'object',
  additionalProperties: false,
  required: ['expiredMinutes', 'message'],
  properties: {
    expiredMinutes: s.int('Countdown before another code may be asked: expiredMinutes x 60 s.'),
    message: s.str('What happened, e.g. "Code sent to +66 ******5678".'),
  },
} as const;

/** Value of the SMS-sending calls of the session and member families. */
export const smsSentResponse = smsSent;

export const systemOps = defineOps({
  systemStatus: {
    operationId: 'systemStatus',
    method: 'get',
    path: '/wps/system/status',
    summary:
      'Bootstrap: tenant info, whitelabel tree, register rules, visitor location and system status',
    auth: 'none',
    response: permissionValue,
  },
  permission: {
    operationId: 'permission',
    method: 'get',
    path: '/wps/system/permission',
    summary: 'Permission info (same data as the status call): info, location, maintenance, region',
    auth: 'none',
    response: permissionValue,
  },
  publicKey: {
    operationId: 'publicKey',
    method: 'get',
    path: '/wps/system/publicKey',
    summary: 'RSA-2048 public key (SPKI PEM) for hybrid-encrypted calls',
    auth: 'none',
    response: { type: 'string', description: 'SPKI PEM.' },
  },
  whitelabel: {
    operationId: 'whitelabel',
    method: 'get',
    path: '/wps/system/whitelabel',
    summary: 'Tenant flags (whitelabelVal) and the whitelabel module tree',
    auth: 'none',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['whitelabelVal', 'tree'],
      properties: {
        whitelabelVal: {
          type: 'object',
          description: 'Every flag of the tenant by name (spec §6); oneClickLogin by provider.',
          additionalProperties: {
            description: 'A flag: true/false, or an object of provider flags.',
          },
        },
        tree: { type: 'array', items: whitelabelNode, description: 'Whitelabel module tree.' },
      },
    },
  },
  registerSetting: {
    operationId: 'registerSetting',
    method: 'get',
    path: '/wps/system/setting/register',
    summary: 'Registration settings: which modes are on and the rules of the enabled fields',
    auth: 'none',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['modes', 'rules'],
      properties: {
        modes: {
          type: 'object',
          additionalProperties: false,
          required: ['username', 'mobile', 'mobileVerification', 'mobilePassword'],
          description: 'Registration modes.',
          properties: {
            username: s.bool('Register by username is on (USERNAMEREG3).'),
            mobile: s.bool('Register by mobile number is on (MOBILENUMREG3).'),
            mobileVerification: s.bool('An SMS verification code is required (REGMOBVERF3).'),
            mobilePassword: s.bool('Mobile registration sets a password (MOBILENUMPASSREG3).'),
          },
        },
        rules: {
          type: 'object',
          description: 'Rules of the enabled fields only, by field name.',
          additionalProperties: fieldRule,
        },
      },
    },
  },
  domainRoute: {
    operationId: 'domainRoute',
    method: 'get',
    path: '/wps/system/domainRoute',
    summary: 'Domains that serve this tenant (main first)',
    auth: 'none',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['mainDomain', 'list'],
      properties: {
        mainDomain: s.str('Main domain.'),
        list: { type: 'array', items: s.str('A domain.'), description: 'Every domain.' },
      },
    },
  },
  helpCenter: {
    operationId: 'helpCenter',
    method: 'get',
    path: '/wps/system/helpCenter',
    summary: 'Help centre sections (HTML), including the terms with anchor id "term"',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        lang: s.str('Language of the content, e.g. th.'),
        device: { type: 'string', enum: ['WEB', 'H5'], description: 'Device kind.' },
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['lang', 'sections'],
      properties: {
        lang: s.str('Language of the content served.'),
        sections: {
          type: 'array',
          description: 'Sections in display order.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'title', 'content'],
            properties: {
              id: s.str('Anchor id, e.g. term.'),
              title: s.str('Section title.'),
              content: s.str('Section body as HTML.'),
            },
          },
        },
      },
    },
  },
  countryCodes: {
    operationId: 'countryCodes',
    method: 'get',
    path: '/wps/system/countryCodes',
    summary: 'Country dialing codes (the tenant’s own country first)',
    auth: 'none',
    response: {
      type: 'array',
      description: 'Countries.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['countryCode', 'name', 'dialingCode'],
        properties: {
          countryCode: s.str('ISO 3166 alpha-2 code.'),
          name: s.str('Country name.'),
          dialingCode: s.str('Dialing code without +, e.g. 66.'),
        },
      },
    },
  },
  captcha: {
    operationId: 'captcha',
    method: 'get',
    path: '/wps/captcha',
    summary:
      "A new image captcha (4 digits drawn in a PNG; the answer is single use, 5 minutes), for a site on the platform's wire only: a site on Lobby's wire answers not_found and verifies by proof of work (captchaChallenge). Drawn one at a time, addresses in turn: an address with 4 drawings already waiting gets auth/too-many-requests (value.retryAfterSeconds)",
    auth: 'none',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['captchaId', 'image'],
      properties: {
        captchaId: s.str('Send it back with the answer.'),
        image: s.str(
          'data:image/png;base64,... of the digits. Spec §7 gives value as the base64 PNG alone; this contract answers an object so the answer can be checked against its captchaId (single use) without a cookie.',
        ),
      },
    },
    errors: ['not_found', 'auth/too-many-requests'],
  },
  captchaChallenge: {
    operationId: 'captchaChallenge',
    method: 'get',
    path: '/wps/captcha/challenge',
    summary:
      "A proof-of-work challenge (ALTCHA's format), the captcha of a site on Lobby's wire: find n <= maxnumber with SHA-256(salt + n) = challenge and send base64 of {algorithm, challenge, number, salt, signature} as the form's captcha. Signed for this tenant, valid 10 minutes, its solution accepted once. A site on the platform's wire answers not_found",
    auth: 'none',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['algorithm', 'challenge', 'salt', 'maxnumber', 'signature'],
      properties: {
        algorithm: { type: 'string', enum: ['SHA-256'], description: 'Hash function.' },
        challenge: s.str('Hex hash of salt + the secret number.'),
        salt: s.str('Random, then ?expires=<unix seconds>.'),
        maxnumber: s.int('The secret number is at most this.'),
        signature: s.str("The server's signature of the challenge; send it back unchanged."),
      },
    },
    errors: ['not_found'],
  },
});
