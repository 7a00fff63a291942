// The build-time render of the app frame (prerender.tsx): what `lobby build` writes into #root.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import type { PublicManifest } from './config/tenant.ts';
import { renderShell, shellPaths, type Messages } from './prerender.tsx';

const repo = path.resolve(import.meta.dirname, '../..');
const manifests = loadValidManifests(path.join(repo, 'tenants'));

/** A language's messages as the build merges them: the base file, then every area's file. */
function messagesOf(lang: string): Messages {
  const dir = path.join(repo, 'runtime', 'locales');
  const files = [
    path.join(dir, `${lang}.json`),
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(dir, d.name, `${lang}.json`)),
  ].filter((f) => fs.existsSync(f));
  return Object.assign({}, ...files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Messages));
}

function shellOf(code: string, at = '/') {
  const { security: _security, ...manifest } = manifests.find((m) => m.code === code)!;
  return renderShell({
    manifest: manifest as PublicManifest,
    // As the tenant ships it: the English fallback under the language's own words.
    messages: { ...messagesOf('en'), ...messagesOf(manifest.languages.default) },
    path: at,
  });
}

describe('renderShell', () => {
  it("renders header, side menu, home placeholders and footer in the tenant's default language", () => {
    // longwan defaults to Chinese, goldcrown to English.
    const zh = shellOf('longwan').html;
    expect(zh).toContain('data-testid="header-login"');
    expect(zh).toContain('>登录</a>');
    expect(zh).toContain('data-testid="side-menu"');
    expect(zh).toContain('data-testid="home-skeleton"');
    expect(zh).toContain('<footer');
    expect(zh).not.toContain('>Log in<');
    const en = shellOf('goldcrown').html;
    expect(en).toContain('>Log in</a>');
    expect(en).not.toContain('登录');
  });

  it("renders the theme switch for the tenant's default theme (a light tenant offers Dark)", () => {
    // goldcrown defaults to light, longwan to dark: the browser hydrates only the default theme.
    const toggle = (code: string) =>
      /data-testid="theme-toggle"[^>]*>(?:<svg[\s\S]*?<\/svg>)?(\w+)</.exec(
        shellOf(code).html,
      )?.[1];
    expect(toggle('goldcrown')).toBe('Dark');
    expect(toggle('longwan')).not.toBe(toggle('goldcrown'));
  });

  it('lists exactly the home sections of the manifest, in its order', () => {
    const html = shellOf('goldcrown').html;
    const more = [...html.matchAll(/class="link" href="\/(\w+)"/g)].map((m) => m[1]);
    // goldcrown's home.sections with vendors: LIVE, RNG, SPORTS, ESPORTS, FISH (see e2e/home.spec.ts).
    expect(more).toEqual(['live', 'rng', 'sports', 'esports', 'fish']);
  });

  it('moves the brand preloads React hoists out of #root, for <head>: a phone preloads only the mark', () => {
    const light = shellOf('goldcrown');
    expect(light.head).toMatch(/^(?:<link rel="preload" [^>]*\/>)+$/);
    expect(light.head).toContain(
      'href="/assets/favicon.svg" as="image" media="(max-width: 560px)"',
    );
    expect(light.head).toContain(
      'href="/assets/logo.svg" as="image" media="not all and (max-width: 560px)"',
    );
    expect(light.html.startsWith('<div class="app">')).toBe(true);
  });

  it('throws on a manifest it cannot render (the build reports it, see build/prerender.ts)', () => {
    const { security: _security, ...manifest } = manifests.find((m) => m.code === 'siam88')!;
    const broken = { ...manifest, home: undefined } as unknown as PublicManifest;
    expect(() => renderShell({ manifest: broken, messages: {}, path: '/' })).toThrow();
  });

  it("renders a game list's frame at its path: the list's placeholder, its own menu link marked", () => {
    const home = shellOf('goldcrown').html;
    const rng = shellOf('goldcrown', '/rng').html;
    expect(rng).toContain('data-testid="page-placeholder"');
    expect(rng).not.toContain('data-testid="home-skeleton"');
    expect(rng).toContain('data-testid="header-login"');
    expect(rng).toContain('<footer');
    const marked = (html: string) =>
      (html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? []).map(
        (a) => /data-testid="([\w-]+)"/.exec(a)?.[1],
      );
    expect(marked(rng)).toEqual(['menu-cat-RNG']);
    expect(marked(home)).toEqual(['menu-home']);
  });
});

describe('shellPaths', () => {
  it('names the home page first, then every game list a visitor without a session can open', () => {
    expect(shellPaths[0]).toBe('/');
    expect(shellPaths).toEqual(expect.arrayContaining(['/login', '/rng', '/live', '/hot', '/new']));
    // Lists behind a login send a visitor to /login: their frame would never be the first render.
    expect(shellPaths).not.toContain('/favorite');
    expect(shellPaths).not.toContain('/recent');
    // Their documents are named by path: /index would overwrite the home page's.
    expect(shellPaths).not.toContain('/index');
  });
});
