import { describe, expect, it } from 'vitest';
import {
  type TabContext,
  tabFromSearch as rowFromSearch,
  visibleTabs as visible,
} from '../features/member/lib/tabs.ts';
import { MEMBER_TABS } from './member-tabs.tsx';

const on = { referral: true, MANPLAYREB3: true, INBOX3: true };
const off = { referral: false, MANPLAYREB3: false, INBOX3: true };
const DEFAULT_TAB = 'securityCenter';
const tabFromSearch = (search: URLSearchParams, c: TabContext) =>
  rowFromSearch(search, MEMBER_TABS, c).key;
const visibleTabs = (c: TabContext) => visible(MEMBER_TABS, c);

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

  it('the inbox tab follows INBOX3, and a deep link to it opens the default when it is off', () => {
    expect(visibleTabs(on)).toContain('messageV2');
    const noInbox = { ...on, INBOX3: false };
    expect(visibleTabs(noInbox)).not.toContain('messageV2');
    expect(tabFromSearch(new URLSearchParams('tab=messageV2'), noInbox)).toBe(DEFAULT_TAB);
  });

  it('transfer to upline only for a member that has an upline', () => {
    expect(visibleTabs({ ...on, hasUpline: false })).not.toContain('transferUpline');
    expect(visibleTabs({ ...on, hasUpline: true })).toContain('transferUpline');
    expect(tabFromSearch(new URLSearchParams('tab=transferUpline'), off)).toBe(DEFAULT_TAB);
  });
});
