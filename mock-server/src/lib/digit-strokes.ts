// The captcha's digits as pen strokes (polylines) in a box GLYPH_UNITS_WIDE x GLYPH_UNITS_HIGH,
// y down, drawn thick at any angle and size. Each digit has several hands (a closed or open 4, a 1
// with or without its flag, a 6 with a straight or a curved stem...), so no one template fits every copy of it.
export type Pt = readonly [number, number];
export type Stroke = readonly Pt[];

export const GLYPH_UNITS_WIDE = 6;
export const GLYPH_UNITS_HIGH = 10;

/** An elliptic arc around (cx, cy), from `from` to `to` degrees (0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Pt[] {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

export const DIGIT_STROKES: Readonly<Record<string, readonly (readonly Stroke[])[]>> = {
  '0': [
    [arc(3, 5, 3, 5, 0, 360)],
    [
      arc(3, 5, 2.6, 5, 0, 360),
      [
        [4.6, 1.6],
        [1.4, 8.4],
      ],
    ],
  ],
  '1': [
    [
      [
        [3, 0],
        [3, 10],
      ],
      [
        [1.2, 10],
        [4.8, 10],
      ],
    ],
    [
      [
        [3, 0],
        [3, 10],
      ],
      [
        [1.2, 10],
        [4.8, 10],
      ],
      [
        [3, 0],
        [1.6, 1.4],
      ],
    ],
  ],
  '2': [
    [[...arc(3, 3, 3, 3, 200, 360), [0, 10], [6, 10]]],
    [[...arc(3, 3.2, 2.9, 3.2, 180, 400), [0.6, 9.6], [6, 9.8]]],
  ],
  '3': [
    [arc(3, 2.6, 2.8, 2.6, 190, 450), arc(3, 7.4, 3, 2.6, 270, 530)],
    [
      [
        [0.4, 0],
        [5.8, 0],
        [2.6, 4.2],
      ],
      arc(2.8, 7, 3.2, 3, 270, 520),
    ],
  ],
  '4': [
    [
      [
        [4.4, 10],
        [4.4, 0],
        [0, 7],
        [6, 7],
      ],
    ],
    [
      [
        [1.4, 0],
        [0.4, 6.4],
        [6, 6.4],
      ],
      [
        [4.4, 2.4],
        [4.4, 10],
      ],
    ],
  ],
  '5': [
    [
      [
        [5.8, 0],
        [0.8, 0],
        [0.4, 4.4],
      ],
      arc(2.8, 6.8, 3.2, 3.2, 230, 500),
    ],
    [
      [
        [5.6, 0],
        [0.8, 0],
        [0.6, 4.4],
        [4.2, 4.2],
        [5.8, 6.2],
        [5.2, 9.2],
        [3, 10],
        [0, 9.2],
      ],
    ],
  ],
  '6': [
    [[[5, 0.4], ...arc(6.2, 6.4, 6, 6.2, 245, 180).slice(1, -1)], arc(3, 7, 3, 3, 180, 540)],
    [[[4.8, 0], ...arc(6.2, 7.2, 5.8, 7.2, 235, 180).slice(1)], arc(3, 7.2, 2.8, 2.8, 0, 360)],
  ],
  '7': [
    [
      [
        [0, 0],
        [6, 0],
        [2, 10],
      ],
    ],
    [
      [
        [0, 1.6],
        [0, 0],
        [6, 0],
        [2.4, 10],
      ],
    ],
  ],
  '8': [
    [arc(3, 2.5, 2.4, 2.5, 0, 360), arc(3, 7.3, 3, 2.7, 0, 360)],
    [
      [
        ...arc(3, 2.6, 2.6, 2.6, 90, 360),
        [0.6, 7.6],
        ...arc(3, 7.4, 2.8, 2.6, 180, -90),
        [0.6, 2.4],
      ],
    ],
  ],
  '9': [
    [
      arc(3, 3, 3, 3, 0, 360),
      [
        [6, 3],
        [5.4, 7.6],
        [1, 10],
      ],
    ],
    [
      arc(3, 2.8, 2.8, 2.8, 0, 360),
      [
        [5.8, 2.8],
        [5.8, 10],
      ],
    ],
  ],
};
