// Free play opens a trial account per call, so it is limited like any account creation: per
// address and for the whole site, over the last FREE_PLAY_WINDOW_MS (the tenant's
// freePlayPerAddressPerDay and freePlayPerDay). Counted from the trial accounts themselves (their
// creation time and first address), inside the write that adds one: parallel calls cannot
// overshoot, and a restart forgets nothing.
import type { TenantManifest } from '#schemas/index.ts';
import { DomainError } from '../../refusals/refusal.ts';
import { FREE_PLAY_WINDOW_MS } from '../../security/limits.ts';
import type { TenantData } from '../../store/data.ts';
import { isTrial } from '../../records/members.ts';

/** Refuses with 429 auth/quota-exceeded (value.retryAfterSeconds) when a quota is spent. */
export function assertTrialQuota(
  draft: TenantData,
  security: TenantManifest['security'],
  ip: string,
  now: number,
): void {
  const since = now - FREE_PLAY_WINDOW_MS;
  const recent = draft.members.filter((m) => isTrial(m) && m.createdAt > since);
  const fromHere = recent.filter((m) => m.knownIps[0] === ip);
  const spent = (list: typeof recent, max: number) => {
    if (list.length < max) return;
    // The quota frees up when the oldest counted account leaves the window.
    const oldest = list.length > 0 ? Math.min(...list.map((m) => m.createdAt)) : now;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + FREE_PLAY_WINDOW_MS - now) / 1000));
    throw new DomainError('auth/quota-exceeded', 'no more free play today, retry later', {
      retryAfterSeconds,
      retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
    });
  };
  spent(fromHere, security.freePlayPerAddressPerDay);
  spent(recent, security.freePlayPerDay);
}
