// npm run bench:bundle — builds, serves the tenants (the `lobby start` path, in memory), loads
// each home page in headless Chromium as two visitors and prints the gzipped JS, CSS and HTML each
// page loaded (the entry's CSS is inline in the HTML, runtime/build/inline-entry-css.ts; the CSS
// column counts the stylesheets loaded beside it):
//   - first visit: nothing stored, so the startup popup opens (its chunk counts);
//   - returning visit: the popup was dismissed today (lobby.popupHiddenDay), as a regular sees it.
// A visit counts everything its page fetched until it is quiet: loaded, the popup on screen (first
// visit), its main thread idle once (the app has run: a chunk asked for at an idle moment is
// asked for by then) and no script or stylesheet fetched for QUIET_MS since, none in flight. A
// player who opens the page and reads it downloads that much, on a fast machine or a slow one:
// the count does not stop at a moment a busy machine reaches later (a chunk fetched after it would
// count on some runs only).
// Budget: 150 KB of JS (gzip) on both; exits 1 over budget. BENCH_BUNDLE_FILES=1 lists each
// script of the first visit with its gzip size (what to split next).
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { benchBrowser, benchServer } from './harness.ts';

const BUDGET_JS_KB = 150;

interface Sizes {
  js: number;
  css: number;
  html: number;
  jsFiles: number;
  popup: boolean;
}

/** How long a first visit may take to show the startup popup before it counts as having none. */
const POPUP_WAIT_MS = 20_000;
/** How long a page must fetch no script or stylesheet, none in flight, to count as quiet. */
const QUIET_MS = 5_000;
const QUIET_LIMIT_MS = 60_000;
const LIST_FILES = process.env.BENCH_BUNDLE_FILES === '1';
const COUNTED = new Set(['script', 'stylesheet', 'document']);

async function measure(browser: Browser, url: string, returning: boolean): Promise<Sizes> {
  const page = await browser.newPage();
  const sizes: Sizes = { js: 0, css: 0, html: 0, jsFiles: 0, popup: false };
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let requests = 0;
  let lastActivity = performance.now();
  const settled = () => {
    inFlight--;
    lastActivity = performance.now();
  };
  page.on('request', (req) => {
    if (!COUNTED.has(req.resourceType())) return;
    inFlight++;
    requests++;
    lastActivity = performance.now();
  });
  page.on('requestfailed', (req) => COUNTED.has(req.resourceType()) && settled());
  page.on('requestfinished', (req) => COUNTED.has(req.resourceType()) && settled());
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (!COUNTED.has(type)) return;
    pending.push(
      res
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          const gz = zlib.gzipSync(body, { level: 9 }).length;
          if (type === 'script') {
            if (LIST_FILES && !returning)
              console.log(
                `  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${new URL(res.url()).pathname}`,
              );
            sizes.js += gz;
            sizes.jsFiles++;
          } else if (type === 'document') sizes.html += gz;
          else sizes.css += gz;
        }),
    );
  });
  if (returning) {
    await page.addInitScript(() =>
      localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10)),
    );
  }
  await page.goto(url);
  await page.getByTestId('home').waitFor();
  // A first visit is only measured once the popup is on screen (its chunk is part of the cost).
  if (!returning) {
    sizes.popup = await page
      .getByRole('dialog')
      .first()
      .waitFor({ timeout: POPUP_WAIT_MS })
      .then(() => true)
      .catch(() => false);
  }
  await page.waitForLoadState('load');
  const started = performance.now();
  const quiet = async () => {
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
      if (performance.now() - started > QUIET_LIMIT_MS)
        throw new Error(`${url}: still fetching scripts after ${QUIET_LIMIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  for (;;) {
    await quiet();
    const seen = requests;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    await quiet();
    if (requests === seen) break;
  }
  await Promise.all(pending);
  await page.close();
  return sizes;
}

const server = await benchServer();
const browser = await benchBrowser();
let worst = 0;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
try {
  console.log(
    '\ntenant        first visit (popup): JS files  JS gzip KB  CSS gzip KB  HTML gzip KB | returning: JS files  JS gzip KB  CSS gzip KB  HTML gzip KB',
  );
  for (const code of server.codes) {
    const url = `http://${code}.localhost:${server.port}/`;
    const first = await measure(browser, url, false);
    const returning = await measure(browser, url, true);
    worst = Math.max(worst, first.js / 1024, returning.js / 1024);
    console.log(
      `${code.padEnd(14)}${(first.popup ? 'yes' : 'no').padStart(19)}${String(first.jsFiles).padStart(10)}${kb(first.js).padStart(12)}${kb(first.css).padStart(13)}${kb(first.html).padStart(14)} |${String(returning.jsFiles).padStart(20)}${kb(returning.js).padStart(12)}${kb(returning.css).padStart(13)}${kb(returning.html).padStart(14)}`,
    );
  }
  console.log(
    `\nbudget: ${BUDGET_JS_KB} KB JS gzip on each visit; worst ${worst.toFixed(1)} KB -> ${worst <= BUDGET_JS_KB ? 'OK' : 'OVER BUDGET'}`,
  );
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = worst <= BUDGET_JS_KB ? 0 : 1;
