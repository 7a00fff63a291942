// The agent centre's settings: its clock, its landing page and the rates agents may offer.
import { localizedTextSchema } from '../localized.ts';

export const agentSchema = {
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
      description: 'Support-hours note on the agent landing page; a string or a text per language.',
    },
    marketing: {
      type: 'object',
      description: 'Marketing text of the agent landing page.',
      additionalProperties: false,
      required: ['body'],
      properties: {
        headline: {
          ...localizedTextSchema,
          description:
            "Headline; a string or a text per language. Leave it out for the standard one with the brand's name, in every language it lists (it then follows a rename).",
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
} as const;
