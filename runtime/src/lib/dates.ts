// Dates as a player reads them: one calendar per language, through Intl, on every screen (issue
// 17). The Gregorian calendar with four-digit years and Latin digits in every language: it is the
// calendar of the date inputs and of the server's yyyy-MM-dd ranges, so a Thai screen never mixes
// Buddhist-era years ("22/11/69", "15/11/2569") with Gregorian ones.
const localeOf = (lang: string) => `${lang}-u-ca-gregory-nu-latn`;

const dateOptions = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const timeOptions = { hour: '2-digit', minute: '2-digit' } as const;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      localeOf(lang),
      withTime ? { ...dateOptions, ...timeOptions } : dateOptions,
    );
    cache.set(key, f);
  }
  return f;
}

/** A day: "17/11/2026" in Thai, "11/17/2026" in English, "2026/11/17" in Chinese. */
export const formatDate = (ms: number, lang: string): string => formatter(lang, false).format(ms);

/** A day and its time of day, in the same calendar as formatDate. */
export const formatDateTime = (ms: number, lang: string): string =>
  formatter(lang, true).format(ms);
