// Who may register and how (spec §3, §5): one rule per form field, and the providers of
// one-click login.

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

export const identityProvidersSchema = {
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
} as const;

export const registrationSchema = {
  type: 'object',
  description: 'Registration form rules (spec §3, §5).',
  additionalProperties: false,
  required: ['fields'],
  properties: { fields: registrationFields },
} as const;
