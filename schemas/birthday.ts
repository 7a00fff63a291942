// The birthday rule of spec §5, one computation for the member centre's form and the server: age in
// whole years, the tenant's `legal.birthdayAge` the least it accepts.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on `today` (both YYYY-MM-DD), or null for a date that does not exist. */
export function ageOn(birthday: string, today: string): number | null {
  const b = DAY.exec(birthday);
  const t = DAY.exec(today);
  if (!b || !t) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const check = new Date(Date.UTC(by, bm - 1, bd));
  if (check.getUTCFullYear() !== by || check.getUTCMonth() !== bm - 1 || check.getUTCDate() !== bd)
    return null;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The UTC calendar day of an instant, as `ageOn` takes it. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
