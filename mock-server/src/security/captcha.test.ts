import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DIGIT_STROKES, GLYPH_UNITS_HIGH, GLYPH_UNITS_WIDE } from '../lib/digit-strokes.ts';
import { newVolatile } from '../tenancy.ts';
import { CAPTCHA_DIGITS, drawCaptcha, issueCaptcha, peekCaptcha } from './captcha.ts';

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));

describe('image captcha', () => {
  it('asks for 4 digits, in a PNG of 120 x 40', () => {
    const v = newVolatile();
    for (let n = 0; n < 40; n++) {
      const { captchaId, image } = issueCaptcha(v, 0);
      expect(peekCaptcha(v, captchaId)?.answer).toMatch(/^[0-9]{4}$/);
      const png = decode(image);
      expect([png.width, png.height]).toEqual([120, 40]);
    }
    expect(CAPTCHA_DIGITS).toBe(4);
  });

  it('draws the same answer differently each time, so an image seen once tells nothing of the next', () => {
    const pixels = (png: Buffer) => PNG.sync.read(png).data;
    const [a, b] = [pixels(drawCaptcha('1234')), pixels(drawCaptcha('1234'))];
    expect(a.equals(b)).toBe(false);
    // Not just grain: the ink lies elsewhere (over a tenth of the pixels change by half the range).
    let moved = 0;
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) > 128) moved++;
    expect(moved / (a.length / 4)).toBeGreaterThan(0.1);
  });

  it('draws the digits and the strokes crossing them with one pen, so no colour picks the digits out', () => {
    const v = newVolatile();
    for (let n = 0; n < 10; n++) {
      const png = decode(issueCaptcha(v, 0).image);
      expect([png.width, png.height]).toEqual([120, 40]);
      // The darkest colour is the pen's; a pixel wholly under it is that colour exactly.
      const counts = new Map<number, number>();
      let darkest = 0;
      let darkestSum = Infinity;
      for (let i = 0; i < png.data.length; i += 4) {
        const rgb = png.data.readUInt32BE(i) >>> 8;
        counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
        const sum = png.data[i]! + png.data[i + 1]! + png.data[i + 2]!;
        if (sum < darkestSum) [darkest, darkestSum] = [rgb, sum];
      }
      // Four outlined digits and a stroke across the image in the same ink: over a twentieth of it.
      expect(counts.get(darkest)! / (png.width * png.height)).toBeGreaterThan(0.05);
    }
  });

  it('draws the digits as outlines: most of the ink is lines a pixel or two across', () => {
    const v = newVolatile();
    let ink = 0;
    let core = 0;
    for (let n = 0; n < 20; n++) {
      const png = decode(issueCaptcha(v, 0).image);
      const sums = Array.from({ length: png.width * png.height }, (_, i) => {
        const o = i * 4;
        return png.data[o]! + png.data[o + 1]! + png.data[o + 2]!;
      });
      // Ink: within a little of the pen's colour, the darkest in the image.
      const pen = Math.min(...sums);
      const inked = (x: number, y: number) =>
        x >= 0 &&
        y >= 0 &&
        x < png.width &&
        y < png.height &&
        sums[y * png.width + x]! <= pen + 150;
      for (let y = 0; y < png.height; y++)
        for (let x = 0; x < png.width; x++) {
          if (!inked(x, y)) continue;
          ink++;
          if (inked(x - 1, y) && inked(x + 1, y) && inked(x, y - 1) && inked(x, y + 1)) core++;
        }
    }
    // A solid stroke three or four pixels across has a third of its ink inside; an outline a seventh.
    expect(core / ink).toBeLessThan(0.22);
  });

  it('has several hands for every digit, each within the glyph box', () => {
    for (const digit of '0123456789') {
      const hands = DIGIT_STROKES[digit]!;
      expect(hands.length).toBeGreaterThanOrEqual(2);
      for (const [x, y] of hands.flat(2)) {
        expect(x).toBeGreaterThanOrEqual(-0.5);
        expect(x).toBeLessThanOrEqual(GLYPH_UNITS_WIDE + 0.5);
        expect(y).toBeGreaterThanOrEqual(-0.5);
        expect(y).toBeLessThanOrEqual(GLYPH_UNITS_HIGH + 0.5);
      }
    }
  });
});
