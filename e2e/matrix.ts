// The QA matrix plan: which spec runs on which tenant. A spec that checks branding,
// language or layout runs on every tenant; every other spec is a flow, and a flow's result
// depends only on what its tenant's manifest says about behaviour (flags, registration rules,
// games, currency, languages, agent rules…), not on the brand's identity and look. So a flow runs
// once per distinct *behaviour profile*, on the first tenant (by code) that has it, and the cost of
// the matrix grows with the number of profiles instead of the number of brands.
//
// Pure (no Playwright import): playwright.config.ts, `lobby test` and bench:matrix all plan with it.
import fs from 'node:fs';
import path from 'node:path';
import { withManifestDefaults, type TenantManifest } from '#schemas/index.ts';
import type { WireFormat } from '#schemas/wire-formats.ts';

/** The repository (or a temp fleet copy, as in bench:matrix) whose tenants/ the matrix tests. */
export const matrixRoot = process.env.LOBBY_ROOT
  ? path.resolve(process.env.LOBBY_ROOT)
  : path.resolve(import.meta.dirname, '..');

const e2eDir = path.resolve(import.meta.dirname);

/**
 * Specs that check what differs between brands (name, logo, colours, languages, operator links and
 * texts): they run on every tenant. Any spec not listed here is a flow.
 */
export const EVERY_TENANT: Record<string, string> = {
  smoke: 'the page title, logo, default language and theme of each brand',
  'i18n-theme': "each brand's languages and themes",
  flags: "each brand's footer links, licence text and age rule beside its flags",
  a11y: "axe-core on every route and modal in each brand's own light and dark colours",
  'player-language':
    "each brand's content and banner art for a Japanese and a Spanish player, where the brand offers them",
  install:
    "each brand's installed app: its manifest's name, icons and colours, and its offline page in its default language",
};

/**
 * Flows that prove something of the platform rather than of a behaviour profile: they run once,
 * on the first representative (`MatrixPlan.once`).
 */
export const ONE_TENANT: Record<string, string> = {
  'cross-origin':
    "a site whose API is served on another origin: where the API is says nothing of a brand's flows",
};

/**
 * Flows that prove a wire format itself (what goes over the wire, not what a screen shows): they
 * run on the representatives of that format only.
 */
const WIRE_ONLY: Record<string, { wire: WireFormat; why: string }> = {
  'platform-wire': {
    wire: 'platform',
    why: "the platform's paths, upper-case languages and encryption envelope on the wire",
  },
};

/**
 * On a wire format other than Lobby's, the flows that run on its representatives: those whose
 * requests the format changes (its paths, parameter names, bodies, envelope, error codes), so
 * that the format costs minutes, not a second matrix. On the platform's: platform-wire (log in
 * through the envelope, a game list, the balance, a launch), the home, the wallet, sign-in
 * (captchas bound by the platform's cookie), the game lists with favourites, the agents'
 * contracts (one platform call per contract kind, with the clock-moving payouts), the inbox,
 * announcements, lottery, promotions, registration by PUT, rewards and points, the second factor,
 * lockout and password reset (the platform's error codes), live rooms and the raffle, the
 * balance and startup popups, the agent landing and downline transfers. The others run on the
 * Lobby-wire tenants only: most send Lobby's own requests on this wire too (the member centre's
 * other tabs, status and clock flows) or check what no request changes (first paint, layout,
 * route guards and modals, screenshots); push has no channel on this wire (the platform's wire
 * documents no socket, so its tenants poll).
 */
const WIRE_FLOWS: Partial<Record<WireFormat, readonly string[]>> = {
  platform: [
    'platform-wire',
    'home',
    'wallet',
    'auth',
    'games',
    'agent-flows',
    'agent-trust',
    'contracts',
    'member',
    'lottery',
    'promotions',
    'register',
    'announcements',
    'rewards',
    'points',
    'auth-extra',
    'player-live-raffle-lotto',
    'account',
    'agent',
    'captcha',
  ],
};

/**
 * Flows of a feature a flag turns on: they run on the representatives whose manifest turns it on
 * (a tenant without it has nothing to drive; e2e/flag-flows.spec.ts checks that it is absent).
 */
const FLAG_ONLY: Record<string, { on: (m: TenantManifest) => boolean; why: string }> = {
  'one-click': {
    on: (m) => Object.values(m.flags.oneClickLogin).some(Boolean),
    why: "one-click sign-in through the embedded OpenID Connect providers, each provider the tenant's flags.oneClickLogin shows",
  },
};

/** Manifest parts that are a brand's identity or look: they never change what a flow does. */
const IDENTITY_KEYS = [
  '$schema',
  'code',
  'merchantCode',
  'displayName',
  'domains',
  'themes',
  'branding',
  'analytics',
  'cdn',
] as const;

/** Keeps which links and texts exist (a flow may show or hide them), not what they say. */
const presence = (v: unknown): unknown =>
  v && typeof v === 'object' ? Object.keys(v).sort() : v === undefined ? null : 'text';

