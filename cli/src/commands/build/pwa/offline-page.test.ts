import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PublicManifest } from '#schemas/index.ts';
import { loadTenants } from '../../../lib/tenants.ts';
import { publicManifest } from '../tenant-html.ts';
import { offlinePageHtml, offlineWords } from './offline-page.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const [siam] = loadTenants({ root, tenantsDir: path.join(root, 'tenants') }, ['siam88']).map(
  publicManifest,
) as [PublicManifest];

const th = { 'offline.title': 'คุณออฟไลน์อยู่', 'offline.body': 'ตรวจสอบ', 'common.retry': 'ลองอีกครั้ง' };
const en = { 'offline.title': 'You are offline', 'offline.body': 'Check', 'common.retry': 'Retry' };

describe('the offline page', () => {
  it("is written in the tenant's default language, with every shipped language's words", () => {
    const words = offlineWords(
      new Map([
        ['th', th],
        ['en', en],
      ]),
      en,
    );
    const html = offlinePageHtml(siam, words);
    expect(html).toContain('<html lang="th" dir="ltr" data-theme="dark">');
    expect(html).toContain(`<h1 data-testid="offline-title">คุณออฟไลน์อยู่</h1>`);
    expect(html).toContain('ลองอีกครั้ง</button>');
    expect(html).toContain(`src="/${siam.branding.logo}"`);
    expect(html).toContain('Siam88');
    const config = JSON.parse(
      /<script id="offline-config" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { words: Record<string, { title: string }> };
    expect(config.words.en!.title).toBe('You are offline');
  });

  it('takes English for a key its language lacks', () => {
    const words = offlineWords(new Map([['th', { 'offline.title': 'คุณออฟไลน์อยู่' }]]), en);
    expect(words.th).toEqual({ title: 'คุณออฟไลน์อยู่', body: 'Check', retry: 'Retry' });
  });

  it('runs no inline script (the CSP allows the app shell’s hashes only): its script is a file', () => {
    const html = offlinePageHtml(siam, offlineWords(new Map([['en', en]]), en));
    const inline = [...html.matchAll(/<script\b([^>]*)>[^<]/g)].map((m) => m[1]!.trim());
    // The words travel as data, which the browser never runs.
    expect(inline).toEqual(['id="offline-config" type="application/json"']);
    expect(html).toContain('<script src="/offline.js"></script>');
  });
});
