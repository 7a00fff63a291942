// A small RGB canvas the server draws its PNG images on (captchas, game icons), encoded by pngjs,
// or as an indexed PNG (a palette of at most 256 colours) where that is a third of the bytes.
import zlib from 'node:zlib';
import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** An opaque RGB image, three bytes a pixel, top row first. */
export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  /** Sets one pixel; a pixel outside the image is ignored (noise and lines may run off it). */
  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (this.width * y + x) * 3;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
  }

  /** Paints `colour` over pixel `i` (its index, y * width + x) at `alpha` in [0, 1]. */
  blendAt(i: number, [r, g, b]: Rgb, alpha: number): void {
    const d = this.data;
    const o = i * 3;
    d[o] = Math.round(d[o]! + (r - d[o]!) * alpha);
    d[o + 1] = Math.round(d[o + 1]! + (g - d[o + 1]!) * alpha);
    d[o + 2] = Math.round(d[o + 2]! + (b - d[o + 2]!) * alpha);
  }

  /** Fills row `y` with one colour. */
  fillRow(y: number, [r, g, b]: Rgb): void {
    const d = this.data;
    for (let o = y * this.width * 3, end = o + this.width * 3; o < end; o += 3) {
      d[o] = r;
      d[o + 1] = g;
      d[o + 2] = b;
    }
  }

  /** The image as a PNG: truecolour without alpha (a quarter fewer bytes to filter and deflate). */
  png(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.data.buffer, this.data.byteOffset, this.data.byteLength);
    // The default strategy: a fifth fewer bytes than pngjs's run-length one; level 6 takes half
    // the time of 9 for 5% more bytes.
    return PNG.sync.write(png, {
      colorType: 2,
      inputColorType: 2,
      inputHasAlpha: false,
      deflateStrategy: 0,
      deflateLevel: 6,
    });
  }

  /**
   * The image as an indexed PNG: its colours when it has at most 256, else the 256 most used
   * with every other pixel in the nearest of them (for flat-colour art, where the rest are the
   * anti-aliased edges).
   */
  indexedPng(): Buffer {
    const d = this.data;
    const counts = new Map<number, number>();
    for (let o = 0; o < d.length; o += 3) {
      const c = (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const palette = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
    palette.length = Math.min(palette.length, 256);
    const index = new Map(palette.map((c, i) => [c, i]));
    const nearest = (c: number): number => {
      const r = c >> 16;
      const g = (c >> 8) & 255;
      const b = c & 255;
      let best = 0;
      let bestDistance = Infinity;
      for (let i = 0; i < palette.length; i++) {
        const p = palette[i]!;
        const dr = (p >> 16) - r;
        const dg = ((p >> 8) & 255) - g;
        const db = (p & 255) - b;
        const distance = dr * dr + dg * dg + db * db;
        if (distance < bestDistance) {
          best = i;
          bestDistance = distance;
        }
      }
      index.set(c, best);
      return best;
    };
    // Each row: filter type 0 (none, the one for palettes), then an index a pixel.
    const rows = Buffer.alloc((this.width + 1) * this.height);
    for (let y = 0, o = 0, at = 0; y < this.height; y++) {
      rows[at++] = 0;
      for (let x = 0; x < this.width; x++, o += 3) {
        const c = (d[o]! << 16) | (d[o + 1]! << 8) | d[o + 2]!;
        rows[at++] = index.get(c) ?? nearest(c);
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 3, 0, 0, 0], 8); // 8 bits an index, colour type 3 (palette), no interlace
    const plte = Buffer.alloc(palette.length * 3);
    palette.forEach((c, i) => plte.set([c >> 16, (c >> 8) & 255, c & 255], i * 3));
    return Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', header),
      chunk('PLTE', plte),
      chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(type)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
