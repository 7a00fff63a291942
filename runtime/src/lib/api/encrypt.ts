// Hybrid encryption of the bodies of operations marked `encrypted`: a random AES-256-GCM key and
// 12-byte IV encrypt the JSON body; RSA-OAEP (SHA-256) wraps the key with the server's SPKI public
// key (mock-server/src/security/hybrid-crypto.ts decrypts).
export interface EncryptedBody {
  encrypted: { key: string; iv: string; data: string };
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i++) text += String.fromCharCode(view[i]!);
  return btoa(text);
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const raw = atob(b64);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export async function importPublicKey(pem: string, subtle: SubtleCrypto = crypto.subtle) {
  return subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
}

export async function encryptBody(
  body: unknown,
  publicKey: CryptoKey,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<EncryptedBody> {
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  // WebCrypto appends the 16-byte tag to the ciphertext: exactly ciphertext||tag.
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return { encrypted: { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}
