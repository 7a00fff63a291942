// The site servers the start command's tests run: the whole `lobby start` over a temp repo, or one
// tenant's built site alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { loadValidManifests } from '#manifests/index.ts';
import { repoRoot } from '../context.ts';
import { startServer, type RunningServer } from '../commands/start/index.ts';
import { tenantSites } from '../commands/start/site.ts';
import type { TempRepo } from './fixtures.ts';

/**
 * `lobby start` over a temp repo's fleet: an ephemeral loopback port, test mode, data in the
 * repo's .data, each tenant seeded on its first request, nothing built.
 */
export function startTempFleet(repo: TempRepo): Promise<RunningServer> {
  return startServer({
    root: repo.root,
    tenantsDir: repo.tenantsDir,
    port: 0,
    host: '127.0.0.1',
    mode: 'test',
    dataDir: path.join(repo.root, '.data'),
    skipBuild: true,
    lazy: true,
  });
}

/** One example tenant's site, built into `distDir`, served alone (no API) on an ephemeral port. */
export async function serveTenantSite(
  distDir: string,
  code: string,
): Promise<{ server: http.Server; port: number }> {
  const manifests = loadValidManifests(path.join(repoRoot, 'tenants')).filter(
    (m) => m.code === code,
  );
  const app = express().use(tenantSites({ distDir, manifests, defaultCode: code }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
