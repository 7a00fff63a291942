import fs from 'node:fs';

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
