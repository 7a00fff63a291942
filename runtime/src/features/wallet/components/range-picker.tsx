import { useTranslation } from 'react-i18next';
import { TIME_RANGES_DAYS } from '../../../config/constants.ts';
import type { RangeDays } from '../lib/date-range.ts';

/** The 7-day / 30-day picks of the records pages (spec §9). */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeDays;
  onChange: (d: RangeDays) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chips" role="group" aria-label={t('wallet.range.label')}>
      {TIME_RANGES_DAYS.map((days) => (
        <button
          key={days}
          type="button"
          className={days === value ? 'chip is-active' : 'chip'}
          aria-pressed={days === value}
          data-testid={`range-${days}`}
          onClick={() => onChange(days)}
        >
          {t('wallet.range.days', { count: days })}
        </button>
      ))}
    </div>
  );
}
