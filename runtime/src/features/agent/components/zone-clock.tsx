import { useEffect, useState } from 'react';
import { formatZoneDateTime } from '../lib/time-zone.ts';

/** A live clock in the tenant's agent time zone, e.g. "GMT+7 2026-11-02 11:00:05". */
export function ZoneClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className="agent-clock" data-testid="agent-clock">
      <span className="agent-clock__zone">{timeZone}</span>
      <time dateTime={new Date(now).toISOString()}>{formatZoneDateTime(now, timeZone)}</time>
    </span>
  );
}
