// Known devices: a browser a member has signed in from carries a signed, long-lived cookie that
// names the member and the device. Account-wide throttles (failures counted across every source,
// SMS quotas per number) count strangers only: from a known device the owner signs in and gets
// codes whatever others tried, so no anonymous request can lock the owner out. The cookie is an
// HMAC over the tenant, the member and the device id with a key derived from the server's own
// secret, so it cannot be forged or carried to another tenant; HttpOnly keeps scripts from it.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { derivedKey } from './derived-key.ts';

export const DEVICE_COOKIE = 'lobby_device';
/** A year: the owner's browser stays known between rare visits. */
const DEVICE_TTL_MS = 365 * 24 * 3600 * 1000;
/** Members one browser remembers (a shared family computer); the oldest is forgotten first. */
const MEMBERS_PER_DEVICE = 5;

export interface KnownDevice {
  memberId: number;
  /** Random per browser and member: the source key of this device's own attempts. */
  deviceId: string;
}

const macOf = (secret: Buffer, tenant: string, payload: string) =>
  crypto
    .createHmac('sha256', derivedKey(secret, 'known-device cookie'))
    .update(`${tenant}\0${payload}`)
    .digest('base64url');

function entriesOf(req: Request): string[] {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE)
      return part
        .slice(eq + 1)
        .trim()
        .split('~')
        .filter(Boolean);
  }
  return [];
}

interface Entry extends KnownDevice {
  expiresAt: number;
  raw: string;
}

/** The cookie's entries whose signature holds for this tenant and that have not expired. */
function validEntries(req: Request, secret: Buffer, tenant: string, now: number): Entry[] {
  const out: Entry[] = [];
  for (const raw of entriesOf(req)) {
    const [memberId, deviceId, expiresAt, mac] = raw.split('.');
    if (!memberId || !deviceId || !expiresAt || !mac) continue;
    const expected = macOf(secret, tenant, `${memberId}.${deviceId}.${expiresAt}`);
    const a = Buffer.from(mac);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) continue;
    if (Number(expiresAt) <= now) continue;
    out.push({ memberId: Number(memberId), deviceId, expiresAt: Number(expiresAt), raw });
  }
  return out;
}

/** This request's device when it is known for the member (undefined for anyone else). */
export function knownDevice(
  req: Request,
  secret: Buffer,
  tenant: string,
  memberId: number | undefined,
  now: number,
): KnownDevice | undefined {
  if (memberId === undefined) return undefined;
  const e = validEntries(req, secret, tenant, now).find((x) => x.memberId === memberId);
  return e && { memberId: e.memberId, deviceId: e.deviceId };
}

/**
 * After a successful sign-in: marks this browser as a known device of the member (keeping the
 * device id it had, renewing the expiry) beside the other members it already knows.
 */
export function rememberDevice(
  req: Request,
  res: Response,
  secret: Buffer,
  tenant: string,
  memberId: number,
  now: number,
): void {
  const entries = validEntries(req, secret, tenant, now);
  const deviceId =
    entries.find((e) => e.memberId === memberId)?.deviceId ??
    crypto.randomBytes(12).toString('base64url');
  const expiresAt = now + DEVICE_TTL_MS;
  const payload = `${memberId}.${deviceId}.${expiresAt}`;
  const fresh = `${payload}.${macOf(secret, tenant, payload)}`;
  const others = entries.filter((e) => e.memberId !== memberId).map((e) => e.raw);
  const value = [fresh, ...others].slice(0, MEMBERS_PER_DEVICE).join('~');
  res.cookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: DEVICE_TTL_MS,
    // The value is already cookie-safe (base64url, digits, dots and tildes).
    encode: (s: string) => s,
  });
}
