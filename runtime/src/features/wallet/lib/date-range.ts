// The 7-day and 30-day picks of the records pages (spec §9), as days of the tenant's time zone
// (manifest agent.timeZone, e.g. "GMT+7"), both ends inclusive, as the wallet API expects.
import type { TIME_RANGES_DAYS } from '../../../config/constants.ts';

export type RangeDays = (typeof TIME_RANGES_DAYS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** Offset in ms of a "GMT+7" / "GMT-5" zone; anything else is UTC (as the server reads it). */
export function zoneOffsetMs(timeZone: string | undefined): number {
  const m = /^GMT([+-])(\d{1,2})$/.exec(timeZone ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * Number(m[2]) * 3600 * 1000;
}

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
export const dayOf = (at: number, offsetMs: number) =>
  new Date(at + offsetMs).toISOString().slice(0, 10);

/** The last `days` days up to today in the zone: a 7-day pick is today and the 6 days before. */
export function lastDays(days: number, now: number, timeZone: string | undefined): DateRange {
  const offset = zoneOffsetMs(timeZone);
  return { startDate: dayOf(now - (days - 1) * DAY_MS, offset), endDate: dayOf(now, offset) };
}
