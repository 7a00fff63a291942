// A banner's or promotion's headline stays in its box in every script: drawn the way the art's
// rasters are (librsvg with the machine's fonts), no title or line runs past the width it was
// sized for, where the gift and the coins of the picture begin (a Myanmar title ran under them).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Language } from '#schemas/constants.ts';
import { tenantArt, type Headline } from './art.ts';

/** The scripts whose letters are wider than Latin ones, and two that are not. */
const LANGUAGES: readonly Language[] = ['my', 'ta', 'si', 'te', 'lo', 'km', 'kk', 'ur', 'th', 'en'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The width in px of `text` as the art draws it (font list, size and weight of the templates). */
async function drawnWidth(
  text: string,
  size: number,
  weight: number,
  family: string,
): Promise<number> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="160"><rect width="2400" height="160" fill="#000"/>` +
    `<text x="20" y="110" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="#fff">${escape(text)}</text></svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .trim({ threshold: 10 })
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

async function overflows(
  pieces: readonly Headline[],
  box: number,
  family: string,
): Promise<string[]> {
  const out: string[] = [];
  for (const p of pieces) {
    const title = await drawnWidth(p.title, p.titleSize, 800, family);
    const line = await drawnWidth(p.line, p.lineSize, 400, family);
    if (title > box) out.push(`"${p.title}" ${title}px > ${box}px`);
    if (line > box) out.push(`"${p.line}" ${line}px > ${box}px`);
  }
  return out;
}

describe('headlines fit their box', () => {
  for (const language of LANGUAGES) {
    it(`${language}: banner and promotion headlines stay inside their width`, async () => {
      const art = tenantArt('Brand', '#336699', language);
      expect([
        ...(await overflows(art.banners, 380, art.fontFamily)),
        ...(await overflows(Object.values(art.promotions), 270, art.fontFamily)),
      ]).toEqual([]);
    }, 60_000);
  }
});

describe('the art draws its words in their script’s face', () => {
  it('ta: a regular-weight line is shaped as Noto Sans Tamil shapes it (no vowel sign on a dotted circle)', async () => {
    const art = tenantArt('Brand', '#336699', 'ta');
    const line = art.banners[0]!.line;
    // A vowel sign drawn apart from its letter stands on a dotted circle of its own: wider.
    expect(await drawnWidth(line, 24, 400, art.fontFamily)).toBe(
      await drawnWidth(line, 24, 400, "'Noto Sans Tamil'"),
    );
  }, 60_000);
});
