// The captcha of every form, as a person meets it: on Lobby's wire the browser solves a proof of
// work by itself (the test reads nothing for it), on the platform's the image's digits are typed.
import type { Page } from '@playwright/test';
import { agentLogin } from './agent-helpers.ts';
import { answerCaptcha, captchaOf, DEMO, expect, test } from './fixtures.ts';
import { message } from './lottery-helpers.ts';

/** Fails the test if it looked an answer up where the browser should have solved it. */
function readsNoAnswers(page: Page, wire: string) {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/__test/captcha')) lookups.push(r.url());
  });
  return () => {
    if (wire !== 'platform') expect(lookups).toEqual([]);
  };
}

test('feedback goes with the captcha the form shows', async ({ page, tenant }) => {
  const check = readsNoAnswers(page, tenant.api.wire);
  await page.goto('/');
  const opened = Date.now();
  await page.getByTestId('footer-feedback').click();
  const modal = page.getByTestId('feedback-modal');
  await modal.locator('#fb-type').selectOption('1');
  await modal.locator('#fb-content').fill('The deposit page took a long time to load today.');
  await answerCaptcha(page, modal);
  if (tenant.api.wire !== 'platform') {
    await expect(modal.getByTestId('captcha')).toHaveAttribute('data-status', 'verified');
    await expect(modal.getByRole('status')).toHaveText(
      message(tenant.languages.default, 'auth.captchaVerified'),
    );
    test.info().annotations.push({
      type: 'solved',
      description: `form opened to verified in ${Date.now() - opened} ms`,
    });
  }
  await modal.locator('button[type="submit"]').click();
  await expect(modal.getByText(message(tenant.languages.default, 'feedback.thanks'))).toBeVisible();
  check();
});

test('agent landing: a wrong password asks for a captcha, then the right one signs in', async ({
  page,
  tenant,
}) => {
  const check = readsNoAnswers(page, tenant.api.wire);
  await agentLogin(page, DEMO.agent.username, 'Wrong-password-1');
  const landing = page.getByTestId('agent-landing');
  await expect(landing.getByTestId('agent-login-error')).toBeVisible();
  await expect(captchaOf(landing)).toBeVisible();
  await landing.locator('input[name="password"]').fill(DEMO.agent.password);
  await answerCaptcha(page, landing);
  await page.getByTestId('agent-login-submit').click();
  await expect(page).toHaveURL(/\/agentHome/);
  check();
});
