// Hybrid encryption of sensitive bodies (operations marked `encrypted`): the client encrypts the
// JSON body with a random AES-256-GCM key and 12-byte IV, and wraps the key with RSA-OAEP
// (SHA-256) under our RSA-2048 public key (GET /wps/system/publicKey).
import { writeSecretFile } from './secret-file.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../refusals/api-error.ts';

export interface KeyPair {
  publicKeyPem: string;
  privateKey: crypto.KeyObject;
}

export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

export interface EncryptedBody {
  encrypted: { key: string; iv: string; data: string };
}

export function isEncryptedBody(body: unknown): body is EncryptedBody {
  const e = (body as { encrypted?: Record<string, unknown> } | null)?.encrypted;
  return (
    typeof e === 'object' &&
    e !== null &&
    ['key', 'iv', 'data'].every((k) => typeof e[k] === 'string') &&
    Object.keys(body as object).length === 1
  );
}

export function decryptBody(keys: KeyPair, body: EncryptedBody): unknown {
  try {
    const aesKey = crypto.privateDecrypt(
      {
        key: keys.privateKey,
        padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(body.encrypted.key, 'base64'),
    );
    const iv = Buffer.from(body.encrypted.iv, 'base64');
    const data = Buffer.from(body.encrypted.data, 'base64');
    if (aesKey.length !== 32 || iv.length !== 12 || data.length < 16) throw new Error('bad sizes');
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, 'decryption_failed', 'encrypted body could not be decrypted');
  }
}

/** The client side of the scheme, for tests and scripts (the browser does the same with WebCrypto). */
export function encryptBody(publicKeyPem: string, value: unknown): EncryptedBody {
  const key = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([
    cipher.update(JSON.stringify(value), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const wrapped = crypto.publicEncrypt(
    { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    key,
  );
  return {
    encrypted: {
      key: wrapped.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    },
  };
}

/** The key file in the data folder: PKCS#8 PEM, readable by the owner only. */
const KEY_FILE = 'rsa-private-key.pem';

/**
 * The key pair kept in `dataDir`, created on first start: clients that fetched the public key
 * before a restart still log in after it. Written to a temporary file, synced, then renamed.
 */
export function loadOrCreateKeyPair(dataDir: string): KeyPair {
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const privateKey = crypto.createPrivateKey(fs.readFileSync(file, 'utf8'));
    const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
    return { privateKey, publicKeyPem: publicKeyPem.toString() };
  }
  const keys = generateKeyPair();
  const pem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeSecretFile(dataDir, file, pem);
  return keys;
}
