// `lobby build`'s prerender step: the tenant's index.html carries the rendered home frame in #root,
// marked with its language and path, every other prerendered path gets a document of its own, and
// a render that throws stops the build with the tenant named and nothing of its folder written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { repoRoot } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { distDir, runtimeBuildDir } from './paths.ts';
import { emitTenant } from './emit-tenant.ts';
import type { Prerenderer, RenderShell } from './prerender.ts';
import { renderTenantHtml } from './tenant-html.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--lobby:head-->
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/app/index.js"></script>
  </body>
</html>`;

const manifests = loadValidManifests(path.join(repoRoot, 'tenants'));
const longwan = manifests.find((m) => m.code === 'longwan')!;
let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-prerender-'));
  fs.mkdirSync(path.join(runtimeBuildDir(root), 'app'), { recursive: true });
  fs.writeFileSync(path.join(runtimeBuildDir(root), 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(runtimeBuildDir(root), 'app', 'index.js'), '');
  // The runtime's locale files, read where the build reads them.
  fs.symlinkSync(path.join(repoRoot, 'runtime'), path.join(root, 'runtime'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('prerendered index.html', () => {
  it('puts the frame in #root with the language it was rendered in, and its hints in <head>', () => {
    const html = renderTenantHtml(TEMPLATE, longwan, {
      head: '<link rel="preload" as="image" href="/assets/logo.svg"/>',
      html: '<div class="app">登录 $& $1</div>',
      path: '/',
    });
    expect(html).toContain(`<html lang="zh" dir="ltr" data-theme="${longwan.themes.default}">`);
    // `$&` and `$1` stay as written (never read as replacement patterns).
    expect(html).toContain(
      '<div id="root" data-prerendered="zh" data-path="/"><div class="app">登录 $& $1</div></div>',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves #root empty without a renderer (lobby dev)', () => {
    expect(renderTenantHtml(TEMPLATE, longwan)).toContain('<div id="root"></div>');
  });

  it('emits the rendered frame with the default language messages', () => {
    let seen: { lang: string; login: string | undefined } | undefined;
    const renderShell: RenderShell = ({ manifest, messages }) => {
      seen = { lang: manifest.languages.default, login: messages['auth.login'] };
      return { head: '', html: '<div class="app">frame</div>' };
    };
    const render: Prerenderer = { renderShell, shellPaths: ['/'] };
    emitTenant({ root, tenantsDir: path.join(repoRoot, 'tenants') }, longwan, { render });
    expect(seen).toEqual({ lang: 'zh', login: '登录' });
    const html = fs.readFileSync(path.join(distDir(root), 'longwan', 'index.html'), 'utf8');
    expect(html).toContain(
      '<div id="root" data-prerendered="zh" data-path="/"><div class="app">frame</div></div>',
    );
    expect(html).not.toContain('"security"');
  });

  it('writes a document per prerendered path, each with its own frame and the same head scripts', () => {
    const render: Prerenderer = {
      renderShell: ({ path: at }) => ({ head: '', html: `<div class="app">frame of ${at}</div>` }),
      shellPaths: ['/', '/rng', '/login'],
    };
    emitTenant({ root, tenantsDir: path.join(repoRoot, 'tenants') }, longwan, { render });
    const page = (file: string) =>
      fs.readFileSync(path.join(distDir(root), 'longwan', file), 'utf8');
    expect(page('index.html')).toContain('data-path="/"><div class="app">frame of /</div>');
    expect(page('rng.html')).toContain('data-path="/rng"><div class="app">frame of /rng</div>');
    expect(page('login.html')).toContain('data-path="/login"><div class="app">frame of /login<');
    // One CSP for the site: the pages differ in #root only, never in their inline scripts.
    const scripts = (html: string) => html.match(/<script[\s\S]*?<\/script>/g);
    expect(scripts(page('rng.html'))).toEqual(scripts(page('index.html')));
    // A static host serves rng.html for /rng by itself; its brotli and gzip are there too.
    expect(fs.existsSync(path.join(distDir(root), 'longwan', 'rng.html.br'))).toBe(true);
  });

  it('stops the build with the tenant named when the render throws, writing nothing', () => {
    const render: Prerenderer = {
      renderShell: ({ path: at }) => {
        if (at === '/') return { head: '', html: '' };
        throw new TypeError("Cannot read properties of undefined (reading 'sections')");
      },
      shellPaths: ['/', '/rng'],
    };
    const emit = () =>
      emitTenant({ root, tenantsDir: path.join(repoRoot, 'tenants') }, longwan, { render });
    expect(emit).toThrow(CliError);
    expect(emit).toThrow(/could not prerender \/rng of longwan: Cannot read properties/);
    expect(fs.existsSync(path.join(distDir(root), 'longwan'))).toBe(false);
  });
});

describe('locale files of a fleet', () => {
  it('are written once per build and linked into every tenant without its own overrides', () => {
    const paths = { root, tenantsDir: path.join(repoRoot, 'tenants') };
    const localeCache = new Map();
    const goldcrown = manifests.find((m) => m.code === 'goldcrown')!;
    emitTenant(paths, longwan, { localeCache });
    emitTenant(paths, goldcrown, { localeCache });
    const en = (code: string) => path.join(distDir(root), code, 'locales', 'en.json');
    expect(fs.statSync(en('longwan')).ino).toBe(fs.statSync(en('goldcrown')).ino);
    const messages = JSON.parse(fs.readFileSync(en('goldcrown'), 'utf8')) as Record<string, string>;
    expect(messages['auth.login']).toBe('Log in');
    // Their .br and .gz are compressed once too, and linked beside each copy.
    for (const ext of ['.br', '.gz']) {
      expect(fs.statSync(en('longwan') + ext).ino).toBe(fs.statSync(en('goldcrown') + ext).ino);
    }
    const plain = fs.readFileSync(en('goldcrown'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${en('goldcrown')}.br`))).toEqual(plain);
    expect(zlib.gunzipSync(fs.readFileSync(`${en('goldcrown')}.gz`))).toEqual(plain);
    // A later build writes a new shared file: the tenants emitted before keep what they had.
    emitTenant(paths, goldcrown, { localeCache: new Map() });
    expect(fs.statSync(en('longwan')).ino).not.toBe(fs.statSync(en('goldcrown')).ino);
  });
});
