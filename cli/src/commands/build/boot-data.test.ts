import crypto from 'node:crypto';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadValidManifests } from '../../../../schemas/manifests.ts';
import { inlineScriptHashes } from '../../../../mock-server/src/security/headers.ts';
import { repoRoot } from '../../context.ts';
import { bootDataScript } from './boot-data.ts';
import { renderTenantHtml } from './tenant-html.ts';

const manifest = loadValidManifests(path.join(repoRoot, 'tenants')).find(
  (m) => m.code === 'goldcrown',
)!;

interface Started {
  url: string;
  headers: Record<string, string>;
}

/** Runs the head script as a browser would, recording the fetches it starts. */
function run(opts: { lang: string; pathname: string; search?: string; token?: string }) {
  const started: Started[] = [];
  const window: Record<string, unknown> = {};
  const sandbox = {
    window,
    document: { documentElement: { lang: opts.lang } },
    location: { pathname: opts.pathname, search: opts.search ?? '' },
    sessionStorage: { getItem: (k: string) => (k === 'token' ? (opts.token ?? null) : null) },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      started.push({ url, headers: init.headers });
      return Promise.resolve({ status: 200, text: () => Promise.resolve('{}') });
    },
    Date,
  };
  vm.runInNewContext(bootDataScript(manifest), sandbox);
  return { started, boot: window.__lobbyBoot as { lang: string; calls: Record<string, unknown> } };
}

describe('the boot data head script', () => {
  it('starts status, the fallback locale and the home data with the API client’s headers', () => {
    const { started, boot } = run({ lang: 'ar', pathname: '/' });
    const urls = started.map((s) => s.url);
    expect(urls).toContain('/locales/en.json');
    expect(urls).toContain('/wps/system/status');
    expect(urls).toContain('/wps/banners?groupName=w_home');
    expect(urls.some((u) => u.startsWith('/lgw/games/list?gameType='))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const status = started.find((s) => s.url === '/wps/system/status')!;
    expect(status.headers).toMatchObject({
      Accept: 'application/json',
      Merchant: manifest.merchantCode,
      Language: 'ar',
      Device: 'web',
      'X-Gateway-Version': '3',
    });
    expect(boot.lang).toBe('ar');
    expect(Object.keys(boot.calls).sort()).toEqual([...urls].sort());
  });

  it('starts only status on another page, and no fallback when the page is in English', () => {
    const { started } = run({ lang: 'en', pathname: '/rng' });
    expect(started.map((s) => s.url)).toEqual(['/wps/system/status']);
  });

  it('starts no API call for a visitor with a session (their calls are signed)', () => {
    expect(run({ lang: 'en', pathname: '/', token: 'abc' }).started).toEqual([]);
    expect(run({ lang: 'en', pathname: '/', search: '?token=abc' }).started).toEqual([]);
  });

  it('is in the page, allowed by the CSP by its hash', () => {
    const html = renderTenantHtml(
      '<!doctype html><html lang="en"><head><!--lobby:head--></head><body></body></html>',
      manifest,
    );
    const script = bootDataScript(manifest);
    expect(html).toContain(`<script>${script}</script>`);
    const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toContain(hash);
  });
});
