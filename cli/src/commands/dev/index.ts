// `lobby dev <code>`: one origin serving the mock platform API and the runtime through Vite in
// middleware mode (hot module reload), with the tenant's head, locales and assets injected
// exactly as `lobby build` writes them.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Context } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { loadTenants, runtimeDir, shippedLanguages } from '../build/index.ts';
import { tenantMessages } from '../build/locales.ts';
import { renderTenantHtml } from '../build/tenant-html.ts';
import { createApi, type ServerMode } from '../start/index.ts';
import { isApiPath } from '../start/site.ts';

export async function dev(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { code: string; port: number; mode: ServerMode; dataDir?: string },
): Promise<number> {
  const [manifest] = loadTenants({ root: ctx.root, tenantsDir: ctx.tenantsDir }, [opts.code]);
  if (!manifest) throw new CliError(`unknown tenant ${opts.code}`);
  const dataDir = path.resolve(opts.dataDir ?? path.join(ctx.root, '.data'));
  fs.mkdirSync(dataDir, { recursive: true });
  const api = await createApi({ dataDir, tenantsDir: ctx.tenantsDir, mode: opts.mode });

  const app = express();
  const httpServer = (await import('node:http')).createServer(app);
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(runtimeDir(ctx.root), 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });

  const languages = shippedLanguages(manifest);
  app.get('/locales/:file', (req, res, next) => {
    const lang = req.params.file.replace(/\.json$/, '');
    const messages = languages.includes(lang)
      ? tenantMessages(runtimeDir(ctx.root), path.join(ctx.tenantsDir, manifest.code), lang)
      : null;
    if (!messages) return next();
    res.json(messages);
  });
  app.use('/assets', express.static(path.join(ctx.tenantsDir, manifest.code, 'assets')));
  app.use((req, res, next) => (isApiPath(req.path) ? api.app(req, res, next) : next()));
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || path.extname(req.path)) return next();
    try {
      const template = fs.readFileSync(path.join(runtimeDir(ctx.root), 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(
        req.originalUrl,
        renderTenantHtml(template, manifest),
      );
      res.status(200).type('html').send(html);
    } catch (e) {
      next(e);
    }
  });
  app.use(api.app);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(opts.port, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  ctx.io.out(`lobby dev: ${manifest.displayName} with hot reload`);
  ctx.io.out(`  http://${manifest.code}.localhost:${port}/`);
  ctx.io.out('Press Ctrl-C to stop.');
  await new Promise<void>((resolve) => {
    const stop = () => {
      api.close();
      void vite.close().then(() => httpServer.close(() => resolve()));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
