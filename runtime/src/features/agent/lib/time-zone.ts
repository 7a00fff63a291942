// The agent centre's clock and report days in the tenant's agent time zone (manifest
// agent.timeZone, "GMT+7" / "GMT-5"), independent of the browser's own zone.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Offset of a "GMT+7" / "GMT-5" zone in ms (0 for anything else). */
export function zoneOffsetMs(timeZone: string): number {
  const m = /^GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * Number(m[2]) * HOUR;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock parts of an instant in the zone. */
function parts(t: number, timeZone: string) {
  const d = new Date(t + zoneOffsetMs(timeZone));
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth(),
    day: d.getUTCDate(),
    dow: d.getUTCDay(),
    hh: d.getUTCHours(),
    mm: d.getUTCMinutes(),
    ss: d.getUTCSeconds(),
  };
}

/** "2026-11-02 11:05:09" in the zone. */
export function formatZoneDateTime(t: number, timeZone: string): string {
  const p = parts(t, timeZone);
  return `${p.y}-${pad(p.m + 1)}-${pad(p.day)} ${pad(p.hh)}:${pad(p.mm)}:${pad(p.ss)}`;
}

/** "YYYY-MM-DD" of the day containing t in the zone. */
export function zoneDate(t: number, timeZone: string): string {
  return formatZoneDateTime(t, timeZone).slice(0, 10);
}

export const REPORT_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

const iso = (y: number, m: number, day: number) => {
  const d = new Date(Date.UTC(y, m, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * First and last day (inclusive, YYYY-MM-DD) of a named range in the zone, as the server reads
 * them (spec §9 ranges; weeks start on Monday).
 */
export function rangeDays(
  range: ReportRange,
  now: number,
  timeZone: string,
): { start: string; end: string } {
  const p = parts(now, timeZone);
  const monday = p.day - ((p.dow + 6) % 7);
  switch (range) {
    case 'today':
      return { start: iso(p.y, p.m, p.day), end: iso(p.y, p.m, p.day) };
    case 'yesterday':
      return { start: iso(p.y, p.m, p.day - 1), end: iso(p.y, p.m, p.day - 1) };
    case 'thisWeek':
      return { start: iso(p.y, p.m, monday), end: iso(p.y, p.m, monday + 6) };
    case 'lastWeek':
      return { start: iso(p.y, p.m, monday - 7), end: iso(p.y, p.m, monday - 1) };
    case 'thisMonth':
      return { start: iso(p.y, p.m, 1), end: iso(p.y, p.m + 1, 0) };
    case 'lastMonth':
      return { start: iso(p.y, p.m - 1, 1), end: iso(p.y, p.m, 0) };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A custom range is valid when both days parse and start is not after end. */
export function customRangeError(start: string, end: string): 'required' | 'order' | null {
  if (!DATE.test(start) || !DATE.test(end)) return 'required';
  return start > end ? 'order' : null;
}

/** Days in an inclusive YYYY-MM-DD range. */
export function daysIn(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1;
}
