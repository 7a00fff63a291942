import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { CAPTCHA_WAITING_PER_SOURCE } from '../security/limits.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
});
afterAll(() => server.close());

interface Node {
  modId: string;
  enabled: boolean;
  childrenNodes: Node[];
}
interface Permission {
  status: number;
  info: {
    whitelabel: Node[];
    customerService: { csPosition: number; title: string; csType: string }[];
    resources: { resourceType: string; url: string; content?: string }[];
    registerRules: Record<string, { enabled: boolean }>;
  };
  location: { ip: string };
}

const find = (nodes: Node[], id: string): Node | undefined =>
  nodes.find((n) => n.modId === id) ??
  nodes.map((n) => find(n.childrenNodes, id)).find((n) => n !== undefined);

describe('bootstrap', () => {
  it('builds the whitelabel tree from the flags of each tenant', async () => {
    const siam = (await server.call<Permission>('siam88', 'GET', '/wps/system/status')).body.value;
    const gold = (await server.call<Permission>('goldcrown', 'GET', '/wps/system/status')).body
      .value;
    expect(find(siam.info.whitelabel, 'MOBILENUMREG3')?.enabled).toBe(true);
    expect(find(siam.info.whitelabel, 'USERNAMEREG3')?.enabled).toBe(false);
    expect(find(gold.info.whitelabel, 'USERNAMEREG3')?.enabled).toBe(true);
    expect(find(gold.info.whitelabel, 'FREEPLAY')?.enabled).toBe(false);
    expect(find(gold.info.whitelabel, 'GOOGLE')?.enabled).toBe(true);
    expect(find(siam.info.whitelabel, 'REGISTER')?.childrenNodes.length).toBeGreaterThan(1);
  });

  it('lists customer service with positions and resources with app links and licence', async () => {
    const v = (await server.call<Permission>('siam88', 'GET', '/wps/system/permission')).body.value;
    // Titles in the request's Language; siam88's default is Thai.
    expect(v.info.customerService[0]).toMatchObject({
      csPosition: 1,
      csType: 'livechat',
      title: 'แชทสด',
    });
    const en = await server.call<Permission>('siam88', 'GET', '/wps/system/permission', {
      headers: { Language: 'en' },
    });
    expect(en.body.value.info.customerService[0]?.title).toBe('Live chat');
    expect(v.info.customerService.map((c) => c.csPosition)).toEqual([1, 2, 3, 4, 5]);
    const types = v.info.resources.map((r) => r.resourceType);
    expect(types).toEqual(expect.arrayContaining(['APP_IOS', 'APP_ANDROID', 'LICENCE']));
    expect(v.location.ip).toBe('127.0.0.1');
  });

  it('serves the flags and only the enabled register fields', async () => {
    const wl = await server.call<{ whitelabelVal: Record<string, unknown> }>(
      'longwan',
      'GET',
      '/wps/system/whitelabel',
    );
    expect(wl.body.value.whitelabelVal).toMatchObject({
      MOBILENUMREG3: true,
      USERNAMEREG3: true,
      mobileCodeLogin: true,
    });
    const reg = await server.call<{
      modes: Record<string, boolean>;
      rules: Record<string, unknown>;
    }>('siam88', 'GET', '/wps/system/setting/register');
    expect(reg.body.value.modes).toEqual({
      username: false,
      mobile: true,
      mobileVerification: true,
      mobilePassword: true,
    });
    expect(Object.keys(reg.body.value.rules)).toContain('mobileNum');
    expect(Object.keys(reg.body.value.rules)).not.toContain('email');
  });

  it('serves the help centre with a terms section, domains and country codes', async () => {
    const help = await server.call<{ sections: { id: string; title: string; content: string }[] }>(
      'siam88',
      'GET',
      '/wps/system/helpCenter?lang=th&device=WEB',
    );
    const term = help.body.value.sections.find((s) => s.id === 'term');
    expect(term?.title).toBe('ข้อกำหนดและเงื่อนไข');
    expect(term?.content).toMatch(/<li>คุณต้องมีอายุอย่างน้อย 18 ปี<\/li>/);
    const zh = await server.call<{ sections: { id: string; content: string }[] }>(
      'siam88',
      'GET',
      '/wps/system/helpCenter?lang=zh&device=WEB',
    );
    expect(zh.body.value.sections.find((s) => s.id === 'term')?.content).toMatch(
      /<li>您必须年满 18 岁。<\/li>/,
    );
    const domains = await server.call<{ mainDomain: string; list: string[] }>(
      'siam88',
      'GET',
      '/wps/system/domainRoute',
    );
    expect(domains.body.value.mainDomain).toBe('siam88.example.com');
    const codes = await server.call<{ dialingCode: string }[]>(
      'longwan',
      'GET',
      '/wps/system/countryCodes',
    );
    expect(codes.body.value[0]?.dialingCode).toBe('86');
  });
});

