import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlinable, inlineEntryCss } from './inline-entry-css.ts';

const bundle = {
  'app/first-screen.css': {
    type: 'asset',
    fileName: 'app/first-screen.css',
    source: '.a{color:red}.b{background:url(/app/x.svg)}',
  },
  'app/rel.css': { type: 'asset', fileName: 'app/rel.css', source: '.c{background:url(x.png)}' },
} as unknown as Rolldown.OutputBundle;

describe('the entry stylesheet inlined into index.html', () => {
  it('puts the CSS in a <style> and keeps the link disabled, so the preload helper sees it', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/app/first-screen.css"></head>';
    expect(inlineEntryCss(html, bundle)).toBe(
      '<head><style>.a{color:red}.b{background:url(/app/x.svg)}</style>' +
        '<link rel="stylesheet" crossorigin href="/app/first-screen.css" disabled></head>',
    );
    // Attributes after href stay on the link.
    expect(
      inlineEntryCss('<link rel="stylesheet" href="/app/first-screen.css" media="all">', bundle),
    ).toMatch(/<link rel="stylesheet" href="\/app\/first-screen.css" media="all" disabled>$/);
  });

  it('leaves a stylesheet alone when inline it would read differently, or is not ours', () => {
    const rel = '<link rel="stylesheet" crossorigin href="/app/rel.css">';
    const other = '<link rel="stylesheet" href="https://cdn.example/x.css">';
    expect(inlineEntryCss(rel + other, bundle)).toBe(rel + other);
  });

  it('accepts absolute, data and fragment urls only', () => {
    expect(inlinable('.a{background:url("/app/a.png")}')).toBe(true);
    expect(inlinable(".a{background:url('data:image/png;base64,AA')}")).toBe(true);
    expect(inlinable('.a{background:url(../a.png)}')).toBe(false);
    expect(inlinable('.a{content:"</style><script>"}')).toBe(false);
  });
});
