import { describe, expect, it } from 'vitest';
import { routePreloadScript } from '#schemas/route-preload.ts';
import { pageLinkHeader, pageModules } from './page-links.ts';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body>
  <script type="module" src="/app/late.js"></script></body></html>`;

const HEAD =
  `<script>${routePreloadScript([
    { paths: ['/', '/login'], files: ['/app/home.js'] },
    { paths: ['/rng', '/live'], files: ['/app/list.js', '/app/list.css'] },
  ])}</script>` +
  '<script type="module" crossorigin src="/app/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/app/boot-2.js">' +
  '<link rel="modulepreload" crossorigin href="https://cdn.example/x.js">' +
  '<link rel="stylesheet" href="/app/first.css">';

describe('the Link header of a tenant page', () => {
  const modules = pageModules(page(HEAD));

  it('names the head’s own modules, in page order, as modulepreloads with crossorigin', () => {
    expect(pageLinkHeader(modules, '/promotions')).toBe(
      '</app/index-1.js>; rel=modulepreload; crossorigin, ' +
        '</app/boot-2.js>; rel=modulepreload; crossorigin',
    );
  });

  it('adds the home page’s chunk on the home paths', () => {
    for (const home of ['/', '/login/'])
      expect(pageLinkHeader(modules, home)).toContain('</app/home.js>; rel=modulepreload');
    expect(pageLinkHeader(modules, '/rng')).not.toContain('home.js');
  });

  it('adds a game list’s JS chunks on its paths only (not its CSS)', () => {
    const list = pageLinkHeader(modules, '/rng/');
    expect(list).toContain('</app/list.js>; rel=modulepreload');
    expect(list).not.toContain('list.css');
    expect(pageLinkHeader(modules, '/promotions')).not.toContain('list.js');
  });

  it('names nothing for a page without modules', () => {
    expect(pageLinkHeader(pageModules(page('<title>x</title>')), '/')).toBeUndefined();
  });
});
