// Tenants served by one process: chosen by Host, checked against the Merchant header.
// A site may call its API on another origin (manifest `api.baseUrl`): a request whose Host is no
// tenant's site is then for the tenant whose `api.baseUrl` names that host, and when several
// tenants share one API host (one backend behind many brands), the Merchant header picks among
// them, as it does on plain localhost (a request without one gets the first of them). Merchant
// codes match regardless of case (the platform's clients send theirs in lower case; validate keeps
// them unique regardless of case).
// A tenant's data is opened (and seeded on first use) when it is first asked for, so a server
// with a hundred tenants listens at once; a tenant whose manifest is invalid is known by its
// host and answered with "not configured" instead of taking the others down.
import type { TenantManifest } from '#schemas/index.ts';
import { ApiError } from './refusals/api-error.ts';
import type { Tenant, UnconfiguredTenant } from './tenancy.ts';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** The host name of an API base URL, or undefined for '/' (the site's own origin). */
function apiHostOf(m: TenantManifest): string | undefined {
  if (m.api.baseUrl === '/') return undefined;
  try {
    return new URL(m.api.baseUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The platform's clients send the merchant code in lower case (wic11f3); Lobby's in upper. */
const sameMerchant = (a: string, b: string) => a === b || a.toLowerCase() === b.toLowerCase();

function hostName(host: string | undefined): string {
  if (!host) return '';
  // Every request asks this: a colon followed only by digits ends the name (no regex per request).
  const colon = host.lastIndexOf(':');
  if (colon >= 0 && colon < host.length - 1) {
    let digits = true;
    for (let i = colon + 1; i < host.length && digits; i++) {
      const c = host.charCodeAt(i);
      digits = c >= 48 && c <= 57;
    }
    if (digits) host = host.slice(0, colon);
  }
  return host.toLowerCase();
}

export class TenantDirectory {
  private readonly byHost = new Map<string, TenantManifest>();
  /** Tenants by the host of their `api.baseUrl`, when it is not their site's. */
  private byApiHost = new Map<string, TenantManifest[]>();
  private readonly unconfiguredByHost = new Map<string, UnconfiguredTenant>();
  private readonly opened = new Map<string, Tenant>();
  private readonly opening = new Map<string, Promise<Tenant>>();
  /** Seeding is CPU work on this thread: one tenant at a time, requests before the warm-up. */
  private readonly queue: { code: string; urgent: boolean; run: () => void }[] = [];
  private busy = false;
  /** Tenants whose data is open, in the order they opened (jobs run over these). */
  readonly list: Tenant[] = [];
  readonly defaultCode: string | undefined;

  constructor(
    readonly manifests: readonly TenantManifest[],
    private readonly openTenant: (manifest: TenantManifest) => Promise<Tenant>,
    options: { defaultCode?: string; unconfigured?: readonly UnconfiguredTenant[] } = {},
  ) {
    this.defaultCode =
      manifests.find((m) => m.code === options.defaultCode)?.code ?? manifests[0]?.code;
    for (const m of manifests) {
      this.byHost.set(`${m.code}.localhost`, m);
      for (const d of m.domains) this.byHost.set(d, m);
    }
    this.indexApiHosts();
    for (const u of options.unconfigured ?? []) {
      for (const h of u.hosts) if (!this.byHost.has(h)) this.unconfiguredByHost.set(h, u);
    }
  }

  private indexApiHosts(): void {
    this.byApiHost = new Map();
    for (const m of this.manifests) {
      const host = apiHostOf(m);
      if (host) this.byApiHost.set(host, [...(this.byApiHost.get(host) ?? []), m]);
    }
  }

  /** The tenant whose site is on this host name (a manifest domain or `<code>.localhost`). */
  siteOf(hostname: string): TenantManifest | undefined {
    return this.byHost.get(hostname);
  }

  /** An open tenant by code (undefined while it has not been asked for yet). */
  byCode(code: string): Tenant | undefined {
    return this.opened.get(code);
  }

  private pump(): void {
    if (this.busy) return;
    const i = this.queue.findIndex((q) => q.urgent);
    const [next] = this.queue.splice(i >= 0 ? i : 0, 1);
    if (!next) return;
    this.busy = true;
    next.run();
  }

  private scheduled(code: string, urgent: boolean, work: () => Promise<Tenant>): Promise<Tenant> {
    return new Promise<Tenant>((resolve, reject) => {
      this.queue.push({
        code,
        urgent,
        run: () =>
          void work()
            .then(resolve, reject)
            .finally(() => {
              this.busy = false;
              // Let waiting requests through between two seeds.
              setImmediate(() => this.pump());
            }),
      });
      this.pump();
    });
  }

  /**
   * Opens (and on first use seeds) a tenant once; concurrent callers share the same promise.
   * `urgent` (a request waits for it) goes before the background warm-up.
   */
  open(code: string, urgent = true): Promise<Tenant> {
    const ready = this.opened.get(code);
    if (ready) return Promise.resolve(ready);
    let pending = this.opening.get(code);
    if (pending && urgent) {
      const waiting = this.queue.find((q) => q.code === code);
      if (waiting) waiting.urgent = true;
    }
    if (!pending) {
      const manifest = this.manifests.find((m) => m.code === code);
      if (!manifest) return Promise.reject(new Error(`no tenant ${code}`));
      pending = this.scheduled(code, urgent, () => this.openTenant(manifest)).then(
        (t) => {
          this.opened.set(code, t);
          this.list.push(t);
          this.opening.delete(code);
          return t;
        },
        (e: unknown) => {
          this.opening.delete(code);
          throw e;
        },
      );
      this.opening.set(code, pending);
    }
    return pending;
  }

  /**
   * Swaps in an edited manifest for a tenant this directory serves (`lobby dev` watching the
   * folder): new requests see the new flags, rules and links; the data stays.
   */
  replaceManifest(manifest: TenantManifest): void {
    const i = this.manifests.findIndex((m) => m.code === manifest.code);
    if (i < 0) return;
    const old = this.manifests[i]!;
    for (const d of old.domains) if (this.byHost.get(d) === old) this.byHost.delete(d);
    (this.manifests as TenantManifest[])[i] = manifest;
    this.byHost.set(`${manifest.code}.localhost`, manifest);
    for (const d of manifest.domains) this.byHost.set(d, manifest);
    this.indexApiHosts();
    const open = this.opened.get(manifest.code);
    if (open) open.manifest = manifest;
  }

  isOpen(code: string): boolean {
    return this.opened.has(code);
  }

  /** The invalid tenant that owns this host, if any. */
  unconfigured(host: string | undefined): UnconfiguredTenant | undefined {
    return this.unconfiguredByHost.get(hostName(host));
  }

  /** The manifest a request is for: its Host (without port); plain localhost gets the default. */
  manifestFor(host: string | undefined, merchant: string | undefined): TenantManifest {
    const name = hostName(host);
    let manifest = this.byHost.get(name);
    const apiOf = manifest ? undefined : this.byApiHost.get(name);
    if (apiOf) {
      // An API host of one or more tenants: the Merchant header picks. A request without one
      // (an <img> of a game icon sends no header) gets the first, as plain localhost does.
      manifest = merchant ? apiOf.find((m) => sameMerchant(m.merchantCode, merchant)) : apiOf[0];
      if (!manifest) throw new ApiError(403, 'domain_check_failed', 'unknown merchant');
    }
    if (!manifest && LOOPBACK.test(name)) {
      // Plain localhost: the Merchant header picks the tenant, else the default one.
      manifest = merchant
        ? this.manifests.find((m) => sameMerchant(m.merchantCode, merchant))
        : this.manifests.find((m) => m.code === this.defaultCode);
      if (!manifest && merchant) throw new ApiError(400, 'domain_check_failed', 'unknown merchant');
    }
    if (!manifest) throw new ApiError(404, 'domain_check_failed', `no tenant serves host ${name}`);
    if (merchant && !sameMerchant(merchant, manifest.merchantCode)) {
      throw new ApiError(403, 'domain_check_failed', 'merchant does not match the host');
    }
    return manifest;
  }

  /**
   * The tenant a request is for when its data is already open, without waiting; undefined when
   * it must open first (resolve). Throws the same errors as resolve.
   */
  resolveOpen(host: string | undefined, merchant: string | undefined): Tenant | undefined {
    return this.opened.get(this.manifestFor(host, merchant).code);
  }

  /** The open tenant a request is for, seeding it first if this is its first request. */
  async resolve(host: string | undefined, merchant: string | undefined): Promise<Tenant> {
    return this.open(this.manifestFor(host, merchant).code);
  }

  /**
   * The tenant `code`, opened, when a request to `host` may be for it: its own site's host, or
   * an API host it shares with other brands. Undefined for another brand's site or an unknown
   * code: what a request names (a path, a stored flow) is held to the host it came in on.
   */
  async servedAt(host: string | undefined, code: string): Promise<Tenant | undefined> {
    const manifest = this.manifests.find((m) => m.code === code);
    if (!manifest) return undefined;
    try {
      return await this.resolve(host, manifest.merchantCode);
    } catch (e) {
      if (e instanceof ApiError) return undefined;
      throw e;
    }
  }

  /** Opens every tenant one after another (in the background of a server that already listens). */
  async warm(
    progress?: (done: number, total: number, code: string, error?: unknown) => void,
  ): Promise<void> {
    let done = 0;
    for (const m of this.manifests) {
      try {
        await this.open(m.code, false);
        progress?.(++done, this.manifests.length, m.code);
      } catch (e) {
        // A tenant that cannot open is retried on its next request; the others still warm.
        progress?.(++done, this.manifests.length, m.code, e);
      }
    }
  }
}
