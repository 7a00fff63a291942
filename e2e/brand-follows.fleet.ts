// A brand follows its language, its name and its colour. Two brands made by `lobby new` (one in
// Vietnamese, one in Korean) open in their language: the banners drawn in it, the startup popup
// and the marquee from the catalogue the seed writes them from, no English text where the
// catalogue has a translation. Then one is renamed and recoloured in its manifest, redrawn
// (`lobby art`), rebuilt and rolled out (`lobby reload`): no file of the brand, no answer of its
// server, no page a player opens still names it by its old name or paints it in its old colours.
// Everything happens in a temp copy, as in e2e/new-tenant.fleet.ts: tenants/ and dist/ of the
// repository never see these brands. LOBBY_SHOTS=<dir> also saves the homes (412 and 1280 px)
// and the renamed brand before and after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ensureBuilt } from '../cli/src/commands/build/index.ts';
import { distDir, runtimeBuildDir } from '../cli/src/commands/build/paths.ts';
import { ApiClient } from '../cli/src/commands/contract-test/client.ts';
import { HEADLINES } from '../cli/src/commands/new/headlines.ts';
import { tenantArt } from '../cli/src/commands/new/art.ts';
import { startServer, type RunningServer } from '../cli/src/commands/start/index.ts';
import { run } from '../cli/src/main.ts';
import { noPrompter } from '../cli/src/prompts.ts';
import { readCatalogue } from '#schemas/catalogue.ts';
import type { Language } from '#schemas/constants.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { languageArtUrls } from '#schemas/language-art.ts';
import { resolveThemes } from '#schemas/theme-derive.ts';
import type Announcements from '../mock-server/locales/announcements/en.json';
import type Popups from '../mock-server/locales/popups/en.json';

const repo = path.resolve(import.meta.dirname, '..');

// The catalogues the server seeds its popups, marquee and announcements from.
const POPUP_NOTICE_WORDS = readCatalogue<typeof Popups>('mock-server', 'popups');
const ANNOUNCEMENT_WORDS = readCatalogue<typeof Announcements>('mock-server', 'announcements');

interface Brand {
  code: string;
  name: string;
  language: Language;
  primary: string;
  /** Letters of the brand's language (and of no other): Common ones are everyone's. */
  scripts: RegExp;
}

const BRANDS: readonly Brand[] = [
  {
    code: 'sao-viet',
    name: 'Sao Viet Club',
    language: 'vi',
    primary: '#b03a2e',
    scripts: /\p{Script=Latin}/u,
  },
  {
    code: 'hanbit',
    name: 'Hanbit Palace',
    language: 'ko',
    primary: '#1e7a4f',
    scripts: /\p{Script=Hangul}|\p{Script=Han}/u,
  },
];
/** The brand renamed and recoloured, and what it becomes. */
const RENAMED = { code: 'hanbit', name: 'Moonrise Harbour', primary: '#6a3fb5' };

const SHOTS = process.env.LOBBY_SHOTS;
const VIEWPORTS = [
  { label: 'phone', width: 412, height: 915 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

test.describe.configure({ mode: 'serial', timeout: 420_000 });

let root: string;
let server: RunningServer | undefined;
const dataDir = () => path.join(root, '.data');
const out: string[] = [];
const ctx = () => ({
  root,
  tenantsDir: path.join(root, 'tenants'),
  templatesDir: path.join(repo, 'templates', 'tenant'),
  io: { out: (l: string) => out.push(l), err: (l: string) => out.push(l) },
  prompt: noPrompter,
  tty: false,
});

async function lobby(...args: string[]) {
  out.length = 0;
  expect(await run(['node', 'lobby', ...args], ctx()), out.join('\n')).toBe(0);
}

const manifestOf = (code: string): TenantManifest =>
  JSON.parse(
    fs.readFileSync(path.join(root, 'tenants', code, 'tenant.json'), 'utf8'),
  ) as TenantManifest;

const fill = (text: string, site: string) => text.replaceAll('{site}', site);

/** Letters of `text` in a script the brand's language is not written in. */
function foreignLetters(text: string, scripts: RegExp): string[] {
  const own = (ch: string) => scripts.test(ch) || /\p{Script=Common}/u.test(ch);
  return [...new Set([...text].filter((ch) => /\p{L}/u.test(ch) && !own(ch)))];
}

/** The words drawn into an SVG image. */
const drawnWords = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('\n');

/** The popup and marquee texts of the seed, in English, that `lang` has its own words for. */
function englishTexts(lang: Language, site: string): string[] {
  const en = POPUP_NOTICE_WORDS.en;
  const own = POPUP_NOTICE_WORDS[lang];
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((k) => own[k] !== en[k])
    .map((k) => fill(en[k], site));
}

async function home(browser: Browser, brand: Brand, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`http://${brand.code}.localhost:${server!.port}/`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  return { page, close: () => context.close() };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }
}

/** Closes the startup popup as a visitor does, so the page behind it can be seen. */
async function closePopups(page: Page) {
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 3 && (await dialog.isVisible()); i++)
    await dialog.locator('.modal__header button').first().click();
  await expect(dialog).toBeHidden();
}

