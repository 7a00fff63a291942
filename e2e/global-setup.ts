// Builds (when stale) and starts the real server: mock API + built tenants on one origin, the
// same function `lobby start` runs, in test mode with a throwaway data dir. Returns teardown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../cli/src/commands/start/index.ts';
import { matrixRoot } from './matrix.ts';

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
    log: (line) => process.stdout.write(`[e2e server] ${line}\n`),
  });
  return async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
