// What makes a tenant's site installable, written into its folder by the build: the web app
// manifest, the PNG icons, the offline page and its script, and the service worker that precaches
// them with the shell (index.html, the entry's modules, the brand's logo and favicon).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PublicManifest } from '#schemas/index.ts';
import { pageModules } from '../../start/page-links.ts';
import type { Messages } from '../locales.ts';
import { APP_ICONS, iconPainter } from './app-icons.ts';
import { OFFLINE_SCRIPT, offlinePageHtml, offlineWords } from './offline-page.ts';
import {
  OFFLINE_PAGE_FILE,
  OFFLINE_SCRIPT_FILE,
  SERVICE_WORKER_FILE,
  serviceWorkerSource,
} from './service-worker.ts';
import { WEB_MANIFEST_FILE, webAppManifest } from './web-app-manifest.ts';

export interface PwaInput {
  /** The tenant's folder being written (index.html and assets/ already in it). */
  siteDir: string;
  /** The runtime build's app/ (the entry's modules are read from there). */
  appDir: string;
  manifest: PublicManifest;
  /** The merged messages of each shipped language. */
  shipped: ReadonlyMap<string, Messages>;
  fallback: Messages;
}

/** Writes the installable site's files; returns the worker's precache list. */
export function emitPwa({ siteDir, appDir, manifest, shipped, fallback }: PwaInput): string[] {
  const write = (rel: string, data: string | Buffer) => {
    const file = path.join(siteDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  write(WEB_MANIFEST_FILE, `${JSON.stringify(webAppManifest(manifest), null, 2)}\n`);
  const paint = iconPainter(manifest, siteDir);
  for (const icon of APP_ICONS) write(icon.file, paint(icon));
  write(OFFLINE_PAGE_FILE, offlinePageHtml(manifest, offlineWords(shipped, fallback)));
  write(OFFLINE_SCRIPT_FILE, OFFLINE_SCRIPT);

  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const precache = [
    ...new Set([
      '/index.html',
      ...pageModules(html).entry,
      `/${manifest.branding.logo}`,
      `/${manifest.branding.favicon}`,
      `/${WEB_MANIFEST_FILE}`,
      ...APP_ICONS.map((i) => `/${i.file}`),
      `/${OFFLINE_PAGE_FILE}`,
      `/${OFFLINE_SCRIPT_FILE}`,
    ]),
  ];
  // The cache is named by the bytes it holds: any change to them installs a new worker.
  const hash = crypto.createHash('sha256');
  for (const url of precache) {
    const rel = url.slice(1);
    const file = rel.startsWith('app/') ? path.join(appDir, rel.slice(4)) : path.join(siteDir, rel);
    if (!fs.existsSync(file))
      throw new Error(`the service worker precaches ${url}, which the build did not write`);
    hash.update(`${url}\n`).update(fs.readFileSync(file));
  }
  const version = hash.digest('hex').slice(0, 16);
  write(SERVICE_WORKER_FILE, serviceWorkerSource({ version, precache }));
  return precache;
}
