import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { tempRepo } from '../../testing/fixtures.ts';
import { DEFAULT_CHROMIUM, launchChromium, openSettled, visitorContext } from './capture.ts';

// A game icon that arrives late (a busy API, a slow image CDN): later than the wait for the
// network to go quiet gives up.
const ICON_DELAY_MS = 4_500;
const ICON = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c0392b"/></svg>',
);

let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/icon.svg') {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ICON),
        ICON_DELAY_MS,
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      // The icon is asked for once the page has loaded, as the game list's icons are.
      '<!doctype html><title>games</title><script>addEventListener("load", () => { const i = new Image(); i.id = "icon"; i.alt = "game"; i.src = "/icon.svg"; document.body.append(i); });</script>',
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('a gallery shot', () => {
  it.skipIf(!fs.existsSync(DEFAULT_CHROMIUM))(
    'is taken once the images in view have loaded and been decoded',
    async () => {
      const browser = await launchChromium(DEFAULT_CHROMIUM);
      try {
        const context = await visitorContext(browser, { width: 400, height: 300 });
        const page = await context.newPage();
        await openSettled(page, `${origin}/`);
        const icon = await page.locator('#icon').evaluate((img: HTMLImageElement) => ({
          complete: img.complete,
          width: img.naturalWidth,
        }));
        expect(icon).toEqual({ complete: true, width: 40 });
      } finally {
        await browser.close();
      }
    },
    30_000,
  );
});

describe('lobby gallery --port', () => {
  it('refuses a port that is not one, naming it, before starting anything', async () => {
    const repo = tempRepo();
    try {
      expect(
        await run(['node', 'lobby', 'gallery', 'siam88', '--port', 'http'], repo.ctx),
      ).not.toBe(0);
      expect(repo.err.join('\n')).toContain('--port "http" is not a port number');
    } finally {
      repo.cleanup();
    }
  });
});
