import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { applyChanges, changesBetween, lineDiff } from './edit.ts';

const FILE = `{
    // the brand's identity
    "code": "demo",
    "themes": {
        "dark": { "primary": "#112233", "text": "#ffffff" }, /* kept */
        "default": "dark"
    },
    "languages": ["th", "en"],
    "flags": {
        "PTSYS3": true
    }
}
`;

interface Doc {
  themes: { dark: Record<string, string>; default?: string };
  languages: string[];
  flags: Record<string, boolean>;
}

const edit = (mutate: (v: Doc) => void) => {
  const before = parse(FILE) as Doc;
  const after = structuredClone(before);
  mutate(after);
  return applyChanges(FILE, changesBetween(before, after));
};

describe('a save of changed values', () => {
  it('rewrites only the values that changed: comments, order and indentation stay', () => {
    const out = edit((v) => {
      v.themes.dark.primary = '#c0392b';
      v.flags.PTSYS3 = false;
    });
    expect(out).toBe(
      FILE.replace('"#112233"', '"#c0392b"').replace('"PTSYS3": true', '"PTSYS3": false'),
    );
  });

  it("adds a new property in the file's own indentation and removes a cleared one", () => {
    const out = edit((v) => {
      v.flags.INBOX3 = true;
      delete v.themes.dark.text;
    });
    expect(out).toContain('        "PTSYS3": true,\n        "INBOX3": true\n');
    expect(out).toContain('        "dark": { "primary": "#112233" }, /* kept */\n');
    expect(parse(out)).toMatchObject({ flags: { PTSYS3: true, INBOX3: true } });
  });

  it('changes one item of a list in place, and replaces a list that grew', () => {
    expect(edit((v) => (v.languages[1] = 'zh'))).toContain('["th", "zh"]');
    expect(parse(edit((v) => v.languages.push('zh')))).toMatchObject({
      languages: ['th', 'en', 'zh'],
    });
  });

  it('finds nothing to write when nothing changed', () => {
    const v = parse(FILE) as unknown;
    expect(changesBetween(v, structuredClone(v))).toEqual([]);
  });
});

describe('the diff shown before saving', () => {
  it('lists the removed and added lines with their line numbers and a little context', () => {
    const after = FILE.replace('"#112233"', '"#c0392b"');
    const diff = lineDiff(FILE, after, 1);
    expect(diff.filter((d) => d.kind !== ' ')).toEqual([
      { kind: '-', text: FILE.split('\n')[4], line: 5 },
      { kind: '+', text: after.split('\n')[4], line: 5 },
    ]);
    expect(diff.filter((d) => d.kind === ' ').map((d) => d.line)).toEqual([4, 6]);
  });
});
