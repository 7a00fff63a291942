import { MOBILE_NUM_PATTERN } from '#schemas/constants.ts';

const MOBILE_NUM = new RegExp(MOBILE_NUM_PATTERN);

/** Whether the server will take `value` as a mobile number (checked before an SMS is asked for). */
export const isMobileNum = (value: string) => MOBILE_NUM.test(value);
