// `npm run bench:list`: the RNG game list with the tenant's whole catalogue in headless Chromium.
// Builds when stale and starts the real server (test mode, ephemeral loopback port, throwaway
// data dir), opens /rng of the tenant with the largest RNG list (BENCH_TENANT to pick another)
// as a visitor, and prints:
//   - time to first tiles (navigation start -> first tile in the DOM)
//   - mounted tiles: the most tile elements in the DOM at once while scrolling to the end
//   - long tasks > 50 ms (PerformanceObserver 'longtask') while scrolling through every game
//   - keyword search over all of them: input -> results shown, typed a key at a time and pasted
//     whole (the page answers from its game index), the index's size and when it arrived, and
//     the server's round trip for the same search (what answers before the index is there)
// Run it under the e2e lock (it may write dist/): flock /tmp/lobby-e2e.lock npm run bench:list
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../cli/src/commands/start/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEADLINE_MS = 110_000;
const started = Date.now();
const left = () => DEADLINE_MS - (Date.now() - started);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-list-'));
const server = await startServer({
  root,
  tenantsDir: path.join(root, 'tenants'),
  port: 0,
  host: '127.0.0.1',
  mode: 'test',
  dataDir,
  log: () => undefined,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP *.localhost 127.0.0.1`],
});

try {
  // The tenant with the most RNG games, unless one is asked for.
  // tsx keeps function names with a __name helper the page does not have.
  const shim = { content: 'globalThis.__name = (f) => f;' };
  const probe = await browser.newPage();
  await probe.addInitScript(shim);
  let tenant = process.env.BENCH_TENANT ?? '';
  let total = 0;
  for (const code of tenant ? [tenant] : server.codes) {
    await probe.goto(`http://${code}.localhost:${server.port}/`);
    const n = await probe.evaluate(async () => {
      const t = JSON.parse(document.getElementById('lobby-tenant')!.textContent!) as {
        merchantCode: string;
      };
      const r = await fetch('/lgw/games/list?gameType=RNG&filter=ALL&pageNo=1&pageSize=1', {
        headers: { Merchant: t.merchantCode },
      });
      return ((await r.json()) as { value: { total: number } }).value.total;
    });
    if (n > total) [tenant, total] = [code, n];
  }
  await probe.close();
  const origin = `http://${tenant}.localhost:${server.port}`;

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(shim);
  await page.addInitScript(() => {
    localStorage.setItem('lobby.popupHiddenDay', new Date().toISOString().slice(0, 10));
    const w = window as unknown as { __longTasks: number[]; __scrolling: boolean };
    w.__longTasks = [];
    w.__scrolling = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (w.__scrolling && e.duration > 50) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${origin}/rng`);
  await page.locator('[data-testid="game-tile"]').first().waitFor({ timeout: left() });
  const firstTiles = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return performance.now() - (nav?.startTime ?? 0);
  });

  // Scroll to the end: one page of 20 at a time, as a player would.
  const scroll = await page.evaluate(
    async ({ total, budgetMs }) => {
      const w = window as unknown as { __longTasks: number[]; __scrolling: boolean };
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const lastIndex = () => {
        const cells = document.querySelectorAll('.vgrid__cell');
        return Number(cells[cells.length - 1]?.getAttribute('data-index') ?? -1);
      };
      const t0 = performance.now();
      let maxMounted = 0;
      w.__scrolling = true;
      while (lastIndex() < total - 1 && performance.now() - t0 < budgetMs) {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await frame();
        maxMounted = Math.max(
          maxMounted,
          document.querySelectorAll('[data-testid="game-tile"]').length,
        );
      }
      w.__scrolling = false;
      return {
        reached: lastIndex() + 1,
        maxMounted,
        ms: performance.now() - t0,
        longTasks: w.__longTasks.slice(),
      };
    },
    { total, budgetMs: Math.max(10_000, left() - 20_000) },
  );

  // Keyword search over the whole catalogue: the name of a game near the end of the list.
  const keyword = (
    await page
      .locator(`.vgrid__cell[data-index="${scroll.reached - 1}"] [data-testid="game-name"]`)
      .innerText()
  )
    .replace(/…$/, '')
    .slice(0, 8)
    .trim();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Typed a letter at a time, then pasted whole; each step waits for the count and the first tile
  // the server gives for that keyword, so a fast wrong answer cannot pass.
  const searched = await page.evaluate(async (keyword) => {
    const t = JSON.parse(document.getElementById('lobby-tenant')!.textContent!) as {
      merchantCode: string;
    };
    const ask = async (k: string) => {
      const q = `/lgw/games/list?gameType=RNG&filter=ALL&keyword=${encodeURIComponent(k)}&pageNo=1&pageSize=20`;
      const t0 = performance.now();
      const r = (await (await fetch(q, { headers: { Merchant: t.merchantCode } })).json()) as {
        value: { total: number; list: { gameCode: string }[] };
      };
      return { total: r.value.total, first: r.value.list[0]?.gameCode, ms: performance.now() - t0 };
    };
    const input = document.querySelector<HTMLInputElement>('[data-testid="game-search"]')!;
    const count = document.querySelector('[data-testid="game-count"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const search = async (k: string, expected: { total: number; first: string | undefined }) => {
      const shown = () =>
        (count.textContent ?? '').replace(/[^\d]/g, '') === String(expected.total) &&
        document.querySelector('[data-testid="game-tile"]')?.getAttribute('data-game-code') ===
          expected.first;
      const t0 = performance.now();
      setValue.call(input, k);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => {
        const check = () => (shown() ? resolve() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - t0;
    };
    const typing: number[] = [];
    for (let n = 1; n <= keyword.length; n++) {
      const prefix = keyword.slice(0, n);
      typing.push(await search(prefix, await ask(prefix)));
    }
    const whole = await ask(keyword);
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 500));
    const pasted = await search(keyword, whole);
    const index = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/lgw/games/index')) as PerformanceResourceTiming | undefined;
    return {
      expected: whole.total,
      serverMs: whole.ms,
      pasted,
      typing,
      index: index
        ? {
            readyAt: index.responseEnd,
            kb: (index.encodedBodySize || index.decodedBodySize) / 1024,
          }
        : null,
    };
  }, keyword);
  const worst = scroll.longTasks.length ? Math.max(...scroll.longTasks) : 0;
  const lines = [
    `bench:list — ${tenant} /rng, ${total} RNG games, Chromium headless, 1440x900, visitor`,
    `time to first tiles:        ${firstTiles.toFixed(0)} ms`,
    `scrolled to game:           ${scroll.reached} of ${total} in ${(scroll.ms / 1000).toFixed(1)} s (${Math.ceil(scroll.reached / 20)} pages of 20)`,
    `mounted tiles (max):        ${scroll.maxMounted} (target <= 200)`,
    `long tasks > 50 ms:         ${scroll.longTasks.length}${scroll.longTasks.length ? ` (worst ${worst.toFixed(0)} ms)` : ''} (target none)`,
    `search "${keyword}" (${searched.expected} results over all ${total}), answered in the page:`,
    `  pasted -> results shown:  ${searched.pasted.toFixed(0)} ms (target < 50 ms)`,
    `  typed, per key:           ${searched.typing.map((ms) => ms.toFixed(0)).join(', ')} ms (worst ${Math.max(...searched.typing).toFixed(0)})`,
    `  game index:               ${searched.index ? `${searched.index.kb.toFixed(0)} KB, loaded ${searched.index.readyAt.toFixed(0)} ms after navigation (in the background)` : 'not loaded'}`,
    `  server round trip (fallback while the index loads): ${searched.serverMs.toFixed(0)} ms`,
    `run time:                   ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ];
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
