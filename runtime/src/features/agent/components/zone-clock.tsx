import { useEffect, useState } from 'react';
import { onServerTimeChange, serverNow } from '../../../lib/server-time.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '../../../lib/dates.ts';
import { zoneOffsetMs } from '../lib/time-zone.ts';

/**
 * A live clock in the tenant's agent time zone, e.g. "GMT+7 02/11/2026 11:00:05" in Thai, on the
 * server's time (not the browser's).
 */
export function ZoneClock({ timeZone }: { timeZone: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = window.setInterval(tick, 1000);
    const stop = onServerTimeChange(tick);
    return () => {
      window.clearInterval(timer);
      stop();
    };
  }, []);
  return (
    <span className="agent-clock" data-testid="agent-clock">
      <span className="agent-clock__zone">{timeZone}</span>
      <time dateTime={new Date(now).toISOString()}>
        {formatDateTimeSeconds(now, i18n.language, { offsetMs: zoneOffsetMs(timeZone) })}
      </time>
    </span>
  );
}
