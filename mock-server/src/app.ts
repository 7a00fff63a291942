// createApp: the whole platform API for every tenant under tenantsDir, as one Express app.
// bin/serve code (arguments, listen) lives in the CLI; tests call createApp directly.
import path from 'node:path';
import express, { type Express } from 'express';
import { families, type Family } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { loadManifests } from '#manifests/index.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Deps, Mode } from './deps.ts';
import { API_PREFIXES } from './http/api-paths.ts';
import { ApiError } from './refusals/api-error.ts';
import { bindOps, type Handlers, type Invokers } from './http/bind.ts';
import { compose } from './http/compose.ts';
import { weakEtag } from './http/envelope.ts';
import { RouteIndex } from './http/route-index.ts';
import { DEFAULT_TRUST_PROXY, type TrustProxy } from './http/trust-proxy.ts';
import { errorHandler } from './http/error-handler.ts';
import { originTenants } from './http/cors.ts';
import { startJobTicker } from './jobs.ts';
import { routeModules } from './routes/index.ts';
import { platformFacade } from './routes/platform/index.ts';
import { generateKeyPair, loadOrCreateKeyPair, type KeyPair } from './security/hybrid-crypto.ts';
import { DEMO_PASSWORD_COST, PASSWORD_COST } from './security/password.ts';
import { loadOrCreatePepper, newPepper } from './domain/wallet/pin-pepper.ts';
import { loadOrCreateKey } from './security/secret-file.ts';
import { SMS_WEBHOOK_KEY_FILE } from './security/sms-gateway.ts';
import { oneClickRoutes } from './oidc/index.ts';
import { PushHub, type PushHubOptions } from './push/hub.ts';
import { TenantDirectory } from './tenant-directory.ts';
import type { UnconfiguredTenant } from './tenancy.ts';
import { loadFleet, openTenant } from './app/fleet.ts';
import { apiPreamble } from './app/preamble.ts';
import { tenantResolvers } from './app/tenant-of.ts';

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

export async function createApp(options: AppOptions): Promise<LobbyApp> {
  const mode = options.mode ?? 'dev';
  const clock = options.clock ?? systemClock();
  const log = options.log ?? ((m: unknown) => console.error(m));
  const tenantsDir = path.resolve(options.tenantsDir);
  const demo = options.demoData ?? mode !== 'prod';
  const { manifests, unconfigured } = loadFleet(tenantsDir, options);
  // The hub's tenant lookup is bound below, once the directory exists; its stores publish to it.
  let pushTenantOf: PushHubOptions['tenantOf'] = () => Promise.resolve(undefined);
  const push = new PushHub({
    tenantOf: (req, merchant) => pushTenantOf(req, merchant),
    now: (code) => clock.within(code, () => clock.now()),
  });
  const smsKey = loadOrCreateKey(options.dataDir, SMS_WEBHOOK_KEY_FILE);
  const directory = new TenantDirectory(
    manifests,
    (m) =>
      openTenant(
        m,
        options.dataDir,
        clock,
        demo,
        push.publisher(m.code),
        smsKey,
        (line) => log(line),
        mode !== 'prod',
      ),
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
  const { tenantOf, pushTenantOf: resolvePushTenant } = tenantResolvers(
    directory,
    originTenant,
    mode,
  );
  pushTenantOf = resolvePushTenant;
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
