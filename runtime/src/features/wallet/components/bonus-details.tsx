// bonusDetails: ledger entries of the bonus types (bonuses, rebates, salaries, dividends).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerType } from '../api/get-transactions.ts';
import { LedgerTable } from './ledger-table.tsx';

const BONUS_TYPES = [
  'bonus',
  'rebate',
  'salary',
  'dividend',
] as const satisfies readonly LedgerType[];

export default function BonusDetails() {
  const { t } = useTranslation();
  const [type, setType] = useState<(typeof BONUS_TYPES)[number]>('bonus');
  return (
    <div>
      <div className="chips" role="group">
        {BONUS_TYPES.map((x) => (
          <button
            key={x}
            type="button"
            className={x === type ? 'chip is-active' : 'chip'}
            aria-pressed={x === type}
            data-testid={`bonus-type-${x}`}
            onClick={() => setType(x)}
          >
            {t(`wallet.ledger.${x}`)}
          </button>
        ))}
      </div>
      <LedgerTable
        key={type}
        type={type}
        label={t(`wallet.ledger.${type}`)}
        testId="bonus-details"
      />
    </div>
  );
}
