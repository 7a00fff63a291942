// The birthday rule of spec §5/§9: a member must be at least 21 (key birthday_limit).
import { BIRTHDAY_AGE } from '../../../config/constants.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on `today` (YYYY-MM-DD strings), or null for an impossible date. */
export function ageOn(birthday: string, today: string): number | null {
  const b = DATE.exec(birthday);
  const t = DATE.exec(today);
  if (!b || !t) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const check = new Date(Date.UTC(by, bm - 1, bd));
  if (check.getUTCMonth() !== bm - 1 || check.getUTCDate() !== bd) return null;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** null when fine, else the translation key to show under the field. */
export function checkBirthday(birthday: string, today: string): string | null {
  if (birthday === '') return null;
  const age = ageOn(birthday, today);
  if (age === null) return 'member.profile.birthdayInvalid';
  return age >= BIRTHDAY_AGE ? null : 'birthday_limit';
}
