// createApp: the whole platform API for every tenant under tenantsDir, as one Express app.
// bin/serve code (arguments, listen) lives in the CLI; tests call createApp directly.
import path from 'node:path';
import express, { type Express } from 'express';
import { families, type Family } from '../../schemas/api/index.ts';
import type { OperationSpec } from '../../schemas/api/operation.ts';
import type { TenantManifest } from '../../schemas/index.ts';
import { loadValidManifests } from '../../schemas/manifests.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Deps, Mode } from './deps.ts';
import { ApiError } from './http/api-error.ts';
import { bindOps, type Handlers } from './http/bind.ts';
import { errorHandler } from './http/error-handler.ts';
import { startJobTicker } from './jobs.ts';
import { routeModules } from './routes/index.ts';
import { apiHeaders, demoGameHeaders } from './security/headers.ts';
import { generateKeyPair, loadOrCreateKeyPair, type KeyPair } from './security/hybrid-crypto.ts';
import { PASSWORD_COST } from './security/password.ts';
import { seedTenant } from './seed.ts';
import { openTenantStore } from './store/tenant-store.ts';
import { newVolatile, TenantDirectory, type Tenant } from './tenancy.ts';

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
  /** Mounted after the API and before the error handler: the built tenant sites (`lobby start`). */
  sites?: express.RequestHandler;
  log?: (message: unknown) => void;
}

export interface LobbyApp {
  app: Express;
  deps: Deps;
  /** Stops timers; the caller closes its own HTTP server. */
  close(): void;
}

/** Path prefixes that belong to the API; everything else may be a tenant's site. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/__test', '/demo-game'];

/** The API body limit; uploads (multipart) have their own limits. */
const JSON_LIMIT = '256kb';

async function openTenant(
  manifest: TenantManifest,
  dataDir: string | null,
  clock: Clock,
  demo: boolean,
): Promise<Tenant> {
  const store = await openTenantStore(dataDir, manifest.code);
  if (store.data.meta.seededAt === undefined) {
    // First start: a new user should find demo accounts and content at once (not in prod).
    await store.replace(await seedTenant(manifest, { clock, demo }));
  }
  return { code: manifest.code, manifest, store, volatile: newVolatile() };
}

export async function createApp(options: AppOptions): Promise<LobbyApp> {
  const mode = options.mode ?? 'dev';
  const clock = options.clock ?? systemClock();
  const log = options.log ?? ((m: unknown) => console.error(m));
  const manifests = loadValidManifests(path.resolve(options.tenantsDir)).filter(
    (m) => !options.only || options.only.includes(m.code),
  );
  const demo = options.demoData ?? mode !== 'prod';
  const tenants = await Promise.all(
    manifests.map((m) => openTenant(m, options.dataDir, clock, demo)),
  );
  const directory = new TenantDirectory(
    tenants,
    tenants.find((t) => t.code === options.defaultTenant) ?? tenants[0],
  );
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
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');

  const api = express.Router();
  api.use(API_PREFIXES, apiHeaders());
  api.use('/demo-game', demoGameHeaders());
  api.use(API_PREFIXES, (req, res, next) => {
    // Answers for a session (and anything a write returns, tokens included) stay out of caches;
    // a handler whose answer is public sets its own Cache-Control.
    if (req.get('authorization') || req.method !== 'GET') res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(API_PREFIXES, express.json({ limit: JSON_LIMIT }));
  api.use(API_PREFIXES, express.urlencoded({ extended: false, limit: JSON_LIMIT }));
  api.use((req, res, next) => {
    // Every request, API or site, is for exactly one tenant.
    res.locals.tenant = directory.resolve(req.get('host'), req.get('merchant') ?? undefined);
    next();
  });
  for (const family of Object.keys(families) as Family[]) {
    if (family === 'testing' && mode === 'prod') continue;
    const module = routeModules[family];
    if (module)
      bindOps(
        api,
        deps,
        families[family] as Record<string, OperationSpec>,
        module(deps) as Partial<Handlers<Record<string, OperationSpec>>>,
      );
  }
  api.use(API_PREFIXES, (req) => {
    throw new ApiError(404, 'not_found', `no such call: ${req.method} ${req.path}`);
  });

  app.use(api);
  if (options.sites) app.use(options.sites);
  app.use(errorHandler(log));

  const stopTicker = (options.ticker ?? mode !== 'test') ? startJobTicker(deps) : () => undefined;
  return { app, deps, close: stopTicker };
}
