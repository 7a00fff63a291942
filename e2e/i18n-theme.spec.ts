import { appReady, expect, test } from './fixtures.ts';

test('language switch changes texts, lang and is remembered; RTL for Arabic', async ({
  page,
  tenant,
}) => {
  await page.goto('/');
  await appReady(page);
  const select = page.getByTestId('language-select');
  const target = tenant.languages.available.find((l) => l !== tenant.languages.default)!;
  await select.selectOption(target);
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  await appReady(page);
  if (tenant.languages.available.includes('en')) {
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.getByTestId('header-login')).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  }
  if (tenant.languages.available.includes('ar')) {
    await page.getByTestId('language-select').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('header-login')).not.toHaveText('Log in');
  }
});

test('theme switch flips the tokens and is remembered', async ({ page, tenant }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', tenant.themes.default);
  const other = tenant.themes.default === 'dark' ? 'light' : 'dark';
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', other);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const hex = tenant.themes[other].background;
  const rgb = `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
  expect(bg).toBe(rgb);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', other);
});

test('in a right-to-left language a game name keeps its first letters on a phone', async ({
  page,
  tenant,
}) => {
  test.skip(!tenant.languages.available.includes('ar'), 'the tenant has no right-to-left language');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('lobby.lang', 'ar'));
  // The home rows have the narrowest tiles.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const names = page.getByTestId('game-name');
  await expect(names.first()).toBeVisible();
  // Names longer than a tile are the ones at risk: the page must have some for the check to count.
  await expect(names.filter({ hasText: '…' }).first()).toBeVisible();
  const cut = await names.evaluateAll((els) =>
    els.flatMap((el) => {
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const first = document.createRange();
      first.setStart(text, 0);
      first.setEnd(text, 1);
      const letter = first.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return letter.left < box.left - 0.5 || letter.right > box.right + 0.5
        ? [el.textContent ?? '']
        : [];
    }),
  );
  expect(cut, 'names whose first letter is cut off').toEqual([]);
});
