// `lobby build`'s prerender step: the tenant's index.html carries the rendered frame in #root,
// marked with its language and theme, and a render that throws stops the build with the tenant
// named and nothing of its folder written.
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
import type { RenderShell } from './prerender.ts';
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
    });
    expect(html).toContain(`<html lang="zh" dir="ltr" data-theme="${longwan.themes.default}">`);
    // `$&` and `$1` stay as written (never read as replacement patterns).
    expect(html).toContain(
      '<div id="root" data-prerendered="zh"><div class="app">登录 $& $1</div></div>',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves #root empty without a renderer (lobby dev)', () => {
    expect(renderTenantHtml(TEMPLATE, longwan)).toContain('<div id="root"></div>');
  });

  it('emits the rendered frame with the default language messages', () => {
    let seen: { lang: string; login: string | undefined } | undefined;
    const render: RenderShell = ({ manifest, messages }) => {
      seen = { lang: manifest.languages.default, login: messages['auth.login'] };
      return { head: '', html: '<div class="app">frame</div>' };
    };
    emitTenant({ root, tenantsDir: path.join(repoRoot, 'tenants') }, longwan, { render });
    expect(seen).toEqual({ lang: 'zh', login: '登录' });
    const html = fs.readFileSync(path.join(distDir(root), 'longwan', 'index.html'), 'utf8');
    expect(html).toContain(
      '<div id="root" data-prerendered="zh"><div class="app">frame</div></div>',
    );
    expect(html).not.toContain('"security"');
  });

  it('stops the build with the tenant named when the render throws, writing nothing', () => {
    const render: RenderShell = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'sections')");
    };
    const emit = () =>
      emitTenant({ root, tenantsDir: path.join(repoRoot, 'tenants') }, longwan, { render });
    expect(emit).toThrow(CliError);
    expect(emit).toThrow(/could not prerender the home page of longwan: Cannot read properties/);
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
