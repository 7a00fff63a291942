// Game names keep their first letters in either direction: an Arabic name on an Arabic or an
// English page, an English name on an Arabic page. The tile cuts a long name once, at its end,
// in the name's own direction (the first letters are what a player recognises a game by).
// The game list is the server's, with Arabic names written into it as a platform sends them.
// LOBBY_SHOTS=<dir> saves the tiles.
import type { Page } from '@playwright/test';
import { appReady, expect, test } from './fixtures.ts';

/** Arabic game names of every length a catalogue has: short, 12 letters, and far longer. */
const ARABIC_NAMES = [
  'كنز',
  'حظ الفرعون',
  'تنين النمر الذهبي',
  'مغامرة الكنوز المفقودة في الصحراء',
  'ملك الأسود',
  'ثروة الإمبراطور العظيم',
];

/**
 * Every game the server lists (home rows, lists) reaches the page named in Arabic, the rest as it
 * was. The answer is rewritten in the page's own fetch, after the real server answered: a proxy in
 * the test process would race the page's navigations (an abandoned request's answer is disposed
 * under the handler) and the server's keep-alive timeouts.
 */
async function arabicGameNames(page: Page) {
  await page.addInitScript((names) => {
    let n = 0;
    const rename = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(rename);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.gameCode === 'string' && typeof o.displayName === 'string') {
          const name = names[n++ % names.length]!;
          for (const key of ['gameName', 'nodeName', 'displayName']) if (key in o) o[key] = name;
        }
        Object.values(o).forEach(rename);
      }
    };
    const serverFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await serverFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/lgw\/games\//.test(url) || !/json/.test(res.headers.get('content-type') ?? ''))
        return res;
      const body: unknown = await res.json();
      rename(body);
      return new Response(JSON.stringify(body), {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    };
  }, ARABIC_NAMES);
}

/**
 * The tiles whose name is cut at its start. A name too wide for its tile is cut where the tile's
 * text direction ends: a tile laid out in the page's direction, not the name's, puts the "…"
 * over the first letters (an Arabic name on an English page: "…النمر" instead of "تنين…").
 */
async function namesCutAtTheirStart(page: Page) {
  return page.getByTestId('game-name').evaluateAll((spans) =>
    spans.flatMap((span) => {
      const name = span.textContent ?? '';
      const firstLetter = /\p{L}/u.exec(name)?.[0] ?? '';
      const nameIsRtl = /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(firstLetter);
      const cut = span.scrollWidth > span.clientWidth;
      const laidOutRtl = getComputedStyle(span).direction === 'rtl';
      return cut && laidOutRtl !== nameIsRtl ? [name] : [];
    }),
  );
}

for (const { lang, names } of [
  { lang: 'ar', names: 'Arabic' },
  { lang: 'ar', names: 'English' },
  { lang: 'en', names: 'Arabic' },
] as const) {
  test(`${names} game names on an ${lang === 'ar' ? 'Arabic' : 'English'} page keep their first letters, at 375 and 1280 px`, async ({
    page,
    tenant,
  }) => {
    test.skip(!tenant.languages.available.includes(lang), `${tenant.code} has no ${lang}`);
    await page.addInitScript((l) => localStorage.setItem('lobby.lang', l), lang);
    if (names === 'Arabic') await arabicGameNames(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The home's rows have the narrowest tiles; the slots list the widest.
      for (const path of ['/', '/rng']) {
        await page.goto(path);
        await appReady(page);
        await expect(page.getByTestId('game-name').first()).toBeVisible({ timeout: 30_000 });
        if (names === 'Arabic')
          await expect(
            page
              .getByTestId('game-name')
              .filter({ hasText: /\p{Script=Arabic}/u })
              .first(),
          ).toBeVisible();
        expect(await namesCutAtTheirStart(page), `${path} at ${width} px`).toEqual([]);
        if (process.env.LOBBY_SHOTS)
          await page.screenshot({
            path: `${process.env.LOBBY_SHOTS}/${tenant.code}-${lang}-${names}-${width}${path.replace('/', '-')}.png`,
          });
      }
    }
  });
}
