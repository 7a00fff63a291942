// Opens the platform wire's encryption envelope (runtime/src/lib/api/wire/platform-envelope.ts
// seals it): the `Encryption` header is the session key wrapped with RSA-OAEP (SHA-256) under the
// server's own key pair, the body `{"value": base64(iv || ciphertext)}` under the tenant's cipher
// (manifest api.encryption.cipher, AES-GCM by default). Anything that does not open is one
// translated refusal, the same one Lobby's own envelope gives.
import crypto from 'node:crypto';
import type { Request } from 'express';
import { DEFAULT_WIRE_CIPHER, type WireCipher } from '#schemas/wire-formats.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { KeyPair } from '../../security/hybrid-crypto.ts';

const NODE_CIPHER: Record<WireCipher, { name: crypto.CipherGCMTypes | 'aes-256-cbc'; iv: number }> =
  {
    'AES-GCM': { name: 'aes-256-gcm', iv: 12 },
    'AES-CBC': { name: 'aes-256-cbc', iv: 16 },
  };

const TAG_BYTES = 16;

const refused = () =>
  new ApiError(400, 'decryption_failed', 'encrypted body could not be decrypted');

/** The body a platform client encrypted, as a JSON object. */
export function openEnvelope(
  req: Request,
  keys: KeyPair,
  cipher: WireCipher = DEFAULT_WIRE_CIPHER,
): Record<string, unknown> {
  const wrapped = req.get('encryption');
  const value = (req.body as { value?: unknown } | undefined)?.value;
  if (!wrapped || typeof value !== 'string')
    throw new ApiError(400, 'encryption_required', 'this call takes an encrypted body');
  try {
    const key = crypto.privateDecrypt(
      {
        key: keys.privateKey,
        padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(wrapped, 'base64'),
    );
    const { name, iv: ivBytes } = NODE_CIPHER[cipher];
    const sealed = Buffer.from(value, 'base64');
    const gcm = name === 'aes-256-gcm';
    if (key.length !== 32 || sealed.length < ivBytes + (gcm ? TAG_BYTES : 16)) throw refused();
    const iv = sealed.subarray(0, ivBytes);
    const data = sealed.subarray(ivBytes, gcm ? sealed.length - TAG_BYTES : sealed.length);
    const decipher = crypto.createDecipheriv(name, key, iv);
    if (gcm)
      (decipher as crypto.DecipherGCM).setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    const body = JSON.parse(plain) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refused();
    return body as Record<string, unknown>;
  } catch {
    throw refused();
  }
}

/** The client side, for tests and probes (the browser seals with WebCrypto). */
export function sealEnvelope(
  publicKeyPem: string,
  body: unknown,
  cipher: WireCipher = DEFAULT_WIRE_CIPHER,
): { value: string; encryption: string } {
  const key = crypto.randomBytes(32);
  const { name, iv: ivBytes } = NODE_CIPHER[cipher];
  const iv = crypto.randomBytes(ivBytes);
  const c = crypto.createCipheriv(name, key, iv);
  const parts = [iv, c.update(JSON.stringify(body), 'utf8'), c.final()];
  if (name === 'aes-256-gcm') parts.push((c as crypto.CipherGCM).getAuthTag());
  const encryption = crypto.publicEncrypt(
    { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    key,
  );
  return {
    value: Buffer.concat(parts).toString('base64'),
    encryption: encryption.toString('base64'),
  };
}
