// `lobby studio` in a real browser, on a temp copy of tenants/ (the repository's own files are
// never written): the fleet view, a brand edited in its form with the preview following, a save
// whose diff is only the values changed, an invalid edit refused, an edit on disk not
// overwritten, a foreign origin refused, and no serious axe finding. Runs alone:
// `npx playwright test --project=studio`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';
import { PNG } from 'pngjs';
import { ensureBuilt } from '../cli/src/commands/build/index.ts';
import { runtimeBuildDir } from '../cli/src/commands/build/paths.ts';
import { startServer, type RunningServer } from '../cli/src/commands/start/index.ts';
import { startStudio, type Studio } from '../cli/src/commands/studio/index.ts';
import { READY_ATTR } from '#schemas/early-tap.ts';
import { derivedAccent } from '#schemas/theme-derive.ts';
import { checkManifests, formatProblem, isError } from '#manifests/index.ts';

const repo = path.resolve(import.meta.dirname, '..');
const shots = path.join(repo, 'test-results', 'studio-shots');

interface StudioRig {
  studio: Studio;
  tenantsDir: string;
  file(code: string): string;
}

const test = base.extend<object, { rig: StudioRig }>({
  rig: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-studio-e2e-'));
      const tenantsDir = path.join(tmp, 'tenants');
      fs.cpSync(path.join(repo, 'tenants'), tenantsDir, { recursive: true });
      // Port 0: the system picks a free one; the studio learns which and answers only to it.
      const studio = await startStudio({ root: repo, tenantsDir, port: 0 });
      await use({
        studio,
        tenantsDir,
        file: (code) => path.join(tenantsDir, code, 'tenant.json'),
      });
      await studio.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

// The studio starts a preview (runtime and mock API) per brand opened, on cores the other
// projects share: a flow waits on what the operator sees, with room for a busy machine.
test.describe.configure({ timeout: 120_000 });

const sha = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Serious and critical axe findings on the studio page (the preview frame is the runtime's own, scanned by a11y.spec). */
async function seriousFindings(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(
      { exclude: [['iframe']] },
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    ),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openBrand(page: Page, rig: StudioRig, name: string) {
  await page.goto(`${rig.studio.origin}/`);
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Identity' })).toBeVisible({
    timeout: 30_000,
  });
}

/** A theme variable of the preview once the runtime has booted in it (null while it loads). */
const previewVar = (page: Page, origin: string, name: string) => async () => {
  const frame = page.frames().find((f) => f.url().startsWith(origin));
  return frame
    ?.evaluate(
      ([ready, variable]) =>
        document.documentElement.hasAttribute(ready)
          ? getComputedStyle(document.documentElement).getPropertyValue(variable).trim()
          : null,
      [READY_ATTR, name] as const,
    )
    .catch(() => null);
};

/** The preview's brand colour once the runtime has booted in it (null while it loads). */
const previewPrimary = (page: Page, origin: string) => previewVar(page, origin, '--lobby-primary');

/** The open brand's preview origin, once the runtime has booted in it. */
async function previewBooted(page: Page): Promise<string> {
  const origin = await page
    .locator('iframe[src]')
    .getAttribute('src')
    .then((s) => new URL(s!).origin);
  await expect.poll(previewPrimary(page, origin), { timeout: 40_000 }).toMatch(/^#/);
  return origin;
}

test('the fleet view lists every brand with its state, filters and sorts', async ({
  page,
  rig,
}) => {
  await page.goto(`${rig.studio.origin}/`);
  const rows = page.locator('tbody tr');
  await expect(page.getByRole('status')).toHaveText('4 brands');
  await expect(rows).toHaveCount(4);
  const siam = page.locator('tr[data-code="siam88"]');
  await expect(siam).toContainText('Valid');
  await expect(siam.getByRole('img')).toBeVisible();
  await page.getByLabel('Search brands').fill('lotus');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Jade Lotus');
  await page.getByLabel('Search brands').fill('');
  await page.getByLabel('Sort by').selectOption('code');
  await expect(rows.first()).toHaveAttribute('data-code', 'goldcrown');
  expect(await seriousFindings(page)).toEqual([]);
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `fleet-${width}.png`), fullPage: true });
  }
});

