// `npm run bench:first-tap`: the phone player's first tap on "Log in". For each tenant (or
// BENCH_TENANT), RUNS fresh visits on the phone model (375 px, CPU 4x slower, slow 4G: 150 ms
// round trip, 1.6 Mbit/s down) tap the header's Log in the moment it is painted, and print when it
// was painted, when the page was ready (hydrated) and when the popup opened, from navigation
// start. A tap that does not open the popup within GIVE_UP_MS counts as lost.
// Run it on an idle machine, with a built tree (`npm run build`): it serves dist/ as it is.
import { benchBrowser, benchServer } from './harness.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const GIVE_UP_MS = 20_000;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const server = await benchServer({ log: () => undefined });
const browser = await benchBrowser();
const since = () =>
  performance.now() - (performance.getEntriesByType('navigation')[0]?.startTime ?? 0);
let lost = 0;
try {
  const codes = process.env.BENCH_TENANT ? [process.env.BENCH_TENANT] : server.codes;
  for (const code of codes) {
    const rows: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // tsx keeps function names with a __name helper the page does not have.
      await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      await page.addInitScript(() => {
        localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(`http://${code}.localhost:${server.port}/`, { waitUntil: 'commit' });
      const button = page.getByTestId('header-login');
      await button.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
      const painted = await page.evaluate(since);
      await button.tap({ timeout: GIVE_UP_MS });
      let opened: number | null = null;
      try {
        await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: GIVE_UP_MS });
        opened = await page.evaluate(since);
      } catch {
        lost++;
      }
      const ready = await page.evaluate(() =>
        document.documentElement.hasAttribute('data-ready') ? 'ready' : 'not ready',
      );
      rows.push(
        `  run ${String(run).padStart(2)}: painted ${(painted / 1000).toFixed(2)} s, ` +
          (opened === null
            ? `popup never opened (${ready})`
            : `popup open ${(opened / 1000).toFixed(2)} s`),
      );
      await context.close();
    }
    const openedRuns = rows.filter((r) => r.includes('popup open')).length;
    console.log(`${code}: the first tap opened the popup in ${openedRuns} of ${RUNS} runs`);
    for (const r of rows) console.log(r);
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = lost > 0 ? 1 : 0;
