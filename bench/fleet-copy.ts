// A fleet of brands in a temp copy of the repository: the sources linked (read only), tenants/
// copied, and t001..tNNN made by `lobby new --yes`. bench:fleet and bench:matrix start from it;
// nothing is written into the repository.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../cli/src/main.ts';
import { noPrompter } from '../cli/src/prompts.ts';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface FleetCopy {
  root: string;
  /** The generated codes, t001… */
  codes: string[];
  /** Time `lobby new` took for all of them, ms. */
  createdMs: number;
  remove(): void;
}

export async function fleetCopy(count: number, prefix = 'lobby-fleet-'): Promise<FleetCopy> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const name of ['runtime', 'schemas', 'templates', 'package-lock.json', 'package.json'])
    fs.symlinkSync(path.join(repo, name), path.join(root, name));
  for (const name of ['.prettierrc.json'])
    if (fs.existsSync(path.join(repo, name)))
      fs.copyFileSync(path.join(repo, name), path.join(root, name));
  fs.cpSync(path.join(repo, 'tenants'), path.join(root, 'tenants'), { recursive: true });
  const codes = Array.from({ length: count }, (_, i) => `t${String(i + 1).padStart(3, '0')}`);
  const ctx = {
    root,
    tenantsDir: path.join(root, 'tenants'),
    templatesDir: path.join(repo, 'templates', 'tenant'),
    io: { out: () => undefined, err: (l: string) => process.stderr.write(`${l}\n`) },
    prompt: noPrompter,
    tty: false,
  };
  const started = Date.now();
  for (const code of codes) {
    const exit = await run(['node', 'lobby', 'new', code, '--yes'], ctx);
    if (exit !== 0) throw new Error(`lobby new ${code} exited ${exit}`);
  }
  return {
    root,
    codes,
    createdMs: Date.now() - started,
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** A port free right now on loopback, for a server started as a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
