// @vitest-environment node
// A platform-wire tenant's calls as its backend sees them: the platform's paths and parameter
// names, upper-case languages, the encryption envelope, and its answers and refusals read back
// as Lobby's values and translation keys.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contractsOps } from '#schemas/api/contracts.ts';
import { gamesOps } from '#schemas/api/games.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { loadValidManifests } from '#manifests/index.ts';
import { setTenant } from '../../../config/tenant.ts';
import { useSession } from '../../stores/session.ts';
import { callOp, setApiLanguage } from '../client.ts';
import { publicManifest } from '#schemas/public-manifest.ts';

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

const jade = publicManifest(
  loadValidManifests(path.resolve(import.meta.dirname, '../../../../../tenants')).find(
    (m) => m.code === 'jadelotus',
  )!,
);
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

  it("answers a withdrawal's confirmation as the platform's dialog does, proof image as a data URL", async () => {
    useSession.getState().setToken('t0k');
    fetchMock.mockResolvedValue(ok({ id: 7, status: 'notReceived' }));
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await callOp(walletOps.confirmWithdrawal, {
      params: { id: 7 },
      body: { result: 'notReceived' },
      files: { images: [png] },
    });
    const { url, init } = sent();
    expect(url).toBe('/wps/relay/MCSFE_processC2CTransaction');
    expect(JSON.parse(String(init.body))).toEqual({
      payDetailId: 7,
      isMoneyReceived: 'N',
      proofOfNotReceive: ['data:image/png;base64,iVBORw=='],
    });
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

  it("sends each contract action through its kind's platform call with that call's body", async () => {
    useSession.getState().setToken('t3');
    const contract = (id: number, kind: string, period?: string) => ({ id, kind, period });
    // An open request of the other party's, as the lists show it.
    const asked = (type: 'new' | 'termination') => ({ request: { type, byMe: false, at: 1 } });
    fetchMock.mockResolvedValueOnce(
      ok({
        list: [
          { ...contract(7, 'dividend', 'Weekly'), ...asked('new') },
          { ...contract(8, 'dailySalary'), ...asked('new') },
        ],
      }),
    );
    await callOp(contractsOps.pendingContracts);
    const acted = ok({ contract: contract(7, 'dividend'), ended: [] });
    fetchMock.mockResolvedValueOnce(acted);
    await callOp(contractsOps.contractAction, {
      body: { contractId: 7, action: 'Accept', requestId: 'r1' },
    });
    expect([sent(1).init.method, sent(1).url]).toEqual([
      'POST',
      '/wps/relay/MCSFE_processContractDividend',
    ]);
    expect(JSON.parse(sent(1).init.body as string)).toEqual({
      productType: 'ALL',
      computationPeriod: 'Weekly',
      contractId: 7,
      status: 'A',
      requestId: 'r1',
    });
    fetchMock.mockResolvedValueOnce(ok({ contract: contract(8, 'dailySalary'), ended: [] }));
    await callOp(contractsOps.contractAction, {
      body: { contractId: 8, action: 'Reject', requestId: 'r2' },
    });
    expect(sent(2).url).toBe('/wps/relay/MCSFE_processDailySalaryContract');
    expect(JSON.parse(sent(2).init.body as string)).toEqual({
      id: 8,
      status: 'R',
      requestId: 'r2',
    });
    // A contract no list has shown yet: the member's contract list names its kind first.
    fetchMock
      .mockResolvedValueOnce(ok({ list: [contract(9, 'realtimeSalary')] }))
      .mockResolvedValueOnce(ok({ contract: contract(9, 'realtimeSalary'), ended: [] }));
    await callOp(contractsOps.contractAction, {
      body: { contractId: 9, action: 'Terminate', requestId: 'r3' },
    });
    expect(sent(3).url).toBe('/wps/member/contracts');
    expect(sent(4).url).toBe('/wps/relay/MCSFE_processRealTimeSalaryContract');
    expect(JSON.parse(sent(4).init.body as string)).toEqual({
      contractId: 9,
      status: 'C',
      requestId: 'r3',
    });
    // Refusing the upline's request to end a contract: the dividend's dialog sends the state it
    // stays in (A), the hourly salary's its answer (R).
    fetchMock.mockResolvedValueOnce(
      ok({
        list: [
          { ...contract(7, 'dividend', 'Weekly'), ...asked('termination') },
          { ...contract(10, 'hourSalary'), ...asked('termination') },
        ],
      }),
    );
    await callOp(contractsOps.pendingContracts);
    for (const [id, requestId] of [
      [7, 'r4'],
      [10, 'r5'],
    ] as const) {
      fetchMock.mockResolvedValueOnce(ok({ contract: contract(id, 'dividend'), ended: [] }));
      await callOp(contractsOps.contractAction, {
        body: { contractId: id, action: 'Reject', requestId },
      });
    }
    expect(JSON.parse(sent(6).init.body as string)).toMatchObject({ contractId: 7, status: 'A' });
    expect(sent(7).url).toBe('/wps/relay/MCSFE_processContractHourSalary');
    expect(JSON.parse(sent(7).init.body as string)).toMatchObject({ contractId: 10, status: 'R' });
  });
});
