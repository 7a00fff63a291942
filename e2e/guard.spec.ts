import { loginAgent1 } from './agent-helpers.ts';
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

test.describe('route guard and route modals', () => {
  for (const path of ['/member', '/lottery', '/favorite', '/pointMall']) {
    test(
      `visitor on ${path} goes to /login with the login popup`,
      READS_NO_TENANT_SETTING,
      async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByTestId('login-modal')).toBeVisible();
        await expect(page.getByTestId('home')).toBeVisible();
      },
    );
  }

  test(
    'visitor on /agentHome goes to /agent, which has no header or footer',
    READS_NO_TENANT_SETTING,
    async ({ page }) => {
      await page.goto('/agentHome');
      await expect(page).toHaveURL(/\/agent$/);
      await expect(page.getByTestId('agent-landing')).toBeVisible();
      await expect(page.locator('header.header')).toHaveCount(0);
      await expect(page.getByTestId('footer')).toHaveCount(0);
      await expect(page.getByTestId('floating-cs')).toHaveCount(0);
    },
  );

  test(
    '/register?referralCode= opens the register modal over home',
    READS_NO_TENANT_SETTING,
    async ({ page }) => {
      await page.goto('/register?referralCode=ABC123');
      await expect(page.getByTestId('register-modal')).toBeVisible();
      await expect(page.getByTestId('home')).toBeVisible();
    },
  );

  test(
    '/help#term opens the help modal at the terms',
    READS_NO_TENANT_SETTING,
    async ({ page }) => {
      await page.goto('/help#term');
      await expect(page.getByTestId('help-modal')).toBeVisible();
      await expect(page.getByTestId('help-term')).toBeInViewport();
    },
  );

  test(
    'a member passes; the side menu is hidden on /seamless only',
    READS_NO_TENANT_SETTING,
    async ({ page }) => {
      await signIn(page, DEMO.player.username, DEMO.player.password, '/member');
      await expect(page).toHaveURL(/\/member$/);
      await expect(page.getByTestId('member-centre')).toBeVisible();
      await expect(page.getByTestId('side-menu')).toHaveCount(1);
      await page.goto('/seamless');
      await expect(page.getByTestId('seamless')).toBeVisible();
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
    },
  );

  test(
    'a player (non-agent) on /agentHome is sent to /agent; the agent gets in',
    READS_NO_TENANT_SETTING,
    async ({ page }) => {
      await signIn(page, DEMO.player.username, DEMO.player.password);
      await page.goto('/agentHome');
      await expect(page).toHaveURL(/\/agent$/);
      await expect(page.getByTestId('agent-landing')).toBeVisible();
      await expect(page.getByTestId('agent-home')).toHaveCount(0);
      // The agent signs in at /agent and then opens /agentHome directly.
      await loginAgent1(page);
      await page.goto('/agentHome');
      await expect(page).toHaveURL(/\/agentHome$/);
      await expect(page.getByTestId('agent-home')).toBeVisible();
    },
  );
});
