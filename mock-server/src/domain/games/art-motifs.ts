// One motif a kind of game: what a tile of reels, cards, a fish or lottery balls shows, drawn in
// the art's 200-unit square about y 78. A category lists the motifs its games draw from.
import type { DisplayCategory } from '#schemas/constants.ts';
import type { Rgb } from '../../lib/raster.ts';
import { BLUE, DARK, GOLD, GOLD_EDGE, GOLD_INK, GREEN, RED, WHITE, BLACK } from './art-palette.ts';
import {
  circle,
  intersect,
  outline,
  placed,
  polygon,
  polyline,
  quad,
  roundRect,
  segment,
  union,
  type Paint,
  type Point,
  type Shape,
} from './art-shapes.ts';
import { card, REEL_SYMBOLS, SYMBOLS } from './art-symbols.ts';

export type Motif = (h: number, ink: Rgb) => Paint[];

const reels: Motif = (h) => [
  { shape: roundRect(26, 38, 148, 72, 12), colour: GOLD },
  ...[0, 1, 2].flatMap((i): Paint[] => [
    { shape: roundRect(34 + i * 46, 46, 40, 56, 8), colour: WHITE },
    {
      shape: placed(SYMBOLS[REEL_SYMBOLS[(h >>> (i * 3)) % REEL_SYMBOLS.length]!], 54 + i * 46, 74),
      colour: i === 1 ? RED : DARK,
    },
  ]),
];

const gem: Motif = (_h, ink) => [
  {
    shape: polygon([
      [70, 46],
      [130, 46],
      [152, 70],
      [100, 120],
      [48, 70],
    ]),
    colour: ink,
  },
  {
    shape: union(
      polyline(
        [
          [70, 46],
          [100, 120],
          [130, 46],
        ],
        3,
      ),
      segment([48, 70], [152, 70], 3),
    ),
    colour: WHITE,
    alpha: 0.55,
  },
];

/** A square-holed coin: the dollar sign it replaces was text. */
const coin: Motif = () => [
  { shape: circle(100, 76, 45), colour: GOLD_EDGE },
  { shape: circle(100, 76, 39), colour: GOLD },
  { shape: outline(circle(100, 76, 28), 4), colour: GOLD_INK },
  { shape: roundRect(89, 65, 22, 22, 3), colour: GOLD_INK },
];

const crownShape = polygon([
  [52, 104],
  [44, 52],
  [74, 76],
  [100, 38],
  [126, 76],
  [156, 52],
  [148, 104],
]);
const crown: Motif = () => [
  { shape: crownShape, colour: GOLD },
  { shape: outline(crownShape, 4), colour: GOLD_EDGE },
  { shape: circle(100, 88, 7), colour: RED },
];

const cards: Motif = (h) => [
  ...card(52, 44, -14, 'spade', false),
  ...card(76, 40, 12, (['heart', 'diamond'] as const)[(h >>> 2) % 2]!, true),
];
const fan: Motif = () => [
  ...card(44, 46, -20, 'club', false),
  ...card(76, 40, 0, 'diamond', true),
  ...card(108, 46, 20, 'heart', true),
];

/** The roulette's red pockets: every other of 24 sectors of a ring, turned by `turn` sectors. */
function pockets(cx: number, cy: number, r: number, width: number, turn: number): Shape {
  const sector = (2 * Math.PI) / 24;
  return {
    distance: (x, y) => {
      const [dx, dy] = [x - cx, y - cy];
      const len = Math.sqrt(dx * dx + dy * dy);
      const ring = Math.abs(len - r) - width / 2;
      const at = (Math.atan2(dy, dx) + Math.PI * 4 + turn * sector) % (2 * sector);
      // Along the ring to the nearest side of a red sector: inside it negative.
      const side =
        (at < sector ? -Math.min(at, sector - at) : Math.min(at - sector, 2 * sector - at)) * len;
      return Math.max(ring, side);
    },
    box: [cx - r - width / 2, cy - r - width / 2, cx + r + width / 2, cy + r + width / 2],
  };
}
const wheel: Motif = (h) => [
  { shape: circle(100, 78, 47), colour: GOLD },
  { shape: circle(100, 78, 41), colour: [28, 28, 28] },
  { shape: pockets(100, 78, 34, 14, h % 2), colour: RED },
  { shape: circle(100, 78, 12), colour: GOLD },
];

// The body is where two circles overlap: a lens from x 40 to 136, 44 units at its widest.
const fishShape = union(
  intersect(circle(88, 119.4, 63.4), circle(88, 36.6, 63.4)),
  polygon([
    [130, 78],
    [162, 54],
    [162, 102],
  ]),
);
const fish: Motif = (h) => [
  { shape: fishShape, colour: GOLD },
  { shape: circle(64, 72, 6), colour: DARK },
  { shape: circle(150 - (h % 20), 40, 6), colour: WHITE, alpha: 0.6 },
  { shape: circle(164 - (h % 12), 28, 4), colour: WHITE, alpha: 0.5 },
];

