// The home banners from the studio. A banner the operator sends takes the place of one slot's image
// in one language set, the very file the site shows (assets/banners[/<lang>]/banner-N.webp), so the
// manifest, the seed and the build need nothing new. Its SVG goes: a raster with no SVG beside it is
// the operator's own, and `lobby art` keeps it (cli/src/lib/banner-raster.ts). Asking for the drawn
// banner again draws that slot from the brand, as `lobby art` draws it.
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import sharp from 'sharp';
import { ASSET_BUDGET_BYTES } from '#schemas/constants.ts';
import { checkManifests, formatProblem, sniffType, type SniffedType } from '#manifests/index.ts';
import type { BannerSet, BannerSlot } from '#studio/src/protocol.ts';
import { bannerRasterFile } from '#schemas/language-art.ts';
import { operatorBannerRaster, rasteriseBanner, writeWhole } from '../../lib/banner-raster.ts';
import { drawBrandSvgs } from '../art/index.ts';
import { assetUrl } from './fleet.ts';
import { refuse, tenantOf } from './requests.ts';

/** What a banner may be sent as: rasters a decoder reads (no SVG, which runs scripts). */
const ACCEPTED: readonly SniffedType[] = ['png', 'jpeg', 'webp', 'avif'];
const SLOT_FILE = /^banner-(\d+)\.(svg|webp)$/;

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/** The languages whose banners the site shows: the default set first, then each listed one. */
function languagesOf(tenantDir: string): { default: string; available: string[] } | undefined {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(tenantDir, 'tenant.json'), 'utf8')) as {
      languages?: { default?: unknown; available?: unknown };
    };
    const def = m.languages?.default;
    const available = m.languages?.available;
    if (typeof def !== 'string' || !Array.isArray(available)) return undefined;
    return { default: def, available: available.filter((l): l is string => typeof l === 'string') };
  } catch {
    return undefined;
  }
}

/** The folder of a language's set, relative to the brand: the default language's is the root. */
const folderOf = (lang: string, defaultLang: string) =>
  lang === defaultLang ? 'assets/banners' : `assets/banners/${lang}`;

function slotsIn(tenantDir: string, code: string, folder: string): BannerSlot[] {
  const dir = path.join(tenantDir, folder);
  if (!fs.existsSync(dir)) return [];
  const numbers = new Set<number>();
  for (const name of fs.readdirSync(dir)) {
    const m = SLOT_FILE.exec(name);
    if (m) numbers.add(Number(m[1]));
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .flatMap((slot) => {
      const raster = `${folder}/banner-${slot}.webp`;
      const file = path.join(tenantDir, raster);
      if (!fs.existsSync(file)) return [];
      const own = !fs.existsSync(path.join(tenantDir, `${folder}/banner-${slot}.svg`));
      // The file's time in its address: a replaced banner is a new URL, never a cached old one.
      const url = `${assetUrl(code, raster)}?v=${Math.round(fs.statSync(file).mtimeMs)}`;
      return [{ slot, url, own }];
    });
}

/** Every banner set the brand has, as the site shows them. */
export function bannerSets(tenantsDir: string, code: string): BannerSet[] {
  const tenantDir = path.join(tenantsDir, code);
  const languages = languagesOf(tenantDir);
  if (!languages) return [];
  const langs = [languages.default, ...languages.available.filter((l) => l !== languages.default)];
  return langs
    .map((lang) => ({
      lang,
      isDefault: lang === languages.default,
      slots: slotsIn(tenantDir, code, folderOf(lang, languages.default)),
    }))
    .filter((set) => set.slots.length > 0);
}

/** The slot a request names, or a 404 already sent. */
function slotOf(req: Request, res: Response, tenantsDir: string) {
  const code = tenantOf(req, res, tenantsDir);
  if (!code) return undefined;
  const lang = String(req.params.lang);
  const slot = Number(req.params.slot);
  const sets = bannerSets(tenantsDir, code);
  const set = sets.find((s) => s.lang === lang);
  if (!set) {
    refuse(res, 404, {
      error: `${code} has no banners in "${lang}": its banner languages are ${sets.map((s) => s.lang).join(', ')}`,
    });
    return undefined;
  }
  const found = set.slots.find((s) => s.slot === slot);
  if (!found) {
    refuse(res, 404, {
      error: `${code} has no banner "${String(req.params.slot)}" in ${lang}: its banners there are ${set.slots.map((s) => s.slot).join(', ')}`,
    });
    return undefined;
  }
  const languages = languagesOf(path.join(tenantsDir, code))!;
  const raster = `${folderOf(lang, languages.default)}/banner-${slot}.webp`;
  return { code, lang, slot: found, raster, svg: raster.replace(/\.webp$/, '.svg') };
}

/** Width over height of the slot as drawn: of its raster (drawn from its SVG at its shape). */
async function aspectOf(file: string): Promise<number> {
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`${file} has no size`);
  return width / height;
}

