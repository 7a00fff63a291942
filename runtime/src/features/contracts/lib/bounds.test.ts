import { describe, expect, it } from 'vitest';
import { emptyOffer, offerBody, rateCap, validateOffer } from './bounds.ts';

const bounds = {
  dividendMaxPercent: 50,
  dailySalaryMaxPercent: 2,
  hourlySalaryMaxPercent: 1,
  realtimeSalaryMaxPercent: 1,
};

describe('contract rate bounds', () => {
  it('reads the cap of each kind from the manifest bounds', () => {
    expect(rateCap(bounds, 'dividend')).toBe(50);
    expect(rateCap(bounds, 'dailySalary')).toBe(2);
    expect(rateCap(bounds, 'hourSalary')).toBe(1);
    expect(rateCap(bounds, 'realtimeSalary')).toBe(1);
  });

  it('accepts a rate above 0 up to the cap, refuses 0, above the cap and negatives', () => {
    const ok = { ...emptyOffer, memberId: '12', rate: '2' };
    expect(validateOffer('dailySalary', ok, bounds)).toEqual({});
    expect(validateOffer('dailySalary', { ...ok, rate: '2.01' }, bounds).rate).toEqual({
      key: 'contracts.rateRange',
      max: 2,
    });
    expect(validateOffer('dailySalary', { ...ok, rate: '0' }, bounds).rate?.key).toBe(
      'contracts.rateRange',
    );
    expect(validateOffer('dailySalary', { ...ok, rate: '-1' }, bounds).rate?.key).toBe(
      'contracts.rateRange',
    );
    expect(validateOffer('dividend', { ...ok, rate: '45' }, bounds)).toEqual({});
    expect(validateOffer('dailySalary', { ...ok, memberId: '' }, bounds).memberId?.key).toBe(
      'not_empty',
    );
  });

  it('needs both real-time rates within bounds and money with 2 decimals', () => {
    const rt = {
      ...emptyOffer,
      memberId: '3',
      rate: '0.5',
      lossRate: '1.5',
      singleBetAmount: '1.005',
    };
    const errors = validateOffer('realtimeSalary', rt, bounds);
    expect(errors.lossRate?.max).toBe(1);
    expect(errors.singleBetAmount?.key).toBe('amount_invalid');
    expect(validateOffer('dailySalary', { ...rt, validBet: '-5' }, bounds).validBet?.key).toBe(
      'amount_invalid',
    );
  });

  it('sends only the fields of the kind', () => {
    const form = { ...emptyOffer, memberId: '7', rate: '1', lossRate: '0.5', validBet: '100' };
    expect(offerBody('dailySalary', form)).toEqual({ memberId: 7, rate: 1, validBet: 100 });
    expect(offerBody('dividend', { ...form, rate: '20', period: 'Weekly' })).toEqual({
      memberId: 7,
      rate: 20,
      validBet: 100,
      period: 'Weekly',
    });
    expect(offerBody('realtimeSalary', form)).toEqual({
      memberId: 7,
      rate: 1,
      validBet: 100,
      lossRate: 0.5,
    });
  });
});
