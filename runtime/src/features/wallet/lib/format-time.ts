// A record's date and time, in the one calendar of lib/dates that every shown date uses.
export { formatDateTime as formatTime } from '../../../lib/dates.ts';
