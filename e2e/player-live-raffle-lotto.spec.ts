// Player screens for §7 calls the lobby first shipped without: live hosts and their chat room on
// /live, the daily raffle claimed in the reward centre, and the provider lottery lobby. Each runs
// once per flag profile it depends on (e2e/profile.ts).
import { coveredElsewhere } from './profile.ts';
import type { Page } from '@playwright/test';
import { liveOps } from '#schemas/api/games-live.ts';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { expect, isCallOf, signIn, test } from './fixtures.ts';
import { headerBalance, MEMBER_PASSWORD } from './lottery-helpers.ts';
import { expectAccessible } from './axe-helpers.ts';

// A UI login, a framed page and a claim: on a busy machine more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

/** Logs in through the header and waits for the balance (slow when the machine is loaded). */
async function loginAs(page: Page, username: string) {
  await signIn(page, username, MEMBER_PASSWORD);
}

test('live: a player opens an online host and chats in the room page', async ({ page }) => {
  const why = coveredElsewhere(test.info(), (m) => (m.games.categories.LIVE?.length ?? 0) > 0);
  test.skip(!!why, why ?? '');
  await loginAs(page, 'member017');
  const models = page.waitForResponse((r) => isCallOf(liveOps.liveModels, r.request()));
  await page.goto('/live');
  await models;
  const panel = page.getByTestId('live-models');
  await expect(panel).toBeVisible();
  // Each host's vendor by its name, never its code ("PT_LIVE").
  await expect(panel.locator('li').first()).toBeVisible();
  expect((await panel.innerText()).match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? []).toEqual([]);
  // One host of each vendor is on a break: its chat button is off.
  const items = panel.locator('li');
  const offline = items.filter({ has: page.locator('button[disabled]') });
  await expect(offline.first()).toBeVisible();
  const online = items.filter({ has: page.locator('button:not([disabled])') }).first();
  const name = (await online.locator('strong').textContent())!;
  const chat = page.waitForResponse((r) => isCallOf(liveOps.liveChat, r.request()));
  await online.getByTestId('live-chat-open').click();
  expect((await chat).status()).toBe(200);
  await expect(page.getByTestId('live-chat')).toBeVisible();
  const room = page.frameLocator('[data-testid="live-chat-frame"]');
  await expect(room.getByTestId('chat-model')).toHaveText(name);
  await expectAccessible(page, 'live-chat');
  // The room greets the member by nickname (the seed gives each one).
  await expect(room.getByTestId('chat-greeting')).toHaveText(/^Hi .+, welcome to my room!$/);
  await room.getByRole('textbox', { name: 'Message' }).fill('hello');
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.locator('li.me')).toHaveText('hello');
});

test('raffle: claim the daily raffle in the reward centre; the prize reaches the balance once', async ({
  page,
}) => {
  const why = coveredElsewhere(test.info(), () => 'every tenant');
  test.skip(!!why, why ?? '');
  await loginAs(page, 'member018');
  const before = await headerBalance(page);
  await page.goto('/member?tab=rewardCenter');
  const card = page.getByTestId('raffle');
  await expect(card.getByTestId('raffle-tickets')).toContainText(/\d/);
  const claim = page.waitForResponse((r) => isCallOf(rewardsOps.claimRaffle, r.request()));
  await card.getByTestId('raffle-claim').click();
  const answer = (await (await claim).json()) as { value: { amount: number } };
  expect(answer.value.amount).toBeGreaterThan(0);
  await expect(card.getByTestId('raffle-won')).toBeVisible();
  await expect(card.getByTestId('raffle-claim')).toBeDisabled();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + answer.value.amount, 2);
  // After a reload the card says it is claimed and offers no second draw.
  await page.reload();
  await expect(page.getByTestId('raffle-claimed')).toBeVisible();
  await expect(page.getByTestId('raffle-claim')).toBeDisabled();
});

test('lottery lobby: the provider lobby opens framed, and its back link returns to the lottery', async ({
  page,
  tenant,
}) => {
  const hasLottery = (m: typeof tenant) =>
    (m.games.categories.LOTT?.length ?? 0) + (m.games.categories.ELOTT?.length ?? 0) > 0;
  const why = coveredElsewhere(test.info(), hasLottery);
  test.skip(!!why, why ?? '');
  test.skip(!hasLottery(tenant), 'no lottery vendor on this tenant: no lottery lobby');
  await loginAs(page, 'member019');
  await page.goto('/lottery');
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  const launch = page.waitForResponse((r) => r.url().includes('/lgw/lotto/lobby'));
  await page.getByTestId('lotto-lobby-link').click();
  await expect(page).toHaveURL(/\/lottoLobby\?area=/);
  const sent = new URL((await launch).url());
  expect(sent.searchParams.get('launchMode')).toBe('LOTT');
  expect(sent.searchParams.get('lottoView')).toBe('lobby');
  expect(sent.searchParams.get('backUrl')).toMatch(/\/lottery$/);
  await expect(page).toHaveURL(/\/lottoLobby\?area=/);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  const lobby = page.frameLocator('[data-testid="lotto-lobby-frame"]');
  await expect(lobby.getByTestId('lobby-game').first()).toBeVisible();
  await lobby.getByTestId('lobby-back').click();
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
});
