import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { PublicManifest } from '#schemas/index.ts';
import { loadTenants } from '../../../lib/tenants.ts';
import { publicManifest } from '../tenant-html.ts';
import { OFFLINE_RETRY, OFFLINE_SCRIPT, offlinePageHtml, offlineWords } from './offline-page.ts';

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

/** Runs offline.js on the page as a browser would, with a clock and storage kept across visits. */
function visitor(html: string) {
  const config = /<script id="offline-config" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  )![1]!;
  const session = new Map<string, string>();
  let now = 1_000_000;
  let reloads = 0;
  const visit = (onLine: boolean) => {
    const timers: { ms: number; run: () => void }[] = [];
    const element = () => ({ textContent: config, addEventListener: () => undefined });
    const storage = (map: Map<string, string>) => ({
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    });
    vm.runInNewContext(OFFLINE_SCRIPT, {
      document: {
        documentElement: { setAttribute: () => undefined },
        getElementById: element,
        querySelector: element,
      },
      window: { addEventListener: () => undefined },
      localStorage: storage(new Map()),
      sessionStorage: storage(session),
      navigator: { onLine },
      location: { reload: () => void reloads++ },
      setTimeout: (run: () => void, ms: number) => void timers.push({ run, ms }),
      Date: { now: () => now },
      JSON,
      Math,
    });
    return {
      timers,
      /** Lets the clock run to the page's retry, if it planned one. */
      wait() {
        const [t] = timers;
        if (!t) return false;
        now += t.ms;
        t.run();
        return true;
      },
    };
  };
  return {
    visit,
    later: (ms: number) => void (now += ms),
    reloads: () => reloads,
  };
}

describe('offline.js', () => {
  const html = offlinePageHtml(siam, offlineWords(new Map([['en', en]]), en));

  it('online but unanswered, tries again by itself, each time twice as late, up to the cap', () => {
    const v = visitor(html);
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const page = v.visit(true);
      delays.push(page.timers[0]!.ms);
      page.wait();
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(v.reloads()).toBe(6);
  });

  it('a visit long after the last try starts again at the first delay', () => {
    const v = visitor(html);
    v.visit(true).wait();
    v.visit(true).wait();
    v.later(OFFLINE_RETRY.forgetMs + 1);
    expect(v.visit(true).timers[0]!.ms).toBe(OFFLINE_RETRY.firstMs);
  });

  it('offline, it waits for the network (its online listener) and does not reload in a loop', () => {
    const v = visitor(html);
    expect(v.visit(false).wait()).toBe(false);
    expect(v.reloads()).toBe(0);
  });
});
