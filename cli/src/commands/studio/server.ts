// The studio's HTTP server: the built browser app, the fleet, one brand's file, a draft's check
// (problems, diff, preview) and the save. Every answer to bad input is a clear 4xx with words to
// show; a save is written whole or not at all.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { tenantSchema } from '#schemas/index.ts';
import { formatProblem, isError, listTenantCodes, manifestPath } from '#manifests/index.ts';
import type {
  BrandFile,
  CheckAnswer,
  LanguageCoverage,
  PreviewAnswer,
  SaveAnswer,
} from '#studio/src/protocol.ts';
import { bannerRoutes } from './banners.ts';
import { checkDraft } from './check.ts';
import { languageCoverage, uiCatalogue } from './coverage.ts';
import { buildStates } from './serving.ts';
import { creationRoutes } from './create.ts';
import { imageRoutes, removeOrphanUploads } from './images.ts';
import { applyChanges, changesBetween, lineDiff } from './edit.ts';
import { cachedFleetRows } from './fleet.ts';
import { ownHosts, refuseForeign } from './guard.ts';
import type { Previews } from './preview.ts';
import { publishRoutes } from './publish-route.ts';
import { draftOf, refuse, tenantOf } from './requests.ts';

interface StudioServer {
  port: number;
  origin: string;
  server: Server;
  close(): Promise<void>;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export async function startStudioServer(opts: {
  root: string;
  tenantsDir: string;
  /** The template `lobby new` renders a brand from. */
  templatesDir: string;
  port: number;
  host: string;
  appDir: string;
  previews: Previews;
  /** The data dir of the `lobby start` a publish goes to. */
  dataDir: string;
  /** The Chromium that shoots the served site before and after a publish. */
  chromium: string;
}): Promise<StudioServer> {
  const { tenantsDir, previews } = opts;
  let hosts: string[] = [];
  /** Per brand, bumped each time its preview must reload. */
  const previewVersions = new Map<string, number>();
  /** Per brand, the draft its preview page was last given (its colours change in place). */
  const previewed = new Map<string, unknown>();
  const onlyColours = (before: unknown, after: unknown) =>
    changesBetween(before, after).every((c) => c.path[0] === 'themes');
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseForeign(() => hosts));
  app.use((_req, res, next) => {
    // The studio may frame its previews, but nobody may frame the studio.
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  app.use(express.json({ limit: '2mb' }));

  const readFile = (code: string) => {
    const text = fs.readFileSync(manifestPath(tenantsDir, code), 'utf8');
    return { text, hash: sha256(text) };
  };

  app.use(creationRoutes(opts));
  app.use(imageRoutes(tenantsDir));
  app.use(bannerRoutes(opts));
  app.use(publishRoutes(opts));
  const fleet = cachedFleetRows(tenantsDir, opts.root);
  // Checked once now, so the first visit finds the fleet ready.
  fleet();
  app.get('/api/fleet', (_req, res) => {
    res.json(fleet());
  });
  // Apart from the rows: asking the running server takes longer than reading the fleet.
  app.get('/api/fleet/serving', async (_req, res) => {
    res.json(await buildStates(opts.root, listTenantCodes(tenantsDir), opts.dataDir));
  });
  app.get('/api/schema', (_req, res) => {
    res.json(tenantSchema);
  });
  app.get('/api/tenants/:code/preview', async (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    if (!code) return;
    const answer: PreviewAnswer = { port: await previews.portOf(code) };
    res.json(answer);
  });
  const ui = uiCatalogue(opts.root);
  // Of the draft, not the file: the picker follows texts and languages as they are edited.
  app.post('/api/tenants/:code/languages', (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    const draft = code && draftOf(req, res);
    if (!code || !draft) return;
    const answer: LanguageCoverage[] = languageCoverage(
      path.join(tenantsDir, code),
      draft.value,
      ui,
    );
    res.json(answer);
  });
  app.get('/api/tenants/:code', (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    if (!code) return;
    const { text, hash } = readFile(code);
    const result = checkDraft(tenantsDir, code, text);
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      refuse(res, 422, {
        error: `${result.file} is not valid JSON: fix it in an editor first`,
        problems: result.problems.map(formatProblem),
      });
      return;
    }
    const answer: BrandFile = {
      code,
      file: result.file,
      value,
      hash,
      problems: result.problems,
    };
    res.json(answer);
  });
  app.post('/api/tenants/:code/check', (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    const draft = code && draftOf(req, res);
    if (!code || !draft) return;
    const { text, hash } = readFile(code);
    const base = JSON.parse(text) as unknown;
    const changes = changesBetween(base, draft.value);
    const next = applyChanges(text, changes);
    const result = checkDraft(tenantsDir, code, next);
    if (result.manifest) {
      previews.setDraft(result.manifest);
      // Only a change beyond the colours reloads the page: the studio page posts colours to it.
      if (!onlyColours(previewed.get(code) ?? base, draft.value))
        previewVersions.set(code, (previewVersions.get(code) ?? 0) + 1);
      previewed.set(code, draft.value);
    }
    const answer: CheckAnswer = {
      problems: result.problems,
      valid: !result.problems.some(isError),
      report: result.problems.filter(isError).map(formatProblem),
      diff: lineDiff(text, next),
      changed: changes.length,
      stale: hash !== draft.baseHash,
      previewVersion: previewVersions.get(code) ?? 0,
    };
    res.json(answer);
  });
  app.put('/api/tenants/:code', (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    const draft = code && draftOf(req, res);
    if (!code || !draft) return;
    const file = manifestPath(tenantsDir, code);
    const { text, hash } = readFile(code);
    if (hash !== draft.baseHash) {
      refuse(res, 409, {
        error: `${path.relative(opts.root, file)} was changed on disk since you opened it: reload the brand (your edits are not saved)`,
      });
      return;
    }
    const next = applyChanges(text, changesBetween(JSON.parse(text) as unknown, draft.value));
    const result = checkDraft(tenantsDir, code, next);
    const errors = result.problems.filter(isError);
    if (errors.length > 0) {
      refuse(res, 422, {
        error: `not saved: ${errors.length} problem(s), as \`lobby validate ${code}\` reports them`,
        problems: errors.map(formatProblem),
      });
      return;
    }
    // A whole file or none: the new text goes to a sibling first, then takes the name.
    const temp = `${file}.studio-${process.pid}`;
    fs.writeFileSync(temp, next);
    fs.renameSync(temp, file);
    const saved: SaveAnswer = { hash: sha256(next), value: JSON.parse(next) as unknown };
    removeOrphanUploads(path.join(tenantsDir, code), saved.value);
    res.json(saved);
  });
  app.get('/tenant-files/:code/*rest', (req, res) => {
    const code = tenantOf(req, res, tenantsDir);
    if (!code) return;
    const rest = (req.params as { rest: string[] }).rest.join('/');
    res.sendFile(rest, { root: path.join(tenantsDir, code) }, (e) => {
      if (e && !res.headersSent) refuse(res, 404, { error: 'no such file' });
    });
  });
  app.use('/api', (_req, res) => refuse(res, 404, { error: 'no such studio call' }));
  app.use(express.static(opts.appDir, { index: 'index.html' }));
  app.use((err: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500)
      refuse(res, status, { error: (err as Error).message });
    else refuse(res, 500, { error: `studio error: ${String(err)}` });
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(opts.port, opts.host, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  hosts = ownHosts(opts.host, port);
  return {
    port,
    origin: `http://${opts.host === '0.0.0.0' ? '127.0.0.1' : opts.host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