test('the studio speaks the browser language, switches from its header, remembers the choice and reads right to left in Arabic', async ({
  browser,
  rig,
}) => {
  const context = await browser.newContext({ locale: 'th-TH' });
  const page = await context.newPage();
  await page.goto(`${rig.studio.origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby สตูดิโอ');
  await expect(page.getByRole('status')).toHaveText('4 แบรนด์');
  await expect(page.locator('tr[data-code="siam88"]')).toContainText('ถูกต้อง');
  // The theme column says the brand's dark theme in Thai, not the manifest's "dark".
  await expect(page.locator('tr[data-code="siam88"] td').nth(3)).toHaveText('มืด');
  await page.screenshot({ path: path.join(shots, 'fleet-th.png'), fullPage: true });

  // Each language is offered in its own words, whatever the studio speaks now.
  const picker = page.getByLabel('ภาษาของสตูดิโอ');
  await picker.focus();
  await expect(picker.locator('option[value="zh"]')).toHaveText('中文');
  await picker.selectOption('zh');
  await expect(page.getByRole('status')).toHaveText('4 个品牌');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.screenshot({ path: path.join(shots, 'fleet-zh.png'), fullPage: true });

  await page.getByLabel('工作室语言').selectOption('ar');
  await expect(page.getByRole('status')).toHaveText('4 علامات تجارية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Right to left: the title opens the bar on the right, the language switch closes it on the left.
  const title = await page.locator('header.bar h1').boundingBox();
  const language = await page.locator('header.bar .language-switch').boundingBox();
  expect(language!.x + language!.width).toBeLessThanOrEqual(title!.x + 1);
  expect(await seriousFindings(page)).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'fleet-ar.png'), fullPage: true });

  // Remembered: a reload and the editor speak it too, not the browser's Thai.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('4 علامات تجارية');
  await page.locator('tr[data-code="siam88"] a').click();
  await expect(page.getByRole('link', { name: 'كل العلامات التجارية' })).toBeVisible();
  await expect(page.getByLabel('لغة الاستوديو')).toHaveValue('ar');
  await context.close();
});

test('a broken brand shows in the fleet as invalid with its problem count', async ({
  page,
  rig,
}) => {
  const file = rig.file('longwan');
  const before = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, before.replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#2f80e"'));
  try {
    await page.goto(`${rig.studio.origin}/`);
    await page.getByLabel('Sort by').selectOption('problems');
    await expect(page.locator('tbody tr').first()).toHaveAttribute('data-code', 'longwan');
    const row = page.locator('tr[data-code="longwan"]');
    await expect(row).toContainText('1 problem');
    // Each problem itself, as `lobby validate` prints it, one click away.
    await row.getByText('What is wrong').click();
    await expect(row.getByRole('listitem')).toHaveCount(1);
    await expect(row.getByRole('listitem')).toContainText('/primary');
  } finally {
    fs.writeFileSync(file, before);
  }
});

test('primary colour and a flag: the preview follows, the saved diff is exactly those two values', async ({
  page,
  rig,
}) => {
  const file = rig.file('siam88');
  const before = fs.readFileSync(file, 'utf8');
  const theme = (JSON.parse(before) as { themes: { default: string } }).themes.default;
  await openBrand(page, rig, 'Siam88');
  const origin = await previewBooted(page);

  await page.getByRole('button', { name: 'Theme' }).click();
  const primary = page.locator(`#root_themes_${theme}_primary`);
  await expect(primary).toBeVisible();
  const started = Date.now();
  await primary.fill('#c0392b');
  await expect.poll(previewPrimary(page, origin), { timeout: 10_000 }).toBe('#c0392b');
  test.info().annotations.push({
    type: 'preview',
    description: `colour typed to preview repainted: ${Date.now() - started} ms`,
  });
  // The contrast check of the build, beside the picker.
  await expect(page.locator(`#root_themes_${theme}_primary-contrast`)).toContainText(
    'against primaryContrast',
  );

  await page.getByRole('button', { name: 'Flags' }).click();
  const flag = page.locator('#root_flags_MANPLAYREB3');
  await expect(flag).not.toBeChecked();
  await flag.check();
  await expect(page.locator('.check-state')).toHaveText('2 changes');
  await expect.poll(previewPrimary(page, origin), { timeout: 10_000 }).toBe('#c0392b');

  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.screenshot({ path: path.join(shots, `editor-${width}.png`) });
  }
  expect(await seriousFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.dadd')).toHaveCount(2);
  await expect(dialog.locator('.ddel')).toHaveCount(2);
  await expect(dialog.locator('.dadd').first()).toContainText('"primary": "#c0392b"');
  expect(await seriousFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');

  const after = fs.readFileSync(file, 'utf8');
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  const changed = a.flatMap((line, i) => (line === b[i] ? [] : [[line.trim(), b[i]!.trim()]]));
  const oldPrimary = (JSON.parse(before) as { themes: Record<string, { primary: string }> }).themes[
    theme
  ]!.primary;
  expect(changed).toEqual(
    [
      [`"primary": "${oldPrimary}",`, '"primary": "#c0392b",'],
      ['"MANPLAYREB3": false,', '"MANPLAYREB3": true,'],
    ].sort((x, y) => a.findIndex((l) => l.trim() === x[0]) - a.findIndex((l) => l.trim() === y[0])),
  );
  const [result] = checkManifests(rig.tenantsDir, ['siam88'], path.dirname(rig.tenantsDir));
  expect(result!.problems.filter(isError).map(formatProblem)).toEqual([]);
});

test('a colour derived from the primary: cleared back to derived, it follows the primary in the form and the preview, and is saved left out', async ({
  page,
  rig,
}) => {
  const file = rig.file('jadelotus');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    themes: Record<string, { primary: string; accent?: string }> & { default: string };
  };
  const theme = manifest.themes.default;
  await openBrand(page, rig, 'Jade Lotus');
  const origin = await previewBooted(page);
  await page.getByRole('button', { name: 'Theme' }).click();
  const accent = page.locator(`#root_themes_${theme}_accent`);
  const field = accent.locator('xpath=..');
  // A chosen accent stays until the operator asks for the derived one.
  await expect(accent).toHaveValue(manifest.themes[theme]!.accent!);
  const derivedOld = derivedAccent(manifest.themes[theme]!.primary);
  await field.getByRole('button', { name: `Derive from primary (${derivedOld})` }).click();
  await expect(accent).toHaveValue('');
  await expect(accent).toHaveAttribute('placeholder', derivedOld);
  await expect(field.locator('.derived')).toHaveText(/derived from the primary/);
  await expect
    .poll(previewVar(page, origin, '--lobby-accent'), { timeout: 10_000 })
    .toBe(derivedOld);

  await page.locator(`#root_themes_${theme}_primary`).fill('#1e8449');
  const derivedNew = derivedAccent('#1e8449');
  await expect(accent).toHaveAttribute('placeholder', derivedNew);
  await expect(field.locator('input[type=color]')).toHaveValue(derivedNew);
  await expect
    .poll(previewVar(page, origin, '--lobby-accent'), { timeout: 10_000 })
    .toBe(derivedNew);
  await page.setViewportSize({ width: 1280, height: 900 });
  await accent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'colour-derived.png') });
  expect(await seriousFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof manifest;
  expect(saved.themes[theme]!.primary).toBe('#1e8449');
  expect(saved.themes[theme]).not.toHaveProperty('accent');
  const [result] = checkManifests(rig.tenantsDir, ['jadelotus'], path.dirname(rig.tenantsDir));
  expect(result!.problems.filter(isError).map(formatProblem)).toEqual([]);
});

