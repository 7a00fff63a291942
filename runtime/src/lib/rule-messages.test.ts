// A rule's bounds read right in every language the selector lists: equal bounds are one number
// ("11 digits", never "from 11 to 11 digits"), unequal ones both, with nothing of the template's
// markup left over. The wording of a range differs by language, so each locale is checked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#schemas/constants.ts';
import { formatRuleMessage } from '#schemas/field-rules.ts';

const dir = path.resolve(import.meta.dirname, '../../locales');
const ruleMessages = (lang: string): [string, string][] =>
  Object.entries(
    JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>,
  ).filter(([key, text]) => key.startsWith('reg_pattern_') && text.includes('(min)'));

const LEFTOVER = /\(min\)|\(max\)|[[\]]/;

describe.each(LANGUAGES)('%s rule messages', (lang) => {
  it('name equal bounds once', () => {
    const messages = ruleMessages(lang);
    expect(messages.length).toBeGreaterThan(0);
    for (const [key, template] of messages) {
      const text = formatRuleMessage(template, 11, 11);
      expect(text, `${key}: ${text}`).not.toMatch(LEFTOVER);
      expect(text.match(/11/g), `${key}: ${text}`).toHaveLength(1);
    }
  });

  it('name unequal bounds both', () => {
    for (const [key, template] of ruleMessages(lang)) {
      const text = formatRuleMessage(template, 6, 12);
      expect(text, `${key}: ${text}`).not.toMatch(LEFTOVER);
      expect(text, key).toMatch(/(^|\D)6(\D|$)/);
      expect(text, key).toContain('12');
    }
  });
});
