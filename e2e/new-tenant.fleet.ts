// A brand on day one: `lobby new` scaffolds a tenant, `lobby build` emits it, `lobby start`'s
// server serves it, and its home loads with no failed request and its own banners and logo.
// Everything happens in a temp copy (sources linked, tenants copied, the runtime build of the
// main run hard-linked), so tenants/ and dist/ of the repository never see the new tenant.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ensureBuilt } from '../cli/src/commands/build/index.ts';
import { runtimeBuildDir } from '../cli/src/commands/build/paths.ts';
import { startServer, type RunningServer } from '../cli/src/commands/start/index.ts';
import { run } from '../cli/src/main.ts';
import { noPrompter } from '../cli/src/prompts.ts';

const repo = path.resolve(import.meta.dirname, '..');
const CODE = 'lucky-star';

test.describe.configure({ timeout: 240_000 });

let root: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-new-'));
  for (const name of ['runtime', 'schemas', 'templates', 'package-lock.json', 'package.json'])
    fs.symlinkSync(path.join(repo, name), path.join(root, name));
  fs.cpSync(path.join(repo, 'tenants'), path.join(root, 'tenants'), { recursive: true });
  // globalSetup built the runtime; share it (hard links) instead of a second Vite build.
  if (fs.existsSync(runtimeBuildDir(repo)))
    fs.cpSync(runtimeBuildDir(repo), runtimeBuildDir(root), { recursive: true });
});

test.afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
  // The repository's own tenants/ never held the new tenant.
  expect(fs.existsSync(path.join(repo, 'tenants', CODE))).toBe(false);
});

test('lobby new → build → serve: the new brand loads with no failed request', async ({ page }) => {
  const out: string[] = [];
  const ctx = {
    root,
    tenantsDir: path.join(root, 'tenants'),
    templatesDir: path.join(repo, 'templates', 'tenant'),
    io: { out: (l: string) => out.push(l), err: (l: string) => out.push(l) },
    prompt: noPrompter,
    tty: false,
  };
  const argv = ['node', 'lobby', 'new', CODE, '--yes', '--name', 'Lucky Star Casino'];
  expect(
    await run([...argv, '--primary', '#c0392b', '--flags', 'PTSYS3,freePlay'], ctx),
    out.join('\n'),
  ).toBe(0);
  await ensureBuilt({ root, tenantsDir: ctx.tenantsDir }, { codes: [CODE] });
  server = await startServer({
    root,
    tenantsDir: ctx.tenantsDir,
    port: 0,
    host: '127.0.0.1',
    mode: 'test',
    dataDir: path.join(root, '.data'),
    skipBuild: true,
    lazy: true,
  });

  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`http://${CODE}.localhost:${server.port}/`);
  const banners = page.getByTestId('banner-carousel');
  await expect(banners).toBeVisible();
  // Its own banners, drawn for it, loaded (an <img> that 404s has naturalWidth 0).
  const images = banners.locator('img');
  await expect(images.first()).toBeVisible();
  const srcs = await images.evaluateAll((els) =>
    (els as HTMLImageElement[]).map((e) => ({ src: e.getAttribute('src'), w: e.naturalWidth })),
  );
  expect(srcs.map((s) => s.src)).toEqual(expect.arrayContaining(['/assets/banners/banner-1.webp']));
  for (const s of srcs) if (s.src?.includes('banner-1')) expect(s.w).toBeGreaterThan(0);
  const logo = page.locator('.header__logo');
  await expect(logo).toHaveAttribute('src', '/assets/logo.svg');
  // The whole name fits: the logo is as wide as "Lucky Star Casino" needs.
  expect(await logo.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(230);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A first visit shows the startup announcement; close it as a visitor would, then look.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    await dialog.locator('.modal__header button').click();
    await expect(dialog).toBeHidden();
  }
  await page.screenshot({ path: test.info().outputPath('new-tenant-home.png') });
  fs.mkdirSync(path.join(repo, 'test-results'), { recursive: true });
  await page.screenshot({ path: path.join(repo, 'test-results', 'new-tenant-home.png') });
  expect(failed).toEqual([]);
});
