// Registration tells whether a name or number is taken only after the form's captcha and SMS code
// passed, and only so many times per address: each "taken" answer counts against the address,
// and past REGISTER_PROBE_RULE the address is refused before anything is looked up. A tenant
// without a registration captcha cannot be used to test names by the thousand either.
import type { Volatile } from '../tenancy.ts';
import { assertFree, fail } from './attempts.ts';
import { REGISTER_PROBE_RULE } from './limits.ts';

const probeKey = (ip: string) => `register:taken:${ip}`;

/** Refuses with 429 auth/too-many-requests an address that was told "taken" too often. */
export function assertMayRegister(v: Volatile, ip: string, now: number): void {
  assertFree(v, probeKey(ip), now, 'auth/too-many-requests', 'too many registrations refused');
}

/** Counts one "taken" answer against the address. */
export function recordTakenAnswer(v: Volatile, ip: string, now: number): void {
  fail(v, probeKey(ip), REGISTER_PROBE_RULE, now);
}
