// The live preview: each brand's own site, the runtime as `lobby build` built it and the mock
// platform API as `lobby start` runs it (in memory, demo accounts seeded), but the page is
// rendered per request from the manifest being edited: the runtime reads its manifest from the
// page at boot, so a reload shows a draft without a build.
// Each brand opened gets its own port on the studio's interface: a site and the studio must not
// share an origin (the studio writes files; a brand's page runs the brand's scripts), yet the
// frame must be same-site with the studio, or the browser denies the site its storage (a
// <code>.localhost frame in a 127.0.0.1 page is third-party, and the runtime fails to boot).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { isApiPath, type LobbyApp } from '#mock-server/src/index.ts';
import { checkManifests } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { buildRuntime, runtimeIsFresh } from '../build/runtime-build.ts';
import { runtimeBuildDir, runtimeDir } from '../build/paths.ts';
import { tenantMessages, type Messages } from '../build/locales.ts';
import { renderTenantHtml } from '../build/tenant-html.ts';
import { createApi } from '../start/index.ts';
import { ownHosts, refuseForeign } from './guard.ts';

export interface Previews {
  /** The port of `code`'s preview, started on first use. */
  portOf(code: string): Promise<number>;
  /** Shows `manifest` in place of the file's until the studio stops. */
  setDraft(manifest: TenantManifest): void;
  close(): Promise<void>;
}

const THEMES = ['dark', 'light'] as const;

/**
 * A draft that changes only colours reaches the page without a reload (a reload boots the whole
 * site, seconds on a busy machine): the studio page that frames the preview posts the draft's
 * theme stylesheet, which takes the place of the one the page was rendered with. Only the
 * framing page is heard; the script is the preview's, the built site has none of it.
 */
const LIVE_THEME_SCRIPT =
  "<script>addEventListener('message',function(e){var d=e.data,s=document.getElementById('lobby-theme');if(e.source===parent&&d&&typeof d.lobbyStudioCss==='string'&&s)s.textContent=d.lobbyStudioCss})</script>";

const withLiveTheme = (html: string) => html.replace('</head>', `${LIVE_THEME_SCRIPT}</head>`);

interface Shared {
  root: string;
  tenantsDir: string;
  host: string;
  template: string;
  drafts: Map<string, TenantManifest>;
  localeCache: Map<string, Messages | null>;
}

export async function startPreviews(opts: {
  root: string;
  tenantsDir: string;
  host: string;
  log: (line: string) => void;
}): Promise<Previews> {
  if (!runtimeIsFresh(opts.root)) await buildRuntime(opts.root, opts.log);
  const shared: Shared = {
    ...opts,
    template: fs.readFileSync(path.join(runtimeBuildDir(opts.root), 'index.html'), 'utf8'),
    drafts: new Map(),
    localeCache: new Map(),
  };
  const running = new Map<string, Promise<{ port: number; close(): Promise<void> }>>();
  return {
    portOf: async (code) => {
      let preview = running.get(code);
      if (!preview) running.set(code, (preview = startPreview(shared, code)));
      return (await preview).port;
    },
    setDraft: (manifest) => shared.drafts.set(manifest.code, manifest),
    close: async () => {
      await Promise.all([...running.values()].map(async (p) => (await p).close()));
    },
  };
}

async function startPreview(
  shared: Shared,
  code: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const { root, tenantsDir, template, drafts, localeCache } = shared;
  const built = runtimeBuildDir(root);
  const api: LobbyApp = await createApi({
    dataDir: null,
    tenantsDir,
    mode: 'dev',
    lazy: true,
    only: [code],
    defaultTenant: code,
  });
  const onDisk = () => checkManifests(tenantsDir, [code], root)[0]?.manifest;
  let hosts: string[] = [];

  const site = express();
  site.disable('x-powered-by');
  const fileFrom = (dir: string) => (req: Request, res: Response) => {
    // sendFile with `root` refuses paths that climb out of it.
    res.sendFile(decodeURIComponent(req.path).replace(/^\/+/, ''), { root: dir }, (e) => {
      if (e && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  };
  site.use('/app', fileFrom(path.join(built, 'app')));
  site.use('/assets', fileFrom(path.join(tenantsDir, code, 'assets')));
  site.get('/locales/:file', (req, res) => {
    const lang = /^([a-zA-Z-]+)\.json$/.exec(String(req.params.file))?.[1];
    const messages =
      lang && tenantMessages(runtimeDir(root), path.join(tenantsDir, code), lang, localeCache);
    if (!messages) res.status(404).type('text/plain').send('Not found');
    else res.json(messages);
  });
  site.get(/.*/, (req, res) => {
    if (path.extname(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const manifest = drafts.get(code) ?? onDisk();
    if (!manifest) {
      res.status(404).type('text/plain').send('This brand has problems: fix them to preview it');
      return;
    }
    const theme = THEMES.find((t) => t === req.query.theme);
    const shown = theme
      ? { ...manifest, themes: { ...manifest.themes, default: theme } }
      : manifest;
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(withLiveTheme(renderTenantHtml(template, shown)));
  });

  const app = express();
  app.disable('x-powered-by');
  app.use(refuseForeign(() => hosts));
  app.use((req, res, next) => (isApiPath(req.path) ? api.app(req, res) : next()));
  app.use(site);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, shared.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  hosts = ownHosts(shared.host, port);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        api.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
