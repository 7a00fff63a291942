// The studio's catalogue and its words: every key is one the studio shows, every word the studio
// shows comes from a key (a missing key would show the key itself), and counts read as English.
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { msg } from './messages.ts';

/** Every word of `msg`, functions called with sample values (0, 1, 2; each argument its own). */
function words(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') {
    const f = node as (...a: unknown[]) => unknown;
    return [0, 1, 2].flatMap((n) => words(f(...Array.from({ length: f.length }, (_, i) => n + i))));
  }
  return Object.values(node as Record<string, unknown>).flatMap(words);
}

describe('studio messages', () => {
  const keys = Object.keys(en);
  const shown = words(msg);

  it('shows no key in place of a word', () => {
    const texts = new Set(Object.values(en as Record<string, string>));
    const bare = keys.map((k) => k.replace(/_(one|other)$/, ''));
    expect(shown.filter((w) => bare.includes(w) && !texts.has(w))).toEqual([]);
  });

  it('uses every key of the catalogue', () => {
    const texts = Object.values(en as Record<string, string>);
    const unused = keys.filter((_, i) => {
      // A text is used when some word shown is made of it (its placeholders filled).
      const pattern = new RegExp(
        `^${texts[i]!.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`,
      );
      return !shown.some((w) => pattern.test(w));
    });
    expect(unused).toEqual([]);
  });

  it('counts in English', () => {
    expect(msg.invalid(1)).toBe('1 problem');
    expect(msg.invalid(3)).toBe('3 problems');
    expect(msg.fleetCount(104, 104)).toBe('104 brands');
    expect(msg.fleetCount(10, 104)).toBe('10 of 104 brands');
    expect(msg.problemsHeading(0)).toBe('No problems');
    expect(msg.createRefused(1)).toBe('Not created: 1 answer to change.');
  });
});
