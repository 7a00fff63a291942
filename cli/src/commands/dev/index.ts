// `lobby dev <code>`: one origin serving the mock platform API and the runtime through Vite in
// middleware mode (hot module reload), with the tenant's head, locales and assets injected
// exactly as `lobby build` writes them. Only that tenant is loaded (and seeded on first use),
// and its folder is watched: a manifest, asset or locale edit reloads the page, no restart; an
// invalid manifest edit reloads it with its problems shown over the last valid version.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { checkManifests, formatProblem, isError } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Context } from '../../context.ts';
import { loadTenants } from '../../lib/tenants.ts';
import { runtimeDir } from '../build/paths.ts';
import { shippedLanguages } from '../build/emit-tenant.ts';
import { tenantMessages } from '../build/locales.ts';
import { APP_ICONS, iconPainter } from '../build/pwa/app-icons.ts';
import { WEB_MANIFEST_FILE, webAppManifest } from '../build/pwa/web-app-manifest.ts';
import { publicManifest, renderTenantHtml } from '../build/tenant-html.ts';
import { createApi, listenFirst, type ServerMode } from '../start/index.ts';
import { isApiPath } from '#mock-server/src/index.ts';
import { withProblemPanel } from './problem-panel.ts';

export interface RunningDev {
  port: number;
  /** The manifest the page is rendered from now (the last valid one). */
  manifest(): TenantManifest;
  close(): Promise<void>;
}

export async function startDev(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { code: string; port: number; mode: ServerMode; dataDir?: string; host?: string },
): Promise<RunningDev> {
  const [first] = loadTenants({ root: ctx.root, tenantsDir: ctx.tenantsDir }, [opts.code]);
  let manifest = first!;
  const { server: httpServer, use } = await listenFirst(opts.port, opts.host);
  const dataDir = path.resolve(opts.dataDir ?? path.join(ctx.root, '.data'));
  fs.mkdirSync(dataDir, { recursive: true });
  const api = await createApi({
    dataDir,
    tenantsDir: ctx.tenantsDir,
    mode: opts.mode,
    only: [opts.code],
    lazy: true,
  });
  // Vite's HMR socket shares the server: the hub answers only its own path.
  api.push.attach(httpServer);

  const app = express();
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(runtimeDir(ctx.root), 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
    logLevel: 'warn',
  });

  const tenantDir = path.join(ctx.tenantsDir, opts.code);
  const manifestFile = path.relative(ctx.root, path.join(tenantDir, 'tenant.json'));
  /** The problems of the manifest on disk while it is invalid (the page shows them too). */
  let refused: string[] = [];
  const reloadManifest = () => {
    const [result] = checkManifests(ctx.tenantsDir, [opts.code], ctx.root);
    const problems = result?.problems.filter(isError) ?? [];
    if (!result?.manifest) {
      refused = problems.map(formatProblem);
      for (const p of refused) ctx.io.err(p);
      ctx.io.err('manifest not applied: the page keeps the last valid one');
      return;
    }
    refused = [];
    manifest = result.manifest;
    api.deps.tenants.replaceManifest(manifest);
    ctx.io.out(`manifest reloaded (${manifestFile})`);
  };
  vite.watcher.add(tenantDir);
  const onTenantFile = (file: string) => {
    if (!path.resolve(file).startsWith(tenantDir + path.sep)) return;
    if (path.basename(file) === 'tenant.json') reloadManifest();
    vite.ws.send({ type: 'full-reload', path: '*' });
  };
  vite.watcher.on('change', onTenantFile);
  vite.watcher.on('add', onTenantFile);
  vite.watcher.on('unlink', onTenantFile);

  app.get('/locales/:file', (req, res, next) => {
    const lang = req.params.file.replace(/\.json$/, '');
    const messages = shippedLanguages(manifest).includes(lang)
      ? tenantMessages(runtimeDir(ctx.root), tenantDir, lang)
      : null;
    if (!messages) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.json(messages);
  });
  app.use('/assets', express.static(path.join(tenantDir, 'assets'), { maxAge: 0 }));
  // The manifest and its icons as the build writes them, from the manifest of now. No service
  // worker: it would cache Vite's modules under the hot reload (its registration finds none).
  app.get(`/${WEB_MANIFEST_FILE}`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('application/manifest+json')
      .send(JSON.stringify(webAppManifest(publicManifest(manifest))));
  });
  app.get('/icons/:file', (req, res, next) => {
    const icon = APP_ICONS.find((i) => i.file === `icons/${req.params.file}`);
    if (!icon) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('png').send(iconPainter(publicManifest(manifest), tenantDir)(icon));
  });
  app.use((req, res, next) => (isApiPath(req.path) ? api.app(req, res, next) : next()));
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || path.extname(req.path)) return next();
    try {
      const template = fs.readFileSync(path.join(runtimeDir(ctx.root), 'index.html'), 'utf8');
      const page = renderTenantHtml(template, manifest);
      const html = await vite.transformIndexHtml(
        req.originalUrl,
        refused.length > 0 ? withProblemPanel(page, manifestFile, refused) : page,
      );
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(html);
    } catch (e) {
      next(e);
    }
  });
  app.use(api.app);
  use(app);

  return {
    port: (httpServer.address() as AddressInfo).port,
    manifest: () => manifest,
    close: async () => {
      api.close();
      await vite.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

export async function dev(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { code: string; port: number; mode: ServerMode; dataDir?: string },
): Promise<number> {
  const running = await startDev(ctx, opts);
  ctx.io.out(`lobby dev: ${running.manifest().displayName} with hot reload`);
  ctx.io.out(`  http://${opts.code}.localhost:${running.port}/`);
  ctx.io.out(`Watching tenants/${opts.code}/: manifest, asset and locale edits reload the page.`);
  ctx.io.out('Press Ctrl-C to stop.');
  await new Promise<void>((resolve) => {
    const stop = () => void running.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
