// `npm run bench:studio`: the studio's fleet view with a fleet of a hundred brands and more. A temp
// copy of the repository with the example brands plus t001..tNNN (`lobby new --yes`,
// BENCH_STUDIO_COUNT, default 100; t100 given a broken colour so one row is invalid), one
// `lobby studio` on it, and headless Chromium opening the fleet view:
//   - the fleet call alone: the first (every manifest checked by `lobby validate`'s validator, at
//     the studio's start) and the next ones (nothing changed: a stat per file)
//   - open: from navigation to every row painted, cold (first visit) and warm (reloads), median
//   - filter: from a query typed to the filtered rows painted, per query, in the page itself
// Nothing is written into the repository.
import fs from 'node:fs';
import path from 'node:path';
import { runtimeBuildDir } from '../cli/src/commands/build/paths.ts';
import {
  DEFAULT_CHROMIUM,
  launchChromium,
  visitorContext,
} from '../cli/src/commands/gallery/capture.ts';
import { fleetRows } from '../cli/src/commands/studio/fleet.ts';
import { startStudio } from '../cli/src/commands/studio/index.ts';
import { fleetCopy, repo } from './fleet-copy.ts';

const COUNT = Number(process.env.BENCH_STUDIO_COUNT ?? 100);
const OPENS = Number(process.env.BENCH_STUDIO_OPENS ?? 5);
// Each narrows the list (a query that matches every brand changes nothing to time).
const QUERIES = ['t05', 't1', 'siam', 'gold crown', 'zzz'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

console.log(`bench:studio: ${COUNT} generated brands plus the examples…`);
const fleet = await fleetCopy(COUNT, 'lobby-bench-studio-');
const tenantsDir = path.join(fleet.root, 'tenants');
const broken = path.join(tenantsDir, fleet.codes.at(-1)!, 'tenant.json');
fs.writeFileSync(
  broken,
  fs.readFileSync(broken, 'utf8').replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#2f80e"'),
);
// The runtime and studio builds of this checkout, shared: the bench times the fleet, not Vite.
for (const built of [runtimeBuildDir(repo), path.join(repo, 'dist', '.studio')])
  if (fs.existsSync(built))
    fs.cpSync(built, path.join(fleet.root, path.relative(repo, built)), { recursive: true });
const total = fs.readdirSync(tenantsDir).length;
console.log(`  ${total} brands made in ${(fleet.createdMs / 1000).toFixed(1)} s`);

const checkStarted = performance.now();
fleetRows(tenantsDir, fleet.root);
const checkMs = performance.now() - checkStarted;
const studio = await startStudio({ root: fleet.root, tenantsDir, port: 0, log: console.log });
const browser = await launchChromium(process.env.CHROMIUM ?? DEFAULT_CHROMIUM);
try {
  const calls: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    const started = performance.now();
    const res = await fetch(`${studio.origin}/api/fleet`);
    const rows = (await res.json()) as unknown[];
    calls.push(performance.now() - started);
    if (rows.length !== total) throw new Error(`the fleet call gave ${rows.length} of ${total}`);
  }

  const context = await visitorContext(browser, { width: 1280, height: 900 });
  const page = await context.newPage();
  const countText = `${total} brands`;
  const open = async () => {
    const started = performance.now();
    await page.goto(`${studio.origin}/`, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: countText }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, total);
    // The frame that shows them painted.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    return performance.now() - started;
  };
  const cold = await open();
  const warm: number[] = [];
  for (let i = 0; i < OPENS; i++) warm.push(await open());

  // Typed in the page itself (as React hears typing), timed to the frame after the rows change.
  const filter = (query: string) =>
    page.evaluate(async (q) => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      const status = document.querySelector('.count')!;
      const before = `${status.textContent}|${document.querySelectorAll('tbody tr').length}`;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const started = performance.now();
      setValue.call(input, q);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      for (;;) {
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        const now = `${status.textContent}|${document.querySelectorAll('tbody tr').length}`;
        if (now !== before || performance.now() - started > 5_000)
          return { ms: performance.now() - started, shown: status.textContent ?? '' };
      }
    }, query);
  // From the full list, each query alone, then back to the full list.
  const filters: { query: string; ms: number; shown: string }[] = [];
  for (const query of QUERIES) {
    if (query) filters.push({ query, ...(await filter(query)) });
    filters.push({ query: '(cleared)', ...(await filter('')) });
  }
  const rows = await page.locator('tbody tr').count();
  const invalid = await page.locator('.state.bad').count();

  console.log(`fleet of ${total} brands (${invalid} invalid), ${rows} rows in the table`);
  console.log(
    `  every manifest checked (at the studio's start, and after any edit): ${ms(checkMs)}`,
  );
  console.log(
    `  GET /api/fleet, nothing changed since: median ${ms(median(calls))} of ${OPENS} (${calls.map(ms).join(', ')})`,
  );
  console.log(`  open, navigation to every row painted: cold ${ms(cold)}`);
  console.log(
    `  open, warm: median ${ms(median(warm))} of ${OPENS} (${warm.map(ms).join(', ')}); budget 2000 ms`,
  );
  console.log('  filter, typed to rows painted:');
  for (const f of filters)
    if (f.query !== '(cleared)' || f === filters.at(-1))
      console.log(`    ${JSON.stringify(f.query).padEnd(16)} ${ms(f.ms).padStart(7)}  ${f.shown}`);
  console.log(
    `  filter: median ${ms(median(filters.map((f) => f.ms)))}, worst ${ms(Math.max(...filters.map((f) => f.ms)))} over ${filters.length} changes`,
  );
  await context.close();
} finally {
  await browser.close();
  await studio.close();
  fleet.remove();
}
