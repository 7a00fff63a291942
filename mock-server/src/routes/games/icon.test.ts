import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ICON_PX } from '#schemas/api/games.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Item {
  gameCode: string;
  isGame: boolean;
  iconUrl: string;
  lagerIcon: string;
  smallIcon: string;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  server.call('goldcrown', 'GET', path, { headers });

/** The icon decoded: its side and its pixels (RGBA). */
async function icon(path: string) {
  const r = await get(path);
  expect(r.status).toBe(200);
  expect(r.headers['content-type']).toBe('image/png');
  const png = PNG.sync.read(r.bytes);
  expect(png.width).toBe(png.height);
  return { side: png.width, pixels: png.data, bytes: r.bytes, headers: r.headers };
}

async function firstGames(n: number): Promise<Item[]> {
  const r = await server.call<{ list: Item[] }>(
    'goldcrown',
    'GET',
    `/lgw/games/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=${n}`,
  );
  return r.body.value.list;
}

describe('game icons', () => {
  it('are PNGs of a tile at DPR 2 by default, and of the size asked', async () => {
    const [game] = await firstGames(1);
    expect(game!.iconUrl).toMatch(/^\/lgw\/games\/icon\/[^/]+\.png$/);
    expect((await icon(game!.iconUrl)).side).toBe(GAME_ICON_PX.tile);
    expect((await icon(game!.lagerIcon)).side).toBe(GAME_ICON_PX.large);
    expect((await icon(game!.smallIcon)).side).toBe(GAME_ICON_PX.small);
  });

  it("on the winner board are the small size, the board's rows being 32 px tall", async () => {
    const board = await server.call<{ list: { iconUrl: string }[] }>(
      'goldcrown',
      'GET',
      '/lgw/games/winners?gameCategory=ALL&limitNum=20',
    );
    expect(board.body.value.list.length).toBeGreaterThan(0);
    for (const row of board.body.value.list.slice(0, 3))
      expect((await icon(row.iconUrl)).side).toBe(GAME_ICON_PX.small);
  });

  it("draw a vendor card's art too", async () => {
    const menus = await server.call<{
      categories: { vendors: { iconUrl: string; cards: Item[] }[] }[];
    }>('goldcrown', 'GET', '/lgw/games/game_menus');
    const vendor = menus.body.value.categories
      .flatMap((c) => c.vendors)
      .find((v) => v.cards.length > 0)!;
    const [card] = vendor.cards;
    expect(card!.isGame).toBe(false);
    expect(vendor.iconUrl).toBe(card!.iconUrl);
    expect((await icon(vendor.iconUrl)).side).toBe(GAME_ICON_PX.tile);
  });

  it('differ from game to game, and are the same bytes for the same game', async () => {
    const [a, b] = await firstGames(2);
    const first = await icon(a!.iconUrl);
    const other = await icon(b!.iconUrl);
    expect(first.pixels.equals(other.pixels)).toBe(false);
    // Not a flat placeholder: a gradient down the side, and a motif across the middle row.
    const at = (x: number, y: number) => first.pixels.readUInt32BE((y * first.side + x) * 4);
    expect(at(0, 0)).not.toBe(at(0, first.side - 1));
    const middle = new Set(Array.from({ length: first.side }, (_, x) => at(x, first.side / 2)));
    expect(middle.size).toBeGreaterThan(3);
    expect((await icon(a!.iconUrl)).bytes.equals(first.bytes)).toBe(true);
  });

  it('keep the cache headers: a day in any cache, drawable cross-origin, 304 for a known ETag', async () => {
    const [game] = await firstGames(1);
    const first = await icon(game!.iconUrl);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get(game!.iconUrl, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('answer the same PNG at the old .svg URL of a cached catalogue', async () => {
    const [game] = await firstGames(1);
    const png = await icon(game!.iconUrl);
    const old = await icon(game!.iconUrl.replace(/\.png$/, '.svg'));
    expect(old.bytes.equals(png.bytes)).toBe(true);
    const large = await icon(game!.lagerIcon.replace('.png', '.svg'));
    expect(large.side).toBe(GAME_ICON_PX.large);
  });

  it('refuse an unknown game or size with a clear error, at either URL', async () => {
    for (const ext of ['png', 'svg']) {
      const missing = await get(`/lgw/games/icon/NOSUCH.${ext}`);
      expect(missing.status).toBe(404);
      expect(missing.body.errorCode).toBe('game_not_found');
      const [game] = await firstGames(1);
      for (const size of ['huge', '100000', '']) {
        const bad = await get(
          `/lgw/games/icon/${encodeURIComponent(game!.gameCode)}.${ext}?size=${size}`,
        );
        expect(bad.status).toBe(400);
        expect(bad.body.errorCode).toBe('invalid_request');
      }
    }
  });
});
