// The rig of the cross-origin flow (cross-origin.spec.ts): one tenant's site served on its own
// origin with its API on another, as an operator deploys a brand in front of a backend elsewhere.
// The API is the e2e server's own API app (same data, same process) listening on a second
// ephemeral 127.0.0.1 port; the site is that tenant's build with api.baseUrl set to it, served by
// `lobby start`'s site server alone (no API behind it) on a third port. A second brand's site,
// built the same way, shares that API origin (its host names no brand: the Merchant header, or
// a navigation's query, does). Started by global-setup; the spec reads where from
// LOBBY_E2E_XORIGIN.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { LobbyApp } from '#mock-server/src/index.ts';
import { ONE_CLICK_PROVIDERS } from '#schemas/one-click.ts';
import { emitTenant } from '../cli/src/commands/build/emit-tenant.ts';
import { loadTenants } from '../cli/src/lib/tenants.ts';
import { prerenderDir, runtimeBuildDir } from '../cli/src/commands/build/paths.ts';
import { loadPrerenderer } from '../cli/src/commands/build/prerender.ts';
import { tenantSites } from '../cli/src/commands/start/site.ts';

import type { CrossOrigin } from './cross-origin-env.ts';

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const closing = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function startCrossOrigin(opts: {
  root: string;
  code: string;
  api: LobbyApp;
}): Promise<CrossOrigin & { close(): Promise<void> }> {
  const paths = { root: opts.root, tenantsDir: path.join(opts.root, 'tenants') };
  const apiServer = http.createServer(opts.api.app);
  opts.api.push.attach(apiServer);
  const api = `http://127.0.0.1:${await listen(apiServer)}`;

  const all = loadTenants(paths, []);
  const rigged = all.find((m) => m.code === opts.code)!;
  const second = all.find(
    (m) =>
      m.code !== opts.code &&
      m.api.wire !== 'platform' &&
      ONE_CLICK_PROVIDERS.some((p) => m.flags.oneClickLogin[p]),
  );
  const moved = [rigged, ...(second ? [second] : [])].map((m) => ({
    ...m,
    api: { ...m.api, baseUrl: api },
  }));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-xorigin-'));
  const render = await loadPrerenderer(prerenderDir(opts.root));
  for (const m of moved) {
    emitTenant(paths, m, { thin: { outDir }, render });
    // A thin folder leaves the runtime out (a CDN serves it once): link the built one in.
    fs.symlinkSync(path.join(runtimeBuildDir(opts.root), 'app'), path.join(outDir, m.code, 'app'));
  }
  const siteServer = http.createServer(
    express().use(tenantSites({ distDir: outDir, manifests: moved, defaultCode: opts.code })),
  );
  const sitePort = await listen(siteServer);
  const siteOf = (code: string) => `http://${code}.localhost:${sitePort}`;

  return {
    code: opts.code,
    site: siteOf(opts.code),
    api,
    ...(second ? { shared: { code: second.code, site: siteOf(second.code) } } : {}),
    close: async () => {
      await Promise.all([closing(apiServer), closing(siteServer)]);
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
