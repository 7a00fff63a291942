// npx tsx bench/boot-requests.ts [code] — loads a tenant's home page as a first-time visitor in
// headless Chromium and prints every request with its start time (ms after navigation), type and
// initiator, and the depth of the chain that led to it (HTML 0, what the HTML starts 1, ...).
// Used to check that the home page's boot data starts from the head, not after the JS runs.
import { benchBrowser, benchServer } from './harness.ts';

const server = await benchServer();
const browser = await benchBrowser();
try {
  for (const code of process.argv.slice(2).length ? process.argv.slice(2) : server.codes) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const rows: { t: number; url: string; type: string; by: string; depth: number }[] = [];
    const depthOf = new Map<string, number>();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!t0) t0 = e.timestamp;
      const by =
        e.initiator.url ??
        e.initiator.stack?.callFrames[0]?.url ??
        e.initiator.stack?.parent?.callFrames[0]?.url ??
        e.initiator.type;
      const depth = depthOf.has(by) ? depthOf.get(by)! + 1 : rows.length === 0 ? 0 : 1;
      depthOf.set(e.request.url, depth);
      rows.push({
        t: Math.round((e.timestamp - t0) * 1000),
        url: e.request.url.replace(/^https?:\/\/[^/]+/, ''),
        type: e.type ?? '',
        by: by.replace(/^https?:\/\/[^/]+/, ''),
        depth,
      });
    });
    await page.goto(`http://${code}.localhost:${server.port}/`);
    await page.locator('.home-top, main').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    console.log(`\n${code}: ms  depth  type  url  <- initiator`);
    for (const r of rows)
      console.log(
        `${String(r.t).padStart(6)}  ${r.depth}  ${r.type.padEnd(10)} ${r.url}  <- ${r.by}`,
      );
    const api = rows.filter((r) => /^\/(wps|lgw|lotto|locales)\//.test(r.url));
    const dup = api.filter((r, i) => api.findIndex((x) => x.url === r.url) !== i);
    console.log(
      `${code}: ${api.length} data requests, deepest chain ${Math.max(...rows.map((r) => r.depth))}, duplicates: ${dup.map((d) => d.url).join(' ') || 'none'}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
