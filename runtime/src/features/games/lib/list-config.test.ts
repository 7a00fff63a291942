import { describe, expect, it } from 'vitest';
import { gameListQuery, listOf, listParams } from './list-config.ts';

const q = (s: string) => new URLSearchParams(s);

describe('list config', () => {
  it('maps every list path of spec §2', () => {
    for (const p of ['/sports', '/esports', '/lott', '/elott', '/cockfight'])
      expect(listOf(p)?.kind).toBe('vendors');
    for (const p of ['/live', '/fish', '/rng', '/inhouse', '/pvp', '/bgs'])
      expect(listOf(p)?.kind).toBe('category');
    for (const p of ['/hot', '/favorite', '/recent', '/new'])
      expect(listOf(p)?.kind).toBe('account');
    expect(listOf('/nope')).toBeUndefined();
  });
  it('reads filters, vendor, sub-type and keyword from the URL', () => {
    const rng = listOf('/rng')!;
    expect(listParams(q('filter=HOT&vassalage=PG&subType=JP&q=%20tiger%20'), rng)).toEqual({
      filter: 'HOT',
      vassalage: 'PG',
      subType: 'JP',
      keyword: 'tiger',
    });
    expect(listParams(q('filter=BAD&subType=BG'), rng)).toEqual({ filter: 'ALL' });
  });
  it('account lists keep their own filter', () => {
    expect(listParams(q('filter=ALL'), listOf('/favorite')!).filter).toBe('FAV');
  });
  it('builds the server query: category unless a vendor narrows it', () => {
    const rng = listOf('/rng')!;
    expect(gameListQuery(rng, { filter: 'ALL' })).toEqual({ gameType: 'RNG', filter: 'ALL' });
    expect(gameListQuery(rng, { filter: 'NEW', vassalage: 'INHOUSE_SLOT' })).toEqual({
      vassalage: 'INHOUSE_SLOT',
      filter: 'NEW',
    });
    expect(gameListQuery(listOf('/new')!, { filter: 'NEW', keyword: 'ka' })).toEqual({
      keyword: 'ka',
      filter: 'NEW',
    });
  });
});
