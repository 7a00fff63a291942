// The pepper of payment-password hashes (pin-hash.ts): 32 random bytes in the data folder beside
// the server's RSA key, created on first start and never written into a tenant's data file, so a
// copied tenant file alone does not let anyone test PINs against its hashes. Losing the file
// makes every stored PIN unverifiable (members set a new one), like losing the key.
import { writeSecretFile } from '../../security/secret-file.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const PEPPER_FILE = 'pin-pepper.key';
const BYTES = 32;

/** A pepper for a server whose data lives in memory only. */
export const newPepper = (): Buffer => crypto.randomBytes(BYTES);

/** The pepper kept in `dataDir` (hex, owner-readable only); written atomically on first start. */
export function loadOrCreatePepper(dataDir: string): Buffer {
  const file = path.join(dataDir, PEPPER_FILE);
  if (fs.existsSync(file)) {
    const pepper = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (pepper.length !== BYTES) throw new Error(`${file}: not a ${BYTES}-byte hex pepper`);
    return pepper;
  }
  const pepper = newPepper();
  writeSecretFile(dataDir, file, pepper.toString('hex'));
  return pepper;
}