test('an invalid value is shown at its field and the save is refused with the validator report', async ({
  page,
  rig,
}) => {
  const file = rig.file('goldcrown');
  const hash = sha(file);
  await openBrand(page, rig, 'Gold Crown Casino');
  await page.getByRole('button', { name: 'Theme' }).click();
  const field = page.locator('#root_themes_light_primary');
  await field.fill('#12345');
  const error = page.locator('.form-group', { has: field }).locator('.error-detail');
  await expect(error).toContainText('"#12345" does not match');
  await expect(page.getByRole('navigation').getByRole('button', { name: /Theme/ })).toContainText(
    '1',
  );

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog.locator('.report')).toHaveText(
    /^tenants\/goldcrown\/tenant\.json:\d+:\d+ \/themes\/light\/primary: "#12345" does not match/,
  );
  // The server refuses the same save on its own, with the same report.
  const shown = await dialog.locator('.report').textContent();
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    themes: { light: { primary: string } };
  };
  value.themes.light.primary = '#12345';
  const refused = await page.request.put(`${rig.studio.origin}/api/tenants/goldcrown`, {
    headers: { origin: rig.studio.origin },
    data: { value, baseHash: hash },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { problems: string[] }).problems.join('\n')).toBe(shown);
  expect(sha(file)).toBe(hash);
});