test.beforeAll(async () => {
  // Two `lobby new`, two builds and a server start: minutes on a busy machine, not the
  // project's 45 s a hook gets by default.
  test.setTimeout(300_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-e2e-brand-'));
  for (const name of ['runtime', 'schemas', 'templates', 'package-lock.json', 'package.json'])
    fs.symlinkSync(path.join(repo, name), path.join(root, name));
  fs.cpSync(path.join(repo, 'tenants'), path.join(root, 'tenants'), { recursive: true });
  if (fs.existsSync(runtimeBuildDir(repo)))
    fs.cpSync(runtimeBuildDir(repo), runtimeBuildDir(root), { recursive: true });
  for (const b of BRANDS) {
    await lobby(
      'new',
      b.code,
      '--yes',
      '--name',
      b.name,
      '--language',
      b.language,
      '--languages',
      `${b.language},en`,
      '--theme',
      'dark',
      '--primary',
      b.primary,
    );
  }
  await ensureBuilt({ root, tenantsDir: ctx().tenantsDir }, { codes: BRANDS.map((b) => b.code) });
  server = await startServer({
    root,
    tenantsDir: ctx().tenantsDir,
    port: 0,
    host: '127.0.0.1',
    mode: 'test',
    dataDir: dataDir(),
    skipBuild: true,
    lazy: true,
  });
});

test.afterAll(async () => {
  await server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
  for (const b of BRANDS) expect(fs.existsSync(path.join(repo, 'tenants', b.code))).toBe(false);
});

for (const brand of BRANDS) {
  test(`a brand made in ${brand.language}: banners, popup and marquee in ${brand.language}, no English`, async ({
    browser,
  }) => {
    const manifest = manifestOf(brand.code);
    expect(manifest.languages.default).toBe(brand.language);
    const site = brand.name;
    const words = POPUP_NOTICE_WORDS[brand.language];
    const english = englishTexts(brand.language, site);
    for (const { label, width, height } of VIEWPORTS) {
      const { page, close } = await home(browser, brand, width, height);
      // A visitor's startup popup, and the marquee, as the seed words them in this language.
      await expect(page.getByTestId('startup-popup').first()).toContainText(
        fill(words['popup.B.title'], site),
        { timeout: 30_000 },
      );
      await expect(page.getByTestId('notice-marquee')).toContainText(fill(words['notice.0'], site));
      // The banners are this language's set, and their drawn headlines are its words.
      const sources = await page
        .getByTestId('banner')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
      const expected = [1, 2, 3].map(
        (n) => languageArtUrls('banners', `banner-${n}.webp`, manifest.languages)[brand.language],
      );
      expect(sources).toEqual(expected);
      for (const [i, src] of sources.entries()) {
        const svg = await page.evaluate(
          async (url) => (await fetch(url)).text(),
          src.replace(/\.webp$/, '.svg'),
        );
        const drawn = drawnWords(svg).replaceAll(site, ' ');
        for (const w of HEADLINES[brand.language].banners[i]!) expect(svg, src).toContain(w);
        for (const w of HEADLINES.en.banners[i]!) expect(drawn, src).not.toContain(w);
        expect(foreignLetters(drawn, brand.scripts), src).toEqual([]);
      }
      const text = await page.locator('body').innerText();
      for (const e of english) expect(text, 'an English text of the seed').not.toContain(e);
      await shot(page, `${brand.code}-${brand.language}-home-${label}-popup`);
      await closePopups(page);
      await shot(page, `${brand.code}-${brand.language}-home-${label}`);
      await close();
    }
    // The announcements the popup list and the announcement page show: this language's words.
    const client = new ApiClient({
      baseUrl: new URL(`http://127.0.0.1:${server!.port}`),
      host: `${brand.code}.localhost:${server!.port}`,
      merchant: manifest.merchantCode,
      language: brand.language,
    });
    const announcements = await client.call('GET', '/wps/announcements?pageNo=1&pageSize=50');
    expect(announcements.status).toBe(200);
    const a = ANNOUNCEMENT_WORDS[brand.language];
    expect(announcements.text).toContain(fill(a.open, site));
    expect(announcements.text).not.toContain(ANNOUNCEMENT_WORDS.en.open);
  });
}

/** Every colour the brand was painted in: chosen, derived from it, or mixed into its art. */
function coloursOf(manifest: TenantManifest): string[] {
  const themes = resolveThemes(manifest.themes);
  const own = (['dark', 'light'] as const).flatMap((m) => [themes[m].primary, themes[m].accent]);
  const art = tenantArt(manifest.displayName, themes[manifest.themes.default].primary);
  const drawn = [art.deep, art.light, art.accent];
  return [...new Set([...own, ...drawn].map((c) => c.toLowerCase()))];
}

/** Where `needles` (case-insensitive) occur in `text`: one line per hit. */
function hitsIn(where: string, text: string, needles: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return needles.filter((n) => lower.includes(n.toLowerCase())).map((n) => `${where}: ${n}`);
}

/** The largest difference of one channel between a pixel and a #rrggbb colour. */
const distance = (rgb: number[], hex: string) =>
  Math.max(...rgb.map((v, i) => Math.abs(v - parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16))));

