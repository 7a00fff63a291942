// A platform API client for conformance checks: picks the tenant by Host and Merchant headers,
// sends the gateway headers of the contract and encrypts bodies like the browser does.
import http from 'node:http';
import https from 'node:https';
import crypto from 'node:crypto';

/**
 * The hybrid scheme of the contract, written here rather than shared with the server so a
 * conformance run does not trust the code under test: a random AES-256-GCM key and 12-byte IV
 * encrypt the JSON; RSA-OAEP (SHA-256) wraps the key; the data is ciphertext followed by the tag.
 */
export function encryptBody(publicKeyPem: string, value: unknown) {
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

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown;
  /** The cookies the answer sets, as a Cookie header would send them back. */
  cookies: string;
}

interface ClientOptions {
  baseUrl: URL;
  host: string;
  merchant: string;
  language?: string;
  timeoutMs?: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  encrypt?: boolean;
  /** Header overrides, e.g. a wrong Merchant. */
  headers?: Record<string, string>;
  /** A body sent as this text, as given (the platform's form post under a JSON content type). */
  raw?: string;
}

export class ApiClient {
  private publicKey: Promise<string> | undefined;

  constructor(readonly opts: ClientOptions) {}

  async call(method: string, pathAndQuery: string, o: CallOptions = {}): Promise<Answer> {
    let body = o.body;
    if (o.encrypt && body !== undefined) body = encryptBody(await this.key(), body);
    const payload =
      o.raw !== undefined
        ? Buffer.from(o.raw)
        : body === undefined
          ? undefined
          : Buffer.from(JSON.stringify(body));
    const base = this.opts.baseUrl;
    const headers: Record<string, string> = {
      host: this.opts.host,
      merchant: this.opts.merchant,
      language: this.opts.language ?? 'en',
      device: 'web',
      'x-gateway-version': '3',
      accept: 'application/json',
      ...(o.token ? { authorization: o.token } : {}),
      ...(payload
        ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
        : {}),
      ...o.headers,
    };
    const prefix = base.pathname.replace(/\/$/, '');
    const lib = base.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = lib.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port || undefined,
          method: method.toUpperCase(),
          path: `${prefix}${pathAndQuery}`,
          headers,
          // TLS checks the name the tenant is served under, not the address dialled.
          servername: this.opts.host.replace(/:\d+$/, ''),
          timeout: this.opts.timeoutMs ?? 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text,
              json,
              cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out: ${method} ${pathAndQuery}`)));
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  private key(): Promise<string> {
    this.publicKey ??= this.call('GET', '/wps/system/publicKey').then((a) => {
      const pem = (a.json as { value?: unknown } | undefined)?.value;
      if (typeof pem !== 'string') throw new Error('GET /wps/system/publicKey gave no PEM key');
      return pem;
    });
    return this.publicKey;
  }
}
