// What the platform's clients notice on the embedded server, and what Lobby's runtime must not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const T = 'siam88';
const PLATFORM = { Language: 'EN', Merchant: 'siam88' };
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
  token = (await server.memberWithToken(T, 'platformer')).token;
});
afterAll(() => server.close());

const onPlatform = <V = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  server.call<V>(T, method, path, {
    token,
    headers: PLATFORM,
    ...(body !== undefined ? { body } : {}),
  });

interface GameRow {
  gameCode: string;
  gameId?: number;
  nodeId: number;
  maintenance: boolean;
}

describe('one path, two wires', () => {
  it('answers Lobby runtime in its own shape and the platform client in its', async () => {
    const lobby = await server.call<Record<string, unknown>>(T, 'GET', '/wps/system/domainRoute', {
      headers: { Language: 'en' },
    });
    expect(Object.keys(lobby.body.value).sort()).toEqual(['list', 'mainDomain']);
    const platform = await onPlatform('GET', '/wps/system/domainRoute?');
    expect(platform.body.value.domainList).toEqual(lobby.body.value.list);
  });

  it('stays strict on Lobby wire and tolerant on the platform one', async () => {
    const code = server.lobby.deps.tenants.byCode(T)!.store.data.members[0]!.referralCode;
    const lobby = await server.call(T, 'GET', `/wps/agent/affiliate?code=${code}&domain=a.com`);
    expect(lobby.status).toBe(400);
    expect(lobby.body.errorCode).toBe('invalid_request');
    // The unknown domain is ignored: the code itself is checked.
    const platform = await onPlatform('GET', `/wps/agent/affiliate?code=${code}&domain=a.com`);
    expect(platform.body.errorCode).not.toBe('invalid_request');
  });

  it('serves the lottery menu as a bare map to the platform and an envelope to Lobby', async () => {
    const bare = await onPlatform('GET', '/lgw/games/game_menus?prizeMode=VN');
    expect(bare.body).not.toHaveProperty('success');
    const areas = Object.values(bare.body as unknown as Record<string, { gameGroupCode: string }>);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((a) => typeof a.gameGroupCode === 'string')).toBe(true);
    const lobby = await server.call(T, 'GET', '/lgw/games/game_menus');
    expect(lobby.body.success).toBe(true);
    expect(lobby.body.value).toHaveProperty('categories');
  });

  it('accepts a lower-case merchant code', async () => {
    const r = await onPlatform('GET', '/wps/v2/wallets/balance?');
    expect(r.status).toBe(200);
    expect(r.body.value).toHaveProperty('balance');
  });
});