const BINARY = /\.(webp|png|jpe?g|ico|woff2?|gif)$/;

/** Every text file under `dir` (compressed ones read through), relative path and text. */
function textFiles(dir: string): [string, string][] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .flatMap((f): [string, string][] => {
      const bare = f.replace(/\.(br|gz)$/, '');
      if (BINARY.test(bare)) return [];
      const raw = fs.readFileSync(path.join(dir, f));
      const text = f.endsWith('.br')
        ? zlib.brotliDecompressSync(raw)
        : f.endsWith('.gz')
          ? zlib.gunzipSync(raw)
          : raw;
      return [[f, text.toString('utf8')]];
    });
}

test('a renamed, recoloured brand: after lobby art, build and reload no old name or colour is left', async ({
  browser,
}) => {
  const { code } = RENAMED;
  const before = manifestOf(code);
  const oldName = before.displayName;
  const oldColours = coloursOf(before);
  const needles = [oldName, ...oldColours];
  for (const { label, width, height } of VIEWPORTS) {
    const { page, close } = await home(browser, BRANDS[1]!, width, height);
    // The startup popup opens at the first idle moment after the home's content, late on a busy
    // machine: closed before it came, it would cover the page after.
    await expect(page.getByTestId('startup-popup').first()).toBeVisible({ timeout: 30_000 });
    await closePopups(page);
    await shot(page, `${code}-before-${label}`);
    await close();
  }

  // The operator edits the manifest: a new name and a new brand colour (the others follow it).
  const file = path.join(root, 'tenants', code, 'tenant.json');
  const edited = JSON.parse(fs.readFileSync(file, 'utf8')) as TenantManifest;
  edited.displayName = RENAMED.name;
  edited.themes.dark.primary = RENAMED.primary;
  fs.writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);
  const drawnFrom = Date.now();
  await lobby('art', code);
  await lobby('build', code);
  await lobby('reload', code, '--data-dir', dataDir());
  const after = manifestOf(code);
  expect(coloursOf(after).filter((c) => oldColours.includes(c))).toEqual([]);

  const hits: string[] = [];
  // Every file of the brand and of its build.
  for (const [dir, label] of [
    [path.join(root, 'tenants', code), 'tenants'],
    [path.join(distDir(root), code), 'dist'],
  ] as const)
    for (const [f, text] of textFiles(dir))
      hits.push(...hitsIn(`${label}/${code}/${f}`, text, needles));
  // The banners' rasters were drawn again, from the new SVGs: each was rewritten by this run, and
  // its top-left corner (where the gradient starts from the brand colour) is the new colour.
  const banners = path.join(root, 'tenants', code, 'assets', 'banners');
  for (const f of fs.readdirSync(banners, { recursive: true, encoding: 'utf8' })) {
    if (!f.endsWith('.webp')) continue;
    const file = path.join(banners, f);
    expect(fs.statSync(file).mtimeMs, `${f} redrawn`).toBeGreaterThanOrEqual(drawnFrom - 1_000);
    const corner = await sharp(file)
      .extract({ left: 1, top: 1, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(distance([...corner.subarray(0, 3)], RENAMED.primary), `${f}'s colour`).toBeLessThan(12);
  }

  // Every answer of its server: the pages, and each content call of the home and member pages,
  // in each of its languages, to a visitor and to a member. Not the inbox: a message already sent
  // is the member's history and keeps the name it was sent under (content/welcome.ts).
  for (const language of after.languages.available) {
    const client = new ApiClient({
      baseUrl: new URL(`http://127.0.0.1:${server!.port}`),
      host: `${code}.localhost:${server!.port}`,
      merchant: after.merchantCode,
      language,
    });
    const login = await client.call('POST', '/wps/session/login', {
      body: { username: 'player1', password: 'Player123!' },
      encrypt: true,
    });
    const token = (login.json as { value?: { token?: string } }).value?.token;
    expect(token, login.text).toBeTruthy();
    const calls = [
      '/',
      '/member',
      '/promotions',
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/helpCenter',
      '/wps/notices?pageNo=1&pageSize=10',
      '/wps/announcements?pageNo=1&pageSize=50',
      '/wps/announcements/popup',
      '/wps/announcements/popup?firstLogin=true',
      '/wps/activities',
      ...['w_home', 'w_login', 'w_register', 'w_leftmenu'].map(
        (g) => `/wps/banners?groupName=${g}`,
      ),
      '/wps/rewards/center',
    ];
    for (const call of calls)
      for (const who of [undefined, token]) {
        const answer = await client.call('GET', call, who ? { token: who } : {});
        expect(answer.status, `${call} ${answer.text.slice(0, 200)}`).toBeLessThan(500);
        hits.push(
          ...hitsIn(`${language} ${who ? 'member' : 'visitor'} GET ${call}`, answer.text, needles),
        );
      }
  }

  // What a player sees: the title, the page's text, the header's logo, in the new name.
  for (const { label, width, height } of VIEWPORTS) {
    const { page, close } = await home(browser, BRANDS[1]!, width, height);
    const popup = page.getByTestId('startup-popup').first();
    await expect(popup).toContainText(RENAMED.name, { timeout: 30_000 });
    await closePopups(page);
    await expect(page).toHaveTitle(new RegExp(RENAMED.name));
    hits.push(...hitsIn(`${label} title`, await page.title(), needles));
    hits.push(...hitsIn(`${label} page`, await page.locator('body').innerText(), needles));
    const logo = await page.evaluate(
      async (src) => (await fetch(src)).text(),
      (await page.locator('.header__logo').getAttribute('src')) ?? '',
    );
    expect(logo).toContain(RENAMED.name);
    await shot(page, `${code}-after-${label}`);
    await close();
  }
  expect(hits).toEqual([]);
});
