// A logo or favicon sent from the studio, over real HTTP on a temp copy of the tenants: a real
// image is written under a name of its own content and served; an HTML page, an SVG or a file
// over the role's budget is refused with words, and nothing is written.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSET_BUDGET_BYTES } from '#schemas/constants.ts';
import type { ImageAnswer, Refusal } from '#studio/src/protocol.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
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

/** A real PNG, a gold 64x24 bar: a browser shows it. */
function png(): Buffer {
  const image = new PNG({ width: 64, height: 24 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([212, 175, 55, 255], i);
  return PNG.sync.write(image);
}

async function start() {
  repo = tempRepo(['siam88']);
  studio = await startTestStudio(repo);
  return studio.origin;
}

const send = (origin: string, role: string, body: Buffer, type = 'image/png') =>
  fetch(`${origin}/api/tenants/siam88/images/${role}`, {
    method: 'PUT',
    headers: { 'content-type': type, origin },
    body: new Uint8Array(body),
  });

const assets = () => fs.readdirSync(path.join(repo!.tenantsDir, 'siam88', 'assets')).sort();

describe('a brand image sent from the studio', { timeout: 60_000 }, () => {
  it('is written under a name of its content, served, and the manifest is not touched', async () => {
    const origin = await start();
    const manifest = fs.readFileSync(path.join(repo!.tenantsDir, 'siam88', 'tenant.json'), 'utf8');
    const res = await send(origin, 'logo', png());
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ImageAnswer;
    expect(answer.path).toMatch(/^assets\/logo-[0-9a-f]{12}\.png$/);
    const served = await fetch(`${origin}${answer.url}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png());
    // The same bytes again: the same name, no second file.
    const again = (await (await send(origin, 'logo', png())).json()) as ImageAnswer;
    expect(again.path).toBe(answer.path);
    expect(assets().filter((f) => f.startsWith('logo-'))).toHaveLength(1);
    expect(fs.readFileSync(path.join(repo!.tenantsDir, 'siam88', 'tenant.json'), 'utf8')).toBe(
      manifest,
    );
  });

  it('refuses an HTML page, an SVG and an oversized file with words, writing nothing', async () => {
    const origin = await start();
    const before = assets();
    const html = await send(origin, 'logo', Buffer.from('<!doctype html><h1>502</h1>'));
    expect(html.status).toBe(415);
    expect(((await html.json()) as Refusal).error).toMatch(/its bytes say html/);
    const svg = await send(
      origin,
      'logo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as Refusal).error).toMatch(/SVG logo can carry scripts/);
    const big = Buffer.concat([png(), Buffer.alloc(ASSET_BUDGET_BYTES.logo)]);
    const over = await send(origin, 'logo', big);
    expect(over.status).toBe(413);
    expect(((await over.json()) as Refusal).error).toMatch(/over its budget of 200 KB/);
    const favicon = await send(origin, 'favicon', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    expect(favicon.status).toBe(415);
    expect((await send(origin, 'banner', png())).status).toBe(404);
    expect(assets()).toEqual(before);
  });

  it('leaves assets/ on the save that names another: uploads no save names are removed, hand-put files stay', async () => {
    const origin = await start();
    const file = path.join(repo!.tenantsDir, 'siam88', 'tenant.json');
    const handPut = path.join(repo!.tenantsDir, 'siam88', 'assets', 'logo-aaaaaaaaaaaa.png.bak');
    fs.writeFileSync(handPut, png());
    const tried = (await (await send(origin, 'logo', png())).json()) as ImageAnswer;
    const kept = (await (await send(origin, 'favicon', png())).json()) as ImageAnswer;
    expect(assets()).toContain(tried.path.slice('assets/'.length));
    const text = fs.readFileSync(file, 'utf8');
    const value = JSON.parse(text) as { branding: { favicon: string } };
    value.branding.favicon = kept.path;
    const hash = crypto.createHash('sha256').update(text).digest('hex');
    const saved = await fetch(`${origin}/api/tenants/siam88`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ value, baseHash: hash }),
    });
    expect(saved.status).toBe(200);
    // The logo tried and never saved is gone; the favicon the save names and the hand-put file stay.
    expect(assets()).not.toContain(tried.path.slice('assets/'.length));
    expect(assets()).toContain(kept.path.slice('assets/'.length));
    expect(fs.existsSync(handPut)).toBe(true);
  });

  it('takes no image from another origin', async () => {
    const origin = await start();
    const res = await fetch(`${origin}/api/tenants/siam88/images/logo`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: 'http://evil.example' },
      body: new Uint8Array(png()),
    });
    expect(res.status).toBe(403);
  });
});
