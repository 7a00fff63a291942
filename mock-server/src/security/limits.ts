// Security constants of the session and member families (spec §9 where it gives them).

/** auth/too-many-requests lockout (spec §9: 5 minutes). */
export const LOCKOUT_MS = 5 * 60 * 1000;
/** Failed logins per account before the lockout. */
export const MAX_ACCOUNT_FAILURES = 5;
/** Failed logins per IP before the lockout. */
export const MAX_IP_FAILURES = 20;
/** A captcha answer is valid for 5 minutes, once. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** SMS countdown: expiredMinutes x 60 s (spec §9: default 1 minute). */
export const SMS_EXPIRED_MINUTES = 1;
/** How long an SMS code stays usable. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Session token lifetime. */
export const SESSION_TTL_MS = 12 * 3600 * 1000;
/** Trial (free play) balance, minor units. */
export const TRIAL_BALANCE_MINOR = 2_000_00;
