// Sign-in links texted with a member's login and reset codes. A code answers only the browser that
// asked for it (sms.ts), so when strangers win every paced slot of a number the owner's new phone
// would never get a code of its own; the SMS itself reaches the owner's phone, though, and its
// link signs in from any browser. The token is 192 random bits; only its SHA-256 is kept, in the
// tenant's volatile state, bound to the member and purpose. A link is used once, lasts one paced
// slot (SMS_LINK_TTL_MS), and dies when the member signs in another way or changes password
// after it was sent. Opening it only shows the masked account: signing in takes a click on the
// page (a URL alone never signs anyone in).
import crypto from 'node:crypto';
import { SMS_SIGN_IN_PATH } from '#schemas/constants.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { Member } from '../records/members.ts';
import type { SmsLetter, Volatile } from '../tenancy.ts';
import { assertFree, fail, succeed } from './attempts.ts';
import { SMS_LINK_SOURCE_RULE, SMS_LINK_TTL_MS } from './limits.ts';

/** Purposes whose SMS carries a link: those with an account behind them (not registration). */
export type LinkPurpose = Extract<SmsLetter['purpose'], 'login' | 'reset'>;

interface StoredLink {
  memberId: number;
  purpose: LinkPurpose;
  sentAt: number;
  expiresAt: number;
}

const tables = new WeakMap<Volatile, Map<string, StoredLink>>();
function tableOf(v: Volatile): Map<string, StoredLink> {
  let t = tables.get(v);
  if (!t) {
    t = new Map();
    tables.set(v, t);
  }
  return t;
}

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const sourceKey = (ip: string) => `sms-link:ip:${ip}`;

/** A new link's token for the member; links past their time are forgotten on the way. */
export function issueSmsLink(
  v: Volatile,
  memberId: number,
  purpose: LinkPurpose,
  now: number,
): string {
  const table = tableOf(v);
  for (const [k, l] of table) if (l.expiresAt <= now) table.delete(k);
  const token = crypto.randomBytes(24).toString('base64url');
  table.set(hashOf(token), { memberId, purpose, sentAt: now, expiresAt: now + SMS_LINK_TTL_MS });
  return token;
}

/** The absolute link of a token on the tenant's main domain: in the fragment, it reaches no log or Referer. */
export const smsLinkUrl = (mainDomain: string, token: string) =>
  `https://${mainDomain}${SMS_SIGN_IN_PATH}#${token}`;

/** Whether the member signed in or changed password since the link was sent. */
const overtaken = (link: StoredLink, member: Readonly<Member>) =>
  (member.lastLoginAt ?? 0) > link.sentAt || member.passwordChangedAt > link.sentAt;

/**
 * The member a token signs in, throwing sms_link_invalid (wrong, expired, used or overtaken: one
 * answer for all) or, for an address with too many wrong ones, verification_attempts_exceeded.
 * `consume` uses the link up; a peek leaves it.
 */
export function openSmsLink(
  v: Volatile,
  token: string,
  o: {
    ip: string;
    now: number;
    member: (id: number) => Readonly<Member> | undefined;
    consume: boolean;
  },
): Readonly<Member> {
  const key = sourceKey(o.ip);
  assertFree(v, key, o.now, 'verification_attempts_exceeded', 'too many wrong sign-in links');
  const table = tableOf(v);
  const hash = hashOf(token);
  const link = table.get(hash);
  const member = link && o.member(link.memberId);
  if (!link || !member || link.expiresAt <= o.now || overtaken(link, member)) {
    if (link) table.delete(hash);
    else fail(v, key, SMS_LINK_SOURCE_RULE, o.now);
    throw new ApiError(400, 'sms_link_invalid', 'this sign-in link is not valid');
  }
  if (o.consume) {
    table.delete(hash);
    succeed(v, key);
  }
  return member;
}
