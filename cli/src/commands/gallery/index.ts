// `lobby gallery`: screenshots of every tenant's main screens at desktop and phone widths, light
// and dark, in gallery/index.html side by side; shots that changed since the last gallery are
// marked with the share of pixels that moved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from '../../context.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { loadTenants } from '../../lib/tenants.ts';
import { ApiClient } from '../contract-test/client.ts';
import { startServer } from '../start/index.ts';
import { launchChromium, openSettled, visitorContext } from './capture.ts';
import { CHANGED_ABOVE, diffRatio, type Box } from './diff.ts';
import { galleryHtml, type ShotResult } from './html.ts';
import { MOVING_PARTS, SCREENS, shotFile, THEMES, VIEWPORTS, type Shot } from './shots.ts';

interface GalleryOptions {
  codes: string[];
  all: boolean;
  out: string;
  chromium: string;
  /** Where the gallery's own server listens (0: a free port the system picks). */
  port: number;
}

/** The demo player the member centre is shot as (README "Demo accounts"). */
const PLAYER = { username: 'player1', password: 'Player123!' };

async function playerToken(port: number, code: string, merchant: string): Promise<string> {
  const client = new ApiClient({
    baseUrl: new URL(`http://127.0.0.1:${port}`),
    host: `${code}.localhost:${port}`,
    merchant,
  });
  const a = await client.call('POST', '/wps/session/login', { body: PLAYER, encrypt: true });
  const token = (a.json as { value?: { token?: unknown } } | undefined)?.value?.token;
  if (typeof token !== 'string')
    throw new Error(`${code}: player1 could not log in (${a.text.slice(0, 120)})`);
  return token;
}

/** The moving parts of each shot of the last gallery, so the diff leaves out where they were too. */
function previousBoxes(outDir: string): Map<string, Box[]> {
  try {
    const old = JSON.parse(fs.readFileSync(path.join(outDir, 'gallery.json'), 'utf8')) as {
      shots?: { file: string; ignored?: Box[] }[];
    };
    return new Map((old.shots ?? []).map((s) => [s.file, s.ignored ?? []]));
  } catch {
    return new Map();
  }
}

export async function gallery(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  o: GalleryOptions,
): Promise<number> {
  if (o.all && o.codes.length > 0)
    throw new CliError('give tenant codes or --all, not both', 'e.g. `lobby gallery siam88`');
  const manifests = loadTenants({ root: ctx.root, tenantsDir: ctx.tenantsDir }, o.codes);
  if (!fs.existsSync(o.chromium))
    throw new CliError(
      `no Chromium at ${o.chromium}`,
      'apt-get install -y chromium, or pass --chromium <path>',
    );
  const outDir = path.resolve(ctx.root, o.out);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-gallery-'));
  const server = await startServer({
    root: ctx.root,
    tenantsDir: ctx.tenantsDir,
    port: o.port,
    host: '127.0.0.1',
    mode: 'test',
    dataDir,
    log: (l) => ctx.io.out(l),
  });
  const browser = await launchChromium(o.chromium);
  const results: ShotResult[] = [];
  const previous = previousBoxes(outDir);
  try {
    for (const m of manifests) {
      const token = await playerToken(server.port, m.code, m.merchantCode);
      const origin = `http://${m.code}.localhost:${server.port}`;
      fs.mkdirSync(path.join(outDir, m.code), { recursive: true });
      for (const vp of VIEWPORTS)
        for (const theme of THEMES) {
          const context = await visitorContext(browser, vp, theme);
          for (const screen of SCREENS) {
            const shot: Shot = { screen: screen.screen, width: vp.width, height: vp.height, theme };
            const file = shotFile(m.code, shot);
            const result: ShotResult = { ...shot, code: m.code, file };
            const page = await context.newPage();
            try {
              // The session a login in this tab would have left (a URL token signs nobody in).
              if (screen.signedIn)
                await page.addInitScript((t: string) => sessionStorage.setItem('token', t), token);
              await openSettled(page, `${origin}${screen.path}`, screen.ready);
              const png = await page.screenshot({ type: 'png', animations: 'disabled' });
              // The shot stays as a visitor sees it; the diff leaves out what moves on its own.
              result.ignored = await page.locator(MOVING_PARTS).evaluateAll((els) =>
                els.map((e) => {
                  const r = e.getBoundingClientRect();
                  return { x: r.x, y: r.y, w: r.width, h: r.height };
                }),
              );
              if (screen.ready) {
                const box = await page.locator(screen.ready).first().boundingBox();
                if (box) result.within = { x: box.x, y: box.y, w: box.width, h: box.height };
              }
              const target = path.join(outDir, file);
              if (fs.existsSync(target)) {
                const ratio = diffRatio(
                  fs.readFileSync(target),
                  png,
                  [...result.ignored, ...(previous.get(file) ?? [])],
                  result.within,
                );
                result.changed = ratio > CHANGED_ABOVE ? ratio : 0;
              }
              fs.writeFileSync(target, png);
            } catch (e) {
              result.error = e instanceof Error ? e.message.split('\n')[0]! : String(e);
            } finally {
              await page.close();
            }
            results.push(result);
            const note =
              result.error !== undefined
                ? `FAILED ${result.error}`
                : result.changed === undefined
                  ? 'new'
                  : result.changed > 0
                    ? `changed ${(result.changed * 100).toFixed(2)} %`
                    : 'unchanged';
            ctx.io.out(`${file}: ${note}`);
          }
          await context.close();
        }
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const generatedAt = new Date().toISOString();
  fs.writeFileSync(path.join(outDir, 'index.html'), galleryHtml(results, generatedAt));
  fs.writeFileSync(
    path.join(outDir, 'gallery.json'),
    `${JSON.stringify({ generatedAt, shots: results }, null, 2)}\n`,
  );
  const failed = results.filter((r) => r.error !== undefined).length;
  const changed = results.filter((r) => r.changed).length;
  ctx.io.out(
    `gallery: ${results.length} shots of ${manifests.length} tenant${manifests.length === 1 ? '' : 's'}, ${changed} changed, ${failed} failed -> ${path.relative(ctx.root, path.join(outDir, 'index.html'))}`,
  );
  return failed > 0 ? EXIT_USER : EXIT_OK;
}