test('an edit made on disk while the brand is open is not overwritten', async ({ page, rig }) => {
  const file = rig.file('jadelotus');
  await openBrand(page, rig, 'Jade Lotus');
  await page.locator('#root_displayName').fill('Jade Lotus Royale');
  await expect(page.locator('.check-state')).toHaveText('1 change');
  const external = fs
    .readFileSync(file, 'utf8')
    .replace('"displayName": "Jade Lotus"', '"displayName": "Jade Lotus (edited elsewhere)"');
  fs.writeFileSync(file, external);
  await page.getByRole('button', { name: 'Review and save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'changed on disk since you opened it',
  );
  expect(fs.readFileSync(file, 'utf8')).toBe(external);
});

test('requests from another origin or host are refused and write nothing', async ({
  page,
  rig,
}) => {
  const file = rig.file('siam88');
  const hash = sha(file);
  const opened = (await (
    await page.request.get(`${rig.studio.origin}/api/tenants/siam88`)
  ).json()) as { value: { displayName: string }; hash: string };
  const value = { ...opened.value, displayName: 'Hijacked' };
  const foreign = await page.request.put(`${rig.studio.origin}/api/tenants/siam88`, {
    headers: { origin: 'http://evil.example' },
    data: { value, baseHash: opened.hash },
  });
  expect(foreign.status()).toBe(403);
  const noOrigin = await page.request.put(`${rig.studio.origin}/api/tenants/siam88`, {
    data: { value, baseHash: opened.hash },
  });
  expect(noOrigin.status()).toBe(403);
  const rebound = await page.request.get(`${rig.studio.origin}/api/fleet`, {
    headers: { host: 'evil.example' },
  });
  expect(rebound.status()).toBe(403);
  expect(sha(file)).toBe(hash);
});

/** The lines of `after` that differ from `before` (same line count: values changed in place). */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line.trim(), b[i]!.trim()]]));
}

/**
 * In an open brand: the dark theme's primary colour typed and a flag ticked, the preview
 * repainted with the colour (the time it took is returned), both saved, and the file's diff is
 * those two values only; `lobby validate` accepts it.
 */
async function editColourAndFlag(page: Page, rig: StudioRig, code: string, shot?: string) {
  const file = rig.file(code);
  const before = fs.readFileSync(file, 'utf8');
  const manifest = JSON.parse(before) as {
    themes: { default: 'dark' | 'light'; dark: { primary: string }; light: { primary: string } };
    flags: { MANPLAYREB3: boolean };
  };
  const theme = manifest.themes.default;
  const colour = manifest.themes[theme].primary === '#8e44ad' ? '#16a085' : '#8e44ad';
  const origin = await previewBooted(page);

  await page.getByRole('button', { name: 'Theme' }).click();
  const primary = page.locator(`#root_themes_${theme}_primary`);
  // A mark on the page the preview shows: gone if the colour change reloaded it.
  const previewFrame = () => page.frames().find((f) => f.url().startsWith(origin))!;
  await previewFrame().evaluate(() => ((window as { studioMark?: number }).studioMark = 1));
  const started = Date.now();
  await primary.fill(colour);
  await expect
    .poll(previewPrimary(page, origin), { timeout: 10_000, intervals: [25] })
    .toBe(colour);
  const previewMs = Date.now() - started;
  expect(await previewFrame().evaluate(() => (window as { studioMark?: number }).studioMark)).toBe(
    1,
  );

  await page.getByRole('button', { name: 'Flags' }).click();
  const flag = page.locator('#root_flags_MANPLAYREB3');
  // Keyboard: the flag is ticked with the space bar.
  await flag.focus();
  await page.keyboard.press('Space');
  await expect(flag).toBeChecked({ checked: !manifest.flags.MANPLAYREB3 });
  await expect(page.locator('.check-state')).toHaveText('2 changes');
  if (shot)
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: 'Theme' }).click();
      await expect.poll(previewPrimary(page, origin), { timeout: 10_000 }).toBe(colour);
      await page.screenshot({ path: path.join(shots, `${shot}-${width}.png`) });
    }

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const flagWas = String(manifest.flags.MANPLAYREB3);
  const flagIs = String(!manifest.flags.MANPLAYREB3);
  const a = before.split('\n');
  expect(changedLines(before, fs.readFileSync(file, 'utf8'))).toEqual(
    [
      [`"primary": "${manifest.themes[theme].primary}",`, `"primary": "${colour}",`],
      [`"MANPLAYREB3": ${flagWas},`, `"MANPLAYREB3": ${flagIs},`],
    ].sort((x, y) => a.findIndex((l) => l.trim() === x[0]) - a.findIndex((l) => l.trim() === y[0])),
  );
  const [result] = checkManifests(rig.tenantsDir, [code], path.dirname(rig.tenantsDir));
  expect(result!.problems.filter(isError).map(formatProblem)).toEqual([]);
  return previewMs;
}

/** Brands a test created are removed again: the other tests count the fleet's four. */
const removeBrand = (rig: StudioRig, code: string) =>
  fs.rmSync(path.join(rig.tenantsDir, code), { recursive: true, force: true });

