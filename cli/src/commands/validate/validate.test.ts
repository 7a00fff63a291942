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
  setup?: (repo: TempRepo) => void;
}

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
    message: /already used by tenant "goldcrown"/,
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
      const code = await run(['node', 'lobby', 'validate', 'siam88'], repo.ctx);
      expect(code).toBe(1);
      const line = repo.err.find((l) => l.includes(` ${c.pointer}: `));
      expect(line, repo.err.join('\n')).toBeDefined();
      const expectedLine = lineOf(repo.manifestFile('siam88'), c.at);
      expect(line).toMatch(new RegExp(`^tenants/siam88/tenant\\.json:${expectedLine}:\\d+ `));
      expect(line).toMatch(c.message);
      expect(line).toMatch(/\(fix: .+\)$/);
    });
  }

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
