// Card and reel symbols for the game art, and the playing card that carries a suit: shapes the
// motifs place and colour.
import { BLACK, DARK, RED, WHITE } from './art-palette.ts';
import {
  circle,
  placed,
  polygon,
  polyline,
  roundRect,
  union,
  type Paint,
  type Point,
  type Shape,
} from './art-shapes.ts';

// Card and reel symbols, drawn around (0, 0) about 28 units tall (the glyphs they replace).
const heartAt = (dy: number, flip: 1 | -1): Shape[] => [
  circle(-5.5, dy - 4 * flip, 6.5),
  circle(5.5, dy - 4 * flip, 6.5),
  polygon([
    [-11.6, dy - 1.5 * flip],
    [11.6, dy - 1.5 * flip],
    [0, dy + 12 * flip],
  ]),
];
const stem = polygon([
  [-1.5, 2],
  [1.5, 2],
  [5, 13],
  [-5, 13],
]);
export const SYMBOLS = {
  seven: polygon([
    [-11, -13],
    [11, -13],
    [11, -8],
    [1, 13],
    [-6, 13],
    [4, -7],
    [-11, -7],
  ]),
  star: polygon(
    Array.from({ length: 10 }, (_, i): Point => {
      const r = i % 2 ? 6 : 14;
      const a = (i * Math.PI) / 5 - Math.PI / 2;
      return [r * Math.cos(a), r * Math.sin(a) + 1];
    }),
  ),
  diamond: polygon([
    [0, -14],
    [10, 0],
    [0, 14],
    [-10, 0],
  ]),
  heart: union(...heartAt(0, 1)),
  club: union(circle(0, -6, 5.5), circle(-6, 2, 5.5), circle(6, 2, 5.5), stem),
  spade: union(...heartAt(-2, -1), stem),
  cherry: union(
    circle(-6, 7, 6),
    circle(6, 8, 6),
    polyline(
      [
        [-6, 4],
        [2, -12],
        [6, 5],
      ],
      2.5,
    ),
  ),
} satisfies Record<string, Shape>;
export type SymbolName = keyof typeof SYMBOLS;
export const REEL_SYMBOLS: readonly SymbolName[] = [
  'seven',
  'star',
  'diamond',
  'heart',
  'club',
  'cherry',
  'spade',
];

/** A playing card turned about its bottom centre: a small suit in its corner, a big one inside. */
export function card(
  x: number,
  y: number,
  degrees: number,
  suit: SymbolName,
  red: boolean,
): Paint[] {
  const turn = (s: Shape) => placed(placed(s, -24, -66), x + 24, y + 66, degrees);
  const ink = red ? RED : DARK;
  return [
    { shape: turn(roundRect(0, 0, 48, 66, 6)), colour: BLACK, alpha: 0.14 },
    { shape: turn(roundRect(1, 1, 46, 64, 5)), colour: WHITE },
    { shape: turn(placed(SYMBOLS[suit], 11, 12, 0, 0.42)), colour: ink },
    { shape: turn(placed(SYMBOLS[suit], 24, 38, 0, 0.95)), colour: ink },
  ];
}