export function bannerRoutes(opts: {
  root: string;
  tenantsDir: string;
  templatesDir: string;
}): express.Router {
  const { tenantsDir } = opts;
  const router = express.Router();
  const route = '/api/tenants/:code/banners/:lang/:slot';

  router.get('/api/tenants/:code/banners', (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    if (code) res.json(bannerSets(tenantsDir, code));
  });

  router.put(
    route,
    express.raw({ type: () => true, limit: ASSET_BUDGET_BYTES.banner }),
    async (req: Request, res: Response) => {
      const target = slotOf(req, res, tenantsDir);
      if (!target) return;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (body.length === 0) {
        refuse(res, 400, { error: 'send the banner file itself as the request body' });
        return;
      }
      const type = sniffType(body.subarray(0, 512));
      if (!ACCEPTED.includes(type)) {
        const kinds = ACCEPTED.join(', ');
        refuse(res, 415, {
          error:
            type === 'svg'
              ? `an SVG banner can carry scripts: send a ${kinds} file`
              : `this file is not an image a banner may be (its bytes say ${type}): send a ${kinds} file`,
        });
        return;
      }
      const tenantDir = path.join(tenantsDir, target.code);
      let raster: Buffer;
      try {
        raster = await operatorBannerRaster(
          body,
          await aspectOf(path.join(tenantDir, target.raster)),
        );
      } catch (e) {
        refuse(res, 422, {
          error: `this ${type} file could not be read as an image (${(e as Error).message}): send it again or export it anew`,
        });
        return;
      }
      writeWhole(path.join(tenantDir, target.raster), raster);
      // Without its SVG the raster is the operator's: `lobby art` keeps it.
      fs.rmSync(path.join(tenantDir, target.svg), { force: true });
      res.json(bannerSets(tenantsDir, target.code));
    },
  );

  router.delete(route, async (req: Request, res: Response) => {
    const target = slotOf(req, res, tenantsDir);
    if (!target) return;
    if (!target.slot.own) {
      refuse(res, 409, {
        error: `banner ${target.slot.slot} in ${target.lang} is the drawn one already`,
      });
      return;
    }
    const [result] = checkManifests(tenantsDir, [target.code], opts.root);
    if (!result?.manifest) {
      refuse(res, 422, {
        error: `${target.code} has problems, so its banner cannot be drawn: fix them first`,
        problems: (result?.problems ?? []).map(formatProblem),
      });
      return;
    }
    const tenantDir = path.join(tenantsDir, target.code);
    const staging = fs.mkdtempSync(path.join(tenantsDir, `.banner-${target.code}-`));
    try {
      drawBrandSvgs(opts.templatesDir, target.code, result.manifest, staging);
      if (!fs.existsSync(path.join(staging, target.svg))) {
        refuse(res, 409, {
          error: `the brand's art draws no banner ${target.slot.slot}: send an image for it instead`,
        });
        return;
      }
      await rasteriseBanner(staging, target.svg);
      // The raster before its SVG: until both are in, the slot still reads as the operator's.
      writeWhole(
        path.join(tenantDir, target.raster),
        fs.readFileSync(path.join(staging, bannerRasterFile(target.svg))),
      );
      writeWhole(path.join(tenantDir, target.svg), fs.readFileSync(path.join(staging, target.svg)));
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    res.json(bannerSets(tenantsDir, target.code));
  });

  router.use(route, (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((err as { type?: string }).type === 'entity.too.large') {
      refuse(res, 413, {
        error: `this banner is over its budget of ${kb(ASSET_BUDGET_BYTES.banner)}: the home loads it, so send a smaller file`,
      });
      return;
    }
    next(err);
  });
  return router;
}
