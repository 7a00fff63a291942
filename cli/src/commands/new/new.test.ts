import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkManifests } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { nameTexts } from '#schemas/name-texts.ts';
import { run } from '../../main.ts';
import type { Prompter } from '../../prompts.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { formatWarning, languageCoverageWarnings } from '../validate/language-coverage.ts';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

/** Snapshot of every file under a folder: path -> content. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const p = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, p)] = fs.readFileSync(p, 'utf8');
    }
  }
  return out;
}

describe('lobby new', () => {
  it('--yes writes a tenant that lobby validate accepts at once', async () => {
    repo = tempRepo();
    expect(await run(['node', 'lobby', 'new', 'demo-x', '--yes'], repo.ctx)).toBe(0);
    expect(await run(['node', 'lobby', 'validate', 'demo-x'], repo.ctx)).toBe(0);
    const m = JSON.parse(fs.readFileSync(repo.manifestFile('demo-x'), 'utf8')) as {
      displayName: string;
      merchantCode: string;
    };
    expect(m).toMatchObject({ displayName: 'Demo X', merchantCode: 'DEMO_X' });
    expect(fs.existsSync(path.join(repo.tenantsDir, 'demo-x/assets/logo.svg'))).toBe(true);
    // No staging folder is left behind.
    expect(fs.readdirSync(repo.tenantsDir).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('writes the texts players read in every language the brand lists, none left in English', async () => {
    repo = tempRepo();
    const argv = ['node', 'lobby', 'new', 'saigon-x', '--yes', '--name', 'Sao Vàng'];
    expect(await run([...argv, '--language', 'vi', '--languages', 'vi,ko,en'], repo.ctx)).toBe(0);
    const file = repo.manifestFile('saigon-x');
    const [result] = checkManifests(repo.tenantsDir, ['saigon-x'], repo.root);
    expect(
      languageCoverageWarnings(result!.manifest!, file, 'tenant.json').map(formatWarning),
    ).toEqual([]);
    const m = result!.manifest!;
    // The texts with the name in them are not written: they are made from the current name.
    expect(m.legal.licence).toBeUndefined();
    expect(m.branding.title).toBeUndefined();
    expect(m.agent.marketing?.headline).toBeUndefined();
    expect(nameTexts(m).licence).toMatchObject({
      vi: expect.stringMatching(/^Sao Vàng được cấp phép/),
      ko: expect.stringMatching(/^Sao Vàng은\(는\) 온라인 게임 라이선스/),
      en: expect.stringMatching(/^Sao Vàng is licensed/),
    });
    expect(m.customerService[0]!.title).toEqual({
      vi: 'Trò chuyện trực tuyến',
      ko: '실시간 채팅',
      en: 'Live chat',
    });
    expect(m.agent.supportHours).toMatchObject({ vi: 'Hỗ trợ đại lý 10:00–22:00 hằng ngày' });
    expect(nameTexts(m).agentHeadline).toMatchObject({ ko: 'Sao Vàng와(과) 함께 성장하세요' });
    expect(nameTexts(m).title).toBe('Sao Vàng');
    // Renamed, every one of them carries the new name and none the old.
    const renamed = nameTexts({ ...m, displayName: 'Sông Hồng' });
    expect(JSON.stringify(renamed)).not.toContain('Sao Vàng');
    expect(renamed.licence).toMatchObject({
      vi: expect.stringMatching(/^Sông Hồng được cấp phép/),
    });
    expect(renamed.agentHeadline).toMatchObject({ en: 'Grow with Sông Hồng' });
    // A text the operator wrote still wins.
    const own = { ...m, legal: { ...m.legal, licence: { vi: 'Giấy phép riêng' } } };
    expect(nameTexts({ ...own, displayName: 'Sông Hồng' }).licence).toEqual({
      vi: 'Giấy phép riêng',
    });
  });

  it('writes no colour derived from the brand colour: they follow it when it changes', async () => {
    repo = tempRepo();
    expect(
      await run(['node', 'lobby', 'new', 'hue-x', '--yes', '--primary', '#c0392b'], repo.ctx),
    ).toBe(0);
    const m = JSON.parse(fs.readFileSync(repo.manifestFile('hue-x'), 'utf8')) as TenantManifest;
    expect(m.themes.dark.primary).toBe('#c0392b');
    expect(m.themes.light).not.toHaveProperty('primary');
    expect(m.themes.light).not.toHaveProperty('accent');
    expect(m.themes.dark).not.toHaveProperty('accent');
  });

  it('takes every answer from flags', async () => {
    repo = tempRepo();
    const argv = [
      'new',
      'lucky-star',
      '--yes',
      '--name',
      'Lucky Star',
      '--language',
      'th',
      '--languages',
      'th,en',
      '--theme',
      'light',
      '--registration',
      'username,mobile',
      '--flags',
      'PTSYS3,REGMOBVERF3,referral',
      '--currency',
      'thb',
      '--symbol',
      '฿',
      '--primary',
      '#00aa55',
      '--domain',
      'lucky.example.com',
    ];
    expect(await run(['node', 'lobby', ...argv], repo.ctx)).toBe(0);
    const [result] = checkManifests(repo.tenantsDir, ['lucky-star'], repo.root);
    expect(result?.problems).toEqual([]);
    expect(result?.manifest).toMatchObject({
      displayName: 'Lucky Star',
      languages: { default: 'th', available: ['th', 'en'] },
      themes: { default: 'light' },
      currency: { code: 'THB', symbol: '฿' },
      domains: ['lucky.example.com'],
      flags: {
        USERNAMEREG3: true,
        MOBILENUMREG3: true,
        PTSYS3: true,
        REGMOBVERF3: true,
        referral: true,
        MANPLAYREB3: false,
      },
    });
    expect(result?.manifest?.registration.fields.verificationCode?.enabled).toBe(true);
  });

  it("--from copies an existing tenant's choices", async () => {
    repo = tempRepo();
    expect(
      await run(['node', 'lobby', 'new', 'siam99', '--from', 'siam88', '--yes'], repo.ctx),
    ).toBe(0);
    const [result] = checkManifests(repo.tenantsDir, ['siam99'], repo.root);
    expect(result?.manifest).toMatchObject({
      languages: { default: 'th', available: ['th', 'en', 'zh'] },
      currency: { code: 'THB' },
      flags: { MOBILENUMREG3: true, USERNAMEREG3: false, PTSYS3: true, REGMOBVERF3: true },
    });
  });

  it('asks each question when not given --yes', async () => {
    repo = tempRepo();
    const asked: string[] = [];
    const prompter: Prompter = {
      input: async (message, initial) => {
        asked.push(message);
        return message === 'Display name' ? 'Asked Casino' : initial;
      },
      select: async (message, _c, initial) => {
        asked.push(message);
        return (message === 'Default theme' ? 'light' : initial) as typeof initial;
      },
      checkbox: async (message, _c, initial) => {
        asked.push(message);
        return (message === 'Registration modes' ? ['mobile'] : initial) as typeof initial;
      },
      confirm: async (_m, initial) => initial,
    };
    repo.ctx.prompt = prompter;
    expect(await run(['node', 'lobby', 'new', 'asked'], repo.ctx)).toBe(0);
    expect(asked).toEqual(
      expect.arrayContaining([
        'Display name',
        'Default language',
        'Languages offered',
        'Default theme',
        'Registration modes',
        'Features',
      ]),
    );
    const [result] = checkManifests(repo.tenantsDir, ['asked'], repo.root);
    expect(result?.manifest).toMatchObject({
      displayName: 'Asked Casino',
      themes: { default: 'light' },
      flags: { MOBILENUMREG3: true, USERNAMEREG3: false },
    });
  });

  it('refuses an existing code with exit 1 and changes no file', async () => {
    repo = tempRepo();
    const before = snapshot(repo.tenantsDir);
    expect(
      await run(['node', 'lobby', 'new', 'siam88', '--yes', '--name', 'Other'], repo.ctx),
    ).toBe(1);
    expect(repo.err.join('\n')).toMatch(/tenant "siam88" already exists/);
    expect(snapshot(repo.tenantsDir)).toEqual(before);
  });

  it('refuses an invalid code with exit 1 and writes nothing', async () => {
    repo = tempRepo();
    const before = snapshot(repo.tenantsDir);
    for (const bad of ['Bad_Code', 'ends-', 'two--hyphens', 'ÜBER']) {
      expect(await run(['node', 'lobby', 'new', bad, '--yes'], repo.ctx)).toBe(1);
    }
    expect(repo.err.filter((l) => l.startsWith('error:')).length).toBe(4);
    expect(snapshot(repo.tenantsDir)).toEqual(before);
  });

  it('refuses a domain another tenant uses', async () => {
    repo = tempRepo();
    expect(
      await run(
        ['node', 'lobby', 'new', 'copycat', '--yes', '--domain', 'siam88.example.com'],
        repo.ctx,
      ),
    ).toBe(1);
    expect(repo.err.join('\n')).toMatch(/--domain: siam88.example.com is already used by "siam88"/);
    expect(fs.existsSync(path.join(repo.tenantsDir, 'copycat'))).toBe(false);
  });

  it('refuses unknown flag values with the allowed ones', async () => {
    repo = tempRepo();
    expect(
      await run(['node', 'lobby', 'new', 'flaggy', '--yes', '--flags', 'PTSYS3,NOPE'], repo.ctx),
    ).toBe(1);
    expect(repo.err.join('\n')).toMatch(
      /--flags "NOPE" is not allowed[\s\S]*hint: use one of: PTSYS3/,
    );
  });
});

describe('lobby list', () => {
  it('shows each tenant with its default language, registration modes and flags', async () => {
    repo = tempRepo();
    expect(await run(['node', 'lobby', 'list'], repo.ctx)).toBe(0);
    const siam = repo.out.find((l) => l.startsWith('siam88'));
    expect(siam).toMatch(/siam88\s+Siam88\s+th\s+3\s+dark\s+mobile\s+PTSYS3,REGMOBVERF3/);
    expect(repo.out.find((l) => l.startsWith('goldcrown'))).toMatch(
      /\sen\s+5\s+light\s+username\s+MANPLAYREB3/,
    );
    expect(repo.out.find((l) => l.startsWith('longwan'))).toMatch(
      /username\+mobile\s+AGENTPOLICY3/,
    );
  });

  it('draws banners, promotion and mall art and a logo as wide as any name', async () => {
    repo = tempRepo();
    const argv = ['node', 'lobby', 'new', 'lucky-star', '--yes', '--name', 'Lucky Star Casino'];
    expect(await run([...argv, '--primary', '#c0392b'], repo.ctx)).toBe(0);
    const dir = path.join(repo.tenantsDir, 'lucky-star', 'assets');
    // Every image the seeded content points at exists (the home carousel, promotions, mall).
    for (const file of [
      'banners/banner-1.svg',
      'banners/banner-2.svg',
      'banners/banner-3.svg',
      'promotions/apply.svg',
      'promotions/claim.svg',
      'promotions/join.svg',
      'mall/voucher.svg',
      'mall/credit.svg',
      'mall/jersey.svg',
      'mall/phone.svg',
    ]) {
      const svg = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, file).toContain('#c0392b');
    }
    expect(fs.readFileSync(path.join(dir, 'banners/banner-1.svg'), 'utf8')).toContain(
      'Lucky Star Casino',
    );
    // The home banners once per headline language, which the banner call answers by Language.
    const headline = (lang: string) =>
      fs.readFileSync(path.join(dir, `banners/${lang}/banner-1.svg`), 'utf8');
    expect(headline('en')).toContain('Welcome bonus 100%');
    expect(headline('th')).toContain('โบนัสต้อนรับ 100%');
    expect(headline('zh')).toContain('新会员首存送 100%');
    for (const lang of ['en', 'th', 'zh'])
      for (const n of [2, 3])
        expect(fs.existsSync(path.join(dir, `banners/${lang}/banner-${n}.svg`))).toBe(true);
    // The promotion art likewise, its title in each language.
    expect(fs.readFileSync(path.join(dir, 'promotions/th/claim.svg'), 'utf8')).toContain('โบนัสฟรี');
    for (const lang of ['en', 'th', 'zh'])
      for (const kind of ['apply', 'claim', 'join'])
        expect(fs.existsSync(path.join(dir, `promotions/${lang}/${kind}.svg`))).toBe(true);
    const logoWidth = (name: string) =>
      Number(/width="(\d+)"/.exec(fs.readFileSync(path.join(name, 'assets/logo.svg'), 'utf8'))![1]);
    const short = logoWidth(path.join(repo.tenantsDir, 'lucky-star'));
    // Bold Arial: "Lucky Star Casino" at 22 px needs about 190 px after the 52 px badge.
    expect(short).toBeGreaterThan(52 + 180);
    expect(
      await run(
        [
          'node',
          'lobby',
          'new',
          'long-name',
          '--yes',
          '--name',
          'The Very Long Name Royal Casino Club',
        ],
        repo.ctx,
      ),
    ).toBe(0);
    expect(logoWidth(path.join(repo.tenantsDir, 'long-name'))).toBeGreaterThan(short + 150);
  });

  it('--from clones everything but identity and says what it changed', async () => {
    repo = tempRepo();
    expect(
      await run(
        ['node', 'lobby', 'new', 'siam99', '--from', 'siam88', '--yes', '--name', 'Siam99'],
        repo.ctx,
      ),
    ).toBe(0);
    const [src, clone] = checkManifests(repo.tenantsDir, ['siam88', 'siam99'], repo.root).map(
      (r) => r.manifest!,
    );
    expect(clone).toMatchObject({
      code: 'siam99',
      merchantCode: 'SIAM99',
      displayName: 'Siam99',
      domains: ['siam99.example.com'],
    });
    // What --from used to drop comes along.
    expect(clone!.games).toEqual(src!.games);
    expect(clone!.registration).toEqual(src!.registration);
    expect(clone!.social).toEqual(src!.social);
    expect(clone!.apps).toEqual(src!.apps);
    expect(clone!.analytics).toEqual(src!.analytics);
    expect(clone!.agent.timeZone).toBe(src!.agent.timeZone);
    expect(clone!.customerService.map((c) => c.type)).toEqual(
      src!.customerService.map((c) => c.type),
    );
    const said = repo.out.join('\n');
    expect(said).toMatch(/cloned from siam88; changed:/);
    expect(said).toMatch(/merchantCode SIAM88 → SIAM99/);
    // Its players would reach siam88's support and apps: the operator is told, link by link.
    expect(said).toMatch(/kept from siam88 \(these still lead to siam88's accounts/);
    expect(said).toContain('customer service "Telegram 1": https://t.me/siam88_cs1');
    expect(said).toContain('social telegram: https://t.me/siam88');
    expect(said).toContain('app android: https://apps.example.com/siam88/android.apk');
  });

  it('writes tenant.json as the repository Prettier formats it', async () => {
    repo = tempRepo();
    expect(await run(['node', 'lobby', 'new', 'pretty', '--yes'], repo.ctx)).toBe(0);
    const prettier = await import('prettier');
    const file = repo.manifestFile('pretty');
    const text = fs.readFileSync(file, 'utf8');
    const config = (await prettier.resolveConfig(path.join(process.cwd(), 'x.json'))) ?? {};
    expect(await prettier.check(text, { ...config, filepath: file })).toBe(true);
  });

  for (const [name, args, message] of [
    [
      'a currency that is not ISO 4217',
      ['--currency', 'XYZ'],
      /--currency: "XYZ" is not an ISO 4217/,
    ],
    [
      'a domain that is not a host name',
      ['--domain', 'not a domain!!'],
      /--domain: "not a domain!!" is not a host name/,
    ],
    ['an empty symbol', ['--symbol', ''], /--symbol: enter the symbol/],
    ['a misspelt flag', ['--flags', 'PTSYS'], /did you mean "PTSYS3"\?/],
  ] as const) {
    it(`refuses ${name} with exit 1 and writes nothing`, async () => {
      repo = tempRepo(['siam88']);
      expect(await run(['node', 'lobby', 'new', 'bad', '--yes', ...args], repo.ctx)).toBe(1);
      expect(repo.err.join('\n')).toMatch(message);
      expect(repo.err.join('\n')).not.toMatch(/internal error|template bug/);
      expect(fs.existsSync(path.join(repo.tenantsDir, 'bad'))).toBe(false);
    });
  }

  it('without a terminal and without --yes, exits 1 saying what to pass', async () => {
    repo = tempRepo(['siam88']);
    expect(await run(['node', 'lobby', 'new', 'x'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/no terminal to ask[\s\S]*--yes/);
  });

  it('checks each typed answer as it is given', async () => {
    repo = tempRepo(['siam88']);
    const checks: Record<string, (v: string) => true | string> = {};
    const picks: Record<string, (v: string[]) => true | string> = {};
    repo.ctx.prompt = {
      input: async (message, initial, validate) => {
        if (validate) checks[message] = validate;
        return initial;
      },
      select: async (_m, _c, initial) => initial,
      checkbox: async (message, _c, initial, validate) => {
        if (validate) picks[message] = validate as (v: string[]) => true | string;
        return initial;
      },
      confirm: async (_m, initial) => initial,
    };
    expect(await run(['node', 'lobby', 'new', 'typed'], repo.ctx)).toBe(0);
    expect(checks['Currency code (ISO 4217)']?.('XYZ')).toMatch(/not an ISO 4217/);
    expect(checks['Currency code (ISO 4217)']?.('thb')).toBe(true);
    expect(checks['Domain']?.('https://x.com/')).toMatch(/not a host name/);
    expect(checks['Currency symbol']?.('')).toMatch(/enter the symbol/);
    expect(checks['Brand colour (#rrggbb)']?.('#2f80e')).toMatch(/six hex digits/);
    expect(picks['Registration modes']?.([])).toMatch(/at least one way to register/);
    expect(picks['Registration modes']?.(['mobile'])).toBe(true);
    // A host another tenant serves is refused at the domain question, not after it.
    expect(checks['Domain']?.('siam88.example.com')).toMatch(
      /siam88\.example\.com is already used by "siam88": enter another host name/,
    );
    expect(checks['Domain']?.('typed.example.com')).toBe(true);
    expect(picks['Languages offered']?.(['th', 'zh'])).toMatch(/keep en ticked/);
    expect(picks['Languages offered']?.(['en'])).toBe(true);
  });

  it('re-asks a typed domain another tenant uses, then creates the tenant', async () => {
    repo = tempRepo(['siam88']);
    const typed = ['siam88.example.com', 'fresh.example.com'];
    const refusals: string[] = [];
    repo.ctx.prompt = {
      // Like inquirer: an answer the check refuses shows its message and the question again.
      input: async (message, initial, validate) => {
        for (;;) {
          const answer = message === 'Domain' ? typed.shift()! : initial;
          const verdict = validate ? validate(answer) : true;
          if (verdict === true) return answer;
          refusals.push(verdict);
        }
      },
      select: async (_m, _c, initial) => initial,
      checkbox: async (_m, _c, initial) => initial,
      confirm: async (_m, initial) => initial,
    };
    expect(await run(['node', 'lobby', 'new', 'fresh'], repo.ctx)).toBe(0);
    expect(refusals).toEqual([
      'siam88.example.com is already used by "siam88": enter another host name',
    ]);
    const [result] = checkManifests(repo.tenantsDir, ['fresh'], repo.root);
    expect(result?.manifest?.domains).toEqual(['fresh.example.com']);
  });

  it('refuses a code whose merchant code is taken before asking anything', async () => {
    repo = tempRepo(['siam88']);
    const asked: string[] = [];
    repo.ctx.prompt = {
      input: async (message, initial) => (asked.push(message), initial),
      select: async (message, _c, initial) => (asked.push(message), initial),
      checkbox: async (message, _c, initial) => (asked.push(message), initial),
      confirm: async (_m, initial) => initial,
    };
    // Merchant codes keep the first 20 characters: these two codes would share one.
    const first = 'abcdefghijklmnopqrst-one';
    expect(await run(['node', 'lobby', 'new', first, '--yes'], repo.ctx)).toBe(0);
    expect(await run(['node', 'lobby', 'new', 'abcdefghijklmnopqrst-two'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(
      new RegExp(`merchant code ABCDEFGHIJKLMNOPQRST is already used by "${first}"`),
    );
    expect(asked).toEqual([]);
  });
});
