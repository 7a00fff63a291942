// The agent centre's left menu, as spec §2 lists it, with the contract pages shown according to
// the consolidated contract checks (enableCt, salary, hourSalary, realtimeSalary). One page more
// than the list: securityCenter, where an agent sets its payment password (withdrawals and
// transfers ask for it, and a sub-agent made in Register account has none).
import type { AgentContractKind } from './contract-page.ts';

export const AGENT_PAGES = [
  'depositv2',
  'withdraw',
  'securityCenter',
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'messageV2',
  'customerService',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

interface ContractFlags {
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  realtimeSalary: boolean;
}

/** Which flag shows a page (pages without one are always shown). */
const FLAG_OF: Partial<Record<AgentPage, keyof ContractFlags>> = {
  agentDividendRecordCopy2: 'enableCt',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/**
 * Menu pages for these flags (undefined while the checks load: contract pages hidden); the inbox
 * only where the tenant has one.
 */
export function visiblePages(
  flags: ContractFlags | undefined,
  tenant: { INBOX3: boolean },
): AgentPage[] {
  return AGENT_PAGES.filter((page) => {
    if (page === 'messageV2') return tenant.INBOX3;
    const flag = FLAG_OF[page];
    return flag === undefined || flags?.[flag] === true;
  });
}

/** The page a `?page=` deep link opens: a known visible page, else the team overview. */
export function pageFromQuery(value: string | null, visible: readonly AgentPage[]): AgentPage {
  return visible.find((p) => p === value) ?? DEFAULT_AGENT_PAGE;
}

/** The page of each contract kind: its contract and its payout records. */
export const CONTRACT_PAGE: Record<AgentContractKind, AgentPage> = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourSalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** The contract kind a page shows, if it is a contract page. */
export function contractKindOf(page: AgentPage): AgentContractKind | undefined {
  return (Object.keys(CONTRACT_PAGE) as AgentContractKind[]).find((k) => CONTRACT_PAGE[k] === page);
}
