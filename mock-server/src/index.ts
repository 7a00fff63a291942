// The server's public face: what the CLI, the benches and the e2e suite may use. Everything else
// under mock-server/src is the server's own business (eslint refuses an import around this file).
// The app, the stores and the seeds load on first use, not with this module: a server binds its
// port before anything slow loads, and `lobby seed` does not load Express.
import type { AppOptions, LobbyApp } from './app.ts';

export type { AppOptions, LobbyApp } from './app.ts';
export type { StoreStats, TenantStore } from './store/tenant-store.ts';
export type { TenantData } from './store/data.ts';
export type { Member } from './records/members.ts';
export type { AccountRole } from './domain/members/accounts.ts';
export type { Clock } from './clock.ts';

export { API_PREFIXES, isApiPath } from './http/api-paths.ts';
export { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
export { createLateServer, createServer } from './http/server.ts';
export { pickEncoding, type Coding } from './http/encoding.ts';
export {
  inlineScriptHashes,
  siteHeaders,
  siteHeaderValues,
  type SiteSources,
} from './security/headers.ts';
export { encryptBody } from './security/hybrid-crypto.ts';
export { fixedClock, systemClock } from './clock.ts';
export { fromMinor, toMinor } from './money.ts';
export { DEMO_PASSWORD_COST } from './security/password.ts';
export { Raster, type Rgb } from './lib/raster.ts';
export { drawable, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './lib/glyphs.ts';

/** The Express app of the whole API, every tenant by host. */
export async function createApp(options: AppOptions): Promise<LobbyApp> {
  return (await import('./app.ts')).createApp(options);
}

/** A tenant's data folder and what can be done to it outside a running server. */
export const dataTools = async () => {
  const [store, seed, content, members, accounts, password, ledger] = await Promise.all([
    import('./store/tenant-store.ts'),
    import('./seed.ts'),
    import('./domain/content/seed.ts'),
    import('./domain/members/seed.ts'),
    import('./domain/members/accounts.ts'),
    import('./security/password.ts'),
    import('./domain/ledger.ts'),
  ]);
  return {
    openTenantStore: store.openTenantStore,
    seedTenant: seed.seedTenant,
    reseedContent: content.reseedContent,
    DEMO_ACCOUNTS: members.DEMO_ACCOUNTS,
    accountProblem: accounts.accountProblem,
    addAccount: accounts.addAccount,
    hashPassword: password.hashPassword,
    /** A ledger entry written straight into a store (the money bench's own traffic). */
    post: ledger.post,
  };
};