// The image captcha is the platform's (jadelotus speaks its wire); Lobby's wire verifies by proof
// of work (security/proof-of-work.test.ts).
describe('image captcha', () => {
  it('is a real PNG of 4 digits whose answer the test route reveals', async () => {
    const r = await server.call<{ captchaId: string; image: string }>(
      'jadelotus',
      'GET',
      '/wps/captcha',
    );
    expect(r.body.value.image).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(r.body.value.image.split(',')[1]!, 'base64'));
    expect([png.width, png.height]).toEqual([120, 40]);
    // Not a blank image: many distinct colours (digits, lines, noise).
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.size).toBeGreaterThan(20);
    const answer = await server.call<{ answer: string }>(
      'jadelotus',
      'GET',
      `/__test/captcha?captchaId=${r.body.value.captchaId}`,
    );
    expect(answer.body.value.answer).toMatch(/^\d{4}$/);
    const latest = await server.call<{ captchaId: string }>('jadelotus', 'GET', '/__test/captcha');
    expect(latest.body.value.captchaId).toBe(r.body.value.captchaId);
    // Captchas of one tenant are not visible from another.
    const other = await server.call(
      'goldcrown',
      'GET',
      `/__test/captcha?captchaId=${r.body.value.captchaId}`,
    );
    expect(other.status).toBe(404);
  });

  it("draws a flood from one address in its turn: another address's captcha goes between, the excess is refused", async () => {
    const ask = (ip: string) => server.call('jadelotus', 'GET', '/wps/captcha', { ip });
    // Connections opened first, so the burst's requests reach the server together, as a remote
    // flood's do (requests this process opens one by one would arrive one per drawing).
    await Promise.all(
      Array.from({ length: 51 }, () => server.call('jadelotus', 'GET', '/wps/system/status')),
    );
    const drawn: string[] = [];
    const noted = (name: string) => (r: Awaited<ReturnType<typeof ask>>) => {
      if (r.status === 200) drawn.push(name);
      return r;
    };
    const flood = Array.from({ length: 50 }, (_, i) => ask('10.88.0.1').then(noted(`flood ${i}`)));
    const owner = ask('10.88.0.2').then(noted('owner'));
    const [floodAnswers, ownerAnswer] = await Promise.all([Promise.all(flood), owner]);
    expect(ownerAnswer.status).toBe(200);
    // One drawing at a time plus those waiting: the rest of the burst is refused, not held.
    const refused = floodAnswers.filter((r) => r.status !== 200);
    expect(floodAnswers.length - refused.length).toBe(1 + CAPTCHA_WAITING_PER_SOURCE);
    expect(refused.map((r) => [r.status, r.body.errorCode])).toEqual(
      refused.map(() => [429, 'auth/too-many-requests']),
    );
    // Drawn first come, first served, the owner's captcha waited for the whole flood.
    // The owner's comes right after the drawing that ran when it came.
    expect(drawn.indexOf('owner')).toBeLessThanOrEqual(1);
  });

  it('expires after 5 minutes', async () => {
    const c = await server.call<{ captchaId: string }>('jadelotus', 'GET', '/wps/captcha');
    const a = await server.call<{ answer: string }>(
      'jadelotus',
      'GET',
      `/__test/captcha?captchaId=${c.body.value.captchaId}`,
    );
    await server.call('jadelotus', 'POST', '/__test/clock/advance', { body: { ms: 5 * 60_000 } });
    const r = await server.call('jadelotus', 'PUT', '/wps/feedback', {
      body: {
        content: 'The deposit page took a long time to load today.',
        sender: 'late0001',
        type: 1,
        captchaId: c.body.value.captchaId,
        captcha: a.body.value.answer,
      },
    });
    expect(r.body.errorCode).toBe('captcha_invalid');
  });

  it("is neither issued nor accepted on Lobby's wire, whose captcha a reader cannot solve", async () => {
    const image = await server.call('goldcrown', 'GET', '/wps/captcha');
    expect(image.status).toBe(404);
    // An image answer of another wire's tenant is no proof of work here.
    const c = await server.call<{ captchaId: string }>('jadelotus', 'GET', '/wps/captcha');
    const a = await server.call<{ answer: string }>(
      'jadelotus',
      'GET',
      `/__test/captcha?captchaId=${c.body.value.captchaId}`,
    );
    const r = await server.call('goldcrown', 'PUT', '/wps/feedback', {
      body: {
        content: 'The deposit page took a long time to load today.',
        sender: 'reader01',
        type: 1,
        captchaId: c.body.value.captchaId,
        captcha: a.body.value.answer,
      },
    });
    expect(r.body.errorCode).toBe('captcha_invalid');
  });
});
