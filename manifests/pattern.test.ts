// What the studio's pattern field says of a registration rule: the validator's finding when no
// value of the field's lengths can pass, else the lengths matched and a value the register form
// accepts (checked with the form's own rule, so the example never lies).
import { describe, expect, it } from 'vitest';
import { checkField, compileAcceptedPattern } from '#schemas/field-rules.ts';
import { patternVerdict } from './checks/registration.ts';
import { patternExample, patternLengths } from './pattern.ts';

const rule = (acceptedPattern: string, minLength?: number, maxLength?: number) => ({
  enabled: true,
  required: true,
  acceptedPattern,
  ...(minLength === undefined ? {} : { minLength }),
  ...(maxLength === undefined ? {} : { maxLength }),
});

describe('a registration pattern', () => {
  it('that can match within its bounds gets its lengths and a value the form accepts', () => {
    for (const [pattern, min, max] of [
      ['^[a-zA-Z][a-zA-Z0-9]*$', 6, 12],
      ['^0[689]\\d{8}$', 10, 10],
      ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 40],
      ['(abc|de)+x', 5, 9],
      ['*', 6, 20],
      // A look-ahead the length reader cannot follow: no lengths, but a tried value still passes.
      ['^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).*$', 8, 20],
    ] as const) {
      const verdict = patternVerdict('username', rule(pattern, min, max));
      expect(verdict.ok, pattern).toBe(true);
      if (!verdict.ok) continue;
      expect(verdict.example, pattern).toBeDefined();
      expect(checkField(rule(pattern, min, max), verdict.example).ok, pattern).toBe(true);
    }
    expect(patternLengths('^0[689]\\d{8}$')).toEqual({ min: 10, max: 10 });
    expect(patternLengths('^(?=.*\\d).*$')).toBeUndefined();
  });

  it('that no value of its bounds can pass, or pasted as a literal, gives the validator finding', () => {
    const short = patternVerdict('mobile', rule('^\\d{4}$', 6, 8));
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.finding.message).toMatch(/exactly 4 character\(s\).*6\.\.8/);
    const literal = patternVerdict('username', rule('/^[a-z]+$/'));
    expect(literal.ok).toBe(false);
    if (!literal.ok) expect(literal.finding.hint).toMatch(/drop the slashes/);
  });

  it('gets no made-up example when none passes', () => {
    const re = compileAcceptedPattern('^[a-z]{3}$');
    expect(patternExample('^[a-z]{3}$', { min: 3, max: 3 }, () => false)).toBeUndefined();
    expect(patternExample('^[a-z]{3}$', { min: 3, max: 3 }, (v) => re.test(v))).toBe('aaa');
  });
});
