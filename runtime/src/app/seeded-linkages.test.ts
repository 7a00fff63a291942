// The mock server's seeded banners and announcements against this app's route table: a linkage
// with no route is a "page not found" on the home page's most visible spot, a linkage to the
// tenant's own domain takes the player off the site it is already on, and a promotion's "claim it
// in the reward centre" must lead there. (Popups and marquee notices carry no linkage.)
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '#mock-server/src/clock.ts';
import { seedContentStep } from '#mock-server/src/domain/content/seed.ts';
import { emptyTenantData } from '#mock-server/src/store/data.ts';
import { loadManifests } from '#manifests/index.ts';
import { visibleTabs } from '../features/member/lib/tabs.ts';
import { ANNOUNCEMENT_ACTION_HREF, paths } from '../config/routes.ts';
import { MEMBER_TABS } from './member-tabs.tsx';

const manifests = loadManifests(path.join(import.meta.dirname, '../../../tenants')).valid;
const routes: readonly string[] = Object.values(paths);

describe.each(manifests.map((m) => [m.code, m] as const))('%s banners', (_code, manifest) => {
  const data = emptyTenantData();
  void seedContentStep(data, manifest, { clock: fixedClock(1_000_000) });
  const banners = data.content.banners;
  const tabs: readonly string[] = visibleTabs(MEMBER_TABS, manifest.flags);
  /** A path of the route table, and when it names a member-centre tab, one this tenant shows. */
  const expectSiteHref = (href: string, what: string) => {
    const url = new URL(href, 'http://site.test');
    expect(routes, `${what}: ${href}`).toContain(url.pathname);
    const tab = url.searchParams.get('tab');
    if (url.pathname === paths.member && tab !== null)
      expect(tabs, `${what}: ${href}`).toContain(tab);
  };

  it('link only to routes the site has (and member tabs the tenant shows)', () => {
    for (const b of banners.filter((x) => x.linkageType === 'route'))
      expectSiteHref(b.linkage, `${b.groupName} #${b.sequence}`);
  });

  it('announce promotions whose action leads to a screen the tenant shows', () => {
    const actions = data.content.announcements.flatMap((a) =>
      a.action ? [[a.id, a.action] as const] : [],
    );
    expect(actions.length).toBeGreaterThan(0);
    for (const [id, action] of actions)
      expectSiteHref(ANNOUNCEMENT_ACTION_HREF[action], `announcement ${id} (${action})`);
  });

  it('give every home banner a call to action that stays on the site', () => {
    const home = banners.filter((b) => b.groupName === 'w_home');
    expect(home.length).toBeGreaterThan(0);
    for (const b of home) expect(b.linkageType, `w_home #${b.sequence}`).toBe('route');
  });

  it('never send a player to the tenant’s own domain as an external page', () => {
    for (const b of banners.filter((x) => x.linkageType === 'url')) {
      const host = new URL(b.linkage).host;
      expect(manifest.domains, b.linkage).not.toContain(host);
    }
  });
});
