import { useState } from 'react';
import { getTenant } from '../../../config/tenant.ts';
import { lastDays, type RangeDays } from '../lib/date-range.ts';

const rangeOf = (days: RangeDays) => lastDays(days, Date.now(), getTenant().agent?.timeZone);

/** A records page's range pick and page number; changing the range goes back to page 1. */
export function useRange() {
  const [state, setState] = useState(() => ({ days: 7 as RangeDays, range: rangeOf(7) }));
  const [pageNo, setPageNo] = useState(1);
  const setDays = (days: RangeDays) => {
    setState({ days, range: rangeOf(days) });
    setPageNo(1);
  };
  return { days: state.days, range: state.range, setDays, pageNo, setPageNo };
}
