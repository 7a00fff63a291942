import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { lineOf, tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

type Obj = Record<string, unknown>;
const obj = (m: Obj, key: string) => m[key] as Obj;

describe('lobby validate: texts missing a listed language', () => {
  it('gives no warning when every text has every language the tenant lists', async () => {
    repo = tempRepo(['siam88', 'goldcrown']);
    expect(await run(['node', 'lobby', 'validate', '--all'], repo.ctx)).toBe(0);
    expect(repo.err).toEqual([]);
  });

  it('warns with file:line:col for a text lacking a listed language, and still exits 0', async () => {
    repo = tempRepo(['siam88']);
    repo.edit('siam88', (m) => {
      const marketing = obj(obj(m, 'agent'), 'marketing');
      marketing.headline = { th: 'เติบโตไปกับ Siam88', en: 'Grow with Siam88' };
    });
    expect(await run(['node', 'lobby', 'validate', 'siam88'], repo.ctx)).toBe(0);
    expect(repo.err).toHaveLength(1);
    const line = lineOf(repo.manifestFile('siam88'), '"headline"');
    expect(repo.err[0]).toMatch(
      new RegExp(
        `^warning tenants/siam88/tenant\\.json:${line}:\\d+ /agent/marketing/headline: no text in zh `,
      ),
    );
    expect(repo.err[0]).toMatch(/\(fix: .+\)$/);
    expect(repo.out.at(-1)).toBe('1 tenant(s) valid');
  });

  it('counts a plain string as the default language only', async () => {
    repo = tempRepo(['siam88']);
    repo.edit('siam88', (m) => (obj(m, 'agent').supportHours = 'ทุกวัน 10:00–22:00'));
    expect(await run(['node', 'lobby', 'validate', 'siam88'], repo.ctx)).toBe(0);
    expect(repo.err).toEqual([
      expect.stringMatching(
        /^warning tenants\/siam88\/tenant\.json:\d+:\d+ \/agent\/supportHours: a plain string counts as the default language \(th\) only; missing en, zh /,
      ),
    ]);
  });

  it('accepts a plain string in a one-language tenant', async () => {
    repo = tempRepo(['siam88']);
    repo.edit('siam88', (m) => {
      m.languages = { default: 'th', available: ['th'] };
      obj(m, 'agent').supportHours = 'ทุกวัน 10:00–22:00';
    });
    expect(await run(['node', 'lobby', 'validate', 'siam88'], repo.ctx)).toBe(0);
    expect(repo.err).toEqual([]);
  });

  it('lists the warnings in --json without failing', async () => {
    repo = tempRepo(['longwan']);
    expect(await run(['node', 'lobby', 'validate', 'longwan', '--json'], repo.ctx)).toBe(0);
    const report = JSON.parse(repo.out.join('\n')) as {
      valid: boolean;
      tenants: { warnings: { pointer: string }[] }[];
    };
    expect(report.valid).toBe(true);
    expect(report.tenants[0]?.warnings.map((w) => w.pointer)).toContain('/customerService/1/title');
  });
});
