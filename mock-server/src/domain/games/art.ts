// Game and vendor art: a small PNG per catalogue entry, deterministic from its code, that reads as
// its kind of game at a glance (reels, cards, a fish, lottery balls...) in its vendor's colours.
// A raster, not an SVG: a phone decodes a PNG off the main thread, where it parses and lays out
// an SVG image on it, dozens of them on a home page. No text: the tile prints the game's name and
// vendor under its art.
import { hash32 } from '../../lib/prng.ts';
import { Raster } from '../../lib/raster.ts';
import type { DisplayCategory } from '#schemas/constants.ts';
import { hsl, mix, WHITE } from './art-palette.ts';
import { MOTIFS } from './art-motifs.ts';
import { circle, outline, paint, placed, type Paint } from './art-shapes.ts';

interface ArtSubject {
  gameCode: string;
  vassalage: string;
  gameType: DisplayCategory;
  /** A game's art, or its vendor's card (the motif on a badge). */
  isGame: boolean;
}

/** Steps of the background's gradient, 2 or 3 levels a channel apart: no visible seams. */
const BANDS = 32;

/** The PNG of one game or vendor card, `size` px square. */
export function artPng(s: ArtSubject, size: number): Buffer {
  // FNV-1a of PG_0002 and PG_0003 differ in few bits: mix them so neighbours look different.
  const f = hash32(s.gameCode);
  const h = Math.imul(f ^ (f >>> 15), 0x2c1b3c6d) >>> 0;
  // The vendor sets the family of colours; each game moves within it.
  const base = hash32(s.vassalage) % 360;
  const hue = (base + ((h % 50) - 25) + 360) % 360;
  const top = hsl(hue, 68, 46);
  const bottom = hsl((hue + 30) % 360, 72, 22);
  const ink = hsl((hue + 180) % 360, 70, 45);
  const motifs = MOTIFS[s.gameType];
  const motif = motifs[(h >>> 7) % motifs.length]!(h >>> 3, ink);

  const raster = new Raster(size, size);
  for (let y = 0; y < size; y++) {
    // In bands: fewer colours leave the palette of the indexed PNG to the edges.
    raster.fillRow(y, mix(top, bottom, Math.floor((y / size) * BANDS) / (BANDS - 1)));
  }
  const badge: Paint[] = s.isGame
    ? []
    : [
        { shape: circle(100, 100, 74), colour: WHITE, alpha: 0.14 },
        { shape: outline(circle(100, 100, 74), 4), colour: WHITE, alpha: 0.5 },
      ];
  paint(raster, [
    {
      shape: circle(40 + (h % 120), 30 + ((h >>> 4) % 40), 50 + ((h >>> 8) % 30)),
      colour: WHITE,
      alpha: 0.1,
    },
    ...badge,
    // Motifs are drawn about y 78, above the title band the art once had: centred now.
    ...motif.map((p) => ({ ...p, shape: placed(p.shape, 0, 22) })),
  ]);
  return raster.indexedPng();
}
