// Password and session policy (spec §4, §9) and the free-play quotas.

export const securitySchema = {
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
    sms: {
      description:
        "Where the site's SMS codes (login, registration, reset, second factor) go. Without it, test mode keeps them for the test routes and prod mode sends none: a member can then only sign in from addresses already known.",
      oneOf: [
        {
          type: 'object',
          title: 'Webhook',
          additionalProperties: false,
          required: ['gateway', 'url'],
          properties: {
            gateway: {
              const: 'webhook',
              description:
                'POST each message as JSON to `url`, signed: X-Lobby-Signature is sha256= and the hex HMAC-SHA256 of the body with the key in the data folder (sms-webhook.key).',
            },
            url: {
              type: 'string',
              pattern: '^https?://[^\\s/]+',
              description: 'The SMS gateway endpoint (https in production).',
            },
          },
        },
        {
          type: 'object',
          title: 'Staging sink',
          additionalProperties: false,
          required: ['gateway'],
          properties: {
            gateway: {
              enum: ['file', 'console'],
              description:
                'file: one JSON line per message in the data folder (sms/<code>.jsonl); console: the server log. For staging: nothing reaches a phone.',
            },
          },
        },
      ],
    },
    freePlayPerDay: {
      type: 'integer',
      minimum: 0,
      maximum: 1000000,
      default: 2000,
      description: 'Free-play (trial) accounts the whole site may open per day.',
    },
  },
} as const;
