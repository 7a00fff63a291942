// A home banner sent from the studio, over real HTTP on a temp copy of goldcrown: a real image
// takes the place of one slot's raster in one language, cropped to the drawn banner's shape at the
// banners' one width; a file that is not one, or over the budget, or for a slot the brand does not
// have, is refused with words and nothing is written. `lobby art` keeps the operator's banner, and
// asking for the drawn one again draws it back.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { checkManifests, isError, sniffType } from '#manifests/index.ts';
import { ASSET_BUDGET_BYTES } from '#schemas/constants.ts';
import { BANNER_RASTER_WIDTH } from '#schemas/language-art.ts';
import type { BannerSet, Refusal } from '#studio/src/protocol.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { art } from '../art/index.ts';
import type { startStudioServer } from './server.ts';
import { startTestStudio } from './test-studio.ts';

let repo: TempRepo | undefined;
let studio: Awaited<ReturnType<typeof startStudioServer>> | undefined;
afterEach(async () => {
  await studio?.close();
  studio = undefined;
  repo?.cleanup();
  repo = undefined;
});

/** A real PNG photo-like banner: a red 1200x600 field, twice as wide as high. */
const photo = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c01020' } })
    .png()
    .toBuffer();

async function start() {
  repo = tempRepo(['goldcrown']);
  studio = await startTestStudio(repo);
  return studio.origin;
}

const banners = (...rel: string[]) =>
  path.join(repo!.tenantsDir, 'goldcrown', 'assets', 'banners', ...rel);

