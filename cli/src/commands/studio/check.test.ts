import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../context.ts';
import { checkManifests, formatProblem } from '#manifests/index.ts';
import { checkDraft } from './check.ts';

let tmp: string;
let tenantsDir: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-studio-check-test-'));
  tenantsDir = path.join(tmp, 'tenants');
  fs.cpSync(path.join(repoRoot, 'tenants'), tenantsDir, { recursive: true });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const text = (code: string) => fs.readFileSync(path.join(tenantsDir, code, 'tenant.json'), 'utf8');

describe('a draft checked by the CLI validator', () => {
  it('passes a brand as it is on disk, with its assets found', () => {
    const result = checkDraft(tenantsDir, 'siam88', text('siam88'));
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.manifest?.code).toBe('siam88');
  });

  it('reports what `lobby validate` would print once the draft is saved', () => {
    const draft = text('goldcrown').replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#12345"');
    const problems = checkDraft(tenantsDir, 'goldcrown', draft).problems.map(formatProblem);
    const file = path.join(tenantsDir, 'goldcrown', 'tenant.json');
    const saved = text('goldcrown');
    fs.writeFileSync(file, draft);
    try {
      expect(problems).toEqual(
        checkManifests(tenantsDir, ['goldcrown'], tmp)[0]!.problems.map(formatProblem),
      );
      expect(problems[0]).toMatch(
        /^tenants\/goldcrown\/tenant\.json:\d+:\d+ \/themes\/dark\/primary/,
      );
    } finally {
      fs.writeFileSync(file, saved);
    }
  });

  it('checks the draft against the other brands (a merchant code already taken)', () => {
    const draft = text('siam88').replace(/"merchantCode": "[^"]*"/, '"merchantCode": "GOLDCROWN"');
    const problems = checkDraft(tenantsDir, 'siam88', draft).problems.map((p) => p.message);
    // The draft is the newer declaration: the brand that had the code first keeps it.
    expect(problems).toEqual([
      expect.stringMatching(
        /^merchant code "GOLDCROWN" is declared by "goldcrown" .*and "siam88".*"goldcrown" keeps it$/,
      ),
    ]);
  });

  it('leaves the file on disk alone', () => {
    const before = text('jadelotus');
    checkDraft(tenantsDir, 'jadelotus', '{ "broken": ');
    expect(text('jadelotus')).toBe(before);
  });
});