test('a brand created in the studio: refusals at their field, then edited, previewed and saved', async ({
  page,
  rig,
}) => {
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${rig.studio.origin}/`);
    await expect(page.getByRole('status')).toHaveText('4 brands');
    await page.getByRole('button', { name: 'New brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'New brand' });
    const code = dialog.getByLabel('Brand code');
    // Keyboard only: the code field has focus, Enter goes on.
    await expect(code).toBeFocused();
    await page.keyboard.type('siam88');
    await page.keyboard.press('Enter');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('#new-code-error')).toContainText('tenant "siam88" already exists');
    await code.fill('lucky-star');
    await page.keyboard.press('Enter');
    // `lobby new`'s questions with its defaults for this code.
    await expect(dialog.getByLabel('Display name')).toHaveValue('Lucky Star');
    await expect(dialog.getByLabel('Domain')).toHaveValue('lucky-star.example.com');
    await expect(dialog.getByRole('group', { name: 'Features' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(shots, `fleet-create-${width}.png`) });
    }

    // A host another brand serves and a colour that is not one: each refused at its field.
    await dialog.getByLabel('Domain').fill('siam88.example.com');
    await dialog.getByLabel('Brand colour (#rrggbb)').fill('#2f80e');
    await dialog.getByRole('button', { name: 'Create brand' }).click();
    await expect(dialog.locator('#new-domain-error')).toContainText(
      'siam88.example.com is already used by "siam88"',
    );
    await expect(dialog.locator('#new-primary-error')).toContainText('six hex digits');
    await expect(dialog.getByLabel('Domain')).toHaveAttribute('aria-invalid', 'true');
    expect(fs.existsSync(path.join(rig.tenantsDir, 'lucky-star'))).toBe(false);
    expect(await seriousFindings(page)).toEqual([]);

    await dialog.getByLabel('Domain').fill('luckystar.example.com');
    await dialog.getByLabel('Brand colour (#rrggbb)').fill('#2f80ed');
    await dialog.getByLabel('Brand colour (#rrggbb)').press('Enter');
    // The new brand opens in the editor.
    await expect(page).toHaveURL(/#\/brand\/lucky-star$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Identity' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('#root_displayName')).toHaveValue('Lucky Star');
    expect(await seriousFindings(page)).toEqual([]);
    const previewMs = await editColourAndFlag(page, rig, 'lucky-star', 'editor-new');
    test.info().annotations.push({ type: 'preview', description: `${previewMs} ms` });
    console.log(`created brand: colour typed to preview repainted in ${previewMs} ms`);

    await page.getByRole('link', { name: 'All brands' }).click();
    await expect(page.getByRole('status')).toHaveText('5 brands');
    await expect(page.locator('tr[data-code="lucky-star"]')).toContainText('Valid');
  } finally {
    removeBrand(rig, 'lucky-star');
  }
});

test('a brand cloned in the studio keeps the source choices, then is edited and saved', async ({
  page,
  rig,
}) => {
  try {
    await page.goto(`${rig.studio.origin}/`);
    await page.getByRole('button', { name: 'Clone Siam88' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone Siam88' });
    await dialog.getByLabel('Brand code').fill('siam-two');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const source = JSON.parse(fs.readFileSync(rig.file('siam88'), 'utf8')) as {
      languages: { available: string[] };
      currency: { code: string };
      games: unknown;
    };
    await expect(dialog.getByLabel('Currency code (ISO 4217)')).toHaveValue(source.currency.code);
    const languages = dialog.getByRole('group', { name: 'Languages offered' });
    await expect(languages.getByRole('checkbox', { checked: true })).toHaveCount(
      source.languages.available.length,
    );
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create brand' }).click();
    await expect(page).toHaveURL(/#\/brand\/siam-two$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Identity' })).toBeVisible({
      timeout: 30_000,
    });
    const clone = JSON.parse(fs.readFileSync(rig.file('siam-two'), 'utf8')) as typeof source;
    expect(clone.games).toEqual(source.games);
    const previewMs = await editColourAndFlag(page, rig, 'siam-two');
    console.log(`cloned brand: colour typed to preview repainted in ${previewMs} ms`);
  } finally {
    removeBrand(rig, 'siam-two');
  }
});

/**
 * A copy of the repository a publish may build into (sources linked, tenants copied, the runtime
 * and studio builds of this run hard-linked): dist/ and tenants/ of the repository never see it.
 */
/** The parts of a saved manifest the publish flow reads back. */
interface Manifestish {
  languages: { available: string[] };
}

function publishableCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-studio-publish-'));
  for (const name of ['runtime', 'schemas', 'templates', 'package-lock.json', 'package.json'])
    fs.symlinkSync(path.join(repo, name), path.join(root, name));
  fs.cpSync(path.join(repo, 'tenants'), path.join(root, 'tenants'), { recursive: true });
  for (const built of [runtimeBuildDir(repo), path.join(repo, 'dist', '.studio')])
    if (fs.existsSync(built))
      fs.cpSync(built, path.join(root, path.relative(repo, built)), { recursive: true });
  return root;
}

test('a saved colour, flag, language list and customer-service link published: the running site serves them, shown before and after', async ({
  page,
}) => {
  // A build of the brand on cores the other projects share: minutes when the machine is busy.
  test.setTimeout(600_000);
  const root = publishableCopy();
  const tenantsDir = path.join(root, 'tenants');
  const dataDir = path.join(root, '.data');
  let server: RunningServer | undefined;
  let studio: Studio | undefined;
  try {
    await ensureBuilt({ root, tenantsDir }, { codes: ['siam88'] });
    server = await startServer({
      root,
      tenantsDir,
      port: 0,
      host: '127.0.0.1',
      mode: 'test',
      dataDir,
      skipBuild: true,
      lazy: true,
    });
    // The studio publishes to the `lobby start` of this data dir.
    studio = await startStudio({ root, tenantsDir, port: 0, dataDir });
    const rig: StudioRig = {
      studio,
      tenantsDir,
      file: (code) => path.join(tenantsDir, code, 'tenant.json'),
    };
    const site = `http://siam88.localhost:${server.port}/`;
    const visitor = await page.context().newPage();
    await visitor.goto(site);
    const served = previewPrimary(visitor, site.slice(0, -1));
    await expect.poll(served, { timeout: 40_000 }).toMatch(/^#/);
    const servedBefore = await served();

    await page.setViewportSize({ width: 1280, height: 900 });
    await openBrand(page, rig, 'Siam88');
    await editColourAndFlag(page, rig, 'siam88');
    const colour = (
      JSON.parse(fs.readFileSync(rig.file('siam88'), 'utf8')) as {
        themes: Record<string, { primary: string }> & { default: string };
      }
    ).themes;
    const saved = colour[colour.default]!.primary;
    expect(saved).not.toBe(servedBefore);
    // The language list and a customer-service link, each in its widget: no JSON opened.
    await page.getByRole('button', { name: 'Languages' }).click();
    await page
      .locator('.languages-picker')
      .getByRole('checkbox', { name: /^Chinese/ })
      .uncheck();
    await page.getByRole('button', { name: 'Customer service and social links' }).click();
    const chat = 'https://help.siam88.example.com/chat';
    await page.locator('#root_customerService_0_url').fill(chat);
    await expect(page.locator('.check-state')).toHaveText('2 changes');
    await page.getByRole('button', { name: 'Review and save' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Saved.');
    await page.keyboard.press('Escape');
    // Saved is not served: the running site keeps its version until the publish.
    await visitor.reload();
    await expect.poll(served, { timeout: 40_000 }).toBe(servedBefore);

    await page.getByRole('button', { name: 'Publish' }).click();
    const banner = page.locator('.banner');
    await expect(banner).toContainText('Published: the running site now serves version 1.', {
      timeout: 300_000,
    });
    const before = banner.getByRole('img', { name: `${site} before the publish` });
    const after = banner.getByRole('img', { name: `${site} after the publish` });
    await expect(before).toBeVisible();
    await expect(after).toBeVisible();
    expect(await before.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await after.getAttribute('src')).not.toBe(await before.getAttribute('src'));
    expect(await seriousFindings(page)).toEqual([]);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(shots, `publish-${width}.png`) });
    }

    // The running site, not restarted, serves the published colour, languages and link.
    await visitor.reload();
    await expect.poll(served, { timeout: 40_000 }).toBe(saved);
    // The served page carries the brand's settings: the new link is in it.
    // Asked from the page: only the browser resolves <code>.localhost.
    expect(await visitor.evaluate(() => fetch('/').then((r) => r.text()))).toContain(chat);
    expect(
      (JSON.parse(fs.readFileSync(rig.file('siam88'), 'utf8')) as Manifestish).languages.available,
    ).toEqual(['th', 'en']);
    // The fleet asks that server: the brand's build in dist/ is the one it serves.
    await page.getByRole('link', { name: 'All brands' }).click();
    await expect(page.locator('tr[data-code="siam88"] .build-state')).toHaveText(
      `Built, served by lobby start on port ${server.port}`,
    );
    await expect(page.locator('tr[data-code="goldcrown"] .build-state')).toHaveText(
      'Not built yet',
    );
  } finally {
    await studio?.close();
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a logo chosen from a file: refused with words when it is not an image, shown and saved when it is', async ({
  page,
  rig,
}) => {
  const file = rig.file('goldcrown');
  await openBrand(page, rig, 'Gold Crown Casino');
  const field = page.locator('#root_branding_logo');
  const picker = page.locator('.image-field').filter({ has: field }).locator('input[type=file]');
  await picker.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><h1>502 Bad Gateway</h1>'),
  });
  await expect(page.locator('#root_branding_logo-image-error')).toContainText('its bytes say html');
  await expect(field).toHaveValue('assets/logo.svg');

  const image = new PNG({ width: 64, height: 24 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([212, 175, 55, 255], i);
  await picker.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG.sync.write(image),
  });
  await expect(field).toHaveValue(/^assets\/logo-[0-9a-f]{12}\.png$/);
  const shown = page.getByRole('img', { name: /now$/ }).first();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'editor-logo.png') });
  expect(await seriousFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { branding: { logo: string } };
  expect(saved.branding.logo).toMatch(/^assets\/logo-[0-9a-f]{12}\.png$/);
  const [result] = checkManifests(rig.tenantsDir, ['goldcrown'], path.dirname(rig.tenantsDir));
  expect(result!.problems.filter(isError).map(formatProblem)).toEqual([]);
});

