// A record's date and time, in the one calendar of lib/dates (issue 17).
export { formatDateTime as formatTime } from '../../../lib/dates.ts';
