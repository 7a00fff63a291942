// Each brand's site installs as its own app: a valid manifest with its name, colours and icons,
// a service worker that takes the page, the branded offline page in the player's language when
// the network is gone, and API answers that never come from a cache.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { appReady, expect, test } from './fixtures.ts';
import { defaultTheme } from '#schemas/theme-derive.ts';

// The worker registers once the page is idle and then downloads the shell before it takes the
// page: on a loaded machine that alone took up to 20 s of a test.
test.describe.configure({ timeout: 90_000 });

const locales = path.resolve(import.meta.dirname, '../runtime/locales');
const words = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${lang}.json`), 'utf8')) as Record<string, string>;

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A file of the site, fetched by the page (the test runner cannot resolve *.localhost). */
async function fetchBytes(page: Page, url: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (u) => {
    const res = await fetch(u);
    if (!res.ok) throw new Error(`${u}: ${res.status}`);
    return [...new Uint8Array(await res.arrayBuffer())];
  }, url);
  return Buffer.from(bytes);
}

/** Until the service worker has activated and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      timeout: 30_000,
    },
  );
}

test('the manifest is valid, installable and branded', async ({ page, tenant }) => {
  await page.goto('/');
  await appReady(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(
    (url) => fetch(url).then((r) => r.json() as Promise<Manifest>),
    href!,
  );
  const theme = defaultTheme(tenant.themes);
  expect(manifest).toMatchObject({
    name: tenant.displayName,
    lang: tenant.languages.default,
    start_url: '/',
    display: 'standalone',
    theme_color: theme.background,
    background_color: theme.background,
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    theme.background,
  );
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const png = PNG.sync.read(await fetchBytes(page, icon.src));
    expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    // The field of the icon is the brand's primary colour.
    expect([...png.data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')).toBe(
      theme.primary.slice(1).toLowerCase(),
    );
  }
  expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');
  // Chromium's own verdict on the manifest and the page: nothing stands in the way of installing.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  await controlled(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
});

test('offline, a reload shows the branded offline page in the default language, then in the one picked', async ({
  page,
  context,
  tenant,
}) => {
  await page.goto('/');
  await appReady(page);
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  const lang = tenant.languages.default;
  const offline = page.getByTestId('offline-page');
  await expect(offline).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('offline-title')).toHaveText(words(lang)['offline.title']!);
  await expect(page.getByTestId('offline-retry')).toHaveText(words(lang)['common.retry']!);
  await expect(page.getByTestId('offline-brand')).toHaveText(tenant.displayName);
  const logo = offline.locator('img');
  await expect(logo).toHaveAttribute('src', `/${tenant.branding.logo}`);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  fs.mkdirSync('/tmp/shots-pwa', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-pwa/offline-${tenant.code}-${lang}.png` });

  // A player who picked another language reads the page in it.
  const other = tenant.languages.available.find((l) => l !== lang)!;
  await page.evaluate((l) => localStorage.setItem('lobby.lang', l), other);
  await page.reload();
  await expect(page.getByTestId('offline-title')).toHaveText(words(other)['offline.title']!);
  await expect(page.locator('html')).toHaveAttribute('lang', other);

  // Retry tries again: still offline, it loads the offline page afresh.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-before-retry', ''));
  await page.getByTestId('offline-retry').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-e2e-before-retry');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  // The page is served in the default language and offline.js puts it in the picked one, wiring
  // Retry and the `online` listener in the same run: going online before that would go unheard.
  await expect(page.getByTestId('offline-title')).toHaveText(words(other)['offline.title']!);
  // Back online, the page reloads by itself (its `online` listener): the site is back.
  await context.setOffline(false);
  await expect(page.getByTestId('home')).toBeVisible();
});

test('API answers never come from the cache', async ({ page, context }) => {
  await page.goto('/');
  await appReady(page);
  await controlled(page);
  const answer = page.waitForResponse((r) => r.url().includes('/wps/'));
  await page.evaluate(() => fetch('/wps/announcements/popup'));
  expect((await answer).fromServiceWorker()).toBe(false);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.filter((p) => /^\/(wps|lgw|lotto|tools|__test|demo-game)(\/|$)/.test(p))).toEqual(
    [],
  );
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/wps/announcements/popup').then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(offline).toBe('failed');
});

/** Opens the side menu's app section (the menu first, where the layout folds it away). */
async function openAppSection(page: Page) {
  const menu = page.getByTestId('side-menu');
  if (!(await menu.isVisible())) await page.getByTestId('menu-toggle').click();
  const summary = page.getByTestId('menu-app-download');
  const install = page.getByTestId('app-install');
  // On the loaded machine a click in the page's first seconds once left the section closed:
  // the section is clicked again until it is open (a click on an open one would close it).
  await expect(async () => {
    const open = await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
    if (!open) await summary.click();
    await expect(install).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return install;
}

test('the side menu offers the app: the QR code of the site itself and the iPhone steps', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  await appReady(page);
  const install = await openAppSection(page);
  await expect(install.locator('.side__qr img').first()).toBeVisible();
  await expect(install.getByRole('img', { name: tenant.displayName })).toBeVisible();
  const steps = install.getByTestId('ios-steps').locator('li');
  await expect(steps).toHaveText(
    [1, 2, 3].map((n) => words(tenant.languages.default)[`install.iosStep${n}`]!),
  );
  await install.screenshot({ path: `/tmp/shots-pwa/install-${tenant.code}.png` });
});

/**
 * Chromium's install offer as the browser fires it (a headless browser never does): cancelable,
 * with `prompt()` that shows its dialog once and the player's answer in `userChoice`. Each call
 * of `prompt()` is counted on `window.__e2ePrompted`.
 */
async function offerInstall(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __e2ePrompted?: number };
    w.__e2ePrompted ??= 0;
    const choice = { outcome: 'accepted', platform: 'web' };
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      platforms: ['web'],
      userChoice: Promise.resolve(choice),
      prompt: () => {
        w.__e2ePrompted! += 1;
        return Promise.resolve(choice);
      },
    });
    window.dispatchEvent(offer);
    // The site takes the offer for its own button: the browser's own bar stays away.
    return offer.defaultPrevented;
  });
}

const prompted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2ePrompted?: number }).__e2ePrompted ?? 0);

test('where the browser offers to install, the side menu’s Install app prompts it, once, and goes once installed', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  await appReady(page);
  // The offer comes while the app section is closed: the page keeps it until the player looks.
  expect(await offerInstall(page)).toBe(true);
  const install = await openAppSection(page);
  const button = install.getByTestId('install-app');
  const lang = tenant.languages.default;
  await expect(button).toHaveText(words(lang)['nav.installApp']!);
  // An iPhone never offers: its steps stay beside the button.
  await expect(install.getByTestId('ios-steps').locator('li')).toHaveCount(3);
  fs.mkdirSync('/tmp/shots-pwa', { recursive: true });
  await install.screenshot({ path: `/tmp/shots-pwa/install-prompt-${tenant.code}-${lang}.png` });

  await button.click();
  expect(await prompted(page)).toBe(1);
  // An offer shows once: the button goes with it.
  await expect(button).toHaveCount(0);

  // The player declined, and the browser offers again while the section is open.
  await offerInstall(page);
  await expect(button).toBeVisible();
  // Installed (from the browser's own menu, say): nothing is left to offer.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(button).toHaveCount(0);
  expect(await prompted(page)).toBe(1);
});
