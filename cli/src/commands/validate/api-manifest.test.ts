// The manifest's API part as an operator writes it for their own backend: where it is (an
// origin or '/'), which wire format it speaks, and the platform's lower-case merchant codes.
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { lineOf, tempRepo, type TempRepo } from '../../testing/fixtures.ts';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

type Obj = Record<string, unknown>;
const api = (m: Obj) => m.api as Obj;

async function validate(code: string): Promise<number> {
  return run(['node', 'lobby', 'validate', code], repo.ctx);
}

const problemAt = (pointer: string) => repo.err.find((l) => l.includes(` ${pointer}: `));

describe('lobby validate: api and merchant code', () => {
  it('accepts a platform merchant code in lower case, an API origin and the lobby wire', async () => {
    repo = tempRepo(['siam88']);
    repo.edit('siam88', (m) => {
      m.merchantCode = 'wic11f3';
      api(m).baseUrl = 'https://api.siam88.example.com';
      api(m).wire = 'lobby';
    });
    expect(await validate('siam88'), repo.err.join('\n')).toBe(0);
  });

  it('refuses the platform wire format without the key of its encryption envelope', async () => {
    repo = tempRepo(['siam88']);
    repo.edit('siam88', (m) => (api(m).wire = 'platform'));
    expect(await validate('siam88')).toBe(1);
    const line = problemAt('/api');
    expect(line, repo.err.join('\n')).toMatch(/encrypts logins and registrations/);
    expect(line).toMatch(/\(fix: add api\.encryption\.publicKey/);
    expect(line).toMatch(
      new RegExp(`tenant\\.json:${lineOf(repo.manifestFile('siam88'), '"api"')}:`),
    );
  });

  it('refuses an API base that is a path or carries one', async () => {
    for (const baseUrl of ['/api', 'https://api.example.com/v1', 'api.example.com']) {
      repo = tempRepo(['siam88']);
      repo.edit('siam88', (m) => (api(m).baseUrl = baseUrl));
      expect(await validate('siam88'), baseUrl).toBe(1);
      expect(problemAt('/api/baseUrl'), baseUrl).toMatch(
        /\(fix: write "\/" for the site's own origin, or an origin without a path/,
      );
      repo.cleanup();
    }
  });

  it('says what a merchant code may hold', async () => {
    repo = tempRepo(['siam88']);
    repo.edit('siam88', (m) => (m.merchantCode = 'wic-11'));
    expect(await validate('siam88')).toBe(1);
    expect(problemAt('/merchantCode')).toMatch(/fix: use 2 to 20 letters, digits or _/);
  });

  it('refuses two tenants whose merchant codes differ only by case', async () => {
    repo = tempRepo(['siam88', 'goldcrown']);
    repo.edit('siam88', (m) => (m.merchantCode = 'goldcrown'));
    expect(await validate('siam88')).toBe(1);
    expect(problemAt('/merchantCode')).toMatch(
      /merchant code "goldcrown" is declared by "goldcrown" .* and "siam88"; this file changed more recently/,
    );
  });
});
