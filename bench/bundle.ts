// npm run bench:bundle — builds, serves the tenants (the `lobby start` path, in memory), loads
// each home page as a visitor in headless Chromium and prints the gzipped JS and CSS the page
// actually loaded. Budget: 170 KB of JS (gzip) on first load.
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../cli/src/commands/start/index.ts';

const BUDGET_JS_KB = 170;
const root = path.resolve(import.meta.dirname, '..');
const server = await startServer({
  root,
  tenantsDir: path.join(root, 'tenants'),
  port: 0,
  host: '127.0.0.1',
  mode: 'test',
  dataDir: null,
  log: (l) => console.log(l),
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
let worst = 0;
try {
  console.log('\ntenant        JS files  JS gzip KB  CSS gzip KB');
  for (const code of server.codes) {
    const page = await browser.newPage();
    const sizes = { js: 0, css: 0, jsFiles: 0 };
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      if (type === 'script') {
        sizes.js += gz;
        sizes.jsFiles++;
      } else sizes.css += gz;
    });
    await page.addInitScript(() =>
      localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10)),
    );
    await page.goto(`http://${code}.localhost:${server.port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await page.close();
    const jsKb = sizes.js / 1024;
    worst = Math.max(worst, jsKb);
    console.log(
      `${code.padEnd(14)}${String(sizes.jsFiles).padStart(8)}${jsKb.toFixed(1).padStart(12)}${(sizes.css / 1024).toFixed(1).padStart(13)}`,
    );
  }
  console.log(
    `\nbudget: ${BUDGET_JS_KB} KB JS gzip; worst tenant ${worst.toFixed(1)} KB -> ${worst <= BUDGET_JS_KB ? 'OK' : 'OVER BUDGET'}`,
  );
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = worst <= BUDGET_JS_KB ? 0 : 1;