test('languages picked with their coverage, a pattern that shows what it lets through, sections and vendors reordered by keyboard: saved as shown', async ({
  page,
  rig,
}) => {
  const file = rig.file('jadelotus');
  await openBrand(page, rig, 'Jade Lotus');
  // The text's two shapes read as words, not "Option 1" and "Option 2".
  const shape = page.locator('#root_branding_title__anyof_select');
  await expect(shape.locator('option')).toHaveText([
    'One text for every language',
    'A text per language',
  ]);

  await page.getByRole('button', { name: 'Languages' }).click();
  const picker = page.locator('.languages-picker');
  await expect(picker.locator('tbody tr')).toHaveCount(35);
  // English is the default: every brand text counts; Japanese has none of the brand's art.
  const en = picker.locator('tr[data-lang="en"]');
  await expect(en.locator('[data-share="texts"]')).toHaveClass(/full/);
  await expect(picker.locator('tr[data-lang="th"] [data-share="art"]')).toHaveClass(/full/);
  await expect(picker.locator('tr[data-lang="ja"] [data-share="art"]')).toContainText(/^0 of \d+/);
  await expect(picker.locator('tr[data-lang="ja"] [data-share="ui"]')).toHaveClass(/full/);
  await page.screenshot({ path: path.join(shots, 'editor-languages.png'), fullPage: true });
  await picker
    .getByRole('checkbox', { name: /^Chinese/ })
    .first()
    .uncheck();

  await page.getByRole('button', { name: 'Registration rules' }).click();
  const username = page.locator('#root_registration_fields_username_acceptedPattern');
  const verdict = page.locator('#root_registration_fields_username_acceptedPattern-verdict');
  await expect(verdict).toContainText('A value that passes: “');
  await username.fill('^\\d{4}$');
  await expect(verdict).toContainText("No value within the field's lengths can pass");
  await expect(page.locator('.problems')).toContainText(
    'matches only values of exactly 4 character(s)',
  );
  await username.fill('^[a-zA-Z][a-zA-Z0-9]*$');
  await expect(verdict).toContainText('A value that passes: “');
  await page.getByLabel('Try a value').first().fill('9lives');
  await expect(page.locator('.pattern-field__try').first()).toContainText('refused');
  await page.screenshot({ path: path.join(shots, 'editor-pattern.png') });

  await page.getByRole('button', { name: 'Vendors and home sections' }).click();
  const sections = page.getByRole('list', { name: /sections, in order/i });
  await expect(sections.getByRole('listitem')).toHaveCount(5);
  // By keyboard: the focus stays on the item moved, so Enter twice moves it two places.
  await sections.getByRole('button', { name: 'Move LIVE down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move LIVE down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sections.locator('.order-field__name')).toHaveText([
    'RNG',
    'SPORTS',
    'LIVE',
    'ESPORTS',
    'FISH',
  ]);
  await page
    .locator('#root_games_categories_LIVE')
    .getByRole('button', { name: 'Move WM up' })
    .click();
  await expect(page.locator('#root_games_categories_LIVE .order-field__name')).toHaveText([
    'EVO',
    'WM',
    'PT_LIVE',
  ]);
  await page.screenshot({ path: path.join(shots, 'editor-order.png') });
  expect(await seriousFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Review and save' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved.');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    languages: { available: string[] };
    home: { sections: string[] };
    games: { categories: { LIVE: string[] } };
    registration: { fields: { username: { acceptedPattern: string } } };
  };
  expect(saved.languages.available).toEqual(['en', 'th']);
  expect(saved.home.sections).toEqual(['RNG', 'SPORTS', 'LIVE', 'ESPORTS', 'FISH']);
  expect(saved.games.categories.LIVE).toEqual(['EVO', 'WM', 'PT_LIVE']);
  expect(saved.registration.fields.username.acceptedPattern).toBe('^[a-zA-Z][a-zA-Z0-9]*$');
  const [result] = checkManifests(rig.tenantsDir, ['jadelotus'], path.dirname(rig.tenantsDir));
  expect(result!.problems.filter(isError).map(formatProblem)).toEqual([]);
});

