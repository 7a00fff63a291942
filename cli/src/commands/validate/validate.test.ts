import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { lineOf, tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

type Obj = Record<string, unknown>;
const obj = (m: Obj, key: string) => m[key] as Obj;

interface Case {
  name: string;
  change: (m: Obj) => void;
  pointer: string;
  /** Text on the line the problem must point at. */
  at: string;
  message: RegExp;
  /** What the fix must say (a concrete fix, not a generic one). */
  hint?: RegExp;
  /** Edits the text instead (for what JSON.stringify cannot write, like a duplicate key). */
  rewrite?: (text: string) => string;
}

const fields = (m: Obj) => obj(obj(m, 'registration'), 'fields');

const cases: Case[] = [
  {
    name: 'wrong type',
    change: (m) => (obj(m, 'currency').symbol = 42),
    pointer: '/currency/symbol',
    at: '"symbol": 42',
    message: /must be string/,
  },
  {
    name: 'unknown flag',
    change: (m) => (obj(m, 'flags').SUPERBONUS9 = true),
    pointer: '/flags/SUPERBONUS9',
    at: '"SUPERBONUS9"',
    message: /unknown property "SUPERBONUS9"/,
  },
  {
    name: 'bad regex',
    change: (m) =>
      (obj(obj(obj(m, 'registration'), 'fields'), 'username').acceptedPattern = '^[a-z+$'),
    pointer: '/registration/fields/username/acceptedPattern',
    at: '"^[a-z+$"',
    message: /does not compile/,
  },
  {
    name: 'min greater than max',
    change: (m) => (obj(obj(obj(m, 'registration'), 'fields'), 'mobileNum').minLength = 12),
    pointer: '/registration/fields/mobileNum/minLength',
    at: '"minLength": 12',
    message: /must be <= maxLength \(10\)/,
  },
  {
    name: 'duplicate domain',
    change: (m) => ((m.domains as string[])[0] = 'goldcrown.example.com'),
    pointer: '/domains/0',
    at: '"goldcrown.example.com"',
    message: /declared by "goldcrown" .* and "siam88"; this file changed more recently/,
  },
  {
    name: 'missing asset',
    change: (m) => (obj(m, 'branding').logo = 'assets/missing-logo.svg'),
    pointer: '/branding/logo',
    at: '"logo": "assets/missing-logo.svg"',
    message: /asset file "assets\/missing-logo.svg" does not exist/,
  },
  {
    name: 'default language not listed',
    change: (m) => (obj(m, 'languages').default = 'ja'),
    pointer: '/languages/default',
    at: '"default": "ja"',
    message: /is not in \/languages\/available/,
  },
  {
    name: 'no registration mode',
    change: (m) => {
      obj(m, 'flags').MOBILENUMREG3 = false;
      obj(m, 'flags').USERNAMEREG3 = false;
    },
    pointer: '/flags',
    at: '"flags"',
    message: /no registration mode is on/,
  },
  // The breaks the validator used to pass.
  {
    name: 'no game category at all',
    change: (m) => (obj(m, 'games').categories = {}),
    pointer: '/games/categories',
    at: '"categories": {}',
    message: /lists no game category/,
    hint: /add at least one category with vendors/,
  },
  {
    name: 'an empty category',
    change: (m) => (obj(obj(m, 'games'), 'categories').FISH = []),
    pointer: '/games/categories/FISH',
    at: '"FISH": []',
    message: /category FISH lists no vendor/,
    hint: /add vendors to FISH or remove the category/,
  },
  {
    name: 'a currency that is not ISO 4217',
    change: (m) => (obj(m, 'currency').code = 'XYZ'),
    pointer: '/currency/code',
    at: '"code": "XYZ"',
    message: /"XYZ" is not an ISO 4217 currency code/,
    hint: /THB, USD/,
  },
  {
    name: 'a pattern that cannot match its own length bounds',
    change: (m) => {
      fields(m).mobileNum = { ...obj(fields(m), 'mobileNum'), acceptedPattern: '^[0-9]{4}$' };
      obj(fields(m), 'mobileNum').minLength = 6;
      obj(fields(m), 'mobileNum').maxLength = 6;
    },
    pointer: '/registration/fields/mobileNum/acceptedPattern',
    at: '"acceptedPattern": "^[0-9]{4}$"',
    message: /matches only values of exactly 4 character\(s\), but minLength..maxLength is 6..6/,
    hint: /set minLength and maxLength to 4/,
  },
  {
    name: 'a customer-service URL without a scheme',
    change: (m) => ((m.customerService as Obj[])[1]!.url = 't.me/siam88_cs1'),
    pointer: '/customerService/1/url',
    at: '"url": "t.me/siam88_cs1"',
    message: /has no scheme/,
    hint: /"https:\/\/t\.me\/siam88_cs1"/,
  },
  {
    name: 'a duplicate JSON key',
    change: () => undefined,
    rewrite: (t) =>
      t.replace(
        '"displayName": "Siam88",',
        '"displayName": "Siam88",\n  "displayName": "Siam 99",',
      ),
    pointer: '/displayName',
    at: '"displayName": "Siam 99"',
    message: /"displayName" is written twice; the last one silently wins/,
    hint: /keep one "displayName"/,
  },
  {
    name: "a default password that breaks the tenant's own password rule",
    change: (m) => (obj(m, 'security').defaultPassword = 'lobby123'),
    pointer: '/security/defaultPassword',
    at: '"defaultPassword": "lobby123"',
    message: /does not match the password pattern/,
    hint: /choose a default password that \/registration\/fields\/password accepts/,
  },
  {
    name: 'a colour with five digits, with a concrete fix',
    change: (m) => (obj(obj(m, 'themes'), 'dark').primary = '#2f80e'),
    pointer: '/themes/dark/primary',
    at: '"primary": "#2f80e"',
    message: /"#2f80e" does not match/,
    hint: /# and six hex digits, e.g. "#2f80ed"/,
  },
  {
    name: 'a misspelt vendor, with did-you-mean and every allowed value',
    change: (m) => ((obj(obj(m, 'games'), 'categories').LIVE as string[])[0] = 'EV0'),
    pointer: '/games/categories/LIVE/0',
    at: '"EV0"',
    message: /"EV0" is not one of the allowed values/,
    hint: /did you mean "EVO"\? use one of: EVO, SEXY, .*WS168(?!.*…)/,
  },
  {
    name: 'a misspelt language, with did-you-mean',
    change: (m) => ((obj(m, 'languages').available as string[])[1] = 'eng'),
    pointer: '/languages/available/1',
    at: '"eng"',
    message: /"eng" is not one of the allowed values/,
    hint: /did you mean "en"\?.*\bro\b/,
  },
  {
    name: 'a misspelt flag, with did-you-mean',
    change: (m) => {
      obj(m, 'flags').PTSYS = obj(m, 'flags').PTSYS3;
      delete obj(m, 'flags').PTSYS3;
    },
    pointer: '/flags/PTSYS',
    at: '"PTSYS"',
    message: /unknown property "PTSYS"/,
    hint: /did you mean "PTSYS3"\?/,
  },
];

describe('lobby validate', () => {
  it('passes the example tenants', async () => {
    repo = tempRepo();
    expect(await run(['node', 'lobby', 'validate', '--all'], repo.ctx)).toBe(0);
    // longwan offers 35 languages; its texts missing some are warnings, not problems.
    expect(repo.err.filter((l) => !l.startsWith('warning '))).toEqual([]);
    expect(repo.out.at(-1)).toBe('3 tenant(s) valid');
  });

  for (const c of cases) {
    it(`reports ${c.name} with file:line:col, pointer and hint, and exits 1`, async () => {
      repo = tempRepo();
      repo.edit('siam88', c.change);
      if (c.rewrite) {
        const fs = await import('node:fs');
        const file = repo.manifestFile('siam88');
        fs.writeFileSync(file, c.rewrite(fs.readFileSync(file, 'utf8')));
      }
      const code = await run(['node', 'lobby', 'validate', 'siam88'], repo.ctx);
      expect(code).toBe(1);
      const line = repo.err.find((l) => l.includes(` ${c.pointer}: `));
      expect(line, repo.err.join('\n')).toBeDefined();
      const expectedLine = lineOf(repo.manifestFile('siam88'), c.at);
      expect(line).toMatch(new RegExp(`^tenants/siam88/tenant\\.json:${expectedLine}:\\d+ `));
      expect(line).toMatch(c.message);
      expect(line).toMatch(/\(fix: .+\)$/);
      if (c.hint) expect(line?.slice(line.indexOf('(fix: '))).toMatch(c.hint);
    });
  }

  it('warns about a home section with no vendors behind it, without failing', async () => {
    repo = tempRepo();
    repo.edit('goldcrown', (m) => {
      obj(obj(m, 'games'), 'categories').SPORTS = ['PINNACLE', 'SBO'];
    });
    expect(await run(['node', 'lobby', 'validate', 'goldcrown'], repo.ctx)).toBe(0);
    const line = repo.err.find((l) => l.includes('/home/sections/3'));
    expect(line).toMatch(/warning: home section ESPORTS has no vendors behind it/);
    expect(line).toMatch(/add an e-sports vendor \(AV, IMES, IA, AI, TF\)/);
  });

  it('refuses tenant codes together with --all', async () => {
    repo = tempRepo(['siam88']);
    expect(await run(['node', 'lobby', 'validate', 'siam88', '--all'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/give tenant codes or --all, not both/);
  });

  it('suggests the closest tenant for a typo', async () => {
    repo = tempRepo();
    expect(await run(['node', 'lobby', 'validate', 'siam8'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/did you mean "siam88"\?/);
  });

  it('prints machine-readable results with --json', async () => {
    repo = tempRepo();
    repo.edit('goldcrown', (m) => (obj(m, 'currency').code = 'dollars'));
    const code = await run(['node', 'lobby', 'validate', '--all', '--json'], repo.ctx);
    expect(code).toBe(1);
    const report = JSON.parse(repo.out.join('\n')) as {
      valid: boolean;
      tenants: { code: string; valid: boolean; problems: { pointer: string; line: number }[] }[];
    };
    expect(report.valid).toBe(false);
    const gold = report.tenants.find((t) => t.code === 'goldcrown');
    expect(gold?.valid).toBe(false);
    expect(gold?.problems[0]).toMatchObject({
      pointer: '/currency/code',
      line: lineOf(repo.manifestFile('goldcrown'), '"dollars"'),
    });
    expect(report.tenants.filter((t) => t.valid).map((t) => t.code)).toEqual(['longwan', 'siam88']);
  });

  it('reports invalid JSON with its position', async () => {
    repo = tempRepo(['siam88']);
    const fs = await import('node:fs');
    const text = fs
      .readFileSync(repo.manifestFile('siam88'), 'utf8')
      .replace('"displayName": "Siam88",', '"displayName": "Siam88"');
    fs.writeFileSync(repo.manifestFile('siam88'), text);
    expect(await run(['node', 'lobby', 'validate', 'siam88'], repo.ctx)).toBe(1);
    expect(repo.err[0]).toMatch(/^tenants\/siam88\/tenant\.json:\d+:\d+ \/: invalid JSON/);
  });

  it('refuses an unknown tenant code with exit 1 and the known codes', async () => {
    repo = tempRepo(['siam88']);
    expect(await run(['node', 'lobby', 'validate', 'nosuch'], repo.ctx)).toBe(1);
    expect(repo.err.join('\n')).toMatch(/unknown tenant: nosuch[\s\S]*known tenants: siam88/);
  });
});
