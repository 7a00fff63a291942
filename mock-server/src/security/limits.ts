// Security constants of the session and member families (spec §9 where it gives them). Every
// attempt limit is a Rule of security/attempts.ts: `max` failures within `windowMs` lock the key
// for `lockMs`, doubled at each further lock up to `maxLockMs` (growing delays).
import type { Rule } from './attempts.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
export const MINUTE_MS = MINUTE;
export const HOUR_MS = HOUR;
const DAY = 24 * HOUR;

/** auth/too-many-requests lockout (spec §9: 5 minutes): the first lock of a throttled login. */
const LOCKOUT_MS = 5 * MINUTE;

/**
 * One account from one address: 5 wrong passwords lock that pair only, 5 min then 10, 20 ... up to
 * a day. The owner at another address is not affected.
 */
export const LOGIN_PAIR_RULE: Rule = {
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: LOCKOUT_MS,
  maxLockMs: DAY,
};
/**
 * One account from every device it does not know (a distributed guess): past 20 failures an hour
 * the account steps up for such devices (a captcha on every attempt, for the step-up's length,
 * doubling like a lock would) but never locks: its known devices sign in as usual.
 */
export const LOGIN_ACCOUNT_RULE: Rule = {
  max: 20,
  windowMs: HOUR,
  lockMs: 15 * MINUTE,
  maxLockMs: DAY,
};
/**
 * One address across accounts: past 100 failures an hour the address is closed to accounts that
 * never logged in from it (a shared NAT keeps its regular members).
 */
export const LOGIN_IP_RULE: Rule = {
  max: 100,
  windowMs: HOUR,
  lockMs: 15 * MINUTE,
  maxLockMs: DAY,
};
/** Failures from one address after which every login from it needs a captcha. */
export const IP_CAPTCHA_AFTER = 10;

/**
 * Wrong verification codes (SMS login, reset, second factor, registration) from strangers (no
 * known device of the number's member) per number or account, across codes: past 10 an hour every
 * further guess from a stranger needs a proof of work, for 1 h, then 2 h ... up to a day. A step-up,
 * never a lock: the owner on a new phone proves the work and enters the code.
 */
export const VERIFY_RULE: Rule = { max: 10, windowMs: HOUR, lockMs: HOUR, maxLockMs: DAY };
/**
 * Wrong verification codes from one source (an address, or a known device for its own typos)
 * across numbers: 20 an hour lock that source for an hour, then 2 h ... The attacker waits.
 */
export const VERIFY_SOURCE_RULE: Rule = { max: 20, windowMs: HOUR, lockMs: HOUR, maxLockMs: DAY };
/** Wrong codes from one address after which each of its guesses needs a proof of work. */
export const VERIFY_SOURCE_PROOF_AFTER = 5;
/** Wrong guesses allowed per code before it is thrown away. */
export const MAX_WRONG_PER_CODE = 5;

/**
 * "Name or number taken" answers of registration per address: 10 an hour lock the address out of
 * registration for an hour, then 2 h ... up to a day.
 */
export const REGISTER_PROBE_RULE: Rule = {
  max: 10,
  windowMs: HOUR,
  lockMs: HOUR,
  maxLockMs: DAY,
};

/** Payment password (PIN) per member: 5 wrong lock it 15 min, then 30 ... up to a day. */
export const PIN_RULE: Rule = { max: 5, windowMs: HOUR, lockMs: 15 * MINUTE, maxLockMs: DAY };
/** Current-password checks (change password, set payment password) per member. */
export const OLD_PASSWORD_RULE: Rule = {
  max: 5,
  windowMs: HOUR,
  lockMs: 15 * MINUTE,
  maxLockMs: DAY,
};

/**
 * SMS sends, each quota per hour and per day. A number's sends are shared out so that nobody
 * spends another's: strangers (each send with a proof of work) have one share per address and
 * all of them together SMS_PER_NUMBER; a known device of the member has SMS_PER_NUMBER of its own,
 * and so has the second factor (asked only by whoever typed the password). SMS_PER_IP holds an
 * address across numbers (no SMS pumping).
 */
export const SMS_PER_NUMBER = { hour: 5, day: 10 } as const;
export const SMS_SHARE_PER_ADDRESS = { hour: 3, day: 5 } as const;
export const SMS_PER_IP = { hour: 10, day: 30 } as const;
/**
 * Once strangers together have had SMS_PER_NUMBER of a number, a stranger's send is paced, not
 * refused: one per this long for the number, whoever asks. A refusal until the day ends would let
 * anyone with a few addresses keep a member who has no password (registered by mobile) off a new
 * phone for a day; a pace keeps that member's wait to minutes while the SMS bill stays bounded:
 * at most SMS_PER_NUMBER.day + 96 codes a day for a number under attack (one every 15 min), each
 * with a proof of work and drawn on its address's share, so a day of it needs 20 addresses.
 * 15 minutes is about the longest a person waits at a sign-in screen before giving up; shorter
 * paces buy the owner little and raise the attacker's budget in proportion (5 min: 298 a day).
 */
export const SMS_STRANGERS_PACE_MS = 15 * MINUTE;
/**
 * A sign-in link texted with a login or reset code to a member's number lasts one paced slot:
 * while strangers hold the number's pace, the last SMS sent always carries a live link, so the
 * phone's holder signs in from any browser whoever asked for that SMS.
 */
export const SMS_LINK_TTL_MS = SMS_STRANGERS_PACE_MS;
/**
 * Wrong sign-in links from one address: 10 an hour lock it for an hour, then 2 h ... A link
 * carries 192 random bits, so this only keeps a guesser from filling the log.
 */
export const SMS_LINK_SOURCE_RULE: Rule = { max: 10, windowMs: HOUR, lockMs: HOUR, maxLockMs: DAY };

/** A captcha answer is valid for 5 minutes, once. */
export const CAPTCHA_TTL_MS = 5 * MINUTE;
/**
 * Proof of work: the secret number is drawn up to this, so a solver tries half of it on average.
 * Set for a phone: 5,000 SHA-256 digests on average. On a busy 2-core machine a desktop Chromium
 * solved one in 0.2-2 s from the form's opening (fetch and worker start included) and a native
 * Node script in a median 20 ms (bench/captcha.ts). It is a cost per attempt that adds up for a
 * flood, never something a person reads or types (README, security).
 */
export const POW_MAX_NUMBER = 10_000;
/** A challenge is solvable and its solution usable for 10 minutes (a slow registration form). */
export const POW_TTL_MS = 10 * MINUTE;
/** Used solutions remembered per tenant until they expire; past it the oldest are forgotten. */
export const POW_USED_MAX = 50_000;
/** SMS countdown: expiredMinutes x 60 s (spec §9: default 1 minute). */
export const SMS_EXPIRED_MINUTES = 1;
/** How long an SMS code stays usable. */
export const SMS_CODE_TTL_MS = 5 * MINUTE;
/** Free play's quotas (the tenant's freePlayPer* settings) count trial accounts over this window. */
export const FREE_PLAY_WINDOW_MS = DAY;
/** Trial (free play) balance, minor units. */
export const TRIAL_BALANCE_MINOR = 2_000_00;
/** How long an Idempotency-Key's answer is kept for a retry. */
export const IDEMPOTENCY_TTL_MS = DAY;

/**
 * Image captchas one address may have waiting to be drawn (security/captcha-drawing.ts); one more
 * is refused. A person waits for one image at a time.
 */
export const CAPTCHA_WAITING_PER_SOURCE = 4;
