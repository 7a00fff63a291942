// Calendar windows in a tenant's agent time zone (manifest agent.timeZone, e.g. "GMT+7"): the day,
// week, half month and month boundaries that salaries, dividends and report ranges use.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const REALTIME_WINDOW_MS = 5 * MINUTE;
export const HOUR_MS = HOUR;
export const DAY_MS = DAY;

/** Offset of a "GMT+7" / "GMT-5" zone in ms. */
export function zoneOffset(timeZone: string): number {
  const m = /^GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * Number(m[2]) * HOUR;
}

/** Local calendar parts of an instant in the zone. */
function local(t: number, off: number) {
  const d = new Date(t + off);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), day: d.getUTCDate(), dow: d.getUTCDay() };
}

function atLocal(y: number, m: number, day: number, off: number): number {
  return Date.UTC(y, m, day) - off;
}

export function startOfDay(t: number, off: number): number {
  const p = local(t, off);
  return atLocal(p.y, p.m, p.day, off);
}

/** Weeks start on Monday. */
function startOfWeek(t: number, off: number): number {
  const p = local(t, off);
  const back = (p.dow + 6) % 7;
  return atLocal(p.y, p.m, p.day - back, off);
}

function startOfMonth(t: number, off: number): number {
  const p = local(t, off);
  return atLocal(p.y, p.m, 1, off);
}

/** Halves of a month: 1st–15th and 16th–end. */
function startOfHalfMonth(t: number, off: number): number {
  const p = local(t, off);
  return atLocal(p.y, p.m, p.day >= 16 ? 16 : 1, off);
}

type PeriodName = 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly';

/** The window [start, end) of the given period that contains t. */
export function periodWindow(period: PeriodName, t: number, off: number): [number, number] {
  switch (period) {
    case 'Daily': {
      const s = startOfDay(t, off);
      return [s, startOfDay(s + DAY + HOUR, off)];
    }
    case 'Weekly': {
      const s = startOfWeek(t, off);
      return [s, startOfWeek(s + 7 * DAY + HOUR, off)];
    }
    case 'Semimonthly': {
      const s = startOfHalfMonth(t, off);
      return [s, startOfHalfMonth(s + 16 * DAY, off)];
    }
    case 'Monthly': {
      const s = startOfMonth(t, off);
      return [s, startOfMonth(s + 32 * DAY, off)];
    }
  }
}

/** Fixed-length windows aligned to the epoch (5 minutes, 1 hour). */
export function fixedWindow(length: number, t: number): [number, number] {
  const s = Math.floor(t / length) * length;
  return [s, s + length];
}

export const RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type RangeName = (typeof RANGES)[number];

/** A report range of spec §9 as [from, to) in the zone. */
export function rangeWindow(range: RangeName, now: number, off: number): [number, number] {
  switch (range) {
    case 'today':
      return periodWindow('Daily', now, off);
    case 'yesterday':
      return periodWindow('Daily', startOfDay(now, off) - 1, off);
    case 'thisWeek':
      return periodWindow('Weekly', now, off);
    case 'lastWeek':
      return periodWindow('Weekly', startOfWeek(now, off) - 1, off);
    case 'thisMonth':
      return periodWindow('Monthly', now, off);
    case 'lastMonth':
      return periodWindow('Monthly', startOfMonth(now, off) - 1, off);
  }
}

/** "YYYY-MM-DD" in the zone to the instant the day starts; undefined when malformed. */
export function parseLocalDate(text: string, off: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const t = atLocal(Number(m[1]), Number(m[2]) - 1, Number(m[3]), off);
  return Number.isFinite(t) ? t : undefined;
}
