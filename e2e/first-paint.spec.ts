// First paint from the HTML: `lobby build` prerenders the app frame into index.html in
// the tenant's default language; the runtime hydrates it without a mismatch, and nothing on the
// home page moves when its data arrives (placeholders have the size of what replaces them).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

/** Errors React reports when the HTML and the first client render differ (#418, #419, #423, #425). */
const HYDRATION_ERROR = /hydrat|Minified React error #4(18|19|23|25)/i;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('without JavaScript the home page already shows the frame in the default language', async ({
  browser,
  tenant,
}, info) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: info.project.use.baseURL!,
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', tenant.languages.default);
  await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.themes.default);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('home-skeleton')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(1);
  // The words are the tenant's own language file's, not keys.
  const login = (await page.getByTestId('header-login').textContent()) ?? '';
  expect(login.trim()).not.toBe('');
  expect(login).not.toContain('auth.');
  await context.close();
});

/**
 * Opens `pathname` keeping the header element the HTML parser made (hydration adopts it, a fresh
 * render replaces it); once `ready` is visible, says whether the page still shows that element.
 */
async function openKeepingParsedHeader(page: Page, pathname: string, ready: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __parsedHeader?: Element };
    const seen = new MutationObserver(() => {
      const header = document.querySelector('#root .header');
      if (header) {
        w.__parsedHeader = header;
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(pathname);
  const html = await response!.text();
  // The header comes in the HTML itself, so the element kept is the parser's.
  expect(html).toContain('data-testid="header-login"');
  await expect(page.getByTestId(ready)).toBeVisible({ timeout: 30_000 });
  const adopted = await page.evaluate(() => {
    const w = window as unknown as { __parsedHeader?: Element };
    return w.__parsedHeader !== undefined && w.__parsedHeader === document.querySelector('.header');
  });
  return { html, adopted };
}

test(
  'the prerendered home hydrates without a mismatch and then works',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    const errors = collectErrors(page);
    const { adopted } = await openKeepingParsedHeader(page, '/', 'home');
    expect(
      adopted,
      'the header from the HTML is the one on the page (hydrated, not re-rendered)',
    ).toBe(true);
    await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  },
);

// A game list has a document of its own (its frame, its menu link marked): the browser adopts it
// rather than painting the home page's frame and then building the whole app again.
for (const width of [412, 1280]) {
  test(`the prerendered game list /rng hydrates without a mismatch (${width} px)`, async ({
    page,
    tenant,
  }) => {
    const rng = (tenant.games.categories as Partial<Record<string, string[]>>).RNG ?? [];
    test.skip(rng.length === 0, 'the tenant lists no RNG games');
    await page.setViewportSize({ width, height: 800 });
    const errors = collectErrors(page);
    const { html, adopted } = await openKeepingParsedHeader(page, '/rng', 'game-grid');
    expect(html).toContain('data-testid="page-placeholder"');
    expect(html).not.toContain('data-testid="home-skeleton"');
    expect(
      adopted,
      'the header from the HTML is the one on the page (hydrated, not re-rendered)',
    ).toBe(true);
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('menu-cat-RNG')).toHaveAttribute('aria-current', 'page');
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });
}

/** The sum of every layout shift (not caused by input) since the page started, as CLS counts. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

for (const width of [375, 1280]) {
  test(`nothing on the home page moves when its data arrives (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('home')).toBeVisible();
    // Every part within reach has its data: no placeholder left among the sections up to a
    // screen below the fold (the ones further down mount as the player scrolls to them).
    const placeholdersNear = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.game-row--placeholder')].filter(
            (el) => el.getBoundingClientRect().top < window.innerHeight * 2,
          ).length,
      );
    await expect.poll(placeholdersNear, { timeout: 30_000 }).toBe(0);
    await expect(page.locator('.home-banner--placeholder')).toHaveCount(0);
    await expect(page.locator('.marquee--placeholder')).toHaveCount(0);
    await expect(page.locator('.winners--pending')).toHaveCount(0);
    await expect(page.locator('[data-testid="hot-carousel"] img').first()).toBeVisible();
    // Lighthouse's "good" CLS is 0.1; the project's goal is 0.05 (bench/lighthouse.ts).
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    // Scrolled down a screen at a time, as a player reads on: each section has its games by the
    // time it is on screen, and nothing shifted on the way.
    const sections = page.locator('[data-testid^="home-section-"]');
    for (let i = 0; i < (await sections.count()); i++) {
      await sections.nth(i).scrollIntoViewIfNeeded();
      await expect(sections.nth(i).getByTestId('game-tile').first()).toBeVisible();
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
}

// The page names its JS modules in a `Link` header (cli/src/commands/start/page-links.ts), so a
// phone starts them with the response instead of after parsing the head. Each must be the very
// file the page then runs: a credentials mismatch would download it twice.
for (const pathname of ['/', '/rng']) {
  test(`the modules a page names in its Link header are each fetched once and used (${pathname})`, async ({
    page,
    tenant,
  }) => {
    const rng = (tenant.games.categories as Partial<Record<string, string[]>>).RNG ?? [];
    test.skip(pathname === '/rng' && rng.length === 0, 'the tenant lists no RNG games');
    const fetched = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js'))
        fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    const errors = collectErrors(page);
    const response = await page.goto(pathname);
    const link = response!.headers().link ?? '';
    const named = [...link.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((m) => m[1]!);
    expect(named.length, 'the page names its entry and first-screen modules').toBeGreaterThan(2);
    await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
    for (const file of named) expect(fetched.get(file), file).toBe(1);
    expect(errors.filter((e) => /preload/i.test(e))).toEqual([]);
  });
}
