// A brand's logo or favicon sent from the studio: checked by what its bytes are (not its name)
// and held to its role's budget, as `lobby validate` holds files put in assets/ by hand, then
// written beside the brand's other art under a name of its own content. The manifest names it
// only when the operator saves the draft that points at it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ASSET_BUDGET_BYTES } from '#schemas/constants.ts';
import { listTenantCodes, sniffType, type SniffedType } from '#manifests/index.ts';
import type { ImageAnswer, ImageRole, Refusal } from '#studio/src/protocol.ts';
import { assetUrl } from './fleet.ts';

/** What each role may be: raster images a browser shows everywhere (no SVG, which runs scripts). */
const ACCEPTED: Record<ImageRole, Partial<Record<SniffedType, string>>> = {
  logo: { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif', gif: 'gif' },
  favicon: { png: 'png', ico: 'ico' },
};
const isRole = (x: string): x is ImageRole => x in ACCEPTED;

/** The name an upload is written under: its role and the start of its content's hash. */
const uploadName = (role: ImageRole, body: Buffer, ext: string) =>
  `${role}-${crypto.createHash('sha256').update(body).digest('hex').slice(0, 12)}.${ext}`;
const UPLOADED = new RegExp(
  `^(${Object.keys(ACCEPTED).join('|')})-[0-9a-f]{12}\\.(${[
    ...new Set(Object.values(ACCEPTED).flatMap((m) => Object.values(m))),
  ].join('|')})$`,
);

/** Every string a manifest holds, wherever it is. */
function stringsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/**
 * After a save: the uploads the saved manifest no longer names (tried and replaced, or picked
 * and never saved) leave the brand's assets/, so they never ship with its build. Only files of
 * the studio's own naming go; a file put in assets/ by hand stays whether named or not. Returns
 * the removed paths.
 */
export function removeOrphanUploads(tenantDir: string, manifest: unknown): string[] {
  const dir = path.join(tenantDir, 'assets');
  if (!fs.existsSync(dir)) return [];
  const named = stringsOf(manifest);
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const rel = `assets/${name}`;
    if (!UPLOADED.test(name) || named.has(rel)) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    removed.push(rel);
  }
  return removed;
}
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

function refuse(res: Response, status: number, error: string): void {
  res.status(status).json({ error } satisfies Refusal);
}

export function imageRoutes(tenantsDir: string): express.Router {
  const router = express.Router();
  router.put(
    '/api/tenants/:code/images/:role',
    (req: Request, res: Response, next: NextFunction) => {
      const role = String(req.params.role);
      if (!isRole(role)) {
        refuse(res, 404, `no image role "${role}": send a logo or a favicon`);
        return;
      }
      express.raw({ type: () => true, limit: ASSET_BUDGET_BYTES[role] })(req, res, next);
    },
    (req: Request, res: Response) => {
      const code = String(req.params.code);
      const role = String(req.params.role) as ImageRole;
      if (!listTenantCodes(tenantsDir).includes(code)) {
        refuse(res, 404, `no brand "${code}" under ${tenantsDir}`);
        return;
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (body.length === 0) {
        refuse(res, 400, `send the ${role} file itself as the request body`);
        return;
      }
      const type = sniffType(body.subarray(0, 512));
      const ext = ACCEPTED[role][type];
      if (!ext) {
        const kinds = Object.keys(ACCEPTED[role]).join(', ');
        refuse(
          res,
          415,
          type === 'svg'
            ? `an SVG ${role} can carry scripts: send a ${kinds} file (an SVG goes into assets/ by hand)`
            : `this file is not an image a ${role} may be (its bytes say ${type}): send a ${kinds} file`,
        );
        return;
      }
      const rel = `assets/${uploadName(role, body, ext)}`;
      const file = path.join(tenantsDir, code, rel);
      if (!fs.existsSync(file)) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        // Whole or not at all: a sibling first, then the name.
        const temp = `${file}.studio-${process.pid}`;
        fs.writeFileSync(temp, body);
        fs.renameSync(temp, file);
      }
      const answer: ImageAnswer = { path: rel, url: assetUrl(code, rel) };
      res.json(answer);
    },
  );
  router.use(
    '/api/tenants/:code/images/:role',
    (err: unknown, req: Request, res: Response, next: NextFunction) => {
      const role = String(req.params.role);
      if ((err as { type?: string }).type === 'entity.too.large' && isRole(role)) {
        refuse(
          res,
          413,
          `this ${role} is over its budget of ${kb(ASSET_BUDGET_BYTES[role])}: every page loads it, so send a smaller file`,
        );
        return;
      }
      next(err);
    },
  );
  return router;
}
