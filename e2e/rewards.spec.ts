// Rewards in the member centre (spec §2 member centre pages, §4 rewards): the reward centre's
// claim and join, today's red envelope, VIP level-up bonus, missions, points conversion (PTSYS3)
// and saving the profile. Each test has a fresh member of its own: one-time rewards and the
// balance change only here. None of them depends on a tenant flag except points conversion, so
// they run once (coveredElsewhere).
import { expect, test } from './fixtures.ts';
import { coveredElsewhere } from './profile.ts';
import { headerBalance, message } from './lottery-helpers.ts';
import { playDemo } from './agent-helpers.ts';
import { freshMember, PAY } from './rewards-helpers.ts';
import { openTab } from './member-helpers.ts';

test.describe.configure({ timeout: 150_000 });

const count = async (text: Promise<string | null>) => Number((await text) ?? 'NaN');

/** A message with its {{placeholders}} as wildcards. */
const pattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\{\w+\}\}/)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

test('reward centre: claiming credits the bonus, joining takes the activity off the list', async ({
  page,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), () => 'no flag');
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await freshMember(page, 0);
  await openTab(page, 'rewardCenter');
  const centre = page.getByTestId('reward-center');
  const unclaimed = centre.getByTestId('reward-unclaimed');
  const promos = centre.getByTestId('reward-promos');
  await expect(unclaimed).toHaveText(/^\d+$/);
  await expect(promos).toHaveText(/^\d+$/);
  const unclaimedBefore = await count(unclaimed.textContent());
  const promosBefore = await count(promos.textContent());
  const before = await headerBalance(page);

  const items = centre.locator('[data-testid^="activity-"]');
  const claimable = items.filter({
    has: page.getByRole('button', { name: message(lang, 'rewards.claim'), exact: true }),
  });
  const joinable = items.filter({
    has: page.getByRole('button', { name: message(lang, 'rewards.join'), exact: true }),
  });
  await expect(claimable).toHaveCount(1);
  await expect(joinable).toHaveCount(1);

  // Claim: the listed bonus lands in the wallet, the item and one unclaimed reward are gone.
  const gift = claimable.first();
  const giftId = await gift.getAttribute('data-testid');
  const bonus = Number(
    ((await gift.locator('.rewards__amount').textContent()) ?? '').replace(/[^0-9.]/g, ''),
  );
  expect(bonus).toBeGreaterThan(0);
  await gift.getByRole('button').click();
  await expect(centre.getByTestId(giftId!)).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + bonus, 2);
  await expect(unclaimed).toHaveText(String(unclaimedBefore - 1));
  await expect(promos).toHaveText(String(promosBefore - 1));

  // Join: no money, the activity leaves the list and the available count drops again.
  const joinId = await joinable.first().getAttribute('data-testid');
  await joinable.first().getByRole('button').click();
  await expect(centre.getByTestId(joinId!)).toHaveCount(0);
  await expect(promos).toHaveText(String(promosBefore - 2));
  await expect(unclaimed).toHaveText(String(unclaimedBefore - 1));
  expect(await headerBalance(page)).toBeCloseTo(before + bonus, 2);

  // Still so after a reload (the server kept it): nothing left to claim or join.
  await page.reload();
  await expect(page.getByTestId('reward-center')).toBeVisible();
  await expect(items).toHaveCount(0);
  await expect(centre.getByText(message(lang, 'rewards.none')).first()).toBeVisible();
});

test('red envelope: opened once a day, the amount won is added to the balance', async ({
  page,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), () => 'no flag');
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await freshMember(page, 0);
  await openTab(page, 'redEnvelope');
  const card = page.getByTestId('red-envelope');
  await expect(card).toContainText(message(lang, 'rewards.envelope.available'));
  const before = await headerBalance(page);
  expect(before).toBe(0);
  await card.getByTestId('red-envelope-open').click();
  const won = card.getByTestId('red-envelope-won');
  await expect(won).toHaveText(pattern(message(lang, 'rewards.envelope.won')));
  const amount = Number(((await won.textContent()) ?? '').replace(/[^0-9.]/g, ''));
  // The mock server draws a bonus of 1.00 to 8.88.
  expect(amount).toBeGreaterThanOrEqual(1);
  expect(amount).toBeLessThanOrEqual(8.88);
  await expect(card.getByTestId('red-envelope-open')).toBeDisabled();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(amount, 2);

  // A second visit the same day: already opened, the button stays off.
  await page.reload();
  await expect(card).toContainText(message(lang, 'rewards.envelope.opened'));
  await expect(card.getByTestId('red-envelope-open')).toBeDisabled();
  await expect.poll(() => headerBalance(page)).toBeCloseTo(amount, 2);
});

