// What the browser benches share: the tenants served the way `lobby start` serves them (test mode,
// ephemeral 127.0.0.1 port), and the system Chromium with `<tenant>.localhost` on loopback.
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../cli/src/commands/start/index.ts';

export const root = path.resolve(import.meta.dirname, '..');

export function benchServer(
  opts: { dataDir?: string | null; log?: (line: string) => void } = {},
): Promise<RunningServer> {
  return startServer({
    root,
    tenantsDir: path.join(root, 'tenants'),
    port: 0,
    host: '127.0.0.1',
    mode: 'test',
    dataDir: opts.dataDir ?? null,
    log: opts.log ?? ((l) => console.log(l)),
  });
}

export function benchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}
