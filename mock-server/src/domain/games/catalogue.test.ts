import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { repoTenantsDir } from '../../../testing/harness.ts';
import { paginate } from '../../lib/paging.ts';
import { catalogue, filterGames, tenantCatalogue } from './catalogue.ts';
import { fairOutcome, rtpOf } from './spin.ts';
import { maskAccount } from '../members/masked.ts';
import { rangeOf, zoneOffsetMs } from './records.ts';
import { DEMO_PAGE_ENGLISH } from './demo-page-text.ts';

const manifests = loadValidManifests(repoTenantsDir);
const manifest = (code: string) => {
  const m = manifests.find((x) => x.code === code);
  if (!m) throw new Error(`no tenant ${code}`);
  return m;
};

describe('catalogue', () => {
  it('holds about 10,000 games, nearly all of them slots, with unique codes', () => {
    const { games, byCode } = catalogue();
    expect(games.length).toBeGreaterThan(9_500);
    expect(games.length).toBeLessThan(10_800);
    const rng = games.filter((g) => g.category === 'RNG' && g.isGame).length;
    expect(rng).toBeGreaterThan(9_000);
    expect(byCode.size).toBe(games.length);
    const hot = games.filter((g) => g.isHot).length / games.length;
    expect(hot).toBeGreaterThan(0.02);
    expect(hot).toBeLessThan(0.04);
    expect(games.some((g) => g.gameName.length > 12)).toBe(true);
    expect(games.filter((g) => g.maintenance).length).toBeGreaterThan(3);
    expect(new Set(games.map((g) => g.subType))).toEqual(new Set([null, 'JP', 'TG', 'AC']));
  });

  it("names the Vietnamese lotteries by the platform's codes, VN_HCM first, and no other game", () => {
    const { games } = catalogue();
    const vn = games.filter((g) => g.vassalage === 'TCG_LOTTO_VN' && g.isGame);
    const lott = vn.filter((g) => g.category === 'LOTT');
    expect(lott[0]).toMatchObject({ gameCode: 'VN_HCM', gameName: 'Ho Chi Minh City' });
    expect(lott.every((g) => /^VN_[A-Z]+$/.test(g.gameCode))).toBe(true);
    // Its e-lotto listing keeps codes of its own: one code, one game.
    expect(
      vn.filter((g) => g.category === 'ELOTT').every((g) => !g.gameCode.startsWith('VN_')),
    ).toBe(true);
    expect(games.filter((g) => g.gameCode.startsWith('VN_'))).toHaveLength(lott.length);
  });

  it('lists nearly 10,000 slots for a tenant that offers every slot vendor (goldcrown)', () => {
    const slots = tenantCatalogue(manifest('goldcrown')).games.filter(
      (g) => g.gameType === 'RNG' && g.isGame,
    );
    expect(slots.length).toBeGreaterThan(9_000);
    expect(slots.length).toBeLessThan(10_000);
  });

  it('is the same on every build (fixed seed, no Math.random)', async () => {
    const first = catalogue()
      .games.slice(0, 50)
      .map((g) => g.gameName);
    vi.resetModules();
    const again = await import('./catalogue.ts');
    const rebuilt = again.catalogue();
    expect(rebuilt).not.toBe(catalogue());
    expect(rebuilt.games.slice(0, 50).map((g) => g.gameName)).toEqual(first);
  });

  it('regroups e-sports and cockfight after SPORTS and in-house after RNG (siam88)', () => {
    const cats = tenantCatalogue(manifest('siam88')).categories.map((c) => c.gameType);
    expect(cats.indexOf('INHOUSE')).toBe(cats.indexOf('RNG') + 1);
    expect(cats.slice(cats.indexOf('SPORTS'), cats.indexOf('SPORTS') + 3)).toEqual([
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    const sports = tenantCatalogue(manifest('siam88')).categories.find(
      (c) => c.gameType === 'SPORTS',
    );
    expect(sports?.vendors.map((v) => v.code)).toEqual(['SABA', 'BTI']);
  });

  it('goldcrown: e-sports only (no cockfight vendors), in-house crash after RNG', () => {
    const cat = tenantCatalogue(manifest('goldcrown'));
    const cats = cat.categories.map((c) => c.gameType);
    expect(cats).toContain('ESPORTS');
    expect(cats).not.toContain('COCKFIGHT');
    expect(cats.indexOf('INHOUSE')).toBe(cats.indexOf('RNG') + 1);
    expect(
      cat.categories.find((c) => c.gameType === 'ESPORTS')?.vendors.map((v) => v.code),
    ).toEqual(['TF', 'IA']);
  });

  it('shows BTI under the tenant brand label', () => {
    expect(tenantCatalogue(manifest('siam88')).vendor('BTI')?.label).toBe('SBK Sports');
    expect(tenantCatalogue(manifest('longwan')).vendor('BTI')?.label).toBe('BTi 体育');
    expect(tenantCatalogue(manifest('goldcrown')).vendor('BTI')).toBeUndefined();
  });

  it('never lists a vendor the tenant does not enable', () => {
    for (const m of manifests) {
      const enabled = new Set(Object.values(m.games.categories).flat());
      const cat = tenantCatalogue(m);
      expect(cat.games.length).toBeGreaterThan(0);
      expect(cat.games.filter((g) => !enabled.has(g.vassalage))).toEqual([]);
    }
    const gold = tenantCatalogue(manifest('goldcrown'));
    expect(gold.games.some((g) => g.vassalage === 'KY')).toBe(false);
    expect(filterGames(gold, { vassalage: 'KY' })).toEqual([]);
  });

  // How fast a search is belongs to bench:list and bench:server, not to a timed test that fails
  // on a busy machine.
  it('finds a keyword over every game, case-insensitively, and pages the result', () => {
    const cat = tenantCatalogue(manifest('goldcrown'));
    const all = catalogue().games.length;
    expect(all).toBeGreaterThan(9_500);
    const found = filterGames(cat, { keyword: 'DRAGON' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((g) => g.search.includes('dragon'))).toBe(true);
    const p = paginate(found, 2, 20);
    expect(p).toMatchObject({ pageNo: 2, pageSize: 20, total: found.length });
    expect(p.list[0]).toBe(found[20]);
    expect(p.totalPages).toBe(Math.ceil(found.length / 20));
  });
});

describe('demo spin and records helpers', () => {
  it('pays about 96% over many spins', () => {
    expect(rtpOf()).toBeCloseTo(0.96, 5);
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i++) paid += fairOutcome('rtp-check', 'client', i, 100).payout;
    expect(paid / (spins * 100)).toBeGreaterThan(0.93);
    expect(paid / (spins * 100)).toBeLessThan(0.99);
    expect(fairOutcome('x', 'c', 3, 500)).toEqual(fairOutcome('x', 'c', 3, 500));
  });

  it('masks accounts and reads day ranges in the tenant zone', () => {
    expect(maskAccount('player1')).toBe('pl***1');
    expect(maskAccount('bob')).toBe('b***b');
    expect(zoneOffsetMs('GMT+7')).toBe(7 * 3600_000);
    expect(zoneOffsetMs('GMT-5')).toBe(-5 * 3600_000);
    const r = rangeOf(0, 7 * 3600_000, '2026-11-01', '2026-11-02');
    expect(r.from).toBe(Date.UTC(2026, 10, 1) - 7 * 3600_000);
    expect(r.to - r.from).toBe(2 * 24 * 3600_000);
  });
});

describe('demo game page words', () => {
  it('the English the page falls back to is the English of its locale file', () => {
    const file = path.resolve(import.meta.dirname, '../../../../runtime/locales/demo-game/en.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(DEMO_PAGE_ENGLISH);
  });
});
