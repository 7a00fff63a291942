// Jackpot counter (spec §9): random start 50,000,000–99,000,000, +100–500 every 3, 4 or 5 s.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { formatMoney } from '../../../lib/money.ts';
import { jackpotDelay, jackpotStart, jackpotStep } from '../lib/jackpot.ts';

export function JackpotCounter() {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(() => jackpotStart());
  useEffect(() => {
    let timer: number;
    const next = () => {
      timer = window.setTimeout(() => {
        setValue((v) => Math.round((v + jackpotStep()) * 100) / 100);
        next();
      }, jackpotDelay());
    };
    next();
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="jackpot" aria-label={t('home.jackpot')}>
      <span className="jackpot__label">{t('home.jackpot')}</span>
      <span className="jackpot__value" data-testid="jackpot" data-value={value}>
        {getTenant().currency.symbol}
        {formatMoney(value, i18n.language)}
      </span>
    </section>
  );
}
