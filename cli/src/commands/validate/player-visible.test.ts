// Mistakes players would see, each made in a copy of an example tenant the way an operator makes
// it: `lobby validate` must refuse it (exit 1) with file:line:col, the pointer and a concrete fix.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { lineOf, tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

type Obj = Record<string, unknown>;
const obj = (m: Obj, ...keys: (string | number)[]) => keys.reduce<Obj>((o, k) => o[k] as Obj, m);
const field = (m: Obj, name: string) => obj(m, 'registration', 'fields', name);
const channel = (m: Obj, type: string) =>
  (m.customerService as Obj[]).find((c) => c.type === type)!;

const EXAMPLES = ['goldcrown', 'siam88', 'longwan', 'jadelotus'];
const HTML_ERROR_PAGE =
  '<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Mistake {
  name: string;
  tenant: string;
  change?: (m: Obj) => void;
  /** Edits the raw text (what JSON.stringify cannot write). */
  rewrite?: (text: string) => string;
  /** Files written into the tenant folder (path relative to it). */
  files?: Record<string, string | Buffer>;
  /** The file the problem is reported in, relative to the tenant folder. */
  file?: string;
  pointer: string;
  /** Text on the line the problem must point at (tenant.json only). */
  at?: string;
  message: RegExp;
  hint: RegExp;
}

