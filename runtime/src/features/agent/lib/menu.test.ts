import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, pageFromQuery, visiblePages } from './menu.ts';

const none = { enableCt: false, salary: false, hourSalary: false, realtimeSalary: false };

describe('agent menu', () => {
  it('lists every page of spec §2 in order when all contract checks allow them', () => {
    const all = visiblePages({
      enableCt: true,
      salary: true,
      hourSalary: true,
      realtimeSalary: true,
    });
    expect(all).toEqual([...AGENT_PAGES]);
    expect(all).toHaveLength(16);
  });

  it('hides each contract page whose check is off', () => {
    const shown = visiblePages({ ...none, salary: true });
    expect(shown).toContain('agentDailyWages2');
    expect(shown).not.toContain('agentDividendRecordCopy2');
    expect(shown).not.toContain('agentHourSalary');
    expect(shown).not.toContain('agentRealtimeSalary');
    expect(visiblePages(undefined)).toHaveLength(12);
  });

  it('opens deep links to visible pages only, else the team overview', () => {
    const shown = visiblePages(none);
    expect(pageFromQuery('registerCenter', shown)).toBe('registerCenter');
    expect(pageFromQuery('agentHourSalary', shown)).toBe('agentTeamOverview');
    expect(pageFromQuery(null, shown)).toBe('agentTeamOverview');
  });
});
