// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('operator HTML', () => {
  it('loses the elements that act on the whole page: meta refresh, base, link', async () => {
    const out = await sanitizeHtml(
      '<p>Hi</p><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><a href="/promo">promo</a>',
    );
    expect(out).not.toMatch(/<meta|<base|<link/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a href="/promo">promo</a>');
  });
});
