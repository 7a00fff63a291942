/** A record's date and time, short, with Latin digits in every language. */
export const formatTime = (ms: number, lang: string) =>
  new Date(ms).toLocaleString(`${lang}-u-nu-latn`, { dateStyle: 'short', timeStyle: 'short' });
