// Where the site links out: customer service, social networks, app downloads.
import { CUSTOMER_SERVICE_TYPES, SOCIAL_NETWORKS } from '../constants.ts';
import { localizedTextSchema } from '../localized.ts';

export const url = {
  type: 'string',
  minLength: 1,
  description: 'An absolute URL or a site path.',
} as const;

export const customerServiceSchema = {
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
} as const;

export const socialSchema = {
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
} as const;

export const appsSchema = {
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
} as const;
