import { describe, expect, it } from 'vitest';
import { contrast, mix, readableOn, readableTokens, STATUS_TINT } from './theme-contrast.ts';
import type { ThemeTokens } from './index.ts';
import fs from 'node:fs';
import path from 'node:path';

describe('readable colours from a brand palette', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#1877f2', '#ffffff')).toBeCloseTo(4.23, 2);
  });

  it('leaves a readable colour alone and moves an unreadable one the least it must', () => {
    expect(readableOn('#1a1d24', ['#ffffff'])).toBe('#1a1d24');
    // goldcrown's gold on white (2.4:1) becomes a darker gold that reads.
    const gold = readableOn('#c9a227', ['#ffffff', '#eef0f4']);
    expect(contrast(gold, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(gold, '#eef0f4')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(gold, '#000000')).toBeGreaterThan(contrast('#c9a227', '#000000') / 3);
    // On a dark page the same colour is lightened instead.
    const onDark = readableOn('#2f80ed', ['#223452']);
    expect(contrast(onDark, '#223452')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onDark, '#ffffff')).toBeLessThan(contrast('#2f80ed', '#ffffff'));
  });

  it.each(['goldcrown', 'siam88', 'longwan'])(
    "%s: every text variant reads at 4.5:1 on the theme's grounds, light and dark",
    (code) => {
      const file = path.resolve(import.meta.dirname, '..', 'tenants', code, 'tenant.json');
      const themes = (
        JSON.parse(fs.readFileSync(file, 'utf8')) as { themes: Record<string, ThemeTokens> }
      ).themes;
      for (const t of [themes.light!, themes.dark!]) {
        const r = readableTokens(t);
        const grounds = [t.background, t.surface, t.surfaceAlt, mix(t.primary, t.surface, 0.22)];
        for (const name of [
          'primary-text',
          'accent-text',
          'success-text',
          'danger-text',
          'text-muted',
        ])
          for (const g of grounds) expect(contrast(r[name]!, g)).toBeGreaterThanOrEqual(4.5);
        // A status word on its own tinted chip (goldcrown's "failed" withdrawal: 4.31:1 before).
        for (const name of ['success', 'danger', 'warning'] as const)
          for (const g of [t.surface, t.background])
            expect(
              contrast(r[`${name}-text`]!, mix(t[name], g, STATUS_TINT)),
            ).toBeGreaterThanOrEqual(4.5);
        expect(contrast(r['primary-fill']!, t.primaryContrast)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(r['danger-fill']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
