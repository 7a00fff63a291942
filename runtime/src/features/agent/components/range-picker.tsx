import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeChips } from '../../../components/ui/range-chips.tsx';
import { getTenant } from '../../../config/tenant.ts';
import { serverNow } from '../../../lib/server-time.ts';
import { customRangeError, rangeDays, REPORT_RANGES, type ReportRange } from '../lib/time-zone.ts';

/** A named range of spec §9, or a custom first/last day (agent time zone, server's day). */
export type RangeValue = { range: ReportRange } | { start: string; end: string };

export const rangeQuery = (v: RangeValue) =>
  'range' in v ? { range: v.range } : { start: v.start, end: v.end };

export function RangePicker({
  value,
  onChange,
  custom = true,
}: {
  value: RangeValue;
  onChange: (v: RangeValue) => void;
  custom?: boolean;
}) {
  const { t } = useTranslation();
  const tz = getTenant().agent.timeZone;
  const [initial] = useState(() =>
    'range' in value ? rangeDays(value.range, serverNow(), tz) : value,
  );
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const problem = customRangeError(start, end);
    setError(problem ? t(`agent.range.error.${problem}`) : null);
    if (!problem) onChange({ start, end });
  };
  return (
    <div className="agent-range" data-testid="range-picker">
      <RangeChips
        label={t('agent.range.label')}
        options={REPORT_RANGES}
        value={'range' in value ? value.range : null}
        onPick={(r) => {
          const days = rangeDays(r, serverNow(), tz);
          setStart(days.start);
          setEnd(days.end);
          setError(null);
          onChange({ range: r });
        }}
        labelOf={(r) => t(`agent.range.${r}`)}
      />
      {custom && (
        <div className="agent-range__custom">
          {(
            [
              ['start', start, setStart],
              ['end', end, setEnd],
            ] as const
          ).map(([name, day, setDay]) => (
            <label key={name}>
              <span className="field__label">{t(`agent.range.${name}`)}</span>
              <input
                type="date"
                className="input"
                value={day}
                onChange={(e) => setDay(e.target.value)}
                name={name}
              />
            </label>
          ))}
          <button type="button" className="btn btn--outline btn--sm" onClick={apply}>
            {t('agent.range.apply')}
          </button>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
