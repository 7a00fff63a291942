// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

afterEach(cleanup);

describe('SafeHtml', () => {
  // jsdom has no Sanitizer API (Element.setHTML): this is the DOMPurify path older browsers take.
  it('shows operator HTML without scripts, handlers, javascript: links, styles, forms or page elements', async () => {
    const { container } = render(
      <SafeHtml
        className="prose"
        html={
          '<p onclick="steal()">Welcome <b>bonus</b><img src="x.png" onerror="steal()">' +
          '<a href="javascript:steal()">claim</a><script>steal()</script></p>' +
          '<style>body{display:none}</style><form action="/x"><input name="pw"></form>' +
          // Elements that act on the whole page: a redirect off-site, re-pointed links, a load.
          '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">' +
          '<link rel="stylesheet" href="https://evil.example/x.css">'
        }
      />,
    );
    await waitFor(() => expect(screen.getByText('bonus')).toBeTruthy());
    const html = container.innerHTML;
    expect(html).toContain('<b>bonus</b>');
    expect(html).toContain('x.png');
    expect(html).not.toMatch(/onclick|onerror|javascript:|<script|<style|<form|<meta|<base|<link/);
  });

  it('replaces the content when the HTML changes', async () => {
    const { rerender } = render(<SafeHtml html="<p>first</p>" />);
    await waitFor(() => expect(screen.getByText('first')).toBeTruthy());
    rerender(<SafeHtml html="<p>second</p>" />);
    await waitFor(() => expect(screen.getByText('second')).toBeTruthy());
    expect(screen.queryByText('first')).toBeNull();
  });
});
