import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTeamOverview } from '../api/reports.ts';
import { Money, zoneTime } from './money.tsx';
import { RangePicker, rangeQuery, type RangeValue } from './range-picker.tsx';

/** Team figures for a range of spec §9 (agentTeamOverview, the default page). */
export function TeamOverview() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<RangeValue>({ range: 'today' });
  const { data, isPending, isError, error } = useTeamOverview(rangeQuery(range));
  return (
    <section data-testid="team-overview">
      <RangePicker value={range} onChange={setRange} custom={false} />
      {isError && <p className="form__error">{t(errorKeyOf(error))}</p>}
      {isPending ? (
        <Spinner />
      ) : data ? (
        <>
          <p className="muted agent-report__window">
            {t('agent.window', {
              from: zoneTime(data.from, i18n.language),
              to: zoneTime(data.to, i18n.language),
            })}
          </p>
          <div className="agent-stats">
            <Stat label={t('agent.stat.members')} value={data.members} id="members" />
            <Stat label={t('agent.stat.newMembers')} value={data.newMembers} id="newMembers" />
            <Stat
              label={t('agent.stat.activeMembers')}
              value={data.activeMembers}
              id="activeMembers"
            />
            <Stat label={t('agent.stat.validBet')} money={data.validBet} id="validBet" />
            <Stat label={t('agent.stat.profitLoss')} money={data.profitLoss} id="profitLoss" />
            <Stat label={t('agent.stat.deposits')} money={data.deposits} id="deposits" />
            <Stat label={t('agent.stat.withdrawals')} money={data.withdrawals} id="withdrawals" />
          </div>
        </>
      ) : null}
    </section>
  );
}

function Stat({
  label,
  value,
  money,
  id,
}: {
  label: string;
  value?: number;
  money?: number;
  id: string;
}) {
  return (
    <div className="agent-stat" data-testid={`stat-${id}`}>
      <span className="agent-stat__label">{label}</span>
      <strong className="agent-stat__value">
        {money !== undefined ? <Money value={money} symbol /> : value}
      </strong>
    </div>
  );
}