/** A mahjong tile of the bamboo suit (the character it replaces was text). */
const mahjong: Motif = (h) => {
  const face = roundRect(70, 36, 60, 80, 8);
  const bamboo = 2 + (h % 2);
  return [
    { shape: face, colour: [247, 243, 232] },
    { shape: outline(face, 3), colour: BLACK, alpha: 0.2 },
    ...Array.from({ length: bamboo }, (_, i): Paint => ({
      shape: roundRect(100 - bamboo * 8 + i * 16 + 3, 52, 10, 48, 5),
      colour: GREEN,
    })),
    { shape: circle(100, 108, 4), colour: RED },
  ];
};

const ball: Motif = () => {
  const leather = circle(100, 78, 42);
  const seams: Point[][] = [
    [
      [100, 36],
      [100, 58],
    ],
    [
      [119, 72],
      [155, 64],
    ],
    [
      [112, 94],
      [130, 116],
    ],
    [
      [88, 94],
      [70, 116],
    ],
    [
      [81, 72],
      [45, 64],
    ],
  ];
  return [
    { shape: leather, colour: WHITE },
    {
      shape: polygon([
        [100, 58],
        [119, 72],
        [112, 94],
        [88, 94],
        [81, 72],
      ]),
      colour: DARK,
    },
    { shape: intersect(union(...seams.map((s) => polyline(s, 4))), leather), colour: DARK },
  ];
};

const pad: Motif = (_h, ink) => [
  {
    shape: union(roundRect(40, 60, 120, 40, 20), circle(60, 100, 15), circle(140, 100, 15)),
    colour: WHITE,
  },
  { shape: union(roundRect(67, 72, 6, 20, 1), roundRect(60, 79, 20, 6, 1)), colour: ink },
  { shape: circle(128, 76, 5), colour: RED },
  { shape: circle(140, 88, 5), colour: ink },
];

/** A fighting cock: body, comb, eye and beak. */
const spurs: Motif = () => [
  {
    shape: polygon([
      [66, 112],
      ...quad([66, 112], [60, 60], [100, 42]),
      ...quad([100, 42], [140, 60], [134, 112]),
    ]),
    colour: RED,
  },
  {
    shape: polygon([
      [100, 42],
      ...quad([100, 42], [108, 26], [122, 30], 4),
      ...quad([122, 30], [114, 38], [112, 48], 4),
    ]),
    colour: GOLD,
  },
  { shape: circle(112, 62, 5), colour: WHITE },
  {
    shape: polygon([
      [124, 66],
      [140, 72],
      [124, 76],
    ]),
    colour: GOLD,
  },
];

const LOTTERY_COLOURS: readonly Rgb[] = [RED, BLUE, GOLD];
const balls: Motif = (h) =>
  [0, 1, 2].flatMap((i): Paint[] => {
    const [x, y] = [56 + i * 44, 78 + (i === 1 ? -12 : 6)];
    const colour = LOTTERY_COLOURS[(i + h) % 3]!;
    return [
      { shape: circle(x, y, 24), colour },
      { shape: circle(x, y, 14), colour: WHITE },
      { shape: circle(x, y, 5 + ((h >>> (i * 5)) % 4)), colour },
    ];
  });

const bingo: Motif = (h) => [
  { shape: roundRect(50, 32, 100, 90, 8), colour: WHITE },
  ...Array.from({ length: 9 }, (_, i): Paint => ({
    shape: roundRect(58 + (i % 3) * 30, 40 + Math.floor(i / 3) * 27, 24, 22, 4),
    colour: ((h >>> i) & 1) === 1 ? RED : [238, 238, 238],
  })),
];

// A rocket pointing up, around (0, 0): body, fins, window and flame.
const rocketBody = roundRect(-10, -26, 20, 44, 10);
const rocketFins = polygon([
  [-10, 4],
  [-20, 20],
  [20, 20],
  [10, 4],
]);
const rocket: Motif = (h, ink) => {
  const fly = (s: Shape) => placed(s, 138, 50, 40);
  return [
    { shape: polyline([[30, 116], ...quad([30, 116], [90, 112], [126, 64], 10)], 6), colour: GOLD },
    {
      shape: fly(
        polygon([
          [-7, 18],
          [7, 18],
          [0, 36],
        ]),
      ),
      colour: RED,
    },
    { shape: fly(rocketFins), colour: RED },
    { shape: fly(rocketBody), colour: WHITE },
    { shape: fly(circle(0, -8, 5)), colour: ink },
    ...[0, 1, 2].map((i): Paint => ({
      shape: circle(40 + ((h >>> (i * 4)) % 60), 34 + i * 18, 3),
      colour: WHITE,
      alpha: 0.7,
    })),
  ];
};

export const MOTIFS: Record<DisplayCategory, readonly Motif[]> = {
  RNG: [reels, gem, coin, crown, reels],
  INHOUSE: [rocket, reels],
  LIVE: [cards, wheel, cards],
  FISH: [fish],
  PVP: [fan, mahjong],
  SPORTS: [ball],
  ESPORTS: [pad],
  COCKFIGHT: [spurs],
  LOTT: [balls],
  ELOTT: [balls],
  BGS: [bingo, balls, coin],
};
