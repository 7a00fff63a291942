// @vitest-environment node
// A platform-wire tenant's calls as its backend sees them: the platform's paths and parameter
// names, upper-case languages, the encryption envelope, and its answers and refusals read back
// as Lobby's values and translation keys.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gamesOps } from '#schemas/api/games.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { loadValidManifests } from '#manifests/index.ts';
import { setTenant } from '../../../config/tenant.ts';
import { useSession } from '../../stores/session.ts';
import { callOp, setApiLanguage } from '../client.ts';

// Node's WebCrypto (the adapter's keys and ciphers) with the one browser store the session needs.
vi.hoisted(() => {
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
  Object.assign(globalThis, { sessionStorage: storage, localStorage: storage });
});

const jade = loadValidManifests(path.resolve(import.meta.dirname, '../../../../../tenants')).find(
  (m) => m.code === 'jadelotus',
)!;
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const ok = (value: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, value }), { status });
const refusal = (errorCode: string, status: number, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode, value }), {
    status,
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setTenant({
    ...jade,
    api: { ...jade.api, encryption: { publicKey: pem, cipher: 'AES-GCM' } },
  });
  setApiLanguage('zh-Hant');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear('logout');
});

const sent = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('the platform adapter', () => {
  it("sends the game list as the platform's relay and reads value.games back as the list", async () => {
    fetchMock.mockResolvedValue(
      ok({ games: [{ gameCode: 'PG_1' }], pageNo: 2, pageSize: 20, total: 21, totalPages: 2 }),
    );
    const value = await callOp(gamesOps.gameList, {
      query: { gameType: 'RNG', filter: 'ALL', pageNo: 2, pageSize: 20 },
    });
    const { url, headers, init } = sent();
    expect(url).toBe('/wps/relay/GCSGAME_gameList?gameType=RNG&filter=ALL&pageNo=2&pageSize=20');
    expect(headers).toMatchObject({ Language: 'ZH_TW', Merchant: 'jdl7f3a' });
    expect(init.credentials).toBe('include');
    expect(value).toMatchObject({ list: [{ gameCode: 'PG_1' }], totalPages: 2 });
  });

  it('logs in through the encryption envelope the server can open with its private key', async () => {
    fetchMock.mockResolvedValue(ok({ token: 't1' }));
    await callOp(sessionOps.login, {
      body: { username: 'player1', password: 'Secret#123', type: 'username', area: 'player' },
    });
    const { url, init, headers } = sent();
    expect([init.method, url]).toEqual(['POST', '/wps/session/login']);
    const { value } = JSON.parse(init.body as string) as { value: string };
    const key = crypto.privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(headers.Encryption!, 'base64'),
    );
    const sealed = Buffer.from(value, 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(12, sealed.length - 16)),
      decipher.final(),
    ]);
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({
      username: 'player1',
      password: 'Secret#123',
    });
  });

  it('reads login_verify_required as the second-factor step, sent to /login/verification', async () => {
    fetchMock.mockResolvedValueOnce(
      refusal('login_verify_required', 403, {
        challengeId: 'c1',
        sentTo: '***12',
        expiredMinutes: 5,
      }),
    );
    const challenge = await callOp(sessionOps.login, {
      body: { username: 'a', password: 'b', type: 'username', area: 'player' },
    });
    expect(challenge).toMatchObject({ secondFactorRequired: true, challengeId: 'c1' });
    fetchMock.mockResolvedValueOnce(ok({ token: 't2' }));
    await callOp(sessionOps.loginSecondFactor, {
      body: { challengeId: 'c1', verificationCode: '123456' },
    });
    expect(sent(1).url).toBe('/wps/session/login/verification');
    expect(sent(1).headers.Encryption).toBeTruthy();
  });

  it("turns the platform's error codes into Lobby's keys and ends the session on its codes", async () => {
    useSession.getState().setToken('t9');
    fetchMock.mockResolvedValueOnce(refusal('launch_game_balance_not_enough', 400));
    await expect(
      callOp(gamesOps.launchGame, { query: { gameCode: 'PG_1' } }),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    fetchMock.mockResolvedValueOnce(refusal('token_ip_different', 403));
    await expect(callOp(walletOps.balance)).rejects.toMatchObject({ code: 'token_ip_different' });
    expect(useSession.getState().token).toBeFalsy();
  });
});
