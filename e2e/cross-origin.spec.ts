// A brand in front of a backend on another origin (manifest api.baseUrl): the site's origin
// serves no API at all, yet a member logs in, browses a game list with its icons and deposits,
// every call crossing to the API's origin under CORS and the page's CSP; a one-click sign-in goes
// to the provider and back by the API's origin, and a second brand's on the same API is its own.
// Runs once, on the tenant global-setup built the rig for (matrix.ts ONE_TENANT).
import { ONE_CLICK_PROVIDERS } from '#schemas/one-click.ts';
import { crossOrigin } from './cross-origin-env.ts';
import {
  api,
  appReady,
  DOWNLINE_PASSWORD,
  expect,
  login,
  openLogin,
  tenantCodeOf,
  test,
} from './fixtures.ts';
import { readManifest } from './matrix.ts';
import { allowAs, answerAsked, uniqueSub } from './one-click-helpers.ts';

const API_PATH = /^\/(wps|lgw|lotto|tools)(\/|$)/;

/** The rig, when it serves this project's tenant; the test is skipped elsewhere. */
function rigOfThisTenant() {
  const rig = crossOrigin();
  test.skip(
    rig?.code !== tenantCodeOf(test.info().project.name),
    'the cross-origin rig serves another tenant',
  );
  return rig!;
}

test('a site whose API is on another origin logs in, lists games and deposits through it', async ({
  page,
}) => {
  const rig = rigOfThisTenant();
  // Three screens and a login, each call behind a preflight of its own (one per URL): about
  // 20 s alone, twice that beside other specs on a busy machine.
  test.setTimeout(90_000);
  const { site, api } = rig;
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
  await login(page, 'member013', DOWNLINE_PASSWORD);
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

test('one-click sign-in from a site whose API is on another origin: the trips to the provider go by the API', async ({
  page,
  tenant,
}) => {
  const rig = rigOfThisTenant();
  const provider = ONE_CLICK_PROVIDERS.find((p) => tenant.flags.oneClickLogin[p]);
  test.skip(!provider, `${tenant.code} shows no one-click button`);
  // A trip to the provider and back, the site loading twice, calls behind preflights.
  test.setTimeout(150_000);
  const { site, api: apiOrigin } = rig;
  await page.goto(`${site}/`);
  await appReady(page);
  await openLogin(page);
  // The button is a plain navigation (no Merchant header can go with it) to the API's origin,
  // which sends the player on to the provider and takes the answer back.
  const started = page.waitForRequest((r) => r.url().includes(`/wps/oidc/${provider}/start?`));
  await page.getByTestId(`one-click-${provider!}`).click();
  expect(new URL((await started).url()).origin).toBe(apiOrigin);
  await expect(page.locator('button[value="allow"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', tenant.languages.default);
  const back = page.waitForRequest((r) => r.url().includes(`/wps/oidc/${provider}/callback?`));
  await allowAs(page, uniqueSub(provider!));
  expect(new URL((await back).url()).origin).toBe(apiOrigin);
  // Back on the brand's own site, which finishes the sign-in through the API.
  await answerAsked(page, tenant, apiOrigin);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/, { timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(site);
  const info = await api<{ account: string }>(
    page,
    'GET',
    `${apiOrigin}/wps/member/info`,
    undefined,
    { asMember: true },
  );
  expect(info.json.value.account).toMatch(new RegExp(`^${provider!}\\d{6}$`));
});

test('a second brand on the same API host signs in with one click to itself, not to the first brand', async ({
  page,
}) => {
  const rig = rigOfThisTenant();
  test.skip(!rig.shared, 'no other tenant with a one-click button shares the rig’s API');
  const { site } = rig.shared!;
  const brand = readManifest(rig.shared!.code);
  const provider = ONE_CLICK_PROVIDERS.find((p) => brand.flags.oneClickLogin[p])!;
  test.setTimeout(150_000);
  await page.goto(`${site}/`);
  await appReady(page);
  await openLogin(page);
  const started = page.waitForRequest((r) => r.url().includes(`/wps/oidc/${provider}/start?`));
  await page.getByTestId(`one-click-${provider}`).click();
  expect(new URL((await started).url()).origin).toBe(rig.api);
  // The API's host names no brand: this brand's provider asks, in this brand's language.
  await expect(page.locator('button[value="allow"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', brand.languages.default);
  await allowAs(page, uniqueSub(provider));
  // Back on this brand's site, signed in as a member of this brand.
  await answerAsked(page, brand, rig.api);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/, { timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(site);
  const info = await api<{ account: string }>(
    page,
    'GET',
    `${rig.api}/wps/member/info`,
    undefined,
    { asMember: true },
  );
  expect(info.json.success, JSON.stringify(info.json)).toBe(true);
  expect(info.json.value.account).toMatch(new RegExp(`^${provider}\\d{6}$`));
});