const send = (origin: string, lang: string, slot: string, body: Buffer) =>
  fetch(`${origin}/api/tenants/goldcrown/banners/${lang}/${slot}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', origin },
    body: new Uint8Array(body),
  });

const revert = (origin: string, lang: string, slot: string) =>
  fetch(`${origin}/api/tenants/goldcrown/banners/${lang}/${slot}`, {
    method: 'DELETE',
    headers: { origin },
  });

/** Every file of the brand's banners and the hash of its bytes. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(banners(), { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(banners(f)).isFile())
      .sort()
      .map((f) => [
        f,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(banners(f)))
          .digest('hex'),
      ]),
  );
}

describe('a home banner sent from the studio', { timeout: 60_000 }, () => {
  it('lists the sets the site shows: the default language first, each slot with its raster', async () => {
    const origin = await start();
    const sets = (await (
      await fetch(`${origin}/api/tenants/goldcrown/banners`)
    ).json()) as BannerSet[];
    expect(sets.map((s) => s.lang)).toEqual(['en', 'ar', 'es', 'pt', 'th']);
    expect(sets[0]!.isDefault).toBe(true);
    expect(sets[0]!.slots.map((s) => s.slot)).toEqual([1, 2, 3]);
    expect(sets[0]!.slots[0]!.url).toMatch(
      /^\/tenant-files\/goldcrown\/assets\/banners\/banner-1\.webp\?v=\d+$/,
    );
    expect(sets[1]!.slots[0]!.url).toContain('/assets/banners/ar/banner-1.webp');
    expect(sets.flatMap((s) => s.slots).some((s) => s.own)).toBe(false);
  });

  it('replaces one slot of one language with the image cropped to the banner, 800 px wide', async () => {
    const origin = await start();
    const others = snapshot();
    const res = await send(origin, 'ar', '2', await photo());
    expect(res.status).toBe(200);
    const sets = (await res.json()) as BannerSet[];
    const file = fs.readFileSync(banners('ar', 'banner-2.webp'));
    expect(sniffType(file)).toBe('webp');
    const { width, height } = await sharp(file).metadata();
    // The drawn banners are 640x260: the operator's is cut to that shape, not stretched.
    expect(width).toBe(BANNER_RASTER_WIDTH);
    expect(height).toBe(Math.round((BANNER_RASTER_WIDTH * 260) / 640));
    const { dominant } = await sharp(file).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(60);
    // Its SVG is gone (the raster is the operator's now); no other file changed.
    expect(fs.existsSync(banners('ar', 'banner-2.svg'))).toBe(false);
    const after = snapshot();
    const changed = Object.keys({ ...others, ...after }).filter((f) => others[f] !== after[f]);
    expect(changed.sort()).toEqual(['ar/banner-2.svg', 'ar/banner-2.webp']);
    const slot = sets.find((s) => s.lang === 'ar')!.slots.find((s) => s.slot === 2)!;
    expect(slot.own).toBe(true);
    const served = await fetch(`${origin}${slot.url}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(file);
    // `lobby validate` takes a banner with no SVG beside it.
    const [result] = checkManifests(repo!.tenantsDir, ['goldcrown'], repo!.root);
    expect(result!.problems.filter(isError)).toEqual([]);
  });

  it('refuses an SVG, a page, a broken image, an oversized file and a slot the brand lacks or another origin, writing nothing', async () => {
    const origin = await start();
    const before = snapshot();
    const svg = await send(
      origin,
      'en',
      '1',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as Refusal).error).toMatch(/SVG banner can carry scripts/);
    const html = await send(origin, 'en', '1', Buffer.from('<!doctype html><h1>502</h1>'));
    expect(html.status).toBe(415);
    // A PNG's signature and then nothing a decoder can read.
    const broken = Buffer.concat([(await photo()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const bad = await send(origin, 'en', '1', broken);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Refusal).error).toMatch(/could not be read as an image/);
    const big = Buffer.concat([await photo(), Buffer.alloc(ASSET_BUDGET_BYTES.banner)]);
    const over = await send(origin, 'en', '1', big);
    expect(over.status).toBe(413);
    expect(((await over.json()) as Refusal).error).toMatch(/over its budget of 500 KB/);
    const lang = await send(origin, 'de', '1', await photo());
    expect(lang.status).toBe(404);
    expect(((await lang.json()) as Refusal).error).toMatch(/no banners in "de"/);
    expect((await send(origin, 'en', '9', await photo())).status).toBe(404);
    expect((await send(origin, 'en', '..', await photo())).status).toBe(404);
    const foreign = await fetch(`${origin}/api/tenants/goldcrown/banners/en/1`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: 'http://evil.example' },
      body: new Uint8Array(await photo()),
    });
    expect(foreign.status).toBe(403);
    expect(snapshot()).toEqual(before);
  });

  it('survives `lobby art`, and the drawn banner comes back when asked for', async () => {
    const origin = await start();
    expect((await send(origin, 'en', '1', await photo())).status).toBe(200);
    const mine = fs.readFileSync(banners('banner-1.webp'));
    expect(await art(repo!.ctx, { code: 'goldcrown' })).toBe(0);
    expect(fs.readFileSync(banners('banner-1.webp'))).toEqual(mine);
    expect(fs.existsSync(banners('banner-1.svg'))).toBe(false);
    expect(repo!.out.join('\n')).toMatch(/kept the banners sent from the studio.*banner-1\.webp/);

    const back = await revert(origin, 'en', '1');
    expect(back.status).toBe(200);
    const slot = ((await back.json()) as BannerSet[])[0]!.slots[0]!;
    expect(slot.own).toBe(false);
    expect(fs.existsSync(banners('banner-1.svg'))).toBe(true);
    const drawn = fs.readFileSync(banners('banner-1.webp'));
    expect(drawn).not.toEqual(mine);
    expect((await sharp(drawn).metadata()).width).toBe(BANNER_RASTER_WIDTH);
    // Drawn again, the slot is `lobby art`'s once more: it draws over it.
    fs.writeFileSync(banners('banner-1.webp'), mine);
    await art(repo!.ctx, { code: 'goldcrown' });
    expect(fs.readFileSync(banners('banner-1.webp'))).not.toEqual(mine);
    // A drawn slot has nothing to go back to.
    expect((await revert(origin, 'en', '1')).status).toBe(409);
  });

  it('`lobby art` never draws over a banner raster that has no SVG beside it', async () => {
    repo = tempRepo(['goldcrown']);
    const own = await sharp(await photo())
      .resize(800, 325)
      .webp()
      .toBuffer();
    fs.rmSync(banners('es', 'banner-3.svg'));
    fs.writeFileSync(banners('es', 'banner-3.webp'), own);
    expect(await art(repo.ctx, { code: 'goldcrown' })).toBe(0);
    expect(fs.readFileSync(banners('es', 'banner-3.webp'))).toEqual(own);
    expect(fs.existsSync(banners('es', 'banner-3.svg'))).toBe(false);
  });
});
