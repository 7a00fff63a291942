import { describe, expect, it } from 'vitest';
import { LOTTERY } from '../../../config/constants.ts';
import { betTotal, gridNumbers, parsePicks, parseStake, picksError } from './picks.ts';

describe('parsePicks', () => {
  it('splits on spaces, commas and semicolons and drops duplicates', () => {
    expect(parsePicks('12, 34 56;78 12', 2)).toEqual({
      picks: ['12', '34', '56', '78'],
      invalid: [],
    });
  });
  it('rejects entries of the wrong length or with other characters', () => {
    expect(parsePicks('1 123 ab 05', 2)).toEqual({ picks: ['05'], invalid: ['1', '123', 'ab'] });
    expect(parsePicks('123 12 007', 3)).toEqual({ picks: ['123', '007'], invalid: ['12'] });
  });
});

describe('picksError', () => {
  it('needs at least one pick', () => {
    expect(picksError([], 2)).toBe('lottery.error.noPicks');
  });
  it('refuses picks of the other length, duplicates and too many', () => {
    expect(picksError(['12', '345'], 2)).toBe('lottery.error.invalidPick');
    expect(picksError(['12', '12'], 2)).toBe('lottery.error.duplicatePick');
    const many = Array.from({ length: LOTTERY.maxPicks + 1 }, (_, i) => String(i).padStart(4, '0'));
    expect(picksError(many, 3)).toBe('lottery.error.tooManyPicks');
  });
  it('accepts valid unique picks', () => {
    expect(picksError(['00', '99'], 2)).toBeNull();
    expect(picksError(['000', '999'], 3)).toBeNull();
  });
});

describe('parseStake', () => {
  it('accepts positive amounts with at most 2 decimals', () => {
    expect(parseStake('10')).toEqual({ stake: 10 });
    expect(parseStake(' 0.5 ')).toEqual({ stake: 0.5 });
    expect(parseStake('19.99')).toEqual({ stake: 19.99 });
  });
  it('refuses empty, zero, negative and over-precise amounts', () => {
    expect(parseStake('')).toEqual({ error: 'lottery.error.stakeRequired' });
    expect(parseStake('0')).toEqual({ error: 'lottery.error.stakeInvalid' });
    expect(parseStake('-1')).toEqual({ error: 'lottery.error.stakeInvalid' });
    expect(parseStake('1.234')).toEqual({ error: 'lottery.error.stakeInvalid' });
    expect(parseStake('1e3')).toEqual({ error: 'lottery.error.stakeInvalid' });
  });
});

describe('betTotal and gridNumbers', () => {
  it('multiplies in cents', () => {
    expect(betTotal(0.1, 3)).toBe(0.3);
    expect(betTotal(19.99, 3)).toBe(59.97);
  });
  it('lists 100 numbers per grid page', () => {
    expect(gridNumbers(2).slice(0, 2)).toEqual(['00', '01']);
    expect(gridNumbers(2)).toHaveLength(100);
    expect(gridNumbers(3, 7).slice(-1)).toEqual(['799']);
  });
});
