// Where and how the runtime reaches the platform API: origin, wire format, encryption envelope.
import {
  DEFAULT_WIRE,
  DEFAULT_WIRE_CIPHER,
  EMBEDDED_KEY,
  WIRE_CIPHERS,
  WIRE_FORMATS,
} from '../wire-formats.ts';

export const apiSchema = {
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
} as const;
