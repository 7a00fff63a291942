import { describe, expect, it } from 'vitest';
import { ageOn, dayOf } from './birthday.ts';

describe('age on a day', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2005-06-15', '2026-06-14')).toBe(20);
    expect(ageOn('2005-06-15', '2026-06-15')).toBe(21);
  });

  it('knows no day that does not exist', () => {
    expect(ageOn('2005-02-30', '2026-06-15')).toBeNull();
    expect(ageOn('1990-13-01', '2026-06-15')).toBeNull();
    expect(ageOn('15/06/2005', '2026-06-15')).toBeNull();
  });

  it('a leap-day birthday comes of age on the first of March in other years', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('takes the UTC day of an instant', () => {
    expect(dayOf(Date.UTC(2026, 5, 15, 23, 59))).toBe('2026-06-15');
  });
});