/** What a flow's behaviour depends on in a manifest, as a comparable string. */
export function behaviourProfile(m: TenantManifest): string {
  const rest: Record<string, unknown> = { ...(m as unknown as Record<string, unknown>) };
  for (const k of IDENTITY_KEYS) delete rest[k];
  // The wire format changes every request a flow makes: a tenant on another wire is another
  // profile. Where the API is, and its key, say nothing of a flow (the cross-origin flow proves it).
  rest.api = { wire: m.api.wire };
  rest.social = presence(m.social);
  rest.apps = presence(m.apps);
  rest.customerService = (m.customerService ?? []).map((c) => c.type);
  rest.legal = { ...m.legal, licence: presence(m.legal?.licence) };
  if (m.agent)
    rest.agent = {
      ...m.agent,
      supportHours: presence(m.agent.supportHours),
      marketing: presence(m.agent.marketing),
    };
  return JSON.stringify(rest);
}

/** Tenant codes under `<root>/tenants`, sorted: the order that picks representatives. */
function tenantCodes(root = matrixRoot): string[] {
  const dir = path.join(root, 'tenants');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'tenant.json')))
    .map((d) => d.name)
    .sort();
}

export function readManifest(code: string, root = matrixRoot): TenantManifest {
  const file = path.join(root, 'tenants', code, 'tenant.json');
  return withManifestDefaults(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The tenants chosen for this run: `LOBBY_E2E_TENANTS` (comma list, set by `lobby test`) or all. */
export function selectedCodes(root = matrixRoot): string[] {
  const all = tenantCodes(root);
  const wanted = process.env.LOBBY_E2E_TENANTS?.split(',').filter(Boolean);
  if (!wanted?.length) return all;
  const unknown = wanted.filter((c) => !all.includes(c));
  if (unknown.length) throw new Error(`LOBBY_E2E_TENANTS: no tenant ${unknown.join(', ')}`);
  return all.filter((c) => wanted.includes(c));
}

/** Spec names (file name without `.spec.ts` / `.serial.ts`) of a kind. */
export function specNames(kind: 'spec' | 'serial'): string[] {
  const suffix = `.${kind}.ts`;
  return fs
    .readdirSync(e2eDir)
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.slice(0, -suffix.length))
    .sort();
}

interface ProfileGroup {
  representative: string;
  tenants: string[];
}

export interface MatrixPlan {
  codes: string[];
  /** Distinct behaviour profiles, each with the tenant that runs the flows for it. */
  groups: ProfileGroup[];
  /** The tenant that runs the ONE_TENANT flows (the first representative). */
  once: string | undefined;
  /**
   * Spec names each tenant runs (flows only on representatives; every-tenant specs everywhere;
   * one-tenant flows on `once`).
   */
  specsOf(code: string, kind: 'spec' | 'serial'): string[];
}

export function planMatrix(
  codes: string[],
  manifestOf: (code: string) => TenantManifest,
): MatrixPlan {
  const byProfile = new Map<string, string[]>();
  const wires = new Map<string, WireFormat>();
  const manifests = new Map<string, TenantManifest>();
  for (const code of codes) {
    const manifest = manifestOf(code);
    manifests.set(code, manifest);
    wires.set(code, manifest.api.wire);
    const key = behaviourProfile(manifest);
    byProfile.set(key, [...(byProfile.get(key) ?? []), code]);
  }
  const groups = [...byProfile.values()].map((tenants) => ({
    representative: tenants[0]!,
    tenants,
  }));
  const representatives = new Set(groups.map((g) => g.representative));
  const once = groups[0]?.representative;
  return {
    codes,
    groups,
    once,
    specsOf: (code, kind) =>
      specNames(kind).filter((name) => {
        if (name in ONE_TENANT) return code === once;
        if (name in EVERY_TENANT) return true;
        const wire = wires.get(code)!;
        const only = WIRE_ONLY[name];
        if (only && only.wire !== wire) return false;
        const flagged = FLAG_ONLY[name];
        if (flagged && !flagged.on(manifests.get(code)!)) return false;
        const flows = WIRE_FLOWS[wire];
        if (flows && !flows.includes(name)) return false;
        return representatives.has(code);
      }),
  };
}

/** A Playwright `testMatch` for the specs of `names` with `suffix` (`spec` or `serial`). */
export function testMatchOf(names: string[], kind: 'spec' | 'serial'): RegExp {
  if (names.length === 0) return /$^/;
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[\\\\/])(${escaped.join('|')})\\.${kind}\\.ts$`);
}

/**
 * A sharded matrix runs in two phases, one Playwright run each: the parallel projects, then the
 * serial ones (tenant-wide state: status, the tenant's clock), which must not overlap them.
 */
export const PHASES = ['parallel', 'serial'] as const;
export type Phase = (typeof PHASES)[number];

/** `LOBBY_E2E_PHASE`: unset runs every project in one run (serial ones after the rest). */
export function phaseOf(value: string | undefined): Phase | undefined {
  if (value === undefined || value === '') return undefined;
  const phase = PHASES.find((p) => p === value);
  if (!phase) throw new Error(`LOBBY_E2E_PHASE: "${value}" is not one of ${PHASES.join(', ')}`);
  return phase;
}
