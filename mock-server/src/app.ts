// createApp: the whole platform API for every tenant under tenantsDir, as one Express app.
// bin/serve code (arguments, listen) lives in the CLI; tests call createApp directly.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { families, type Family } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { formatProblem, loadManifests, loadValidManifests } from '#manifests/index.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Deps, Mode } from './deps.ts';
import { API_PREFIXES, isApiPath, LOCAL_IDP_PREFIX } from './http/api-paths.ts';
import { ApiError } from './http/api-error.ts';
import { bindOps, type Handlers, type Invokers } from './http/bind.ts';
import { compose } from './http/compose.ts';
import { compressJson } from './http/compression.ts';
import { weakEtag } from './http/envelope.ts';
import { RouteIndex } from './http/route-index.ts';
import { startSessionUse } from './http/session-of.ts';
import { DEFAULT_TRUST_PROXY, type TrustProxy } from './http/trust-proxy.ts';
import { errorHandler } from './http/error-handler.ts';
import { applyCors, originTenants, type OriginTenant } from './http/cors.ts';
import { startJobTicker } from './jobs.ts';
import { routeModules } from './routes/index.ts';
import { platformFacade } from './routes/platform/index.ts';
import { formBodyPaths, parseLooseBody } from './routes/platform/form-body.ts';
import { apiHeaders, demoGameHeaders } from './security/headers.ts';
import { generateKeyPair, loadOrCreateKeyPair, type KeyPair } from './security/hybrid-crypto.ts';
import { DEMO_PASSWORD_COST, PASSWORD_COST } from './security/password.ts';
import { loadOrCreatePepper, newPepper } from './domain/wallet/pin-pepper.ts';
import { seedTenant } from './seed.ts';
import { openTenantStore } from './store/tenant-store.ts';
import { notConfiguredPage } from './not-configured.ts';
import { oneClickRoutes } from './oidc/index.ts';
import { PushHub, type PushHubOptions } from './push/hub.ts';
import { withOutbox, type PushNote } from './push/outbox.ts';
import { newVolatile, TenantDirectory, type Tenant, type UnconfiguredTenant } from './tenancy.ts';

export interface AppOptions {
  /** Folder for one JSON file per tenant; null keeps data in memory (tests, benches). */
  dataDir: string | null;
  tenantsDir: string;
  clock?: Clock;
  mode?: Mode;
  /** Only these tenant codes (default: every valid tenant). */
  only?: string[];
  /** The tenant plain localhost serves (default: the first by code). */
  defaultTenant?: string;
  /** Run due jobs on a timer (default: on except in test mode). */
  ticker?: boolean;
  /** Default: persisted in dataDir (rsa-private-key.pem), or new when data is in memory. */
  keys?: KeyPair;
  /** scrypt N of new password hashes (default PASSWORD_COST, 2^17). */
  passwordCost?: number;
  /**
   * Seed the demo accounts and their history into a new data file (default: on except in prod
   * mode; a prod operator creates accounts with `lobby account create`).
   */
  demoData?: boolean;
  /**
   * Open and seed each tenant on its first request instead of before returning (servers that
   * must listen at once). Default false: tests and benches get every tenant ready.
   */
  lazy?: boolean;
  /**
   * Refuse to start when any manifest is invalid (CI). Default false: an invalid tenant is
   * skipped, reported through `onInvalid`, and its host answers "this site is not configured".
   */
  strict?: boolean;
  /** Manifests the caller has already checked (`lobby start` did, to build): not read again. */
  manifests?: ReturnType<typeof loadManifests>;
  /** Told about each skipped tenant (the CLI prints one line per problem). */
  onInvalid?: (tenant: UnconfiguredTenant) => void;
  /**
   * The proxies believed about the client's address (X-Forwarded-For): a hop count or addresses
   * and CIDR ranges (http/trust-proxy.ts). Default: loopback only.
   */
  trustProxy?: TrustProxy;
  /** Mounted after the API and before the error handler: the built tenant sites (`lobby start`). */
  sites?: express.RequestHandler;
  log?: (message: unknown) => void;
}

export interface LobbyApp {
  app: Express;
  deps: Deps;
  /** The push channel; `attach` it to the HTTP server the app is served by. */
  push: PushHub;
  /** Stops timers; the caller closes its own HTTP server. */
  close(): void;
}

/** The API body limit; uploads (multipart) have their own limits. */
const JSON_LIMIT = '256kb';

