// Contract answers in the UI (spec §6): a downline rejects an offer in the contract popup; an
// accepted contract is terminated by a request of one side that the other accepts. The popup
// depends on AGENTPOLICY3 (it waits for the consolidated checks), so the flow runs once per value.
import { expect, signInAgent, test } from './fixtures.ts';
import { coveredElsewhere } from './profile.ts';
import { registerDownline } from './agent-helpers.ts';
import { DOWNLINE_PASSWORD } from './rewards-helpers.ts';
import { downlineOnSite, offer, rowsOf } from './contract-helpers.ts';
import { message } from './lottery-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test('a rejected offer ends as Rejected; an active contract ends when the other side accepts its termination', async ({
  page,
  browser,
  baseURL,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), (m) => m.flags.AGENTPOLICY3);
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await signInAgent(page);
  const account = await registerDownline(page, 'agent');
  await offer(page, 'agentDailyWages2', account, '1');
  await expect(rowsOf(page, account)).toHaveCount(1);
  await expect(rowsOf(page, account).first()).toHaveAttribute('data-status', 'pending');

  // The downline says no in the popup.
  const other = await downlineOnSite(browser, baseURL!, account);
  const popup = other.page.getByTestId('contract-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('contract-reject').click();
  await expect(popup).toHaveCount(0);

  await page.reload();
  const rejected = page.getByTestId('contract-list').locator('li[data-status="rejected"]', {
    hasText: account,
  });
  await expect(rejected).toHaveCount(1);
  await expect(rejected.getByTestId('contract-status')).toHaveText(
    message(lang, 'contracts.status.rejected'),
  );
  await expect(rejected).toContainText(message(lang, 'contracts.endReason.rejected'));
  await expect(rejected.getByTestId('contract-terminate')).toHaveCount(0);

  // A second offer, accepted: now the contract is active on both sides.
  await offer(page, 'agentDailyWages2', account, '1');
  await other.page.reload();
  await expect(popup).toBeVisible();
  await popup.getByTestId('contract-accept').click();
  await expect(popup).toHaveCount(0);

  await page.reload();
  const active = page
    .getByTestId('contract-list')
    .locator('li[data-status="active"]', { hasText: account });
  await expect(active).toHaveCount(1);

  // agent1 asks to end it (agent1 asks, so no answer ever waits on agent1, whose pages the
  // other agent tests use): the request waits for the downline.
  await active.getByTestId('contract-terminate').click();
  await expect(active.getByTestId('contract-request')).toHaveText(
    `${message(lang, 'contracts.request.termination')} · ${message(lang, 'contracts.waitingOther')}`,
  );
  await expect(active.getByTestId('contract-terminate')).toHaveCount(0);

  // The downline finds the request in its popup and accepts it.
  await other.page.reload();
  await expect(popup).toBeVisible();
  const asked = popup.locator('li[data-status="active"]');
  await expect(asked.getByTestId('contract-request')).toHaveText(
    `${message(lang, 'contracts.request.termination')} · ${message(lang, 'contracts.waitingYou')}`,
  );
  await asked.getByTestId('contract-accept').click();
  await expect(popup).toHaveCount(0);

  await page.reload();
  const ended = page.getByTestId('contract-list').locator('li[data-status="terminated"]', {
    hasText: account,
  });
  await expect(ended).toHaveCount(1);
  await expect(ended).toContainText(message(lang, 'contracts.endReason.terminated'));
  await expect(active).toHaveCount(0);

  // The downline (a sub-agent) holds no daily wages contract: its agent centre has no such page.
  await signInAgent(other.page, account, DOWNLINE_PASSWORD);
  await expect(other.page.getByTestId('agent-menu-agentTeamOverview')).toBeVisible();
  await expect(other.page.getByTestId('agent-menu-agentDailyWages2')).toHaveCount(0);
  await other.context.close();
});
