import { describe, expect, it } from 'vitest';
import { checkBirthday } from './birthday.ts';

describe('birthday check', () => {
  it("asks for the tenant's age (birthday_limit)", () => {
    expect(checkBirthday('2005-06-15', '2026-06-14', 21)).toBe('birthday_limit');
    expect(checkBirthday('2005-06-15', '2026-06-15', 21)).toBeNull();
    expect(checkBirthday('', '2026-06-15', 21)).toBeNull();
    expect(checkBirthday('1990-13-01', '2026-06-15', 21)).toBe('member.profile.birthdayInvalid');
  });

  it('lets an 18-year-old in where the tenant asks for 18', () => {
    expect(checkBirthday('2008-06-15', '2026-06-15', 18)).toBeNull();
    expect(checkBirthday('2008-06-15', '2026-06-15', 21)).toBe('birthday_limit');
  });
});
