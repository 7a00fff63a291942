import { useMemo, useState } from 'react';
import { getTenant } from '../../../config/tenant.ts';
import { lastDays, type RangeDays } from '../lib/date-range.ts';

/** A records page's range pick and page number; changing the range goes back to page 1. */
export function useRange() {
  const [days, setDaysState] = useState<RangeDays>(7);
  const [pageNo, setPageNo] = useState(1);
  const range = useMemo(() => lastDays(days, Date.now(), getTenant().agent?.timeZone), [days]);
  const setDays = (d: RangeDays) => {
    setDaysState(d);
    setPageNo(1);
  };
  return { days, setDays, pageNo, setPageNo, range };
}