describe('games on the platform wire', () => {
  it('lists games under games with either paging name', async () => {
    const lobby = await server.call<{ list: GameRow[] }>(
      T,
      'GET',
      '/lgw/games/list?gameType=RNG&pageNo=2&pageSize=5',
    );
    for (const paging of ['pageNo=2', 'page=2']) {
      const r = await onPlatform<{ games: GameRow[]; totalPages: number }>(
        'GET',
        `/wps/relay/GCSGAME_gameList?gameType=RNG&${paging}&pageSize=5&gameClassify=&vassalage=&merchant=siam88`,
      );
      expect(r.body.value.games.map((g) => g.gameCode)).toEqual(
        lobby.body.value.list.map((g) => g.gameCode),
      );
    }
  });

  it('launches by gameId or nodeId and answers gameUrl', async () => {
    const [game] = (
      await server.call<{ list: GameRow[] }>(T, 'GET', '/lgw/games/list?vassalage=PG&pageSize=50')
    ).body.value.list.filter((g) => !g.maintenance);
    if (!game) throw new Error('no playable PG game');
    const byNode = await onPlatform<{ gameUrl: string; gameCode: string }>(
      'GET',
      `/wps/game/launchGame?nodeId=${game.nodeId}&accountType=1&launchMode=1&token=x`,
    );
    expect(byNode.body.value.gameCode).toBe(game.gameCode);
    expect(byNode.body.value.gameUrl).toMatch(/^(https?:\/\/|\/demo-game\/)/);
    const unknown = await onPlatform('GET', '/wps/game/launchGame?gameId=99999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('game_not_found');
  });

  it('opens a trial account for an anonymous trial launch', async () => {
    const [game] = (
      await server.call<{ list: (GameRow & { gameId: number })[] }>(
        T,
        'GET',
        '/lgw/games/list?vassalage=PG&pageSize=50',
      )
    ).body.value.list.filter((g) => !g.maintenance && g.gameCode !== 'PG_LOBBY');
    if (!game) throw new Error('no playable PG game');
    const r = await server.call<{ gameUrl: string; token: string }>(
      T,
      'GET',
      `/wps/relay/GCS_gameTrialLaunch?gameId=${game.gameId}`,
      { headers: PLATFORM },
    );
    expect(r.body.value.gameUrl).toMatch(/demo-game\/play\?t=|\/launch\//);
    const me = await server.call<{ type: number }>(T, 'GET', '/wps/member/info', {
      token: r.body.value.token,
    });
    expect(me.body.value.type).toBe(4);
  });

  it('answers a game under maintenance as vendor_under_maintenance with its times', async () => {
    const down = (
      await server.call<{ list: GameRow[] }>(T, 'GET', '/lgw/games/list?vassalage=PG&pageSize=999')
    ).body.value.list.find((g) => g.maintenance);
    if (!down) throw new Error('no maintenance game');
    const r = await onPlatform<{ content: { data: object } }>(
      'GET',
      `/wps/game/launchGame?nodeId=${down.nodeId}`,
    );
    expect(r.body.errorCode).toBe('vendor_under_maintenance');
    expect(r.body.value.content.data).toHaveProperty('maintainTime');
  });

  it('removes a favourite named in a DELETE body', async () => {
    const [game] = (
      await server.call<{ list: GameRow[] }>(T, 'GET', '/lgw/games/list?vassalage=PG&pageSize=3')
    ).body.value.list;
    if (!game) throw new Error('no game');
    await onPlatform('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.nodeId });
    const ids = async () =>
      (await onPlatform<number[]>('GET', '/wps/relay/MCSFE_getFavoriteGames?')).body.value;
    expect(await ids()).toContain(game.nodeId);
    await onPlatform('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
      nodeId: game.nodeId,
      vendor: 'PG',
    });
    expect(await ids()).not.toContain(game.nodeId);
  });
});

describe('members on the platform wire', () => {
  it('stores an upper-case language as Lobby spells it', async () => {
    const r = await onPlatform('PUT', '/wps/member/language', { language: 'TH' });
    expect(r.status).toBe(200);
    const member = server.lobby.deps.tenants
      .byCode(T)!
      .store.data.members.find((m) => m.account === 'platformer');
    expect(member?.language).toBe('th');
  });

  it('answers the member with the fields the platform reads', async () => {
    const r = await onPlatform('GET', '/wps/member/info?');
    for (const f of ['lastLogin', 'toUpline', 'clubLabel', 'memberLabel', 'account'])
      expect(r.body.value).toHaveProperty(f);
  });

  it('binds the captcha by a cookie: the right answer passes, another cookie does not', async () => {
    // A site of the platform's wire: its captcha is the image (Lobby's wire asks a proof of work).
    const site = 'jadelotus';
    const headers = { Language: 'EN', Merchant: 'jdl7f3a' };
    const feedback = async (cookie: string, captcha: string) =>
      server.call(site, 'PUT', '/wps/feedback', {
        headers: { ...headers, Cookie: cookie },
        body: { content: 'Twenty characters at the very least.', sender: 'me', type: 0, captcha },
      });
    const image = await server.call<string>(site, 'GET', '/wps/captcha?', { headers });
    expect(typeof image.body.value).toBe('string');
    const cookie = (image.headers['set-cookie'] ?? [])[0]?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^captchaId=/);
    const { answer } = (await server.call<{ answer: string }>(site, 'GET', '/__test/captcha')).body
      .value;
    expect((await feedback('captchaId=nope', answer)).body.errorCode).toBe('captcha_invalid');
    expect((await feedback(cookie, answer)).body.success).toBe(true);
  });

  it('takes the forgot-password form body sent as JSON', async () => {
    const r = await server.call(T, 'POST', '/wps/member/password/email', {
      headers: PLATFORM,
      raw: {
        contentType: 'application/json',
        data: Buffer.from('username=player1&email=player1%40example.com'),
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });

  it('starts free play from an empty clear body and keeps the device id with the session', async () => {
    const r = await server.call<{ token: string }>(T, 'POST', '/wps/session/login/freeplay', {
      headers: PLATFORM,
      body: { loginDeviceId: 'fp-123' },
    });
    expect(r.status).toBe(200);
    const session = server.lobby.deps.tenants
      .byCode(T)!
      .store.data.sessions.find((s) => s.token === r.body.value.token);
    expect(session?.deviceId).toBe('fp-123');
    const lobby = await server.call(T, 'POST', '/wps/session/login/freeplay', { body: {} });
    expect(lobby.body.errorCode).toBe('encryption_required');
  });

  it('registers by mobile number alone where the mobile form asks no password, signed in', async () => {
    const onlyMobile = async (site: string, merchant: string, mobileNum: string) =>
      server.call<{ token: string }>(site, 'PUT', '/wps/member/register/onlyMobile', {
        headers: { Language: 'EN', Merchant: merchant },
        body: {
          mobileNum,
          countryDialingCode: '86',
          loginDeviceId: 'fp-9',
          ...(await server.captcha(site)),
        },
      });
    // longwan: mobile registration without a password (MOBILENUMPASSREG3 off).
    const r = await onlyMobile('longwan', 'longwan', '13900002222');
    expect(r.status, r.text).toBe(200);
    const member = server.lobby.deps.tenants
      .byCode('longwan')!
      .store.data.members.find((m) => m.account === '13900002222');
    expect(member?.mobile?.mobileNum).toBe('13900002222');
    const session = server.lobby.deps.tenants
      .byCode('longwan')!
      .store.data.sessions.find((s) => s.token === r.body.value.token);
    expect(session?.memberId).toBe(member?.id);
    // The same number again: taken, as on the mobile form.
    expect((await onlyMobile('longwan', 'longwan', '13900002222')).body.errorCode).toBe(
      'mobile_taken',
    );
    // siam88's mobile form asks for a password, jadelotus has none: no account without one.
    for (const [site, merchant] of [
      ['siam88', 'siam88'],
      ['jadelotus', 'jdl7f3a'],
    ] as const) {
      const refused = await onlyMobile(site, merchant, '0899001234');
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('registration_disabled');
    }
  });

  it("refuses the member centre's move between game wallets on a single wallet, keeps Lobby's transfer", async () => {
    const ledger = () => server.lobby.deps.tenants.byCode(T)!.store.data.ledger.length;
    const before = ledger();
    const move = { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '10' };
    for (const body of [move, {}]) {
      const r = await onPlatform('POST', '/wps/relay/GCS_walletTransfer', body);
      expect(r.status).toBe(403);
      expect(r.body.errorCode).toBe('feature_disabled');
      expect(r.body.value).toEqual({ isSingle: true });
    }
    expect(ledger()).toBe(before);
    const anonymous = await server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
      headers: PLATFORM,
      body: move,
    });
    expect(anonymous.status).toBe(401);
    // Lobby's transfer along the agent tree, sent through the same relay, reaches its operation.
    const toUpline = await onPlatform('POST', '/wps/relay/GCS_walletTransfer', {
      direction: 'toUpline',
      amount: 1,
      paymentPassword: '123456',
    });
    // (this member has set no payment password: the operation's own refusal)
    expect(toUpline.body.errorCode).toBe('payment_password_not_set');
  });

  it('refuses a member call without a session in the envelope', async () => {
    const r = await server.call(T, 'GET', '/wps/relay/MCSFE_getPlayerAvatar?', {
      headers: PLATFORM,
    });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('user.or.token.invalid');
  });
});

describe('images the platform client posts as data URLs', () => {
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('lists the payment waiting for an answer and takes "not received" with its proof', async () => {
    const player = (await server.memberWithToken(T, 'player1')).token;
    const as = <V>(method: string, path: string, body?: unknown) =>
      server.call<V>(T, method, path, { token: player, headers: PLATFORM, body });
    const list = await as<{ payDetailId: number; amount: number; isAutoConfirmed: string }[]>(
      'GET',
      '/wps/relay/MCSFE_getPaymentConfirmationList?',
    );
    expect(list.body.value).toHaveLength(1);
    const [waiting] = list.body.value;
    expect(waiting).toMatchObject({ isAutoConfirmed: 'N', amount: 400 });
    const answer = (proof: unknown) =>
      as<{ status: string; proofCount?: number }>(
        'POST',
        '/wps/relay/MCSFE_processC2CTransaction',
        {
          isMoneyReceived: 'N',
          payDetailId: waiting!.payDetailId,
          proofOfNotReceive: proof,
        },
      );
    // No proof, a proof that is no data URL, text dressed as an image, four images: each refused,
    // and the payment still waits.
    expect((await answer(undefined)).body.errorCode).toBe('upload_type_invalid');
    expect((await answer('https://x.test/a.png')).body.errorCode).toBe('upload_type_invalid');
    const text = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`;
    expect((await answer(text)).body.errorCode).toBe('upload_type_invalid');
    expect((await answer([PNG, PNG, PNG, PNG])).body.errorCode).toBe('upload_too_many');
    const done = await answer(PNG);
    expect(done.status, done.text).toBe(200);
    expect(done.body.value).toMatchObject({ status: 'notReceived', proofCount: 1 });
    const after = await as<unknown[]>('GET', '/wps/relay/MCSFE_getPaymentConfirmationList?');
    expect(after.body.value).toEqual([]);
  });

  it('applies for a promotion with the remark and pictures, once', async () => {
    const list = await onPlatform<{ list: { id: number; kind: string; status: string }[] }>(
      'GET',
      '/wps/relay/MCSFE_getAvailablePromotions?',
    );
    const open = list.body.value.list.find((p) => p.kind === 'apply' && p.status === 'Join');
    expect(open).toBeDefined();
    const apply = () =>
      onPlatform<{ status: string; images: number }>(
        'POST',
        '/wps/relay/MCSFE_signUpRequestReward',
        {
          pictures: [PNG, PNG],
          promotionId: open!.id,
          remarks: 'Deposit on Monday',
        },
      );
    const first = await apply();
    expect(first.status, first.text).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'Applying', images: 2 });
    expect((await apply()).body.errorCode).toBe('already_applied');
  });
});
