// A brand in front of a backend on another origin (manifest api.baseUrl): the site's origin
// serves no API at all, yet a member logs in, browses a game list with its icons and deposits,
// every call crossing to the API's origin under CORS and the page's CSP. Runs once, on the
// tenant global-setup built the rig for (matrix.ts ONE_TENANT).
import { crossOrigin } from './cross-origin-env.ts';
import { appReady, expect, login, tenantCodeOf, test } from './fixtures.ts';

const API_PATH = /^\/(wps|lgw|lotto|tools)(\/|$)/;

test('a site whose API is on another origin logs in, lists games and deposits through it', async ({
  page,
}) => {
  const rig = crossOrigin();
  test.skip(
    rig?.code !== tenantCodeOf(test.info().project.name),
    'the cross-origin rig serves another tenant',
  );
  // Three screens and a login, each call behind a preflight of its own (one per URL): about
  // 20 s alone, twice that beside other specs on a busy machine.
  test.setTimeout(90_000);
  const { site, api } = rig!;
  const toSite: string[] = [];
  const toApi: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === site && API_PATH.test(url.pathname))
      toSite.push(`${r.method()} ${url.pathname}`);
    if (url.origin === api) toApi.push(`${r.method()} ${url.pathname}`);
  });
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    // A navigation cancels what the page left in flight; a refusal (CORS, CSP) is what counts.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${r.url()}: ${r.failure()?.errorText}`);
  });

  await page.goto(`${site}/`);
  await appReady(page);
  await login(page, 'member013', 'Member123!');
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);

  await page.goto(`${site}/rng`);
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  // The icon is the API's, drawn across origins (an <img>: no CORS, the API allows it).
  const icon = tile.locator('img').first();
  await icon.scrollIntoViewIfNeeded();
  await expect(icon).toHaveAttribute('src', new RegExp(`^${api}/lgw/games/icon/`));
  await expect
    .poll(() => icon.evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto(`${site}/member?tab=depositv2`);
  await expect(page.getByTestId('member-panel-depositv2')).toBeVisible();
  await page.getByTestId('deposit-panel').locator('input[name="amount"]').fill('100');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-created')).toBeVisible();
  const row = page.getByTestId('deposit-list').locator('tbody tr').first();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'pending');

  expect(toSite, 'API requests sent to the site’s own origin').toEqual([]);
  expect(toApi).toEqual(
    expect.arrayContaining([
      'GET /wps/system/status',
      'POST /wps/session/login',
      'GET /lgw/games/list',
      'POST /wps/v2/deposit',
    ]),
  );
  expect(failed).toEqual([]);
});
