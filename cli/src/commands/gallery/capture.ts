// How a served site is shot: a headless Chromium (playwright-core drives the system's browser, no
// download), a visitor's context with the startup popups already hidden for today, and a page
// shot only once it has settled. The gallery and the studio's Publish shoot the same way, so a
// publish's before and after look as the gallery would show them.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Where Debian puts Chromium: the browser `lobby gallery` and the studio drive unless told. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

/** A visitor's context: this theme remembered (none: the brand's default) and no startup popup. */
export async function visitorContext(
  browser: Browser,
  viewport: { width: number; height: number },
  theme?: 'light' | 'dark',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    ...(theme ? { colorScheme: theme } : {}),
    reducedMotion: 'reduce',
  });
  // The theme the runtime remembers, and startup popups hidden "for today" (e2e/fixtures.ts).
  await context.addInitScript((t: string | null) => {
    if (t) localStorage.setItem('lobby.theme', t);
    localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
  }, theme ?? null);
  return context;
}

/** Opens `url` and waits until what a visitor sees has stopped arriving. */
export async function openSettled(page: Page, url: string, ready?: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  if (ready) await page.locator(ready).first().waitFor({ state: 'visible', timeout: 10_000 });
  // Sections still loading show a spinner (role=status) until their data is in.
  await page
    .waitForFunction(() => !document.querySelector('.spinner'), undefined, { timeout: 8_000 })
    .catch(() => undefined);
  // Fonts, and every image in view loaded and decoded (game icons arrive after the list that
  // names them), then one frame painted with them. A failed image counts as done: it will not
  // arrive. (The page functions are written inline: a named helper would not exist in the page.)
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(
      () =>
        [...document.images].every((img) => {
          // An image still loading may have no size yet: place, not size, says if it is in view.
          const r = img.getBoundingClientRect();
          const inView =
            img.getClientRects().length > 0 &&
            r.bottom > 0 &&
            r.right > 0 &&
            r.top < innerHeight &&
            r.left < innerWidth;
          return !inView || img.complete;
        }),
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) =>
        img.complete && img.naturalWidth > 0 ? img.decode().catch(() => undefined) : undefined,
      ),
    ).then(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    ),
  );
}
