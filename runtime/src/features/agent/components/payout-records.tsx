// Payout records of one contract kind, under its contract page: each settlement with its
// contract, window, base (and the holder's own part of it, which the team reports do not show,
// as they cover the team below the holder), rate, amount and what was paid. Totals keep what the
// agent received apart from what it paid. ?settlement= (a My income line's link) shows that one.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePayoutRecords, type PayoutRecordsPage } from '../api/reports.ts';
import type { AgentContractKind } from '../lib/contract-page.ts';
import { Money, zoneDay, zoneTime } from './money.tsx';
import { ReportPage } from './report-page.tsx';
import { counterpartyName, type Cols } from './reports.tsx';

type Row = PayoutRecordsPage['list'][number];

/** A window as the agent reads it: its day(s) for a day or longer, times for the shorter salaries. */
function windowText(r: Row, lang: string): string {
  if (r.to - r.from < 24 * 3600_000) return `${zoneTime(r.from, lang)} – ${zoneTime(r.to, lang)}`;
  const [first, last] = [zoneDay(r.from, lang), zoneDay(r.to - 1, lang)];
  return first === last ? first : `${first} – ${last}`;
}

export function PayoutRecordsReport({ kind }: { kind: AgentContractKind }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const only = Number(params.get('settlement')) || undefined;
  const baseKind = kind === 'dividend' ? 'netLoss' : 'validBet';
  const columns: Cols<PayoutRecordsPage> = [
    { key: 'window', label: t('agent.col.period'), cell: (r) => windowText(r, i18n.language) },
    {
      key: 'contract',
      label: t('agent.col.contract'),
      cell: (r) =>
        [
          t('agent.payouts.contractNo', { id: r.contractId }),
          t(`contracts.kind.${r.kind}`),
          ...(r.period ? [t(`contracts.period.${r.period}`)] : []),
        ].join(' · '),
    },
    { key: 'role', label: t('agent.col.role'), cell: (r) => t(`agent.payoutRole.${r.role}`) },
    {
      key: 'counterparty',
      label: t('agent.col.counterparty'),
      cell: (r) => counterpartyName(r.counterparty, t),
    },
    {
      key: 'base',
      label: t(`agent.baseKind.${baseKind}`),
      cell: (r) => <Money value={r.base} />,
    },
    {
      key: 'own',
      label: t('agent.col.ownPart'),
      cell: (r) => (r.ownBase === undefined ? '—' : <Money value={r.ownBase} />),
    },
    { key: 'active', label: t('agent.stat.activeMembers'), cell: (r) => r.activeMembers },
    {
      key: 'rate',
      label: t(kind === 'dividend' ? 'contracts.field.ratio' : 'contracts.field.rate'),
      cell: (r) => `${r.rate}%`,
    },
    { key: 'amount', label: t('agent.col.amount'), cell: (r) => <Money value={r.amount} /> },
    { key: 'paid', label: t('agent.col.paid'), cell: (r) => <Money value={r.paid} /> },
    {
      key: 'status',
      label: t('agent.col.status'),
      cell: (r) => t(`agent.payoutStatus.${r.status}`),
    },
  ];
  const usePage = (q: Parameters<typeof usePayoutRecords>[0]) =>
    usePayoutRecords({ ...q, kind, ...(only ? { settlementId: only } : {}) });
  return (
    <section className="agent-payouts" data-testid="payout-records">
      <h2 className="agent-subtitle">{t('agent.payouts.title')}</h2>
      {only && (
        <p className="agent-note">
          {t('agent.payouts.only', { id: only })}{' '}
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              params.delete('settlement');
              setParams(params);
            }}
          >
            {t('agent.payouts.showAll')}
          </button>
        </p>
      )}
      <ReportPage
        use={usePage}
        columns={columns}
        rowKey={(r) => r.id}
        testId={`report-payouts-${kind}`}
        label={t('agent.payouts.title')}
        footer={(x) => <PayoutTotals totals={x} />}
      />
      <p className="muted agent-note">{t('agent.payouts.ownNote')}</p>
    </section>
  );
}

/** Received and paid apart: adding them together would mix money in with money out. */
function PayoutTotals({ totals }: { totals: PayoutRecordsPage['totals'] }) {
  const { t } = useTranslation();
  return (
    <dl className="agent-totals" data-testid="payout-totals">
      <dt>{t('agent.payouts.received')}</dt>
      <dd data-testid="payout-received">
        <Money value={totals.received} symbol />
        {totals.receivedOwed > 0 && (
          <span className="muted">
            {' '}
            {t('agent.payouts.owedToYou')} <Money value={totals.receivedOwed} symbol />
          </span>
        )}
      </dd>
      <dt>{t('agent.payouts.paid')}</dt>
      <dd data-testid="payout-paid">
        <Money value={totals.paid} symbol />
        {totals.paidOwed > 0 && (
          <span className="muted">
            {' '}
            {t('agent.payouts.owedByYou')} <Money value={totals.paidOwed} symbol />
          </span>
        )}
      </dd>
    </dl>
  );
}
