// The home banners' rasters (schemas/language-art.ts: BANNER_RASTER_WIDTH), drawn from each
// banner SVG a brand's art holds, default set and every language. Written at art time and kept
// with the brand like its SVGs, not at build: a build then needs neither the renderer nor the
// fonts of every script, and what a reviewer sees in the brand's folder is what players get.
//
// The SVG is drawn by librsvg (through sharp) with the machine's fonts found by fontconfig, as a
// browser on the same machine draws it: Thai, CJK, Arabic and the other scripts need the Noto
// fonts installed (fonts-noto-core, fonts-noto-cjk). WebP because it is what a banner costs
// least as: about 15 KB at 800 px where a PNG of the same gradient and text is about 100 KB.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BANNER_RASTER_WIDTH, bannerRasterFile } from '#schemas/language-art.ts';

/** WebP quality: text edges stay clean on the gradients at this setting. */
const QUALITY = 82;
/** librsvg draws an SVG's user unit at 72 dpi. */
const SVG_DPI = 72;

/** Every banner SVG under `<tenantDir>/assets/banners/`, relative to `tenantDir`. */
function bannerSvgs(tenantDir: string): string[] {
  const root = path.join(tenantDir, 'assets', 'banners');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => path.join('assets', 'banners', f));
}

/** Draws one SVG at `width` px wide (its own aspect ratio) as WebP. */
async function rasterise(svg: Buffer, svgWidth: number, width: number): Promise<Buffer> {
  return sharp(svg, { density: (SVG_DPI * width) / svgWidth })
    .resize({ width })
    .webp({ quality: QUALITY })
    .toBuffer();
}

/** Writes `bytes` as `file`, whole or not at all: a sibling first, then the name. */
export function writeWhole(file: string, bytes: Buffer): void {
  const temp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(temp, bytes);
  fs.renameSync(temp, file);
}

/** Draws the banner SVG `rel` of the brand in `tenantDir` as its raster beside it; answers it. */
export async function rasteriseBanner(tenantDir: string, rel: string): Promise<string> {
  const svg = fs.readFileSync(path.join(tenantDir, rel));
  const { width: svgWidth } = await sharp(svg).metadata();
  if (!svgWidth) throw new Error(`${rel} has no width to draw it at`);
  const target = bannerRasterFile(rel);
  writeWhole(path.join(tenantDir, target), await rasterise(svg, svgWidth, BANNER_RASTER_WIDTH));
  return target;
}

/**
 * Writes the raster of every banner SVG of the brand in `tenantDir` beside it; answers the files
 * written, relative to `tenantDir`. A raster with no SVG beside it is the operator's own (sent
 * from the studio) and is never drawn over: only a raster's own SVG draws it.
 */
export async function rasteriseBanners(tenantDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const rel of bannerSvgs(tenantDir)) written.push(await rasteriseBanner(tenantDir, rel));
  return written;
}

/** The brand's banner rasters that have no SVG beside them (the operator's own), relative. */
export function operatorBanners(tenantDir: string): string[] {
  const root = path.join(tenantDir, 'assets', 'banners');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.webp') && !fs.existsSync(path.join(root, svgOfRaster(f))))
    .sort()
    .map((f) => path.join('assets', 'banners', f));
}

const svgOfRaster = (file: string) => file.replace(/\.webp$/, '.svg');

/**
 * An operator's own banner image (PNG, JPEG, WebP, AVIF) as the raster of a slot drawn at
 * `aspect` (width / height): cropped to fill that shape from its centre, as the home's slide
 * crops, and at the one width every banner raster has. Throws when the bytes do not decode.
 */
export async function operatorBannerRaster(image: Buffer, aspect: number): Promise<Buffer> {
  return sharp(image, { failOn: 'error' })
    .rotate()
    .resize({
      width: BANNER_RASTER_WIDTH,
      height: Math.round(BANNER_RASTER_WIDTH / aspect),
      fit: 'cover',
    })
    .webp({ quality: QUALITY })
    .toBuffer();
}
