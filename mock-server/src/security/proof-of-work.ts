// The captcha of Lobby's own wire: a proof of work (schemas/proof-of-work.ts). A challenge is
// stateless until it is used: its signature (an HMAC keyed from the server's secret and bound to
// the tenant) says the server issued it, the salt carries its expiry. A used one is remembered
// until it expires, so each solution passes once; the memory is bounded: past POW_USED_MAX the
// oldest are forgotten and every solution expiring no later than them is refused, so forgetting
// never lets one pass twice.
import crypto from 'node:crypto';
import { expiryOfSalt, type PowChallenge, type PowSolution } from '#schemas/proof-of-work.ts';
import { ApiError } from '../refusals/api-error.ts';
import { derivedKey } from './derived-key.ts';
import type { Volatile } from '../tenancy.ts';
import { POW_MAX_NUMBER, POW_TTL_MS, POW_USED_MAX } from './limits.ts';

interface UsedSolutions {
  /** Challenge -> its expiry, in the order they were used. */
  byChallenge: Map<string, number>;
  /** Solutions expiring at or before this were forgotten to bound the memory: refused. */
  floor: number;
}

const signatureOf = (secret: Buffer, tenant: string, challenge: string) =>
  crypto
    .createHmac('sha256', derivedKey(secret, 'proof-of-work challenge'))
    .update(`${tenant}\0${challenge}`)
    .digest('hex');

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

function usedOf(v: Volatile): UsedSolutions {
  let used = v.powUsed as UsedSolutions | undefined;
  if (!used) v.powUsed = used = { byChallenge: new Map(), floor: 0 };
  return used;
}

/** A new challenge of this tenant, valid POW_TTL_MS. */
export function issueChallenge(
  secret: Buffer,
  tenant: string,
  now: number,
  maxnumber = POW_MAX_NUMBER,
): PowChallenge {
  const expires = Math.ceil((now + POW_TTL_MS) / 1000);
  const salt = `${crypto.randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256(salt + String(crypto.randomInt(0, maxnumber + 1)));
  return {
    algorithm: 'SHA-256',
    challenge,
    salt,
    maxnumber,
    signature: signatureOf(secret, tenant, challenge),
  };
}

const INVALID = (reason: string) =>
  new ApiError(400, 'captcha_invalid', `the verification failed (${reason})`, {
    captcha: true,
    reason,
  });

function parse(payload: string): PowSolution | undefined {
  try {
    const s = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<PowSolution>;
    if (
      s.algorithm === 'SHA-256' &&
      typeof s.challenge === 'string' &&
      typeof s.salt === 'string' &&
      typeof s.signature === 'string' &&
      Number.isSafeInteger(s.number)
    )
      return s as PowSolution;
  } catch {
    // Not base64 JSON: refused below as any malformed solution.
  }
  return undefined;
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Checks a solution and uses it up. Missing -> 400 captcha_required; malformed, not signed by this
 * server for this tenant, expired, a wrong number or already used -> 400 captcha_invalid (its
 * `reason` says which).
 */
export function consumeSolution(
  v: Volatile,
  secret: Buffer,
  tenant: string,
  payload: string | undefined,
  now: number,
): void {
  if (!payload)
    throw new ApiError(400, 'captcha_required', 'the verification is missing', { captcha: true });
  const s = parse(payload);
  if (!s) throw INVALID('malformed');
  if (!sameHex(s.signature, signatureOf(secret, tenant, s.challenge))) throw INVALID('signature');
  const expiresAt = expiryOfSalt(s.salt);
  const used = usedOf(v);
  if (expiresAt === undefined || expiresAt <= now || expiresAt <= used.floor)
    throw INVALID('expired');
  if (sha256(s.salt + String(s.number)) !== s.challenge) throw INVALID('number');
  if (used.byChallenge.has(s.challenge)) throw INVALID('used');
  for (const [c, at] of used.byChallenge) {
    if (used.byChallenge.size < POW_USED_MAX && at > now) break;
    used.byChallenge.delete(c);
    if (at > now) used.floor = Math.max(used.floor, at);
  }
  used.byChallenge.set(s.challenge, expiresAt);
}
