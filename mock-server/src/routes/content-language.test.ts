// Server content answers in the request's Language: exact language, then the tenant's
// default language, then English (schemas/localized.ts fallbackOrder), never a third language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../domain/content/messages.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ only: ['siam88', 'longwan'] });
});
afterAll(() => server.close());

type List<I> = { list: I[] };
const get = async <T>(code: string, path: string, language?: string, token?: string) =>
  (
    await server.call<T>(code, 'GET', path, {
      ...(token ? { token } : {}),
      ...(language ? { headers: { Language: language } } : {}),
    })
  ).body.value;

const THAI = /[\u0E00-\u0E7F]/;
const HAN = /[\u4E00-\u9FFF]/;

describe('content in the request language', () => {
  it('answers notices, announcements and popups in Thai, Chinese or English as asked', async () => {
    const notices = (lang: string) =>
      get<List<{ text: string }>>('siam88', '/wps/notices', lang).then((v) => v.list[0]!.text);
    expect(await notices('th')).toBe('ยินดีต้อนรับสู่ Siam88! เงินฝากเข้าบัญชีภายในไม่กี่นาที');
    expect(await notices('zh')).toBe('欢迎来到 Siam88！存款几分钟内到账。');
    expect(await notices('en')).toBe('Welcome to Siam88! Deposits are credited within minutes.');

    const help = (lang: string) =>
      get<List<{ title: string; content: string }>>('siam88', '/wps/announcements?types=H', lang);
    const [th, zh] = [await help('th'), await help('zh')];
    expect(th.list.map((a) => a.title)).toContain('Siam88: วิธีฝากเงิน');
    expect(zh.list.map((a) => a.title)).toContain('Siam88：如何存款');
    expect(th.list.every((a) => THAI.test(a.content))).toBe(true);
    expect(zh.list.every((a) => HAN.test(a.content) && !THAI.test(a.content))).toBe(true);

    const popup = await get<List<{ title: string }>>('siam88', '/wps/announcements/popup', 'zh');
    expect(popup.list[0]!.title).toBe('Siam88 — 今天就加入');
  });

  it('answers the home banners (their headline is drawn in) in the language, else the default set', async () => {
    const urls = (code: string, lang: string) =>
      get<List<{ url: string }>>(code, '/wps/banners?groupName=w_home', lang).then((v) =>
        v.list.map((b) => b.url),
      );
    // siam88 (Thai default): its default set is the Thai art; en and zh have their own. Each is
    // the raster drawn from the banner's SVG, which the browser paints without laying out text.
    expect(await urls('siam88', 'th')).toEqual(
      [1, 2, 3].map((n) => `/assets/banners/banner-${n}.webp`),
    );
    expect(await urls('siam88', 'en')).toEqual(
      [1, 2, 3].map((n) => `/assets/banners/en/banner-${n}.webp`),
    );
    expect(await urls('siam88', 'zh')).toEqual(
      [1, 2, 3].map((n) => `/assets/banners/zh/banner-${n}.webp`),
    );
    // longwan (Chinese default) in Japanese: its own set, drawn for every language it lists.
    expect(await urls('longwan', 'ja')).toEqual(
      [1, 2, 3].map((n) => `/assets/banners/ja/banner-${n}.webp`),
    );
    expect(await urls('longwan', 'th')).toEqual(
      [1, 2, 3].map((n) => `/assets/banners/th/banner-${n}.webp`),
    );
  });

  it("answers each promotion's art (its title is drawn in) in the language, else the default set", async () => {
    const images = (code: string, lang: string) =>
      get<List<{ kind: string; image: string }>>(code, '/wps/activities', lang).then((v) =>
        v.list.map((a) => [a.image, a.kind] as const),
      );
    for (const [image, kind] of await images('longwan', 'zh'))
      expect(image).toBe(`/assets/promotions/${kind}.svg`);
    for (const lang of ['ja', 'es', 'ar'])
      for (const [image, kind] of await images('longwan', lang))
        expect(image).toBe(`/assets/promotions/${lang}/${kind}.svg`);
    // A language siam88 does not list: its default set, the Thai art.
    for (const [image, kind] of await images('siam88', 'ja'))
      expect(image).toBe(`/assets/promotions/${kind}.svg`);
  });

  it('answers promotions, missions, VIP levels, the mall and deposit channels in the language', async () => {
    const { token } = await server.memberWithToken('siam88', 'langplayer1');
    const titles = async (lang: string) => ({
      activities: (
        await get<List<{ title: string }>>('siam88', '/wps/activities', lang, token)
      ).list.map((a) => a.title),
      missions: (
        await get<List<{ title: string }>>('siam88', '/wps/rewards/missions', lang, token)
      ).list.map((m) => m.title),
      vip: (await get<List<{ name: string }>>('siam88', '/wps/rewards/vip', lang, token)).list.map(
        (l) => l.name,
      ),
      mall: (await get<List<{ name: string }>>('siam88', '/wps/points/mall', lang, token)).list.map(
        (i) => i.name,
      ),
      channels: (
        await get<List<{ code: string; name: string }>>(
          'siam88',
          '/wps/v2/deposit/channels',
          lang,
          token,
        )
      ).list.map((c) => c.name),
    });
    const th = await titles('th');
    expect(th.activities).toContain('โบนัสเงินฝากประจำสัปดาห์');
    expect(th.missions).toContain('วางเดิมพัน 10 ครั้งวันนี้');
    expect(th.vip[0]).toBe('บรอนซ์');
    expect(th.mall).toContain('คูปองฟรีสปิน');
    expect(th.channels).toContain('โอนผ่านธนาคาร');
    const zh = await titles('zh');
    expect(zh.activities).toContain('每周存款奖金');
    expect(zh.missions).toContain('今日投注 10 次');
    expect(zh.vip[0]).toBe('青铜');
    expect(zh.mall).toContain('免费旋转券');
    expect(zh.channels).toContain('银行转账');
    const en = await titles('en');
    expect(en.activities).toContain('Weekly deposit bonus');
    expect(en.missions).toContain('Place 10 bets today');
  });

  it('answers seeded content in every language the tenant offers, not its default', async () => {
    const notices = (lang: string) =>
      get<List<{ text: string }>>('longwan', '/wps/notices', lang).then((v) => v.list[0]!.text);
    expect(await notices('ko')).toBe(
      '龙湾娱乐에 오신 것을 환영합니다! 입금은 몇 분 안에 반영됩니다.',
    );
    expect(await notices('es')).toBe(
      '¡Bienvenido a 龙湾娱乐! Los depósitos se acreditan en minutos.',
    );
    const help = await get<List<{ title: string }>>('longwan', '/wps/announcements?types=H', 'ja');
    expect(help.list.map((a) => a.title)).toContain('龙湾娱乐：入金方法');
  });

  it('falls back to the tenant default for a language a text lacks, and without a Language header', async () => {
    const { member, token } = await server.memberWithToken('siam88', 'langplayer0');
    await server.lobby.deps.tenants.byCode('siam88')!.store.write((d) =>
      sendMessage(d, {
        memberId: member.id,
        title: { th: 'ประกาศจากระบบ', zh: '系统公告', en: 'Server notice' },
        content: { th: 'สวัสดี', zh: '你好', en: 'Hello' },
        at: server.lobby.deps.clock.now() + 60_000,
      }),
    );
    const inbox = (lang?: string) =>
      get<List<{ title: string }>>('siam88', '/wps/messages', lang, token).then((v) => v.list[0]);
    // siam88 (default Thai): a Japanese reader gets the Thai text, not the first one written.
    expect(await inbox('ja')).toMatchObject({ title: 'ประกาศจากระบบ' });
    expect(await inbox()).toMatchObject({ title: 'ประกาศจากระบบ' });
  });

  it('falls back to English when neither the language nor the tenant default has a text', async () => {
    const { member, token } = await server.memberWithToken('longwan', 'langplayer2');
    await server.lobby.deps.tenants.byCode('longwan')!.store.write((d) =>
      sendMessage(d, {
        memberId: member.id,
        title: { en: 'Server notice', th: 'ประกาศจากระบบ' },
        content: { en: 'Hello', th: 'สวัสดี' },
        at: server.lobby.deps.clock.now() + 60_000,
      }),
    );
    const inbox = (lang: string) =>
      get<List<{ title: string; content: string }>>('longwan', '/wps/messages', lang, token);
    expect((await inbox('ja')).list[0]).toMatchObject({ title: 'Server notice', content: 'Hello' });
    expect((await inbox('th')).list[0]).toMatchObject({ title: 'ประกาศจากระบบ' });
  });

  /** The inbox titles, in a language, of a new member whose deposit has just been credited. */
  const inboxAfterDeposit = async (code: string, account: string) => {
    const { token } = await server.memberWithToken(code, account);
    await server.call(code, 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 500, channel: 'BANK' },
    });
    await server.call(code, 'POST', '/__test/clock/advance', { body: { ms: 2 * 60_000 } });
    return (lang: string) =>
      get<List<{ title: string }>>(code, '/wps/messages', lang, token).then((v) =>
        v.list.map((m) => m.title),
      );
  };

  it('sends the wallet messages in every language: Thai and Chinese inboxes read their own', async () => {
    const inbox = await inboxAfterDeposit('siam88', 'langplayer3');
    expect(await inbox('th')).toContain('ฝากเงินสำเร็จ');
    expect(await inbox('zh')).toContain('存款已到账');
    expect(await inbox('en')).toContain('Deposit credited');
  });

  it('sends the wallet messages in every language the site offers, not the tenant default', async () => {
    const inbox = await inboxAfterDeposit('longwan', 'langplayer4');
    expect(await inbox('ja')).toContain('入金完了');
    expect(await inbox('es')).toContain('Depósito acreditado');
    expect(await inbox('ru')).toContain('Депозит зачислен');
    expect(await inbox('zh')).toContain('存款已到账');
  });
});