async function openTenant(
  manifest: TenantManifest,
  dataDir: string | null,
  clock: Clock,
  demo: boolean,
  publish: (notes: PushNote[]) => void,
): Promise<Tenant> {
  const store = withOutbox(await openTenantStore(dataDir, manifest.code), publish);
  if (store.data.meta.seededAt === undefined) {
    // First start: a new user should find demo accounts and content at once (not in prod).
    await store.replace(await seedTenant(manifest, { clock, demo }));
  }
  const volatile = newVolatile();
  startSessionUse(
    volatile,
    clock.within(manifest.code, () => clock.now()),
  );
  return { code: manifest.code, manifest, store, volatile };
}

/**
 * What every API answer gets before its route runs, as one middleware instead of one router
 * layer each: the security headers, the demo page's own CSP, no-store for session answers and
 * the body parsers. The prefixes match like Express's own mount paths did (case-insensitively).
 */
function apiPreamble(originTenant: OriginTenant): express.RequestHandler {
  const headers = apiHeaders();
  const compress = compressJson();
  const demoGame = demoGameHeaders();
  const json = express.json({ limit: JSON_LIMIT });
  // The platform's forgot-password form comes as a query string labelled JSON.
  const formPaths = formBodyPaths();
  const text = express.text({ type: () => true, limit: JSON_LIMIT });
  const form = express.urlencoded({ extended: false, limit: JSON_LIMIT });
  const noop = () => undefined;
  return (req, res, next) => {
    const p = req.path.toLowerCase();
    if (!isApiPath(p)) {
      next();
      return;
    }
    headers(req, res, noop);
    if (applyCors(req, res, originTenant)) return;
    if (p.startsWith(`${LOCAL_IDP_PREFIX}/`)) {
      next();
      return;
    }
    compress(req, res, noop);
    if (p === '/demo-game' || p.startsWith('/demo-game/')) demoGame(req, res, noop);
    // Answers for a session (and anything a write returns, tokens included) stay out of caches;
    // a handler whose answer is public sets its own Cache-Control.
    if (req.get('authorization') || req.method !== 'GET')
      res.setHeader('Cache-Control', 'no-store');
    // A request without a body (every GET) has nothing to parse: the parsers' own test
    // (type-is hasBody), made here so that they are not called at all.
    const length = req.headers['content-length'];
    if (
      req.headers['transfer-encoding'] === undefined &&
      (length === undefined || isNaN(Number(length)))
    ) {
      next();
      return;
    }
    if (formPaths.has(`${req.method} ${p}`)) {
      text(req, res, (err?: unknown) => {
        if (!err && typeof req.body === 'string') req.body = parseLooseBody(req.body);
        next(err);
      });
      return;
    }
    json(req, res, (err?: unknown) => {
      if (err) next(err);
      else form(req, res, next);
    });
  };
}

/** Domains an invalid manifest declares, when its JSON can at least be read. */
function declaredDomains(tenantsDir: string, code: string): string[] {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(tenantsDir, code, 'tenant.json'), 'utf8')) as {
      domains?: unknown;
    };
    return Array.isArray(raw.domains)
      ? raw.domains.filter((d): d is string => typeof d === 'string').map((d) => d.toLowerCase())
      : [];
  } catch {
    return [];
  }
}

