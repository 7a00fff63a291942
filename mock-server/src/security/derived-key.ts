// Keys derived from the server's secret, one per purpose (HKDF), so that the secret itself signs
// nothing and a signature made for one purpose is worth nothing for another.
import crypto from 'node:crypto';

const cache = new WeakMap<Buffer, Map<string, Buffer>>();

export function derivedKey(secret: Buffer, purpose: string): Buffer {
  let keys = cache.get(secret);
  if (!keys) cache.set(secret, (keys = new Map()));
  let k = keys.get(purpose);
  if (!k) {
    k = Buffer.from(crypto.hkdfSync('sha256', secret, '', `lobby ${purpose}`, 32));
    keys.set(purpose, k);
  }
  return k;
}
