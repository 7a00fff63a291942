import { describe, expect, it } from 'vitest';
import { searchGameIndex, toSearchIndex, type GameIndexResponse } from './game-index.ts';

// Four games of two vendors in two categories; flags: 1 hot, 2 new, 4 maintenance, 8 JP, 16 TG.
const source: GameIndexResponse = {
  total: 4,
  vendors: [
    { vassalage: 'PG', label: 'PG' },
    { vassalage: 'BTI', label: 'Sportsbook' },
  ],
  gameTypes: ['RNG', 'SPORTS'],
  icons: {
    icon: '/icons/{gameCode}.png',
    large: '/icons/{gameCode}.png?size=large',
    small: '/icons/{gameCode}.png?size=small',
  },
  games: {
    gameId: [1, 2, 3, 4],
    nodeId: [101, 102, 103, 104],
    gameCode: ['PG_0001', 'PG_0002', 'PG_0003', 'BTI 1'],
    name: ['Dragon Gold', 'Lucky Dragon', 'Tiger Spins', 'Dragon Bet'],
    vendor: [0, 0, 0, 1],
    gameType: [0, 0, 0, 1],
    flags: [1 | 8, 2 | 4, 16, 0],
  },
};
const index = toSearchIndex(source);
const codes = (found: { gameCode: string }[] | null) => found?.map((g) => g.gameCode) ?? null;

describe('client-side game search', () => {
  it('finds a keyword in names and codes, ignoring case and spaces, in catalogue order', () => {
    expect(codes(searchGameIndex(index, { keyword: ' DRAGON ' }))).toEqual([
      'PG_0001',
      'PG_0002',
      'BTI 1',
    ]);
    expect(codes(searchGameIndex(index, { keyword: 'pg_0003' }))).toEqual(['PG_0003']);
    expect(codes(searchGameIndex(index, { keyword: 'nothing like it' }))).toEqual([]);
  });

  it('narrows by category, vendor, HOT, NEW and sub-type as the list does', () => {
    expect(codes(searchGameIndex(index, { keyword: 'dragon', gameType: 'RNG' }))).toEqual([
      'PG_0001',
      'PG_0002',
    ]);
    expect(codes(searchGameIndex(index, { keyword: 'dragon', vassalage: 'BTI' }))).toEqual([
      'BTI 1',
    ]);
    expect(codes(searchGameIndex(index, { keyword: 'dragon', filter: 'HOT' }))).toEqual([
      'PG_0001',
    ]);
    expect(codes(searchGameIndex(index, { keyword: 'dragon', filter: 'NEW' }))).toEqual([
      'PG_0002',
    ]);
    expect(codes(searchGameIndex(index, { keyword: 'g', subType: 'TG' }))).toEqual(['PG_0003']);
    expect(codes(searchGameIndex(index, { keyword: 'dragon', gameType: 'LIVE' }))).toEqual([]);
    expect(codes(searchGameIndex(index, { keyword: 'dragon', vassalage: 'JILI' }))).toEqual([]);
  });

  it('leaves lists without a keyword and member lists (FAV, RECENT) to the server', () => {
    expect(searchGameIndex(index, { gameType: 'RNG' })).toBeNull();
    expect(searchGameIndex(index, { keyword: '   ' })).toBeNull();
    expect(searchGameIndex(index, { keyword: 'dragon', filter: 'FAV' })).toBeNull();
    expect(searchGameIndex(index, { keyword: 'dragon', filter: 'RECENT' })).toBeNull();
  });

  it('gives whole tiles: label, badges, maintenance and icons with the code encoded', () => {
    const [bet] = searchGameIndex(index, { keyword: 'bet' })!;
    expect(bet).toMatchObject({
      gameId: 4,
      nodeId: 104,
      displayName: 'Dragon Bet',
      vassalage: 'BTI',
      vendorLabel: 'Sportsbook',
      gameType: 'SPORTS',
      isGame: true,
      isHot: 0,
      subType: null,
      iconUrl: '/icons/BTI%201.png',
      lagerIcon: '/icons/BTI%201.png?size=large',
    });
    const [gold, lucky] = searchGameIndex(index, { keyword: 'dragon', gameType: 'RNG' })!;
    expect(gold).toMatchObject({ isHot: 1, isNew: false, subType: 'JP', maintenance: false });
    expect(lucky).toMatchObject({ isHot: 0, isNew: true, subType: null, maintenance: true });
  });
});
