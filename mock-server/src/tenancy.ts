// A tenant as the server holds it: its manifest, its store and the security state kept only in
// memory. Which tenant a request is for is tenant-directory.ts's; this module knows no HTTP, so
// the domain may read it.
import type { TenantManifest } from '#schemas/index.ts';
import type { TenantStore } from './store/tenant-store.ts';

/** A code to deliver: stored already, handed to the tenant's SMS gateway (security/sms-gateway.ts). */
export interface SmsLetter {
  purpose: 'login' | 'register' | 'reset' | 'second-factor';
  /** The number typed, or the account of a member the code is for. */
  to: string;
  code: string;
  expiresMinutes: number;
  accountId?: number;
  /** The country dialling code typed with the number, where no member holds it yet. */
  dialingCode?: string;
  /** A one-time sign-in link's token sent with the code (security/sms-link.ts). */
  linkToken?: string;
}

/** The host a tenant's absolute links name: its first domain (`<code>.localhost` without one). */
export const mainDomainOf = (m: TenantManifest) => m.domains[0] ?? `${m.code}.localhost`;

/** Security state that lives only in memory: captcha answers, SMS codes, lockout counters. */
export interface Volatile {
  captchas: Map<string, { answer: string; expiresAt: number }>;
  sms: Map<string, { code: string; purpose: string; sentAt: number; expiresAt: number }>;
  failures: Map<string, { count: number; first: number; lockedUntil?: number }>;
  /** Accounts whose last login failed: the next attempt must carry a captcha. */
  captchaRequired: Set<string>;
  /** Test mode only: multipliers the next demo spins of a member will have (/__test/demo-spins). */
  forcedSpins: Map<number, number[]>;
  /** Hands a stored SMS code to the tenant's gateway (none: codes stay for the test routes). */
  smsOut?: (letter: SmsLetter) => void;
  [other: string]: unknown;
}

export interface Tenant {
  code: string;
  manifest: TenantManifest;
  store: TenantStore;
  volatile: Volatile;
}

/** A tenant folder whose manifest is invalid: skipped, but its host says why. */
export interface UnconfiguredTenant {
  code: string;
  hosts: string[];
  /** `file:line:col pointer: message (fix: …)` lines. */
  problems: string[];
}

export function newVolatile(): Volatile {
  return {
    captchas: new Map(),
    sms: new Map(),
    failures: new Map(),
    captchaRequired: new Set(),
    forcedSpins: new Map(),
  };
}
