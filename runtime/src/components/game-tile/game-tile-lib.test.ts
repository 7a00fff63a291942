import { describe, expect, it } from 'vitest';
import { setTenant, type PublicManifest } from '../../config/tenant.ts';
import {
  createThrottle,
  imageUrl,
  launchStepOf,
  lotteryRouteOf,
  tickerStart,
  tickerValue,
  truncateName,
} from './game-tile-lib.ts';

describe('truncateName', () => {
  it('keeps names of 12 characters or less', () => {
    expect(truncateName('Fortune Tige')).toBe('Fortune Tige');
  });
  it('cuts at 12 characters with an ellipsis', () => {
    expect(truncateName('Fortune Tiger Deluxe')).toBe('Fortune Tige…');
  });
  it('counts code points, not UTF-16 units', () => {
    expect(truncateName('𝒜'.repeat(13))).toBe(`${'𝒜'.repeat(12)}…`);
  });
});

describe('ticker', () => {
  it('grows by exactly 165.11 per step', () => {
    const start = tickerStart(42);
    expect(tickerValue(start, 1)).toBeCloseTo(start + 165.11, 2);
    expect(tickerValue(start, 3) - tickerValue(start, 2)).toBeCloseTo(165.11, 2);
    expect(tickerValue(1000, 100)).toBe(17511);
  });
  it('starts at a stable value per game', () => {
    expect(tickerStart(7)).toBe(tickerStart(7));
    expect(tickerStart(7)).not.toBe(tickerStart(8));
  });
});

describe('imageUrl', () => {
  const apiAt = (baseUrl: string) => setTenant({ api: { baseUrl } } as PublicManifest);
  it('keeps the server path when the manifest has no image host and the API is the site', () => {
    apiAt('/');
    expect(imageUrl('/lgw/games/icon/A.png', [])).toBe('/lgw/games/icon/A.png');
  });
  it('draws the icon from the API origin when the API is on another one', () => {
    apiAt('https://api.example.com');
    expect(imageUrl('/lgw/games/icon/A.png', [])).toBe(
      'https://api.example.com/lgw/games/icon/A.png',
    );
    expect(imageUrl('https://cdn.example.com/A.svg', [])).toBe('https://cdn.example.com/A.svg');
  });
  it('picks a host at random from the list', () => {
    const hosts = ['img1.example.com', 'img2.example.com'];
    expect(imageUrl('/i.svg', hosts, () => 0)).toBe('https://img1.example.com/i.svg');
    expect(imageUrl('/i.svg', hosts, () => 0.99)).toBe('https://img2.example.com/i.svg');
  });
});

describe('createThrottle', () => {
  it('runs once per gap', () => {
    let now = 0;
    const throttle = createThrottle(1000, () => now);
    let runs = 0;
    expect(throttle(() => runs++)).toBe(true);
    now = 500;
    expect(throttle(() => runs++)).toBe(false);
    now = 999;
    expect(throttle(() => runs++)).toBe(false);
    now = 1000;
    expect(throttle(() => runs++)).toBe(true);
    expect(runs).toBe(2);
  });
});

describe('launch rules', () => {
  const game = { vassalage: 'PG', gameCode: 'PG_1', isGame: true };
  const member = { loggedIn: true, trial: false };
  it('1: visitors get the login popup', () => {
    expect(launchStepOf(game, { loggedIn: false, trial: false }).kind).toBe('login');
  });
  it('2: trial players get the real-account message', () => {
    expect(launchStepOf(game, { loggedIn: true, trial: true }).kind).toBe('trial');
  });
  it('3: lottery vendors go to their screen with gameCode', () => {
    expect(lotteryRouteOf('TCG_LOTTO_VN', 'V 1')).toBe('/vnLottery?gameCode=V%201');
    expect(lotteryRouteOf('TCG_SEA', 'S')).toBe('/seaLottery?gameCode=S');
    expect(lotteryRouteOf('LOTT', 'L')).toBe('/lottery?gameCode=L');
    expect(lotteryRouteOf('ELOTT', 'E')).toBe('/lottery?gameCode=E');
    expect(launchStepOf({ vassalage: 'LOTT', gameCode: 'L', isGame: false }, member)).toEqual({
      kind: 'route',
      route: '/lottery?gameCode=L',
    });
  });
  it('4: vendor cards open the vendor list', () => {
    expect(launchStepOf({ ...game, isGame: false }, member).kind).toBe('vendorList');
  });
  it('6: an RNG vendor card opens /rng with its vassalage, even for visitors', () => {
    const card = { vassalage: 'PG', gameCode: 'C', isGame: false, gameType: 'RNG' };
    expect(launchStepOf(card, { loggedIn: false, trial: false })).toEqual({
      kind: 'list',
      route: '/rng?vassalage=PG',
    });
    expect(launchStepOf({ ...card, gameType: 'LIVE' }, member).kind).toBe('vendorList');
  });
  it('6: an in-house vendor card opens its own /inhouse list (spec §4: moved out of RNG)', () => {
    const card = { vassalage: 'INHOUSE_SLOT', gameCode: 'C', isGame: false, gameType: 'INHOUSE' };
    expect(launchStepOf(card, { loggedIn: false, trial: false })).toEqual({
      kind: 'list',
      route: '/inhouse?vassalage=INHOUSE_SLOT',
    });
  });
  it('5: anything else starts directly', () => {
    expect(launchStepOf(game, member).kind).toBe('direct');
  });
});
