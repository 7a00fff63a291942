// The pepper of payment-password hashes (pin-hash.ts): 32 random bytes in the data folder beside
// the server's RSA key, created on first start and never written into a tenant's data file, so a
// copied tenant file alone does not let anyone test PINs against its hashes. Losing the file
// makes every stored PIN unverifiable (members set a new one), like losing the key.
import crypto from 'node:crypto';
import { loadOrCreateKey } from '../../security/secret-file.ts';

export const PEPPER_FILE = 'pin-pepper.key';
const BYTES = 32;

/** A pepper for a server whose data lives in memory only. */
export const newPepper = (): Buffer => crypto.randomBytes(BYTES);

/** The pepper kept in `dataDir` (hex, owner-readable only); written atomically on first start. */
export const loadOrCreatePepper = (dataDir: string): Buffer =>
  loadOrCreateKey(dataDir, PEPPER_FILE, BYTES);
