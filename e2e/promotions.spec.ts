// Promotions (spec §2, §4, §5): statuses as badges, an application with a comment and 2 images,
// a comment over 140 characters and a .gif refused in the browser (nothing reaches the server).
import zlib from 'node:zlib';
import { rewardsOps } from '#schemas/api/rewards.ts';
import { expect, isCallOf, test } from './fixtures.ts';
import { loginAs, MEMBER_PASSWORD } from './lottery-helpers.ts';
import { expectAccessible } from './axe-helpers.ts';
import { READS_NO_TENANT_SETTING } from './profile.ts';

/** A small valid PNG (solid colour), different per seed. */
function png(seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const size = 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, seed * 40)]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test(
  'a visitor sees the promotions with status badges; applying asks to log in',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByTestId('activity-status').first()).toBeVisible();
    const statuses = await page
      .getByTestId('activity-status')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses).toEqual(expect.arrayContaining(['Closed', 'coming soon']));
    // An activity's details open over the list (no flow of its own needs them).
    await page.getByTestId('activity-details').first().click();
    const details = page.getByTestId('activity-details-modal');
    await expect(details).toBeVisible();
    await expectAccessible(page, 'activity-details-modal');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await page.getByTestId('activity-apply').first().click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  },
);

test(
  'apply with a comment and 2 images; a long comment and a gif never reach the server',
  READS_NO_TENANT_SETTING,
  async ({ page }) => {
    await loginAs(page, 'member034', MEMBER_PASSWORD);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (isCallOf(rewardsOps.applyActivity, r)) sent.push(r.method());
    });
    await page.goto('/promotions');
    const card = page
      .locator('[data-kind="apply"]')
      .filter({ has: page.getByTestId('activity-apply') })
      .first();
    const title = (await card.locator('h2').textContent())!;
    await card.getByTestId('activity-apply').click();
    const modal = page.getByTestId('apply-modal');
    await expect(modal).toBeVisible();

    // 141 characters: the counter turns red and submit stays disabled.
    await modal.getByTestId('apply-comment').fill('x'.repeat(141));
    await expect(modal.getByTestId('comment-counter')).toHaveText(/141\s*\/\s*140/);
    await expect(modal.getByTestId('apply-submit')).toBeDisabled();

    // A gif is refused with a limit message and never listed.
    await modal.getByTestId('apply-images').setInputFiles({
      name: 'streak.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    });
    await expect(modal.getByTestId('upload-problem')).toContainText('streak.gif');
    await expect(modal.getByTestId('apply-files')).toHaveCount(0);

    await modal.getByTestId('apply-comment').fill('Deposit slip attached, thank you');
    await expect(modal.getByTestId('comment-counter')).toHaveText(/32\s*\/\s*140/);
    await modal.getByTestId('apply-images').setInputFiles([
      { name: 'slip-1.png', mimeType: 'image/png', buffer: png(1) },
      { name: 'slip-2.png', mimeType: 'image/png', buffer: png(2) },
    ]);
    await expect(modal.getByTestId('apply-files').locator('li')).toHaveCount(2);
    expect(sent).toEqual([]);
    await expectAccessible(page, 'apply-modal');

    await modal.getByTestId('apply-submit').click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('promotions-notice')).toContainText(title);
    const applied = page.locator('[data-kind="apply"]').filter({ hasText: title });
    await expect(applied.getByTestId('activity-status')).toHaveAttribute('data-status', 'Applying');
    expect(sent).toEqual(['POST']);
  },
);
