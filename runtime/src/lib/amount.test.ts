import { describe, expect, it } from 'vitest';
import { checkAmount, toCents } from './amount.ts';

describe('checkAmount', () => {
  it('accepts positive amounts with at most 2 decimals', () => {
    expect(checkAmount('100')).toEqual({ ok: true, value: 100 });
    expect(checkAmount(' 19.99 ')).toEqual({ ok: true, value: 19.99 });
    expect(checkAmount('20.13')).toEqual({ ok: true, value: 20.13 });
    expect(checkAmount('0.01')).toEqual({ ok: true, value: 0.01 });
  });

  it('refuses empty, zero, negative, 3 decimals and non-numbers like the server', () => {
    expect(checkAmount('')).toMatchObject({ ok: false, error: 'wallet.amount.required' });
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '1e3', '1,000', '.5', '5.'])
      expect(checkAmount(bad)).toMatchObject({ ok: false, error: 'amount_invalid' });
    expect(checkAmount('1000000000.01')).toMatchObject({ ok: false, error: 'amount_invalid' });
  });

  it('keeps the amount within the balance, to the cent', () => {
    expect(checkAmount('50.01', { balance: 50 })).toMatchObject({ error: 'insufficient_balance' });
    expect(checkAmount('50', { balance: 50 })).toEqual({ ok: true, value: 50 });
    expect(checkAmount('0.3', { balance: 0.1 + 0.2 })).toEqual({ ok: true, value: 0.3 });
  });

  it('checks channel bounds with the bound as a parameter', () => {
    expect(checkAmount('5', { min: 10, max: 100 })).toEqual({
      ok: false,
      error: 'wallet.amount.belowMin',
      params: { min: 10 },
    });
    expect(checkAmount('100.01', { min: 10, max: 100 })).toMatchObject({
      error: 'wallet.amount.aboveMax',
    });
  });

  it('converts text to cents without float error', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('7')).toBe(700);
  });
});
