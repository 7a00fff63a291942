import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a key the server keeps in its data folder: owner-only (0600), whole or not at all (a
 * temp file synced, then renamed over the name), and the rename synced too.
 */
export function writeSecretFile(dataDir: string, file: string, text: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o600);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  try {
    const dir = fs.openSync(dataDir, 'r');
    fs.fsyncSync(dir);
    fs.closeSync(dir);
  } catch {
    // Some platforms cannot open a directory for syncing; the rename is still atomic.
  }
}

/**
 * A random key kept in `dataDir` as hex (owner-readable only), created on first start; `bytes`
 * random bytes when the server keeps no data folder (the key then lives as long as the process).
 */
export function loadOrCreateKey(dataDir: string | null, name: string, bytes = 32): Buffer {
  if (!dataDir) return crypto.randomBytes(bytes);
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== bytes) throw new Error(`${file}: not a ${bytes}-byte hex key`);
    return key;
  }
  const key = crypto.randomBytes(bytes);
  writeSecretFile(dataDir, file, key.toString('hex'));
  return key;
}
