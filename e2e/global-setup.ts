// Builds (when stale) and starts the real server: mock API + built tenants on one origin, the
// same function `lobby start` runs, in test mode with a throwaway data dir. Returns teardown.
// Also the cross-origin rig (cross-origin-rig.ts) for the tenant the matrix runs that flow on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../cli/src/commands/start/index.ts';
import { DEMO_PASSWORD_COST } from '#mock-server/src/index.ts';
import { XORIGIN_ENV } from './cross-origin-env.ts';
import { startCrossOrigin } from './cross-origin-rig.ts';
import { matrixRoot, planMatrix, readManifest, selectedCodes } from './matrix.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = matrixRoot;
  const port = Number(process.env.LOBBY_E2E_PORT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-'));
  const server = await startServer({
    root,
    tenantsDir: path.join(root, 'tenants'),
    port,
    host: '127.0.0.1',
    mode: 'test',
    dataDir,
    // The demo accounts' hash cost for the members the flows register: 2^17 made every sign-in
    // of a new downline cost a second of CPU on the busy 2-core machine, and a login popup
    // waited past its timeout behind them. Prod mode's cost is checked by the
    // server's own tests.
    passwordCost: DEMO_PASSWORD_COST,
    log: (line) => process.stdout.write(`[e2e server] ${line}\n`),
  });
  const once = planMatrix(selectedCodes(), (code) => readManifest(code)).once;
  const crossOrigin = once ? await startCrossOrigin({ root, code: once, api: server.api }) : null;
  // Workers inherit the runner's environment as global setup leaves it.
  if (crossOrigin)
    process.env[XORIGIN_ENV] = JSON.stringify({
      code: crossOrigin.code,
      site: crossOrigin.site,
      api: crossOrigin.api,
      shared: crossOrigin.shared,
    });
  return async () => {
    await crossOrigin?.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
