// Header top items (spec §2): deposit and withdraw on every screen width, agent for agents; the
// hidden balance stays hidden after a reload.
import type { Page } from '@playwright/test';
import { DEMO, expect, loginShared, signIn, test } from './fixtures.ts';
import { coveredElsewhere, READS_NO_TENANT_SETTING } from './profile.ts';

/**
 * How tall the brand's picture in the header is drawn, in CSS pixels: of the header's images the
 * one shown, its content scaled into its box as `object-fit: contain` does (a wide logo squeezed
 * into a narrow box is drawn a few pixels tall however tall the box is).
 */
async function brandDrawnHeight(page: Page): Promise<number> {
  const shown = page.locator('.header__brand img:visible');
  await expect(shown).toHaveCount(1);
  await expect
    .poll(() => shown.evaluate((e) => (e as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  return shown.evaluate((e) => {
    const img = e as HTMLImageElement;
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return img.naturalHeight * scale;
  });
}

test(
  'at 375 px deposit and withdraw are in the header; a hidden balance stays hidden',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, DEMO.player.username, DEMO.player.password);
    const amount = page.getByTestId('balance-amount');
    await expect(amount).toHaveText(/\d/);
    for (const id of ['header-deposit', 'header-withdraw']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box, id).not.toBeNull();
      expect(box.x + box.width, id).toBeLessThanOrEqual(375);
    }
    await expect(page.getByTestId('header-agent')).toHaveCount(0);
    // Beside the balance and the top items the brand is still drawn at a size one can read.
    expect(await brandDrawnHeight(page)).toBeGreaterThanOrEqual(24);
    await page.getByTestId('balance').getByRole('button').first().click();
    await expect(amount).not.toHaveText(/\d/);
    await page.reload();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(amount).not.toHaveText(/\d/);
  },
);

test('an agent gets the agent top item in the header', async ({ page }) => {
  const why = coveredElsewhere(test.info(), () => 'header');
  test.skip(!!why, why ?? '');
  await page.goto('/');
  await loginShared(page, DEMO.agent.username, DEMO.agent.password);
  // An agent lands in the agent centre (spec §4); back on the site the header leads there.
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.goto('/');
  await page.getByTestId('header-agent').click();
  await expect(page).toHaveURL(/\/agentHome$/);
});

test('a visitor sees the brand drawn at a readable size on a phone and on a desktop', async ({
  page,
}) => {
  // Every brand's own logo and mark.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    expect(await brandDrawnHeight(page), `${width} px`).toBeGreaterThanOrEqual(24);
  }
});