export async function createApp(options: AppOptions): Promise<LobbyApp> {
  const mode = options.mode ?? 'dev';
  const clock = options.clock ?? systemClock();
  const log = options.log ?? ((m: unknown) => console.error(m));
  const tenantsDir = path.resolve(options.tenantsDir);
  const demo = options.demoData ?? mode !== 'prod';
  const wanted = (code: string) => !options.only || options.only.includes(code);
  let manifests: TenantManifest[];
  let unconfigured: UnconfiguredTenant[] = [];
  if (options.strict) manifests = loadValidManifests(tenantsDir).filter((m) => wanted(m.code));
  else {
    const loaded = options.manifests ?? loadManifests(tenantsDir);
    manifests = loaded.valid.filter((m) => wanted(m.code));
    unconfigured = loaded.invalid
      .filter((r) => wanted(r.code))
      .map((r) => ({
        code: r.code,
        hosts: [`${r.code}.localhost`, ...declaredDomains(tenantsDir, r.code)],
        problems: r.problems.map(formatProblem),
      }));
    for (const u of unconfigured) options.onInvalid?.(u);
  }
  // The hub's tenant lookup is bound below, once the directory exists; its stores publish to it.
  let pushTenantOf: PushHubOptions['tenantOf'] = () => Promise.resolve(undefined);
  const push = new PushHub({
    tenantOf: (req, merchant) => pushTenantOf(req, merchant),
    now: (code) => clock.within(code, () => clock.now()),
  });
  const directory = new TenantDirectory(
    manifests,
    (m) => openTenant(m, options.dataDir, clock, demo, push.publisher(m.code)),
    {
      ...(options.defaultTenant !== undefined ? { defaultCode: options.defaultTenant } : {}),
      unconfigured,
    },
  );
  if (!options.lazy) await Promise.all(manifests.map((m) => directory.open(m.code)));
  const deps: Deps = {
    clock,
    keys:
      options.keys ?? (options.dataDir ? loadOrCreateKeyPair(options.dataDir) : generateKeyPair()),
    mode,
    tenants: directory,
    dataDir: options.dataDir,
    tenantsDir: options.tenantsDir,
    log,
    passwordCost: options.passwordCost ?? PASSWORD_COST,
    rehashBelow:
      mode === 'prod'
        ? (options.passwordCost ?? PASSWORD_COST)
        : Math.min(DEMO_PASSWORD_COST, options.passwordCost ?? PASSWORD_COST),
    pinPepper: options.dataDir ? loadOrCreatePepper(options.dataDir) : newPepper(),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? DEFAULT_TRUST_PROXY);
  app.set('query parser', 'simple');
  app.set('etag', weakEtag);

  // The API sits on the app itself, not on a sub-router: one router pass per request, not two.
  const api = app;
  const originTenant = originTenants((hostname) => directory.siteOf(hostname), mode);
  /** A page of one tenant's site calling with another merchant's code (or API host) is refused. */
  const checkOrigin = (
    req: { headers: { origin?: string | undefined } },
    tenant: Tenant,
  ): Tenant => {
    const origin = req.headers.origin;
    const site = origin === undefined ? undefined : originTenant(origin);
    if (site && site.code !== tenant.code)
      throw new ApiError(403, 'domain_check_failed', "the page is another merchant's site");
    return tenant;
  };
  const tenantOf: express.RequestHandler = (req, res, next) => {
    // Every request, API or site, is for exactly one tenant; its data opens on first use.
    const host = req.get('host');
    const broken = directory.unconfigured(host);
    if (broken) {
      if (isApiPath(req.path))
        throw new ApiError(503, 'domain_check_failed', `site ${broken.code} is not configured`);
      res
        .status(503)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(notConfiguredPage(broken, mode !== 'prod'));
      return;
    }
    const merchant = req.get('merchant') ?? undefined;
    // An open tenant is found without a promise (every request after the first one).
    const open = directory.resolveOpen(host, merchant);
    if (open) {
      res.locals.tenant = checkOrigin(req, open);
      next();
      return;
    }
    return directory.resolve(host, merchant).then((tenant) => {
      res.locals.tenant = checkOrigin(req, tenant);
      next();
    });
  };
  pushTenantOf = async (req, merchant) => {
    const host = req.headers.host;
    if (directory.unconfigured(host)) return undefined;
    try {
      return checkOrigin(req, await directory.resolve(host, merchant));
    } catch {
      return undefined;
    }
  };
  const routes = new RouteIndex();
  const invokers: Invokers = new Map();
  // One layer: the API's preamble, the request's tenant, the platform's wire (its own paths, and
  // shared ones when a request speaks it), then the direct lookup of fixed paths.
  api.use(
    compose([
      apiPreamble(originTenant),
      tenantOf,
      platformFacade(deps, invokers),
      routes.middleware(),
    ]),
  );
  for (const family of Object.keys(families) as Family[]) {
    if (family === 'testing' && mode === 'prod') continue;
    const module = routeModules[family];
    if (module)
      bindOps(
        api,
        deps,
        families[family] as Record<string, OperationSpec>,
        module(deps) as Partial<Handlers<Record<string, OperationSpec>>>,
        routes,
        invokers,
      );
  }
  app.use(oneClickRoutes(deps, originTenant));
  api.use(API_PREFIXES, (req) => {
    throw new ApiError(404, 'not_found', `no such call: ${req.method} ${req.path}`);
  });

  if (options.sites) app.use(options.sites);
  app.use(errorHandler(log));

  const stopTicker = (options.ticker ?? mode !== 'test') ? startJobTicker(deps) : () => undefined;
  return {
    app,
    deps,
    push,
    close: () => {
      stopTicker();
      push.close();
    },
  };
}
