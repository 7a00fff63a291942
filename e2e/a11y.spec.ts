// Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every route of spec §2 and every
// modal, per tenant, in its light and dark theme, plus Arabic (right to left) on one tenant.
// A tenant's colours are its own, so this runs on every tenant (e2e/matrix.ts EVERY_TENANT).
// One test per theme walks all routes in one page: a page load per test is the costly part.
// LOBBY_A11Y_TRACE=1 prints each scan's time and each finding as it is found.
import type { Page, Response } from '@playwright/test';
import { LOGIN_ONLY, paths } from '../runtime/src/config/routes.ts';
import { loginAgent1 } from './agent-helpers.ts';
import { appReady, DEMO, expect, openLogin, signIn, test } from './fixtures.ts';
import { behaviourProfile } from './matrix.ts';
import { coveredElsewhere, representativeOf } from './profile.ts';
import { BRAND_RULES, Findings, modalScan, settle, type Theme } from './axe-helpers.ts';

/** Visitor routes: every path a visitor may open that is not a modal route or an agent page. */
const ELSEWHERE: readonly string[] = [
  paths.login,
  paths.register,
  paths.help,
  paths.agent,
  paths.agentHome,
];
const VISITOR_ROUTES = Object.values(paths).filter(
  (p) => !LOGIN_ONLY.includes(p) && !ELSEWHERE.includes(p),
);
/** Routes that need a session (the member centre's tabs are walked one by one). */
const MEMBER_ROUTES = LOGIN_ONLY.filter((p) => p !== paths.member);

/** Theme and language come from this device's storage before the first paint (runtime prefs). */
async function usePrefs(page: Page, theme: Theme, lang?: string) {
  await page.addInitScript(
    ({ theme, lang }) => {
      localStorage.setItem('lobby.theme', theme);
      if (lang) localStorage.setItem('lobby.lang', lang);
    },
    { theme, lang },
  );
}

/** Opens a route in the loaded app (client navigation: no page load per route) and waits for it. */
async function visit(page: Page, route: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[.?]/g, '\\$&')}($|[?#])`));
  await settle(page);
}

/** The login and register popups a visitor opens from the header. */
async function authModals(page: Page, f: Findings, tag: string) {
  await modalScan(
    page,
    f,
    `${tag} login modal`,
    () => page.getByTestId('header-login').click(),
    'login-modal',
  );
  await modalScan(
    page,
    f,
    `${tag} register modal`,
    () => page.getByTestId('header-register').click(),
    'register-modal',
  );
}

/** The home's other paths render the same screen with the same data: checked to show it, not rescanned. */
const HOME_ALIASES: readonly string[] = [paths.index, paths.indexHtml, paths.homeAlias];

async function visitorWalk(page: Page, f: Findings, tag: string) {
  await appReady(page);
  await settle(page);
  await f.scan(page, `${tag} /`);
  await modalScan(
    page,
    f,
    `${tag} announcement list`,
    () => page.getByTestId('notice-marquee-open').click(),
    'announcements-modal',
  );
  for (const route of VISITOR_ROUTES.filter((r) => r !== paths.home)) {
    await visit(page, route);
    if (HOME_ALIASES.includes(route)) await expect(page.getByTestId('home')).toBeVisible();
    else await f.scan(page, `${tag} ${route}`, '#main');
  }
  // The modals open over a light page: axe reads the whole document even for one dialog, and
  // the home's many tiles make every scan over it several times slower.
  await visit(page, paths.promotions);
  await authModals(page, f, tag);
  await modalScan(
    page,
    f,
    `${tag} forgot password modal`,
    async () => {
      await page.getByTestId('header-login').click();
      await page.getByTestId('forgot-password').click();
    },
    'forgot-modal',
  );
  await modalScan(
    page,
    f,
    `${tag} feedback modal`,
    () => page.getByTestId('footer-feedback').click(),
    'feedback-modal',
  );
  const licence = page.getByTestId('menu-licence');
  if (await licence.isVisible())
    await modalScan(page, f, `${tag} licence modal`, () => licence.click(), 'licence-modal');
  await modalScan(page, f, `${tag} help modal`, () => visit(page, paths.help), 'help-modal');
}

/** Waits for the startup popups' answer; scans and closes the popup when there is one. */
async function startupPopup(page: Page, f: Findings, label: string, answer: Promise<Response>) {
  const body = (await (await answer).json()) as { value?: { list?: unknown[] } };
  if (!body.value?.list?.length) return;
  const modal = page.getByTestId('announcements-modal');
  await expect(modal).toBeVisible();
  await settle(page);
  await f.scan(page, label, '[data-testid="announcements-modal"]');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

const popupAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/wps/announcements/popup'));

async function memberWalk(page: Page, f: Findings, tag: string) {
  // The member's startup popups show after signing in, over the page it lands on.
  const answer = popupAnswer(page);
  await signIn(page, DEMO.player.username, DEMO.player.password, paths.member);
  await startupPopup(page, f, `${tag} startup popup (member)`, answer);
  await settle(page);
  await f.scan(page, `${tag} /member`);
  const tabs = await page
    .locator('[data-testid^="member-tab-"]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.slice('member-tab-'.length)),
    );
  for (const tab of tabs) {
    await visit(page, `${paths.member}?tab=${tab}`);
    await expect(page.getByTestId(`member-panel-${tab}`)).toBeVisible();
    await settle(page);
    await f.scan(page, `${tag} /member?tab=${tab}`, '#main');
  }
  for (const route of MEMBER_ROUTES) {
    await visit(page, route);
    await f.scan(page, `${tag} ${route}`, '#main');
  }
  await visit(page, paths.promotions);
  await modalScan(
    page,
    f,
    `${tag} logout confirm`,
    async () => {
      await page.getByTestId('account-menu').click();
      await page.getByTestId('account-logout').click();
    },
    'logout-modal',
  );
}

async function agentWalk(page: Page, f: Findings, tag: string) {
  await page.goto(paths.agent);
  await settle(page);
  await f.scan(page, `${tag} /agent`);
  await loginAgent1(page);
  await settle(page);
  await f.scan(page, `${tag} /agentHome`);
  const menus = await page
    .locator('[data-testid^="agent-menu-"]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid')!.slice('agent-menu-'.length)),
    );
  for (const name of menus) {
    await page.getByTestId(`agent-menu-${name}`).click();
    await expect(page.getByTestId(`agent-page-${name}`)).toBeVisible();
    await settle(page);
    await f.scan(page, `${tag} /agentHome?page=${name}`, '.agent-main');
  }
}