/**
 * The centre colour of the home's first banner as a page shows it ([r, g, b]), once it has
 * loaded; null while it loads. Read from the image the page painted, so a stale cached banner
 * shows as the old colour.
 */
const firstBannerColour = (page: Page | Frame, name: string) => () =>
  page
    .getByRole('img', { name: `${name} 1`, exact: true })
    .first()
    .evaluate((img: HTMLImageElement) => {
      if (!img.complete || img.naturalWidth === 0) return null;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const [r = 0, g = 0, b = 0] = context.getImageData(
        img.naturalWidth / 2,
        img.naturalHeight / 2,
        1,
        1,
      ).data;
      return [r, g, b];
    })
    .catch(() => null);

/** A colour that reads as the red test banner: far more red than green or blue. */
const isRed = (rgb: readonly number[] | null) =>
  !!rgb && rgb[0]! > 150 && rgb[1]! < 80 && rgb[2]! < 80;

test('a banner sent from the studio for one slot: refused with words when it is not an image, shown in the preview, and served by the running site once published', async ({
  page,
}) => {
  // A build of the brand on cores the other projects share: minutes when the machine is busy.
  test.setTimeout(600_000);
  const root = publishableCopy();
  const tenantsDir = path.join(root, 'tenants');
  const dataDir = path.join(root, '.data');
  let server: RunningServer | undefined;
  let studio: Studio | undefined;
  try {
    await ensureBuilt({ root, tenantsDir }, { codes: ['goldcrown'] });
    server = await startServer({
      root,
      tenantsDir,
      port: 0,
      host: '127.0.0.1',
      mode: 'test',
      dataDir,
      skipBuild: true,
      lazy: true,
    });
    studio = await startStudio({ root, tenantsDir, port: 0, dataDir });
    const rig: StudioRig = {
      studio,
      tenantsDir,
      file: (code) => path.join(tenantsDir, code, 'tenant.json'),
    };
    const name = 'Gold Crown Casino';
    const site = `http://goldcrown.localhost:${server.port}/`;
    const visitor = await page.context().newPage();
    await visitor.goto(site);
    const served = firstBannerColour(visitor, name);
    await expect.poll(served, { timeout: 40_000 }).not.toBeNull();
    expect(isRed(await served())).toBe(false);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openBrand(page, rig, name);
    const preview = await previewBooted(page);
    await page.getByRole('button', { name: 'Banners', exact: true }).click();
    const picker = page.getByLabel('Choose an image for banner 1 in English');
    const slot = page.locator('.banner-slot').filter({ has: picker });
    await picker.setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><h1>502 Bad Gateway</h1>'),
    });
    await expect(slot.getByRole('alert')).toContainText('its bytes say html');
    const image = new PNG({ width: 1200, height: 600 });
    for (let i = 0; i < image.data.length; i += 4) image.data.set([200, 16, 32, 255], i);
    await picker.setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(image),
    });
    await expect(slot).toContainText('your image');
    await expect(slot.getByRole('alert')).toHaveCount(0);
    const shown = slot.getByRole('img');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    // The preview reloads and shows it; the running site does not until the publish.
    const frame = () => page.frames().find((f) => f.url().startsWith(preview))!;
    await expect
      .poll(() => firstBannerColour(frame(), name)().then(isRed), { timeout: 40_000 })
      .toBe(true);
    await visitor.reload();
    await expect.poll(served, { timeout: 40_000 }).not.toBeNull();
    expect(isRed(await served())).toBe(false);
    await page.screenshot({ path: path.join(shots, 'editor-banners.png') });
    expect(await seriousFindings(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.banner')).toContainText(
      'Published: the running site now serves version 1.',
      {
        timeout: 300_000,
      },
    );
    // The same visitor comes back: the replaced banner at its same address is the new one.
    await visitor.reload();
    await expect.poll(() => served().then(isRed), { timeout: 40_000 }).toBe(true);
  } finally {
    await studio?.close();
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
