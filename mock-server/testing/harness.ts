// Test harness: the real app on an ephemeral port on 127.0.0.1, and a client that speaks the
// envelope, picks the tenant by Host and encrypts bodies like the browser does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type AppOptions, type LobbyApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { createServer } from '../src/http/server.ts';
import { encryptBody } from '../src/security/hybrid-crypto.ts';
import { hashPassword } from '../src/security/password.ts';
import crypto from 'node:crypto';
import { post } from '../src/domain/ledger.ts';
import type { Member } from '../src/records/members.ts';
import { nextId, type TenantData } from '../src/store/data.ts';
import type { PowChallenge } from '#schemas/proof-of-work.ts';
import { solvePowNative } from './solve-pow.ts';

export const repoTenantsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../tenants',
);

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; value: T; errorCode?: string; message?: string };
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as it came (images). */
  bytes: Buffer;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Encrypt the body with the server's public key (encrypted operations). */
  encrypt?: boolean;
  headers?: Record<string, string>;
  /** Sent as-is (e.g. a multipart body built by the test). */
  raw?: { contentType: string; data: Buffer };
  ip?: string;
}

/** A multipart/form-data body of text fields and `images` files, as CallOptions.raw sends it. */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; type: string; data: Buffer }[] = [],
): NonNullable<CallOptions['raw']> {
  const boundary = `----lobby${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(parts) };
}

export interface TestServer {
  lobby: LobbyApp;
  port: number;
  dataDir: string | null;
  call<T = unknown>(
    tenant: string,
    method: string,
    pathAndQuery: string,
    opts?: CallOptions,
  ): Promise<ApiResponse<T>>;
  /**
   * Arrange step for tests of families other than session: a member (created when missing) and a
   * valid token for it, written straight into the store. Session behaviour itself is tested over HTTP.
   */
  memberWithToken(
    tenant: string,
    account: string,
    init?: Partial<Member>,
  ): Promise<{ member: Member; token: string }>;
  /**
   * Arrange step for tests of signing in itself: a member with a real hash of `password` (at the
   * harness's cost unless told) and no session; signing in then goes over HTTP.
   */
  memberWithPassword(
    tenant: string,
    account: string,
    password: string,
    init?: Partial<Member>,
    cost?: number,
  ): Promise<Member>;
  /** Writes a tenant's data directly (arrange step for a state no call of the API makes). */
  arrange(tenant: string, write: (data: TenantData) => void): Promise<void>;
  /** Credits a member through the ledger (arrange step). */
  fund(tenant: string, memberId: number, amountMinor: number): Promise<void>;
  /**
   * A captcha answered as the tenant's site answers it, as a login or registration body carries
   * it: a solved proof of work on Lobby's wire; on the platform's, an image's id and its digits
   * (test route).
   */
  captcha(tenant: string): Promise<{ captchaId?: string; captcha: string }>;
  /** The SMS codes the server sent to a number (test route), newest first. */
  smsCodes(tenant: string, to: string): Promise<{ code: string; purpose: string }[]>;
  /** The texts a number's phone received (test route), newest first, with their sign-in links. */
  smsTexts(tenant: string, to: string): Promise<{ purpose: string; text: string; link?: string }[]>;
  /** A tenant's server time (each tenant has its own clock). */
  now(tenant: string): number;
  close(): Promise<void>;
}

/** Starts a server over the repository's tenants; data goes to a fresh temp folder unless `dataDir: null`. */
export async function startTestServer(overrides: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir =
    overrides.dataDir === undefined
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-'))
      : overrides.dataDir;
  const lobby = await createApp({
    tenantsDir: repoTenantsDir,
    mode: 'test',
    clock: fixedClock(Date.UTC(2026, 10, 2, 4, 0, 0)),
    log: () => undefined,
    // New hashes at 2^14 keep the suites fast; security.test.ts checks the real cost (2^17).
    passwordCost: 2 ** 14,
    ...overrides,
    dataDir,
  });
  const server = createServer(lobby.app);
  lobby.push.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let publicKey: string | undefined;

  const call = async <T>(
    tenant: string,
    method: string,
    pathAndQuery: string,
    opts: CallOptions = {},
  ): Promise<ApiResponse<T>> => {
    let payload: Buffer | undefined;
    const headers: Record<string, string> = {
      host: `${tenant}.localhost:${port}`,
      ...opts.headers,
    };
    if (opts.token) headers.authorization = opts.token;
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    if (opts.raw) {
      payload = opts.raw.data;
      headers['content-type'] = opts.raw.contentType;
    } else if (opts.body !== undefined) {
      let body = opts.body;
      if (opts.encrypt) {
        publicKey ??= (await call<string>(tenant, 'GET', '/wps/system/publicKey')).body.value;
        body = encryptBody(publicKey, body);
      }
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
    }
    if (payload) headers['content-length'] = String(payload.length);
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path: pathAndQuery, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString('utf8');
            let body: ApiResponse<T>['body'];
            try {
              body = JSON.parse(text) as ApiResponse<T>['body'];
            } catch {
              body = { success: false, value: undefined as T };
            }
            resolve({ status: res.statusCode ?? 0, body, headers: res.headers, text, bytes });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  };

  const tenantOf = (code: string) => {
    const t = lobby.deps.tenants.byCode(code);
    if (!t) throw new Error(`no tenant ${code}`);
    return t;
  };

  // Each tenant has its own clock (clock.ts): read the one the server will compare with.
  const tenantNow = (code: string) => lobby.deps.clock.within(code, () => lobby.deps.clock.now());

  /** A player as registration would leave it, with `init` on top (written by the caller). */
  const newMember = (d: TenantData, account: string, now: number, init: Partial<Member>) => {
    const m: Member = {
      id: nextId(d),
      account,
      nickname: account,
      type: 0,
      passwordHash: 'test-only',
      passwordChangedAt: now,
      passwordIsDefault: false,
      profile: {},
      referralCode: account.toUpperCase(),
      createdAt: now,
      knownIps: [],
      frozen: false,
      ...init,
    };
    d.members.push(m);
    return m;
  };

  const memberWithPassword: TestServer['memberWithPassword'] = async (
    code,
    account,
    password,
    init = {},
    cost = lobby.deps.passwordCost,
  ) => {
    const passwordHash = await hashPassword(password, cost);
    const now = tenantNow(code);
    return tenantOf(code).store.write((d) => newMember(d, account, now, { ...init, passwordHash }));
  };

  const memberWithToken: TestServer['memberWithToken'] = async (code, account, init = {}) => {
    const t = tenantOf(code);
    const now = tenantNow(code);
    const token = crypto.randomBytes(32).toString('hex');
    const member = await t.store.write((d) => {
      const m = d.members.find((x) => x.account === account) ?? newMember(d, account, now, init);
      d.sessions.push({
        token,
        memberId: m.id,
        createdAt: now,
        expiresAt: now + 24 * 3600 * 1000,
        area: 'player',
      });
      return m;
    });
    return { member, token };
  };

  const fund: TestServer['fund'] = async (code, memberId, amountMinor) => {
    await tenantOf(code).store.write((d) => {
      post(d, {
        memberId,
        amount: amountMinor,
        type: 'adjustment',
        at: tenantNow(code),
        note: 'test funding',
      });
    });
  };

  const captcha: TestServer['captcha'] = async (code) => {
    if (tenantOf(code).manifest.api.wire !== 'platform') {
      const c = await call<PowChallenge>(code, 'GET', '/wps/captcha/challenge');
      return { captcha: solvePowNative(c.body.value) };
    }
    const c = await call<{ captchaId: string }>(code, 'GET', '/wps/captcha');
    const { captchaId } = c.body.value;
    const a = await call<{ answer: string }>(code, 'GET', `/__test/captcha?captchaId=${captchaId}`);
    return { captchaId, captcha: a.body.value.answer };
  };

  const smsCodes: TestServer['smsCodes'] = async (code, to) =>
    (
      await call<{ code: string; purpose: string }[]>(
        code,
        'GET',
        `/__test/sms?mobileNum=${encodeURIComponent(to)}`,
      )
    ).body.value;

  const smsTexts: TestServer['smsTexts'] = async (code, to) =>
    (
      await call<{ purpose: string; text: string; link?: string }[]>(
        code,
        'GET',
        `/__test/sms/texts?mobileNum=${encodeURIComponent(to)}`,
      )
    ).body.value;

  return {
    lobby,
    port,
    dataDir,
    call,
    memberWithToken,
    memberWithPassword,
    arrange: async (code, write) => {
      await tenantOf(code).store.write(write);
    },
    fund,
    captcha,
    smsCodes,
    smsTexts,
    now: tenantNow,
    close: async () => {
      lobby.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      if (dataDir && overrides.dataDir === undefined)
        fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