/** The walks of one tenant: each is one test, so a tenant's walks run side by side. */
const WALKS = {
  'visitor routes and modals': async (page: Page, f: Findings, tag: string) => {
    // The visitor's startup popup shows over the first home page.
    const answer = popupAnswer(page);
    await page.goto('/');
    await startupPopup(page, f, `${tag} startup popup (visitor)`, answer);
    await visitorWalk(page, f, tag);
  },
  'member routes': async (page: Page, f: Findings, tag: string) => memberWalk(page, f, tag),
  'agent centre': async (page: Page, f: Findings, tag: string) => agentWalk(page, f, tag),
};

test.describe('accessibility', () => {
  test.use({ startupPopups: true });

  for (const [walk, run] of Object.entries(WALKS)) {
    test(`axe: ${walk}, light and dark theme`, async ({ page, tenant }) => {
      test.setTimeout(300_000);
      // Each stop is scanned whole in the tenant's default theme, and for colour in the other. A
      // brand sharing a representative's behaviour profile walks the same DOM: it is scanned for
      // what a brand changes (its colours, texts and images) and the representative for the rest,
      // and at each stop only for what looks new to its walk (the lists of one layout are one).
      const own = tenant.themes.default;
      await usePrefs(page, own);
      const brandOnly = representativeOf(tenant.code, behaviourProfile) !== tenant.code;
      const f = new Findings({
        alsoIn: [own === 'dark' ? 'light' : 'dark'],
        ...(brandOnly && { rules: BRAND_RULES, onlyNewLooks: true }),
      });
      const tag = `[${tenant.code}]`;
      await run(page, f, tag);
      const scope = brandOnly
        ? `brand rules; ${f.partial} stops scanned for their new looks only, ${f.skipped.length} had none`
        : 'all rules';
      console.log(
        `${tag} ${walk}: ${f.scans} scans (${scope}), ${f.lines.length} serious/critical nodes`,
      );
      if (f.skipped.length) console.log(`${tag} not rescanned: ${f.skipped.join(', ')}`);
      for (const line of f.lines) console.log(line);
      f.expectNone();
    });
  }

  test('axe: Arabic, right to left, on a sample of routes and modals', async ({ page, tenant }) => {
    test.skip(!tenant.languages.available.includes('ar'), `${tenant.code} has no Arabic`);
    const why = coveredElsewhere(test.info(), (m) => m.languages.available.includes('ar'));
    test.skip(!!why, why ?? '');
    test.setTimeout(120_000);
    await usePrefs(page, tenant.themes.default, 'ar');
    const f = new Findings();
    const tag = `[${tenant.code} ar]`;
    const answer = popupAnswer(page);
    await page.goto('/');
    await startupPopup(page, f, `${tag} startup popup (visitor)`, answer);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settle(page);
    await f.scan(page, `${tag} /`);
    await visit(page, paths.rng);
    await f.scan(page, `${tag} ${paths.rng}`, '#main');
    await authModals(page, f, tag);
    await signIn(page, DEMO.player.username, DEMO.player.password, paths.member);
    await settle(page);
    await f.scan(page, `${tag} /member`);
    for (const line of f.lines) console.log(line);
    f.expectNone();
  });
});

test('tap targets on a phone: footer links and the remember-me box are at least 24 px tall', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await appReady(page);
  const targets = page.getByTestId('footer').locator('ul a, ul button');
  expect(await targets.count()).toBeGreaterThan(0);
  for (const box of await targets.evaluateAll((els) =>
    els.map((e) => ({ text: e.textContent, height: e.getBoundingClientRect().height })),
  ))
    expect(box.height, `footer "${box.text}"`).toBeGreaterThanOrEqual(24);
  await openLogin(page);
  const remember = page.getByTestId('login-modal').locator('label.check');
  expect((await remember.boundingBox())?.height).toBeGreaterThanOrEqual(24);
});
