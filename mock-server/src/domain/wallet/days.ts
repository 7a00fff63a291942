// Days of a tenant's time zone (manifest agent.timeZone, e.g. "GMT+7"): the wallet's date
// filters and daily profit/loss rows use them. Pure helpers.
import { DomainError } from '../../refusals/refusal.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Offset from UTC in ms of a "GMT+7" / "GMT-5" zone; anything else is UTC. */
export function zoneOffsetMs(timeZone: string | undefined): number {
  const m = /^GMT([+-])(\d{1,2})$/.exec(timeZone ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * Number(m[2]) * 3600 * 1000;
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function dayOf(at: number, offsetMs: number): string {
  return new Date(at + offsetMs).toISOString().slice(0, 10);
}

/** The instant a day starts in the zone; refuses a date that does not exist. */
export function dayStart(day: string, offsetMs: number): number {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day)
    throw new DomainError('invalid_request', `no such date: ${day}`);
  return t - offsetMs;
}

export interface DayRange {
  startDate: string;
  endDate: string;
  /** [from, to) in ms. */
  from: number;
  to: number;
  days: string[];
}

/**
 * The range of whole days asked for: endDate defaults to today, startDate to 6 days before it
 * (a 7-day pick). Refuses an inverted range or one longer than maxDays.
 */
export function dayRange(
  q: { startDate?: string; endDate?: string },
  now: number,
  offsetMs: number,
  maxDays = 366,
): DayRange {
  const endDate = q.endDate ?? dayOf(now, offsetMs);
  const to = dayStart(endDate, offsetMs) + DAY_MS;
  const startDate = q.startDate ?? dayOf(to - 7 * DAY_MS, offsetMs);
  const from = dayStart(startDate, offsetMs);
  const count = Math.round((to - from) / DAY_MS);
  if (count < 1) throw new DomainError('invalid_request', 'startDate is after endDate');
  if (count > maxDays)
    throw new DomainError('invalid_request', `at most ${maxDays} days at a time`);
  const days = Array.from({ length: count }, (_, i) => dayOf(from + i * DAY_MS, offsetMs));
  return { startDate, endDate, from, to, days };
}
