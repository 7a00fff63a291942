// The member centre's birthday check, before the server's (key birthday_limit).
import { ageOn } from '#schemas/birthday.ts';

/** null when fine, else the translation key to show under the field. */
export function checkBirthday(birthday: string, today: string, birthdayAge: number): string | null {
  if (birthday === '') return null;
  const age = ageOn(birthday, today);
  if (age === null) return 'member.profile.birthdayInvalid';
  return age >= birthdayAge ? null : 'birthday_limit';
}
