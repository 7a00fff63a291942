import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, tabFromSearch, visibleTabs } from './tabs.ts';

const on = { referral: true, MANPLAYREB3: true };
const off = { referral: false, MANPLAYREB3: false };

describe('member tabs', () => {
  it('deep links open the named tab, securityCenter by default', () => {
    expect(tabFromSearch(new URLSearchParams('tab=withdraw'), off)).toBe('withdraw');
    expect(tabFromSearch(new URLSearchParams('page=messageV2'), off)).toBe('messageV2');
    expect(tabFromSearch(new URLSearchParams(''), off)).toBe(DEFAULT_TAB);
    expect(tabFromSearch(new URLSearchParams('tab=nope'), on)).toBe(DEFAULT_TAB);
  });

  it('referral and manual rebate follow the tenant flags', () => {
    expect(visibleTabs(off)).not.toContain('referral');
    expect(visibleTabs(off)).not.toContain('manualRebate');
    expect(visibleTabs(on)).toEqual(expect.arrayContaining(['referral', 'manualRebate']));
    expect(tabFromSearch(new URLSearchParams('tab=manualRebate'), off)).toBe(DEFAULT_TAB);
    expect(tabFromSearch(new URLSearchParams('tab=referral'), { ...off, referral: true })).toBe(
      'referral',
    );
  });

  it('transfer to upline only for a member that has an upline', () => {
    expect(visibleTabs({ ...on, hasUpline: false })).not.toContain('transferUpline');
    expect(visibleTabs({ ...on, hasUpline: true })).toContain('transferUpline');
    expect(tabFromSearch(new URLSearchParams('tab=transferUpline'), off)).toBe(DEFAULT_TAB);
  });
});
