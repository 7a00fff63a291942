// Filled shapes for the game art, as signed distance functions: negative inside, positive outside,
// in the art's own units (a 200 x 200 square). Painting a pixel takes the distance at its centre
// in pixels, so an edge pixel gets about the share of it the shape covers (anti-aliasing without
// supersampling, in EDGE_LEVELS steps) at any icon size.
import type { Raster, Rgb } from '../../lib/raster.ts';

export type Point = readonly [number, number];
/** Left, top, right, bottom, in art units. */
type Box = readonly [number, number, number, number];

export interface Shape {
  distance(x: number, y: number): number;
  box: Box;
}

/** The art's side in its own units: every motif is drawn on this square. */
const ART_UNITS = 200;

const boxOf = (points: readonly Point[]): Box => {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
};

/** Math.hypot is several times slower, and this runs for every pixel of every shape. */
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

export const circle = (cx: number, cy: number, r: number): Shape => ({
  distance: (x, y) => len(x - cx, y - cy) - r,
  box: [cx - r, cy - r, cx + r, cy + r],
});

export const roundRect = (x: number, y: number, w: number, h: number, r = 0): Shape => {
  const [cx, cy, hw, hh] = [x + w / 2, y + h / 2, w / 2 - r, h / 2 - r];
  return {
    distance: (px, py) => {
      const qx = Math.abs(px - cx) - hw;
      const qy = Math.abs(py - cy) - hh;
      return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
    box: [x, y, x + w, y + h],
  };
};

/** A closed polygon (any winding, even-odd inside). */
export const polygon = (points: readonly Point[]): Shape => ({
  distance: (px, py) => {
    /** The squared distance to the nearest edge. */
    let best = Infinity;
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [ax, ay] = points[j]!;
      const [bx, by] = points[i]!;
      const [ex, ey] = [bx - ax, by - ay];
      const [wx, wy] = [px - ax, py - ay];
      const t = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey || 1)));
      const [dx, dy] = [wx - ex * t, wy - ey * t];
      best = Math.min(best, dx * dx + dy * dy);
      if (ay > py !== by > py && px < ax + ((py - ay) * ex) / ey) inside = !inside;
    }
    return inside ? -Math.sqrt(best) : Math.sqrt(best);
  },
  box: boxOf(points),
});

/** A line from a to b, `width` thick, with round ends. */
export const segment = (a: Point, b: Point, width: number): Shape => {
  const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
  const r = width / 2;
  return {
    distance: (px, py) => {
      const [wx, wy] = [px - a[0], py - a[1]];
      const t = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey || 1)));
      return len(wx - ex * t, wy - ey * t) - r;
    },
    box: [
      Math.min(a[0], b[0]) - r,
      Math.min(a[1], b[1]) - r,
      Math.max(a[0], b[0]) + r,
      Math.max(a[1], b[1]) + r,
    ],
  };
};

/** Points along a quadratic Bézier from `from` (excluded) to `to`, for polygons and lines. */
export function quad(from: Point, control: Point, to: Point, steps = 8): Point[] {
  const out: Point[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ]);
  }
  return out;
}

/** A polyline `width` thick. */
export const polyline = (points: readonly Point[], width: number): Shape =>
  union(...points.slice(1).map((p, i) => segment(points[i]!, p, width)));

export function union(...shapes: Shape[]): Shape {
  return {
    distance: (x, y) => {
      let d = Infinity;
      for (const s of shapes) d = Math.min(d, s.distance(x, y));
      return d;
    },
    box: boxOf(shapes.flatMap(({ box: [x0, y0, x1, y1] }) => [[x0, y0] as Point, [x1, y1]])),
  };
}

/** Where both shapes are (the box of the first: keep the smaller one first). */
export const intersect = (a: Shape, b: Shape): Shape => ({
  distance: (x, y) => Math.max(a.distance(x, y), b.distance(x, y)),
  box: a.box,
});

/** The outline of a shape, `width` thick, centred on its edge (an SVG stroke). */
export const outline = (s: Shape, width: number): Shape => ({
  distance: (x, y) => Math.abs(s.distance(x, y)) - width / 2,
  box: [s.box[0] - width / 2, s.box[1] - width / 2, s.box[2] + width / 2, s.box[3] + width / 2],
});

/** A shape drawn around (0, 0), scaled by `scale`, turned by `degrees` and moved to (x, y). */
export function placed(s: Shape, x: number, y: number, degrees = 0, scale = 1): Shape {
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [x0, y0, x1, y1] = s.box;
  const corners: Point[] = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ];
  return {
    distance: (px, py) => {
      const [dx, dy] = [(px - x) / scale, (py - y) / scale];
      return s.distance(dx * cos + dy * sin, -dx * sin + dy * cos) * scale;
    },
    box: boxOf(
      corners.map(([cx, cy]) => [
        x + (cx * cos - cy * sin) * scale,
        y + (cx * sin + cy * cos) * scale,
      ]),
    ),
  };
}

/** One shape to paint, in a colour at an opacity. */
export interface Paint {
  shape: Shape;
  colour: Rgb;
  alpha?: number;
}

/**
 * Steps of an edge pixel's cover: at a tile's size four look as smooth as 256, and the indexed
 * PNG has fewer colours to tell apart (a quarter fewer bytes).
 */
const EDGE_LEVELS = 4;

/** Paints shapes in order on a square raster, the art's 200 units across its side. */
export function paint(raster: Raster, paints: readonly Paint[]): void {
  const scale = raster.width / ART_UNITS;
  for (const { shape, colour, alpha = 1 } of paints) {
    const [x0, y0, x1, y1] = shape.box;
    const left = Math.max(0, Math.floor(x0 * scale) - 1);
    const top = Math.max(0, Math.floor(y0 * scale) - 1);
    const right = Math.min(raster.width, Math.ceil(x1 * scale) + 1);
    const bottom = Math.min(raster.height, Math.ceil(y1 * scale) + 1);
    for (let py = top; py < bottom; py++) {
      const y = (py + 0.5) / scale;
      for (let px = left; px < right; px++) {
        // The share of the pixel inside: 1 from half a pixel in, 0 from half a pixel out.
        const cover = 0.5 - shape.distance((px + 0.5) / scale, y) * scale;
        if (cover <= 0) continue;
        raster.blendAt(
          py * raster.width + px,
          colour,
          cover >= 1 ? alpha : (Math.round(cover * EDGE_LEVELS) / EDGE_LEVELS) * alpha,
        );
      }
    }
  }
}