test('VIP and missions: 10 bets of 100 reach Bronze and finish two missions; the level bonus is paid once', async ({
  page,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), () => 'no flag');
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await freshMember(page, 1_100);

  // Before playing: level 0, the first level's bonus cannot be claimed yet.
  await openTab(page, 'vip');
  const vip = page.getByTestId('vip-levels');
  await expect(vip.getByTestId('vip-level')).toHaveText('0');
  await expect(vip.getByTestId('vip-1').getByRole('button')).toBeDisabled();

  await openTab(page, 'missionLeaderboard');
  const missions = page.getByTestId('mission-leaderboard');
  await expect(missions.getByTestId('mission-1')).toContainText('0 / 10');
  await expect(missions.getByTestId('mission-1')).toContainText(
    message(lang, 'rewards.missions.open'),
  );

  // The demo game (its own UI is covered by games.spec.ts): 10 bets of 100 = 1,000 valid bet.
  expect(await playDemo(page, 10, 100)).toBe(1_000);

  await page.reload();
  await expect(missions.getByTestId('mission-1')).toContainText('10 / 10');
  await expect(missions.getByTestId('mission-1')).toContainText(
    message(lang, 'rewards.missions.done'),
  );
  await expect(missions.getByTestId('mission-2')).toContainText(
    message(lang, 'rewards.missions.done'),
  );
  // One game only: the "3 different games" mission is still open.
  await expect(missions.getByTestId('mission-3')).toContainText('1 / 3');
  await expect(missions.getByTestId('my-rank')).toBeVisible();

  await openTab(page, 'vip');
  await expect(vip.getByTestId('vip-level')).toHaveText('1');
  // The account page reads the same level as the VIP page.
  await openTab(page, 'securityCenter');
  await expect(page.getByTestId('profile-vip')).toHaveText('VIP 1');
  await openTab(page, 'vip');
  const bronze = vip.getByTestId('vip-1');
  const bonus = Number(
    ((await bronze.locator('.rewards__amount').textContent()) ?? '').replace(/[^0-9.]/g, ''),
  );
  expect(bonus).toBeGreaterThan(0);
  await expect(vip.getByTestId('vip-2').getByRole('button')).toBeDisabled();
  const before = await headerBalance(page);
  await bronze.getByRole('button', { name: message(lang, 'rewards.claim'), exact: true }).click();
  await expect(bronze).toContainText(message(lang, 'rewards.claimed'));
  await expect(bronze.getByRole('button')).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + bonus, 2);

  // Paid once: after a reload it is still claimed and there is no button to claim it again.
  await page.reload();
  await expect(bronze).toContainText(message(lang, 'rewards.claimed'));
  await expect(bronze.getByRole('button')).toHaveCount(0);
});

test('points conversion: played points become wallet money with the payment password', async ({
  page,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), (m) => m.flags.PTSYS3);
  test.skip(!!why, why ?? '');
  test.skip(
    !tenant.flags.PTSYS3,
    'PTSYS3 is off: no points (points.spec.ts checks the page says so)',
  );
  const lang = tenant.languages.default;
  await freshMember(page, 1_100);
  expect(await playDemo(page, 10, 100)).toBe(1_000);

  await page.goto('/pointMall');
  await expect(page.getByTestId('point-mall')).toBeVisible();
  const points = page.getByTestId('points-balance');
  await expect(points).toHaveText(/[1-9]/);
  const number = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const pointsBefore = number(await points.textContent());
  const whole = Math.floor(pointsBefore);
  expect(whole).toBeGreaterThan(0);

  await page.getByRole('tab', { name: message(lang, 'points.tab.convert') }).click();
  const form = page.getByTestId('convert-form');
  await form.locator('input[name="points"]').fill(String(whole + 1));
  await form.locator('input[name="paymentPassword"]').fill(PAY);
  await form.getByTestId('convert-submit').click();
  // More than the member has is refused before anything is sent.
  await expect(form.getByTestId('convert-error')).toBeVisible();

  await form.locator('input[name="points"]').fill(String(whole));
  await form.locator('input[name="paymentPassword"]').fill('000000');
  await form.getByTestId('convert-submit').click();
  await expect(form.getByTestId('convert-error')).toHaveText(
    message(lang, 'payment_password_incorrect'),
  );

  const before = await headerBalance(page);
  await form.locator('input[name="points"]').fill(String(whole));
  await form.locator('input[name="paymentPassword"]').fill(PAY);
  await form.getByTestId('convert-submit').click();
  const done = form.getByTestId('convert-done');
  await expect(done).toHaveText(pattern(message(lang, 'points.converted')));
  await expect(done).toContainText(String(whole));
  const credited = number((await done.textContent())!.split(/:|：/).slice(1).join(''));
  expect(credited).toBeGreaterThan(0);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + credited, 2);
  await expect
    .poll(async () => number(await points.textContent()))
    .toBeCloseTo(pointsBefore - whole, 2);
});

test('profile save: the new details are kept, an under-age birthday is refused', async ({
  page,
  tenant,
}) => {
  const why = coveredElsewhere(test.info(), () => 'no flag');
  test.skip(!!why, why ?? '');
  const lang = tenant.languages.default;
  await freshMember(page, 0);
  await openTab(page, 'securityCenter');
  const form = page.getByTestId('profile-form');
  const field = (name: string) => form.locator(`input[name="${name}"]`);

  // Younger than the tenant's age (spec §5): the translated limit, with that age, under the field;
  // nothing saved.
  const age = tenant.legal.birthdayAge;
  const young = new Date();
  young.setUTCFullYear(young.getUTCFullYear() - (age - 1));
  await field('birthday').fill(young.toISOString().slice(0, 10));
  await page.getByTestId('profile-save').click();
  await expect(form).toContainText(message(lang, 'birthday_limit', { age }));
  await expect(form.getByText(message(lang, 'member.profile.saved'))).toHaveCount(0);

  await field('nickname').fill('Lucky Tester');
  await field('birthday').fill('1990-02-14');
  await field('line').fill('lucky.line');
  await field('occupation').fill('Chef');
  await page.getByTestId('profile-save').click();
  await expect(form.getByText(message(lang, 'member.profile.saved'))).toBeVisible();

  // What the server kept, read back by a fresh page load.
  await page.reload();
  await expect(field('nickname')).toHaveValue('Lucky Tester');
  await expect(field('birthday')).toHaveValue('1990-02-14');
  await expect(field('line')).toHaveValue('lucky.line');
  await expect(field('occupation')).toHaveValue('Chef');
});
