import { expect, signInAgent, test } from './fixtures.ts';
import { openAgentPage } from './agent-helpers.ts';
import { pickDownline } from './contract-helpers.ts';

test.describe.configure({ timeout: 90_000 });

test('offer out of bounds is refused on the client', async ({ page, tenant }) => {
  await signInAgent(page);
  await openAgentPage(page, 'agentDailyWages2');
  const form = page.getByTestId('offer-form');
  await pickDownline(form);
  await form
    .locator('input[name="rate"]')
    .fill(String(tenant.agent.contractBounds.dailySalaryMaxPercent + 1));
  await page.getByTestId('offer-submit').click();
  await expect(form.locator('.field__error')).toContainText(
    String(tenant.agent.contractBounds.dailySalaryMaxPercent),
  );
});
