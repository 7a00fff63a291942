// The platform wire's encryption envelope, for the calls its table marks `encrypted`: the JSON body
// is encrypted with a fresh 256-bit session key under the tenant's cipher (manifest
// `api.encryption.cipher`), and travels as `{"value": base64(iv || ciphertext)}`; the session key,
// wrapped with RSA-OAEP (SHA-256) under the API's public key, travels as the `Encryption` header
// (base64). With AES-GCM the ciphertext ends with its 16-byte tag, as WebCrypto writes it.
// What this assumes of the real platform is in the README's wire-format section; the embedded
// server opens it in mock-server/src/routes/platform/envelope.ts.
import type { WireCipher } from '#schemas/wire-formats.ts';
import { toBase64 } from '../encrypt.ts';

/** IV length per cipher: 12 bytes for GCM (its standard nonce), one block for CBC. */
const IV_BYTES: Record<WireCipher, number> = { 'AES-GCM': 12, 'AES-CBC': 16 };

export interface Envelope {
  body: { value: string };
  /** The `Encryption` header. */
  encryption: string;
}

export async function sealEnvelope(
  body: unknown,
  publicKey: CryptoKey,
  cipher: WireCipher,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<Envelope> {
  const key = await subtle.generateKey({ name: cipher, length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES[cipher]));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = new Uint8Array(await subtle.encrypt({ name: cipher, iv }, key, plain));
  const sealed = new Uint8Array(iv.length + data.length);
  sealed.set(iv);
  sealed.set(data, iv.length);
  const wrapped = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    await subtle.exportKey('raw', key),
  );
  return { body: { value: toBase64(sealed) }, encryption: toBase64(wrapped) };
}
