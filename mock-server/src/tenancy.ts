// Tenants served by one process: chosen by Host, checked against the Merchant header.
import type { TenantManifest } from '../../schemas/index.ts';
import { ApiError } from './http/api-error.ts';
import type { TenantStore } from './store/tenant-store.ts';

/** Security state that lives only in memory: captcha answers, SMS codes, lockout counters. */
export interface Volatile {
  captchas: Map<string, { answer: string; expiresAt: number }>;
  sms: Map<string, { code: string; purpose: string; sentAt: number; expiresAt: number }>;
  failures: Map<string, { count: number; first: number; lockedUntil?: number }>;
  /** Accounts whose last login failed: the next attempt must carry a captcha. */
  captchaRequired: Set<string>;
  [other: string]: unknown;
}

export interface Tenant {
  code: string;
  manifest: TenantManifest;
  store: TenantStore;
  volatile: Volatile;
}

export function newVolatile(): Volatile {
  return { captchas: new Map(), sms: new Map(), failures: new Map(), captchaRequired: new Set() };
}

export class TenantDirectory {
  private readonly byHost = new Map<string, Tenant>();
  readonly list: Tenant[];

  constructor(
    tenants: Tenant[],
    readonly defaultTenant: Tenant | undefined = tenants[0],
  ) {
    this.list = tenants;
    for (const t of tenants) {
      this.byHost.set(`${t.code}.localhost`, t);
      for (const d of t.manifest.domains) this.byHost.set(d, t);
    }
  }

  byCode(code: string): Tenant | undefined {
    return this.list.find((t) => t.code === code);
  }

  /** The tenant a request is for: its Host (without port); plain localhost/127.0.0.1 gets the default. */
  resolve(host: string | undefined, merchant: string | undefined): Tenant {
    const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
    let tenant = this.byHost.get(name);
    if (!tenant && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(name)) {
      // Plain localhost: the Merchant header picks the tenant, else the default one.
      tenant = merchant
        ? this.list.find((t) => t.manifest.merchantCode === merchant)
        : this.defaultTenant;
      if (!tenant && merchant) throw new ApiError(400, 'domain_check_failed', 'unknown merchant');
    }
    if (!tenant) throw new ApiError(404, 'domain_check_failed', `no tenant serves host ${name}`);
    if (merchant && merchant !== tenant.manifest.merchantCode) {
      throw new ApiError(403, 'domain_check_failed', 'merchant does not match the host');
    }
    return tenant;
  }
}
