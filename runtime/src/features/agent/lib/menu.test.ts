import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, pageFromQuery, visiblePages } from './menu.ts';

const none = { enableCt: false, salary: false, hourSalary: false, realtimeSalary: false };

describe('agent menu', () => {
  it('lists every page of spec §2 in order when all contract checks allow them', () => {
    const all = visiblePages(
      {
        enableCt: true,
        salary: true,
        hourSalary: true,
        realtimeSalary: true,
      },
      { INBOX3: true },
    );
    expect(all).toEqual([...AGENT_PAGES]);
    expect(all).toHaveLength(17);
  });

  it('hides each contract page whose check is off', () => {
    const shown = visiblePages({ ...none, salary: true }, { INBOX3: true });
    expect(shown).toContain('agentDailyWages2');
    expect(shown).not.toContain('agentDividendRecordCopy2');
    expect(shown).not.toContain('agentHourSalary');
    expect(shown).not.toContain('agentRealtimeSalary');
    expect(visiblePages(undefined, { INBOX3: true })).toHaveLength(13);
  });

  it('opens deep links to visible pages only, else the team overview', () => {
    const shown = visiblePages(none, { INBOX3: true });
    expect(pageFromQuery('registerCenter', shown)).toBe('registerCenter');
    expect(pageFromQuery('agentHourSalary', shown)).toBe('agentTeamOverview');
    expect(pageFromQuery(null, shown)).toBe('agentTeamOverview');
  });

  it('gives every agent its security page, whatever its contract checks say', () => {
    expect(visiblePages(undefined, { INBOX3: false })).toContain('securityCenter');
    expect(pageFromQuery('securityCenter', visiblePages(none, { INBOX3: false }))).toBe(
      'securityCenter',
    );
  });

  it('shows the inbox page only where the tenant has an inbox', () => {
    expect(visiblePages(undefined, { INBOX3: false })).not.toContain('messageV2');
    expect(visiblePages(undefined, { INBOX3: true })).toContain('messageV2');
  });
});
