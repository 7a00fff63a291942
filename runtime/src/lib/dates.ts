// Dates as a player reads them: one calendar per language, through Intl, on every screen.
// The Gregorian calendar with four-digit years and Latin digits in every language: it is the
// calendar of the date inputs and of the server's yyyy-MM-dd ranges, so a Thai screen never mixes
// Buddhist-era years ("22/11/69", "15/11/2569") with Gregorian ones.
const localeOf = (lang: string) => `${lang}-u-ca-gregory-nu-latn`;

const dateOptions = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const timeOptions = { hour: '2-digit', minute: '2-digit' } as const;

type Kind = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time';
const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  date: dateOptions,
  dateTime: { ...dateOptions, ...timeOptions },
  dateTimeSeconds: { ...dateOptions, ...timeOptions, second: '2-digit' },
  time: timeOptions,
};

/**
 * Where a time is read: the browser's own zone, or a fixed offset from UTC (the agent centre's
 * "GMT+7" zone of the manifest, shown as that zone's wall clock whatever the browser's zone).
 */
interface Zone {
  offsetMs?: number;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, kind: Kind, fixed: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${kind}|${fixed}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(lang), {
      ...OPTIONS[kind],
      ...(fixed ? { timeZone: 'UTC' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

const format = (ms: number, lang: string, kind: Kind, zone: Zone = {}) =>
  zone.offsetMs === undefined
    ? formatter(lang, kind, false).format(ms)
    : formatter(lang, kind, true).format(ms + zone.offsetMs);

/** A day: "17/11/2026" in Thai, "11/17/2026" in English, "2026/11/17" in Chinese. */
export const formatDate = (ms: number, lang: string, zone?: Zone): string =>
  format(ms, lang, 'date', zone);

/** A day and its time of day, in the same calendar as formatDate. */
export const formatDateTime = (ms: number, lang: string, zone?: Zone): string =>
  format(ms, lang, 'dateTime', zone);

/** A day and its time of day to the second (logs, live clocks). */
export const formatDateTimeSeconds = (ms: number, lang: string, zone?: Zone): string =>
  format(ms, lang, 'dateTimeSeconds', zone);

/** A time of day ("14:05"). */
export const formatTimeOfDay = (ms: number, lang: string, zone?: Zone): string =>
  format(ms, lang, 'time', zone);

/**
 * A server day ("2026-11-17", a yyyy-MM-dd range bound or report row) in the language's
 * calendar; anything else is shown as it came.
 */
export function formatDay(day: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return formatter(lang, 'date', true).format(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
}
