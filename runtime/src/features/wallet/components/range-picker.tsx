import { useTranslation } from 'react-i18next';
import { RangeChips } from '../../../components/ui/range-chips.tsx';
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
    <RangeChips
      label={t('wallet.range.label')}
      options={TIME_RANGES_DAYS}
      value={value}
      onPick={onChange}
      labelOf={(days) => t('wallet.range.days', { count: days })}
    />
  );
}
