import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';
import type { Contract } from '../api/offer-contract.ts';

/** The terms of a contract in one line: rate(s), period, conditions. */
export function ContractTerms({ contract: c }: { contract: Contract }) {
  const { t, i18n } = useTranslation();
  const m = (n: number) => formatMoney(n, i18n.language);
  const parts = [
    c.kind === 'realtimeSalary'
      ? `${t('contracts.field.profitRate')} ${c.rate}% · ${t('contracts.field.lossRate')} ${c.lossRate ?? c.rate}%`
      : `${t(c.kind === 'dividend' ? 'contracts.field.ratio' : 'contracts.field.rate')} ${c.rate}%`,
    c.period ? t(`contracts.period.${c.period}`) : null,
    c.singleBetAmount ? `${t('contracts.field.singleBetAmount')} ≥ ${m(c.singleBetAmount)}` : null,
    c.conditions.activeMembers > 0
      ? `${t('contracts.field.activeMembers')} ≥ ${c.conditions.activeMembers}`
      : null,
    c.conditions.validBet > 0 ? `${t(validBetLabel(c.kind))} ≥ ${m(c.conditions.validBet)}` : null,
    c.conditions.profitLoss > 0
      ? `${t('contracts.field.profitLoss')} ≥ ${m(c.conditions.profitLoss)}`
      : null,
  ].filter(Boolean);
  return <span className="contracts__terms">{parts.join(' · ')}</span>;
}

export const validBetLabel = (kind: Contract['kind']) =>
  kind === 'hourSalary'
    ? 'contracts.field.hourlyBet'
    : kind === 'dailySalary'
      ? 'contracts.field.dailyBet'
      : 'contracts.field.validBet';
