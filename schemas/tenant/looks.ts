// The tenant's looks in its manifest: the two colour themes and the brand's files.
import { DECLARED_THEME_TOKENS } from '../constants.ts';
import { localizedTextSchema } from '../localized.ts';

const color = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb.',
} as const;

const themeTokens = {
  type: 'object',
  description: 'Colour tokens of one theme; each becomes a --lobby-<token> CSS variable.',
  additionalProperties: false,
  // Derived tokens may be left out: they then follow the primary (schemas/theme-derive.ts).
  required: DECLARED_THEME_TOKENS,
  properties: {
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
  },
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
    dark: { ...themeTokens, description: 'Tokens of the dark theme.' },
    light: { ...themeTokens, description: 'Tokens of the light theme.' },
  },
} as const;

export const brandingSchema = {
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
} as const;
