// The rig of the cross-origin flow (cross-origin.spec.ts): one tenant's site served on its own
// origin with its API on another, as an operator deploys a brand in front of a backend elsewhere.
// The API is the e2e server's own API app (same data, same process) listening on a second
// ephemeral 127.0.0.1 port; the site is that tenant's build with api.baseUrl set to it, served by
// `lobby start`'s site server alone (no API behind it) on a third port. Started by global-setup;
// the spec reads where from LOBBY_E2E_XORIGIN.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { LobbyApp } from '#mock-server/src/index.ts';
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

  const [manifest] = loadTenants(paths, [opts.code]);
  const moved = { ...manifest!, api: { ...manifest!.api, baseUrl: api } };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-xorigin-'));
  emitTenant(paths, moved, {
    thin: { outDir },
    render: await loadPrerenderer(prerenderDir(opts.root)),
  });
  // A thin folder leaves the runtime out (a CDN serves it once): link the built one in.
  fs.symlinkSync(path.join(runtimeBuildDir(opts.root), 'app'), path.join(outDir, opts.code, 'app'));
  const siteServer = http.createServer(
    express().use(tenantSites({ distDir: outDir, manifests: [moved], defaultCode: opts.code })),
  );
  const site = `http://${opts.code}.localhost:${await listen(siteServer)}`;

  return {
    code: opts.code,
    site,
    api,
    close: async () => {
      await Promise.all([closing(apiServer), closing(siteServer)]);
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
