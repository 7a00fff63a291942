// The agent centre's reports (spec §2): team betting, user profit and loss, my income, account
// details — each a ReportPage with its columns and range totals (payout records: payout-records.tsx).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTRACT_PAGE } from '../lib/menu.ts';
import {
  useAccountDetails,
  useMyIncome,
  useTeamBetting,
  useUserProfitLoss,
  type AccountDetailsPage,
  type MyIncomePage,
  type TeamBettingPage,
  type UserProfitLossPage,
} from '../api/reports.ts';
import { Money, zoneTime } from './money.tsx';
import { ReportPage, type ReportColumn } from './report-page.tsx';
import { useVendorName } from '../../../lib/vendor-name.ts';

type Row<P extends { list: unknown[] }> = P['list'][number];
export type Cols<P extends { list: unknown[]; totals: unknown }> = ReportColumn<
  Row<P>,
  P['totals']
>[];

export function TeamBettingReport() {
  const { t, i18n } = useTranslation();
  const vendorName = useVendorName();
  const columns: Cols<TeamBettingPage> = [
    { key: 'at', label: t('agent.col.time'), cell: (r) => zoneTime(r.at, i18n.language) },
    { key: 'account', label: t('agent.col.account'), cell: (r) => r.account },
    // Names a member reads, never codes.
    {
      key: 'game',
      label: t('agent.col.game'),
      cell: (r) => `${vendorName(r.vendor)} · ${r.gameName}`,
    },
    { key: 'category', label: t('agent.col.category'), cell: (r) => r.category },
    {
      key: 'stake',
      label: t('agent.col.validBet'),
      cell: (r) => <Money value={r.stake} />,
      amount: (r) => r.stake,
      total: (x) => x.stake,
    },
    {
      key: 'payout',
      label: t('agent.col.payout'),
      cell: (r) => <Money value={r.payout} />,
      amount: (r) => r.payout,
      total: (x) => x.payout,
    },
    {
      key: 'pl',
      label: t('agent.col.profitLoss'),
      cell: (r) => <Money value={r.profitLoss} />,
      amount: (r) => r.profitLoss,
      total: (x) => x.profitLoss,
    },
  ];
  return (
    <ReportPage
      use={useTeamBetting}
      columns={columns}
      rowKey={(r) => r.id}
      accountFilter
      testId="report-team-betting"
      label={t('agent.menu.personalHistoryCopy')}
    />
  );
}

export function UserProfitLossReport() {
  const { t } = useTranslation();
  const money = (
    key: 'validBet' | 'payout' | 'profitLoss' | 'deposits' | 'withdrawals',
  ): Cols<UserProfitLossPage>[number] => ({
    key,
    label: t(`agent.col.${key}`),
    cell: (r) => <Money value={r[key]} />,
    amount: (r) => r[key],
    total: (x) => x[key],
  });
  const columns: Cols<UserProfitLossPage> = [
    { key: 'account', label: t('agent.col.account'), cell: (r) => r.account },
    { key: 'bets', label: t('agent.col.bets'), cell: (r) => r.bets },
    money('validBet'),
    money('payout'),
    money('profitLoss'),
    money('deposits'),
    money('withdrawals'),
  ];
  return (
    <ReportPage
      use={useUserProfitLoss}
      columns={columns}
      rowKey={(r) => r.memberId}
      accountFilter
      testId="report-user-profit-loss"
      label={t('agent.menu.palStatementsAgentCopy')}
    />
  );
}

/** The other side of a ledger entry as the agent reads it: an account, the platform, or none. */
export function counterpartyName(counterparty: string, t: TFunction): string {
  if (counterparty === 'platform') return t('agent.platform');
  return counterparty === '' ? '—' : counterparty;
}

/**
 * The ledger side of a line, alike in my income and account details: the other side, the amount
 * (with `total`, the range total the server sums it to) and the balance after it.
 */
function ledgerColumns<P extends { list: LedgerLine[]; totals: unknown }>(
  t: TFunction,
  total: (totals: P['totals']) => number,
): Cols<P> {
  return [
    {
      key: 'counterparty',
      label: t('agent.col.counterparty'),
      cell: (r) => counterpartyName(r.counterparty, t),
    },
    {
      key: 'amount',
      label: t('agent.col.amount'),
      cell: (r) => <Money value={r.amount} />,
      amount: (r) => r.amount,
      total,
    },
    {
      key: 'after',
      label: t('agent.col.balanceAfter'),
      cell: (r) => <Money value={r.balanceAfter} />,
    },
  ];
}

interface LedgerLine {
  counterparty: string;
  amount: number;
  balanceAfter: number;
}

export function MyIncomeReport() {
  const { t, i18n } = useTranslation();
  const columns: Cols<MyIncomePage> = [
    { key: 'at', label: t('agent.col.time'), cell: (r) => zoneTime(r.at, i18n.language) },
    { key: 'type', label: t('agent.col.type'), cell: (r) => t(`agent.incomeType.${r.type}`) },
    ...ledgerColumns<MyIncomePage>(t, (x) => x.net),
    {
      key: 'settlement',
      label: t('agent.col.settlement'),
      // The settlement that made the line, on its contract page's payout records.
      cell: (r) =>
        r.settlement ? (
          <Link
            to={`?page=${CONTRACT_PAGE[r.settlement.kind]}&settlement=${r.settlement.id}`}
            data-testid="income-settlement"
          >
            {t('agent.payouts.settlementLink', { id: r.settlement.id })}
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <ReportPage
        use={useMyIncome}
        columns={columns}
        rowKey={(r) => r.id}
        testId="report-my-income"
        label={t('agent.menu.agentRevenueReport')}
      />
      <IncomeTotalsNote />
    </>
  );
}

function IncomeTotalsNote() {
  const { t } = useTranslation();
  return <p className="muted agent-note">{t('agent.incomeNote')}</p>;
}

export function AccountDetailsReport() {
  const { t, i18n } = useTranslation();
  const columns: Cols<AccountDetailsPage> = [
    { key: 'at', label: t('agent.col.time'), cell: (r) => zoneTime(r.at, i18n.language) },
    { key: 'account', label: t('agent.col.account'), cell: (r) => r.account },
    { key: 'type', label: t('agent.col.type'), cell: (r) => t(`wallet.ledger.${r.type}`) },
    ...ledgerColumns<AccountDetailsPage>(t, (x) => x.credit - x.debit),
  ];
  return (
    <ReportPage
      use={useAccountDetails}
      columns={columns}
      rowKey={(r) => r.id}
      accountFilter
      testId="report-account-details"
      label={t('agent.menu.agentDownlineTransactionDetailsCopy')}
    />
  );
}
