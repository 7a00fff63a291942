import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthday } from './birthday.ts';

describe('birthday rule', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2005-06-15', '2026-06-14')).toBe(20);
    expect(ageOn('2005-06-15', '2026-06-15')).toBe(21);
    expect(ageOn('2005-02-30', '2026-06-15')).toBeNull();
  });

  it('asks for 21 years (birthday_limit)', () => {
    expect(checkBirthday('2005-06-15', '2026-06-14')).toBe('birthday_limit');
    expect(checkBirthday('2005-06-15', '2026-06-15')).toBeNull();
    expect(checkBirthday('', '2026-06-15')).toBeNull();
    expect(checkBirthday('1990-13-01', '2026-06-15')).toBe('member.profile.birthdayInvalid');
  });
});
