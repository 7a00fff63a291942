// Agent family, what its parts share: the days a call asks for, the window an answer covers.
import { s } from './operation.ts';

export const range = {
  range: {
    type: 'string',
    enum: ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'],
    description: "A range in the tenant's agent time zone; ignored when start and end are given.",
  },
  start: s.str('First day (YYYY-MM-DD, agent time zone), with end.', {
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  }),
  end: s.str('Last day included (YYYY-MM-DD), with start.', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
} as const;

export const window = {
  from: s.int('Range start (ms, included).'),
  to: s.int('Range end (ms, excluded).'),
} as const;
