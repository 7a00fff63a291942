import { describe, expect, it } from 'vitest';
import { seal, unseal, type KeyStore } from './sealed-secret.ts';

function memoryStore(): KeyStore & { key?: CryptoKey } {
  const s: KeyStore & { key?: CryptoKey } = {
    get: () => Promise.resolve(s.key),
    put: (key) => {
      s.key = key;
      return Promise.resolve();
    },
  };
  return s;
}

describe('sealed remember-me password', () => {
  it('round-trips on this device and never holds the password in clear', async () => {
    const store = memoryStore();
    const sealed = await seal('Player123!', store);
    expect(sealed).not.toContain('Player123');
    expect(atob(sealed)).not.toContain('Player123');
    expect(await unseal(sealed, store)).toBe('Player123!');
    // A fresh IV each time: the same password never seals to the same cookie.
    expect(await seal('Player123!', store)).not.toBe(sealed);
  });

  it('keeps a key that cannot be exported', async () => {
    const store = memoryStore();
    await seal('x', store);
    expect(store.key!.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', store.key!)).rejects.toThrow();
  });

  it('reads nothing without the key, from another device, altered or in clear text', async () => {
    const store = memoryStore();
    const sealed = await seal('Player123!', store);
    expect(await unseal(sealed, memoryStore())).toBeNull();
    const other = memoryStore();
    await seal('y', other);
    expect(await unseal(sealed, other)).toBeNull();
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1]! ^= 1;
    expect(await unseal(btoa(String.fromCharCode(...bytes)), store)).toBeNull();
    expect(await unseal('Player123!', store)).toBeNull();
  });
});
