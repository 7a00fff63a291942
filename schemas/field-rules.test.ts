import { describe, expect, it } from 'vitest';
import { checkField, compileAcceptedPattern, formatRuleMessage } from './field-rules.ts';

describe('acceptedPattern', () => {
  it("treats '*' as anything", () => {
    expect(compileAcceptedPattern('*').test('any thing at all')).toBe(true);
  });
  it('anchors the pattern to the whole value', () => {
    const re = compileAcceptedPattern('[0-9]+');
    expect(re.test('123')).toBe(true);
    expect(re.test('12a3')).toBe(false);
  });
  it('keeps an explicit quantified star', () => {
    expect(compileAcceptedPattern('^[a-z]*$').test('abc')).toBe(true);
    expect(compileAcceptedPattern('^[a-z]*$').test('ab1')).toBe(false);
  });
});

describe('checkField', () => {
  const rule = {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    minLength: 6,
    maxLength: 16,
    patternId: 0,
  };
  it('accepts a value that matches pattern and bounds', () => {
    expect(checkField(rule, 'player1')).toEqual({ ok: true });
  });
  it('refuses too short, too long and wrong shape with the pattern id and bounds', () => {
    for (const value of ['abc', 'a'.repeat(17), '1player']) {
      expect(checkField(rule, value)).toEqual({
        ok: false,
        reason: 'pattern',
        patternId: 0,
        min: 6,
        max: 16,
      });
    }
  });
  it('refuses an empty required value but lets an empty optional one pass', () => {
    expect(checkField(rule, '')).toEqual({ ok: false, reason: 'required' });
    expect(checkField({ ...rule, required: false }, '')).toEqual({ ok: true });
  });
  it('counts characters, not UTF-16 units', () => {
    expect(
      checkField({ enabled: true, required: true, minLength: 2, maxLength: 2 }, '龙湾'),
    ).toEqual({ ok: true });
  });
});

describe('formatRuleMessage', () => {
  it('substitutes the bounds', () => {
    expect(formatRuleMessage('Use (min) - (max) letters', 6, 16)).toBe('Use 6 - 16 letters');
  });
  it('collapses equal bounds into one number', () => {
    expect(formatRuleMessage('Enter (min) - (max) digits', 6, 6)).toBe('Enter 6 digits');
  });
});

describe('wildcard star', () => {
  it('leaves a star that repeats a character alone', () => {
    expect(compileAcceptedPattern('ab*c').test('abbbc')).toBe(true);
    expect(compileAcceptedPattern('ab*c').test('axc')).toBe(false);
  });
  it('reads a leading star or one after an alternation as anything', () => {
    expect(compileAcceptedPattern('*@mail.com').test('me@mail.com')).toBe(true);
    expect(compileAcceptedPattern('(a|*)').test('zzz')).toBe(true);
  });
});
