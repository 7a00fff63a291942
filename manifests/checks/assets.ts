// A tenant's images checked by what they are, not what they are called: the first bytes name the
// real type (an HTML error page saved as logo.png shows as a broken image), and the size is held
// to the budget of its role (a 20 MB logo is preloaded on every page).
import fs from 'node:fs';
import path from 'node:path';
import { ASSET_BUDGET_BYTES, type AssetRole } from '#schemas/constants.ts';
import type { Finding } from './finding.ts';

export type SniffedType =
  'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'ico' | 'svg' | 'html' | 'other';

/** The type a file's leading bytes say it is. */
export function sniffType(head: Buffer): SniffedType {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (
    head.subarray(4, 8).toString('latin1') === 'ftyp' &&
    /^avi[fs]$/.test(head.subarray(8, 12).toString('latin1'))
  )
    return 'avif';
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'ico';
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (/^<!doctype html|^<html|^<head|^<body/.test(text)) return 'html';
  if (
    text.startsWith('<svg') ||
    ((text.startsWith('<?xml') || text.startsWith('<!--')) && text.includes('<svg'))
  )
    return 'svg';
  return 'other';
}

const TYPE_OF_EXTENSION: Readonly<Record<string, SniffedType>> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
  '.webp': 'webp',
  '.avif': 'avif',
  '.ico': 'ico',
  '.svg': 'svg',
};

const HEAD_BYTES = 512;

function readHead(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    return buf.subarray(0, fs.readSync(fd, buf, 0, HEAD_BYTES, 0));
  } finally {
    fs.closeSync(fd);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/**
 * One image's findings. `pointer` is where the manifest names it (the file itself, for images
 * found in assets/ and not named there); `rel` is its path in the tenant folder.
 */
function imageFindings(
  tenantDir: string,
  rel: string,
  role: AssetRole,
  pointer: string,
): Finding[] {
  const file = path.join(tenantDir, rel);
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return [];
  }
  const out: Finding[] = [];
  const actual = sniffType(readHead(file));
  const named = TYPE_OF_EXTENSION[path.extname(rel).toLowerCase()];
  if (actual === 'html' || actual === 'other') {
    out.push({
      pointer,
      message: `${rel} is not an image (its first bytes are ${actual === 'html' ? 'an HTML page, e.g. a saved error page' : 'no image format'}): players would see a broken ${role}`,
      hint: `replace ${rel} with the real ${named ?? 'image'} file (download it again, not the page around it)`,
    });
  } else if (named === undefined) {
    out.push({
      pointer,
      message: `${rel} has an extension browsers do not take as an image`,
      hint: `rename it to .${actual === 'jpeg' ? 'jpg' : actual} and update the path`,
    });
  } else if (named !== actual) {
    out.push({
      pointer,
      message: `${rel} is named .${path.extname(rel).slice(1)} but is a ${actual.toUpperCase()} file: it is served with the wrong type`,
      hint: `rename it to .${actual === 'jpeg' ? 'jpg' : actual} (and the path that names it), or convert it`,
      severity: 'warning',
    });
  }
  const budget = ASSET_BUDGET_BYTES[role];
  if (size > budget)
    out.push({
      pointer,
      message: `${rel} is ${kb(size)}, over the ${role} budget of ${kb(budget)}: every page${role === 'banner' ? ' of the home' : ''} would load it`,
      hint: `compress or resize it below ${kb(budget)} (an SVG or a WebP is usually a fraction of the size)`,
    });
  return out;
}

function filesUnder(dir: string, base: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.')) return [];
    const rel = `${base}/${e.name}`;
    return e.isDirectory() ? filesUnder(path.join(dir, e.name), rel) : [rel];
  });
}

/** The logo, the favicon and every banner under assets/banners/. */
export function assetFindings(
  tenantDir: string,
  branding: { logo: string; favicon: string },
): Finding[] {
  return [
    ...imageFindings(tenantDir, branding.logo, 'logo', '/branding/logo'),
    ...imageFindings(tenantDir, branding.favicon, 'favicon', '/branding/favicon'),
    ...filesUnder(path.join(tenantDir, 'assets', 'banners'), 'assets/banners').flatMap((rel) =>
      imageFindings(tenantDir, rel, 'banner', '').map((f) => ({ ...f, asset: rel })),
    ),
  ];
}
