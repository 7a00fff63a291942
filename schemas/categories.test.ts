import { describe, expect, it } from 'vitest';
import { displayCategoryVendors, homeSectionVendors, prizeModeOf } from './categories.ts';
import type { TenantManifest } from './index.ts';

const ORDER = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'];
const tenant = (categories: Record<string, string[]>, sections = ORDER) =>
  ({ games: { categories }, home: { sections } }) as unknown as Pick<
    TenantManifest,
    'games' | 'home'
  >;
const names = (list: { category: string }[]) => list.map((c) => c.category);

describe('display categories (spec §4)', () => {
  it('moves e-sports and cockfight vendors out of SPORTS, in-house ones out of RNG', () => {
    const cats = displayCategoryVendors(
      tenant({ RNG: ['PG', 'INHOUSE_DICE'], SPORTS: ['SABA', 'IMES', 'WS168'] }),
    );
    expect(cats).toEqual([
      { category: 'RNG', vendors: ['PG'] },
      { category: 'INHOUSE', vendors: ['INHOUSE_DICE'] },
      { category: 'SPORTS', vendors: ['SABA'] },
      { category: 'ESPORTS', vendors: ['IMES'] },
      { category: 'COCKFIGHT', vendors: ['WS168'] },
    ]);
  });
  it('drops a category whose vendors all moved away', () => {
    expect(names(displayCategoryVendors(tenant({ SPORTS: ['IMES'] })))).toEqual(['ESPORTS']);
  });
});

describe('prize mode (spec §4)', () => {
  it('is ELOTT when the ELOTT category holds TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf(tenant({ ELOTT: ['ELOTT', 'TCG_LOTTO_VN'] }))).toBe('ELOTT');
    expect(prizeModeOf(tenant({ ELOTT: ['LOTT'] }))).toBe('ELOTT');
    expect(prizeModeOf(tenant({ ELOTT: ['ELOTT'] }))).toBe('LOTT');
    expect(prizeModeOf(tenant({}))).toBe('LOTT');
  });
});

describe('home sections (spec §2)', () => {
  it('keeps the manifest order and drops categories without vendors', () => {
    const home = tenant({ RNG: ['PG'], LIVE: ['EVO'], SPORTS: ['SABA', 'IMES'] });
    expect(names(homeSectionVendors(home))).toEqual(['RNG', 'LIVE', 'SPORTS', 'ESPORTS']);
    const reordered = tenant({ RNG: ['PG'], LIVE: ['EVO'] }, ['LIVE', 'RNG']);
    expect(names(homeSectionVendors(reordered))).toEqual(['LIVE', 'RNG']);
  });
  it('shows the ELOTT slot only when ELOTT has vendors, as the prize mode’s category', () => {
    expect(names(homeSectionVendors(tenant({ LOTT: ['LOTT'], ELOTT: ['ELOTT'] })))).toEqual([
      'LOTT',
    ]);
    expect(names(homeSectionVendors(tenant({ LOTT: ['LOTT'], ELOTT: ['TCG_LOTTO_VN'] })))).toEqual([
      'ELOTT',
    ]);
    expect(homeSectionVendors(tenant({ LOTT: ['LOTT'] }))).toEqual([]);
  });
});