const mistakes: Mistake[] = [
  {
    name: 'a username pattern pasted as a JavaScript literal',
    tenant: 'siam88',
    change: (m) => (field(m, 'username').acceptedPattern = '/^[a-zA-Z][a-zA-Z0-9]*$/'),
    pointer: '/registration/fields/username/acceptedPattern',
    at: '"/^[a-zA-Z][a-zA-Z0-9]*$/"',
    message: /JavaScript literal/,
    hint: /drop the slashes: "acceptedPattern": "\^\[a-zA-Z\]\[a-zA-Z0-9\]\*\$"/,
  },
  {
    name: 'a literal with flags',
    tenant: 'jadelotus',
    change: (m) => (field(m, 'username').acceptedPattern = '/^[a-z0-9]+$/i'),
    pointer: '/registration/fields/username/acceptedPattern',
    at: '"/^[a-z0-9]+$/i"',
    message: /no username passes/,
    hint: /drop the slashes and the "i" flags/,
  },
  {
    name: 'a username pattern shorter than minLength',
    tenant: 'goldcrown',
    change: (m) => (field(m, 'username').acceptedPattern = '^[a-z][a-z0-9]{2}$'),
    pointer: '/registration/fields/username/acceptedPattern',
    at: '"^[a-z][a-z0-9]{2}$"',
    message:
      /exactly 3 character\(s\), but minLength\.\.maxLength is \d+\.\.\d+: no username can pass/,
    hint: /set minLength and maxLength to 3/,
  },
  {
    name: 'a mobile pattern longer than maxLength',
    tenant: 'siam88',
    change: (m) => (field(m, 'mobileNum').acceptedPattern = '^0[0-9]{12}$'),
    pointer: '/registration/fields/mobileNum/acceptedPattern',
    at: '"^0[0-9]{12}$"',
    message: /exactly 13 character\(s\).*no mobileNum can pass/,
    hint: /set minLength and maxLength to 13/,
  },
  {
    name: 'a baht site showing $',
    tenant: 'siam88',
    change: (m) => (obj(m, 'currency').symbol = '$'),
    pointer: '/currency/symbol',
    at: '"symbol": "$"',
    message: /"\$" is not a symbol of THB/,
    hint: /"฿"/,
  },
  {
    name: 'a dollar site showing €',
    tenant: 'jadelotus',
    change: (m) => (obj(m, 'currency').symbol = '€'),
    pointer: '/currency/symbol',
    at: '"symbol": "€"',
    message: /not a symbol of USD/,
    hint: /"\$"/,
  },
  {
    name: 'a yuan site showing ฿',
    tenant: 'longwan',
    change: (m) => (obj(m, 'currency').symbol = '฿'),
    pointer: '/currency/symbol',
    at: '"symbol": "฿"',
    message: /not a symbol of CNY/,
    hint: /"¥"/,
  },
  {
    name: 'a live-casino vendor under slots',
    tenant: 'goldcrown',
    change: (m) => (obj(m, 'games', 'categories').RNG as string[]).push('EVO'),
    pointer: '/games/categories/RNG/',
    message: /EVO has no RNG games/,
    hint: /move "EVO" to \/games\/categories\/LIVE/,
  },
  {
    name: 'a slots vendor under live casino',
    tenant: 'siam88',
    change: (m) => (obj(m, 'games', 'categories').LIVE as string[]).unshift('PG'),
    pointer: '/games/categories/LIVE/0',
    message: /PG has no LIVE games/,
    hint: /move "PG" to \/games\/categories\/RNG/,
  },
  {
    name: 'a scheme typo htps:',
    tenant: 'siam88',
    change: (m) => (channel(m, 'telegram').url = 'htps://t.me/siam88_cs1'),
    pointer: '/customerService/1/url',
    at: '"htps://t.me/siam88_cs1"',
    message: /misspelt scheme/,
    hint: /write "https:\/\/t\.me\/siam88_cs1"/,
  },
  {
    name: 'a scheme typo https//',
    tenant: 'siam88',
    change: (m) => (channel(m, 'line').url = 'https//line.me/R/ti/p/@siam88'),
    pointer: '/customerService/3/url',
    at: '"https//line.me/R/ti/p/@siam88"',
    message: /misspelt scheme/,
    hint: /write "https:\/\/line\.me\/R\/ti\/p\/@siam88"/,
  },
  {
    name: 'spaces in a WhatsApp number',
    tenant: 'goldcrown',
    change: (m) =>
      (m.customerService as Obj[]).push({
        type: 'whatsapp',
        title: 'WhatsApp',
        url: 'https://wa.me/66 81 234 5678',
      }),
    pointer: '/customerService/',
    at: '"https://wa.me/66 81 234 5678"',
    message: /contains spaces/,
    hint: /"https:\/\/wa\.me\/66812345678"/,
  },
  {
    name: 'a WhatsApp number with + and dashes',
    tenant: 'jadelotus',
    change: (m) => (obj(m, 'social').whatsapp = 'https://wa.me/+66-81-234-5678'),
    pointer: '/social/whatsapp',
    at: '"https://wa.me/+66-81-234-5678"',
    message: /must be digits only/,
    hint: /"https:\/\/wa\.me\/66812345678"/,
  },
  {
    name: 'a Telegram link without scheme',
    tenant: 'siam88',
    change: (m) => (obj(m, 'social').telegram = 't.me/siam88'),
    pointer: '/social/telegram',
    at: '"t.me/siam88"',
    message: /has no scheme/,
    hint: /"https:\/\/t\.me\/siam88"/,
  },
  {
    name: 'a tel: link with no number',
    tenant: 'longwan',
    change: (m) => ((m.customerService as Obj[])[0]!.url = 'tel:call-us'),
    pointer: '/customerService/0/url',
    at: '"tel:call-us"',
    message: /not a phone number link/,
    hint: /tel:\+66812345678/,
  },
  {
    name: 'a mailto: link with no address',
    tenant: 'goldcrown',
    change: (m) => ((m.customerService as Obj[])[0]!.url = 'mailto:support'),
    pointer: '/customerService/0/url',
    at: '"mailto:support"',
    message: /not an e-mail link/,
    hint: /mailto:support@example\.com/,
  },
  {
    name: 'a LINE ID pasted where the link goes',
    tenant: 'siam88',
    change: (m) => (channel(m, 'line').url = '@siam88'),
    pointer: '/customerService/3/url',
    at: '"@siam88"',
    message: /"@siam88" is a LINE ID, not a link/,
    hint: /write its link: "https:\/\/line\.me\/R\/ti\/p\/@siam88"/,
  },
  {
    name: 'a Telegram username pasted where the link goes',
    tenant: 'siam88',
    change: (m) => (obj(m, 'social').telegram = '@siam88'),
    pointer: '/social/telegram',
    at: '"@siam88"',
    message: /is a Telegram username, not a link/,
    hint: /write its link: "https:\/\/t\.me\/siam88"/,
  },
  {
    name: 'a WhatsApp phone number pasted with spaces where the link goes',
    tenant: 'goldcrown',
    change: (m) => (channel(m, 'whatsapp').url = '+66 81 234 5678'),
    pointer: '/customerService/1/url',
    at: '"+66 81 234 5678"',
    message: /is a phone number, not a link/,
    hint: /write its link: "https:\/\/wa\.me\/66812345678"/,
  },
  {
    name: 'a Telegram link with a space and no scheme',
    tenant: 'siam88',
    change: (m) => (channel(m, 'telegram').url = 't.me/ siam88_cs1'),
    pointer: '/customerService/1/url',
    at: '"t.me/ siam88_cs1"',
    message: /contains spaces/,
    hint: /remove the spaces: "https:\/\/t\.me\/siam88_cs1"/,
  },
  {
    name: 'an e-mail address without mailto:',
    tenant: 'goldcrown',
    change: (m) => ((m.customerService as Obj[])[0]!.url = 'support@goldcrown.example.com'),
    pointer: '/customerService/0/url',
    at: '"support@goldcrown.example.com"',
    message: /is an e-mail address, not a link/,
    hint: /"mailto:support@goldcrown\.example\.com"/,
  },
  {
    name: 'mobile-code login with no mobile number collected',
    tenant: 'longwan',
    change: (m) => {
      field(m, 'mobileNum').enabled = false;
      field(m, 'mobileNum').required = false;
      obj(m, 'flags').MOBILENUMREG3 = false;
      obj(m, 'flags').forgotPasswordByPhone = false;
      obj(m, 'flags').REGMOBVERF3 = false;
    },
    pointer: '/flags/mobileCodeLogin',
    at: '"mobileCodeLogin": true',
    message: /mobileCodeLogin is on but the mobileNum registration field is off/,
    hint: /enable \/registration\/fields\/mobileNum/,
  },
  {
    name: 'forgot-by-phone with no mobile number collected',
    tenant: 'goldcrown',
    change: (m) => {
      field(m, 'mobileNum').enabled = false;
      field(m, 'mobileNum').required = false;
      obj(m, 'flags').forgotPasswordByPhone = true;
    },
    pointer: '/flags/forgotPasswordByPhone',
    at: '"forgotPasswordByPhone": true',
    message: /forgotPasswordByPhone is on but the mobileNum registration field is off/,
    hint: /or set forgotPasswordByPhone to false/,
  },
  {
    name: 'SMS verification with mobile registration off',
    tenant: 'siam88',
    change: (m) => {
      obj(m, 'flags').MOBILENUMREG3 = false;
      obj(m, 'flags').USERNAMEREG3 = true;
    },
    pointer: '/flags/REGMOBVERF3',
    at: '"REGMOBVERF3": true',
    message: /REGMOBVERF3 is on but flag MOBILENUMREG3 is off/,
    hint: /set \/flags\/MOBILENUMREG3 to true, or REGMOBVERF3 to false/,
  },
  {
    name: 'an HTML error page saved as logo.png',
    tenant: 'goldcrown',
    files: { 'assets/logo.png': HTML_ERROR_PAGE },
    change: (m) => (obj(m, 'branding').logo = 'assets/logo.png'),
    pointer: '/branding/logo',
    at: '"assets/logo.png"',
    message: /assets\/logo\.png is not an image \(its first bytes are an HTML page/,
    hint: /replace assets\/logo\.png with the real png file/,
  },
  {
    name: 'a 20 MB logo',
    tenant: 'jadelotus',
    files: { 'assets/logo.png': Buffer.concat([PNG_SIGNATURE, Buffer.alloc(20 * 1024 * 1024)]) },
    change: (m) => (obj(m, 'branding').logo = 'assets/logo.png'),
    pointer: '/branding/logo',
    at: '"assets/logo.png"',
    message: /is 20,480 KB, over the logo budget of 200 KB/,
    hint: /below 200 KB/,
  },
  {
    name: 'a banner that is an HTML page',
    tenant: 'siam88',
    files: { 'assets/banners/banner-4.png': HTML_ERROR_PAGE },
    file: 'assets/banners/banner-4.png',
    pointer: '/',
    message: /assets\/banners\/banner-4\.png is not an image/,
    hint: /replace assets\/banners\/banner-4\.png/,
  },
  {
    name: 'a 3 MB banner',
    tenant: 'goldcrown',
    files: {
      'assets/banners/banner-4.png': Buffer.concat([PNG_SIGNATURE, Buffer.alloc(3 * 1024 * 1024)]),
    },
    file: 'assets/banners/banner-4.png',
    pointer: '/',
    message: /is 3,072 KB, over the banner budget of 500 KB/,
    hint: /below 500 KB/,
  },
  {
    name: 'a byte-order mark',
    tenant: 'longwan',
    rewrite: (t) => `\uFEFF${t}`,
    pointer: '/',
    at: '{',
    message: /starts with a byte-order mark/,
    hint: /without BOM/,
  },
  {
    name: 'a comment',
    tenant: 'siam88',
    rewrite: (t) =>
      t.replace('  "customerService": [', '  // support channels\n  "customerService": ['),
    pointer: '/',
    at: '// support channels',
    message: /a comment: JSON files cannot have comments/,
    hint: /delete the comment/,
  },
  {
    name: 'a merge-conflict marker',
    tenant: 'goldcrown',
    rewrite: (t) =>
      t.replace(
        /( *"displayName": .*\n)/,
        '<<<<<<< HEAD\n$1=======\n  "displayName": "Gold Crown Casino",\n>>>>>>> rename\n',
      ),
    pointer: '/',
    at: '<<<<<<< HEAD',
    message: /merge-conflict marker "<<<<<<<"/,
    hint: /delete the marker lines/,
  },
];

describe('lobby validate: mistakes players would see', () => {
  it('passes the four example tenants', async () => {
    repo = tempRepo(EXAMPLES);
    expect(await run(['node', 'lobby', 'validate', '--all'], repo.ctx)).toBe(0);
    expect(repo.err.filter((l) => !l.startsWith('warning '))).toEqual([]);
  });

  for (const c of mistakes) {
    it(`refuses ${c.name} at file:line:col with a fix`, async () => {
      repo = tempRepo([c.tenant]);
      const dir = path.join(repo.tenantsDir, c.tenant);
      for (const [rel, body] of Object.entries(c.files ?? {})) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.writeFileSync(path.join(dir, rel), body);
      }
      if (c.change) repo.edit(c.tenant, c.change);
      const file = repo.manifestFile(c.tenant);
      if (c.rewrite) fs.writeFileSync(file, c.rewrite(fs.readFileSync(file, 'utf8')));
      expect(await run(['node', 'lobby', 'validate', c.tenant], repo.ctx)).toBe(1);
      const line = repo.err.find((l) => c.message.test(l));
      expect(line, repo.err.join('\n')).toBeDefined();
      const shown = `tenants/${c.tenant}/${c.file ?? 'tenant.json'}`;
      const at = c.at ? lineOf(file, c.at) : c.file ? 1 : '\\d+';
      expect(line).toMatch(
        new RegExp(
          `^${shown.replaceAll('.', '\\.')}:${at}:\\d+ ${c.pointer.replaceAll('/', '\\/')}`,
        ),
      );
      expect(line).not.toMatch(/warning:/);
      expect(line?.slice(line.indexOf('(fix: '))).toMatch(c.hint);
    });
  }
});

describe('lobby new: conflicting answers', () => {
  const refusals: [string, string[], RegExp][] = [
    ['a language listed twice', ['--languages', 'en,en'], /--languages lists en more than once/],
    [
      'a symbol of another currency',
      ['--currency', 'THB', '--symbol', '$'],
      /--symbol: "\$" is not a symbol of THB/,
    ],
    [
      'SMS login without mobile registration',
      ['--registration', 'username', '--flags', 'mobileCodeLogin'],
      /--flags: mobileCodeLogin needs the mobileNum registration field/,
    ],
    [
      'SMS verification without mobile registration',
      ['--registration', 'username', '--flags', 'REGMOBVERF3'],
      /--flags: REGMOBVERF3 needs flag MOBILENUMREG3/,
    ],
  ];
  for (const [name, argv, message] of refusals) {
    it(`refuses ${name} (exit 1, nothing written)`, async () => {
      repo = tempRepo(['siam88']);
      const code = await run(['node', 'lobby', 'new', 'clash-x', '--yes', ...argv], repo.ctx);
      expect(code).toBe(1);
      expect(repo.err.join('\n')).toMatch(message);
      expect(fs.existsSync(path.join(repo.tenantsDir, 'clash-x'))).toBe(false);
    });
  }
});
