import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { diffRatio } from './diff.ts';
import { galleryHtml, type ShotResult } from './html.ts';

function png(width: number, height: number, paint: (x: number, y: number) => number): Buffer {
  const p = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const v = paint(x, y);
      p.data[i] = v;
      p.data[i + 1] = v;
      p.data[i + 2] = v;
      p.data[i + 3] = 255;
    }
  return PNG.sync.write(p);
}

describe('gallery diff', () => {
  const white = png(10, 10, () => 255);
  it('counts the share of pixels that changed, ignoring anti-aliasing noise', () => {
    expect(
      diffRatio(
        white,
        png(10, 10, () => 250),
      ),
    ).toBe(0);
    expect(
      diffRatio(
        white,
        png(10, 10, (x) => (x < 3 ? 0 : 255)),
      ),
    ).toBeCloseTo(0.3);
  });
  it('treats a new size as a full change and leaves out the moving parts', () => {
    expect(
      diffRatio(
        white,
        png(10, 12, () => 255),
      ),
    ).toBe(1);
    const ticker = png(10, 10, (x, y) => (y < 2 ? 0 : 255));
    expect(diffRatio(white, ticker, [{ x: 0, y: 0, w: 10, h: 2 }])).toBe(0);
    // A modal screen compares the modal only.
    expect(diffRatio(white, ticker, [], { x: 0, y: 5, w: 10, h: 5 })).toBe(0);
    expect(diffRatio(white, ticker, [], { x: 0, y: 0, w: 10, h: 5 })).toBeCloseTo(0.4);
  });
});

describe('gallery page', () => {
  it('shows each tenant with its shots side by side and marks the changed ones', () => {
    const shot = (over: Partial<ShotResult>): ShotResult => ({
      code: 'siam88',
      screen: 'home',
      width: 1280,
      height: 800,
      theme: 'light',
      file: 'siam88/home-1280-light.png',
      ...over,
    });
    const html = galleryHtml(
      [
        shot({ changed: 0 }),
        shot({ theme: 'dark', file: 'siam88/home-1280-dark.png', changed: 0.0312 }),
        shot({ code: 'goldcrown', file: 'goldcrown/home-1280-light.png' }),
      ],
      '2026-11-23T01:00:00Z',
    );
    expect(html).toContain('<section id="siam88">');
    expect(html).toContain('<section id="goldcrown">');
    expect(html).toContain('src="siam88/home-1280-dark.png"');
    expect(html).toContain('changed 3.12 %');
    expect(html).toContain('1 changed since the last gallery');
  });
});
