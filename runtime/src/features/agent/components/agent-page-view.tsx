import type { ComponentType } from 'react';
import { useDirectDownlines } from '../api/get-downline-tree.ts';
import type { AgentContractKind, ContractPageProps } from '../lib/contract-page.ts';
import { contractKindOf, type AgentPage } from '../lib/menu.ts';
import { DepositPage, WithdrawPage } from './funds-pages.tsx';
import { AnnouncementsPage, CustomerServicePage, MessagesPage } from './inbox-pages.tsx';
import { RegisterCenter } from './register-center.tsx';
import { SecurityPage } from './security-page.tsx';
import {
  AccountDetailsReport,
  MyIncomeReport,
  TeamBettingReport,
  UserProfitLossReport,
} from './reports.tsx';
import { PayoutRecordsReport } from './payout-records.tsx';
import { TeamManagement } from './team-management.tsx';
import { TeamOverview } from './team-overview.tsx';

/** The page of the agent centre that the menu (or ?page=) selected. */
export function AgentPageView({
  page,
  ContractPage,
}: {
  page: AgentPage;
  ContractPage: ComponentType<ContractPageProps>;
}) {
  const kind = contractKindOf(page);
  if (kind) {
    return (
      <>
        <ContractSection kind={kind} ContractPage={ContractPage} />
        <PayoutRecordsReport kind={kind} />
      </>
    );
  }
  switch (page) {
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'securityCenter':
      return <SecurityPage />;
    case 'agentAnnouncement':
      return <AnnouncementsPage />;
    case 'registerCenter':
      return <RegisterCenter />;
    case 'downlineManagmentView':
      return <TeamManagement />;
    case 'personalHistoryCopy':
      return <TeamBettingReport />;
    case 'palStatementsAgentCopy':
      return <UserProfitLossReport />;
    case 'agentRevenueReport':
      return <MyIncomeReport />;
    case 'agentDownlineTransactionDetailsCopy':
      return <AccountDetailsReport />;
    case 'messageV2':
      return <MessagesPage />;
    case 'customerService':
      return <CustomerServicePage />;
    default:
      return <TeamOverview />;
  }
}

function ContractSection({
  kind,
  ContractPage,
}: {
  kind: AgentContractKind;
  ContractPage: ComponentType<ContractPageProps>;
}) {
  return <ContractPage kind={kind} findDownlines={useDirectDownlines} />;
}
