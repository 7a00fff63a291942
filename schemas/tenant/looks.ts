// The tenant's looks in its manifest: the two colour themes and the brand's files.
import { DECLARED_THEME_TOKENS } from '../constants.ts';
import { localizedTextSchema } from '../localized.ts';

const color = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb.',
} as const;

const tokenProperties = {
  primary: { ...color, description: 'Main brand colour: buttons, active tabs, links.' },
  primaryContrast: { ...color, description: 'Text drawn on the primary colour.' },
  accent: {
    ...color,
    description:
      'Secondary highlight: badges, jackpot counter. Leave it out to derive it from the primary (it then follows a recolour).',
  },
  background: { ...color, description: 'Page background.' },
  surface: { ...color, description: 'Cards, header, modals.' },
  surfaceAlt: { ...color, description: 'Side menu, inputs, alternating rows.' },
  text: { ...color, description: 'Main text colour.' },
  textMuted: { ...color, description: 'Secondary text: hints, captions.' },
  border: { ...color, description: 'Borders and separators.' },
  success: { ...color, description: 'Positive amounts and confirmations.' },
  danger: { ...color, description: 'Errors and negative amounts.' },
  warning: { ...color, description: 'Warnings and pending states.' },
} as const;

// Derived tokens may be left out: they then follow the brand colour (schemas/theme-derive.ts).
const themeTokens = {
  type: 'object',
  description: 'Colour tokens of one theme; each becomes a --lobby-<token> CSS variable.',
  additionalProperties: false,
} as const;

const assetPath = {
  type: 'string',
  pattern: '^assets/[A-Za-z0-9._/-]+$',
  description: 'A file path relative to the tenant folder, under assets/.',
} as const;

export const themesSchema = {
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
    dark: {
      ...themeTokens,
      required: DECLARED_THEME_TOKENS.dark,
      properties: tokenProperties,
      description: 'Tokens of the dark theme.',
    },
    light: {
      ...themeTokens,
      required: DECLARED_THEME_TOKENS.light,
      properties: {
        ...tokenProperties,
        primary: {
          ...tokenProperties.primary,
          description:
            "Main brand colour in the light theme. Leave it out to derive it from the dark theme's primary (darkened until it reads on the light page; it then follows a recolour).",
        },
      },
      description: 'Tokens of the light theme.',
    },
  },
} as const;

export const brandingSchema = {
  type: 'object',
  description: 'Logo, favicon and page title.',
  additionalProperties: false,
  required: ['logo', 'favicon'],
  properties: {
    logo: { ...assetPath, description: 'Logo file under assets/.' },
    favicon: { ...assetPath, description: 'Favicon file under assets/.' },
    title: {
      ...localizedTextSchema,
      description:
        "Browser tab title; a string or a text per language. Leave it out to use the brand's display name (it then follows a rename).",
    },
  },
} as const;
