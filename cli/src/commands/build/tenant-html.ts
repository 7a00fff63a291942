// What `lobby build` writes into each tenant's index.html: title, favicon, theme CSS variables,
// the public manifest and a tiny inline script that applies the remembered theme and language
// before the first paint (no flash of the wrong theme or direction).
import { RTL_LANGUAGES } from '#schemas/constants.ts';
import type { PublicManifest, TenantManifest } from '#schemas/index.ts';
import { EARLY_TAP_SCRIPT } from '#schemas/early-tap.ts';
import { localize } from '#schemas/localized.ts';
import { publicManifest } from '#schemas/public-manifest.ts';
import { SHELL_PATH_ATTRIBUTE, type Shell } from '#schemas/shell.ts';
import { themeCss } from '#schemas/theme-css.ts';
import { bootDataScript } from './boot-data.ts';
import { APPLE_TOUCH_ICON } from './pwa/app-icons.ts';
import { REGISTER_SCRIPT } from './pwa/service-worker.ts';
import { themeColour, WEB_MANIFEST_FILE } from './pwa/web-app-manifest.ts';

const HEAD_PLACEHOLDER = '<!--lobby:head-->';

export { publicManifest };

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function mimeOf(file: string): string {
  if (file.endsWith('.svg')) return 'image/svg+xml';
  if (file.endsWith('.png')) return 'image/png';
  if (file.endsWith('.ico')) return 'image/x-icon';
  return 'image/png';
}

/** The inline boot script: remembered theme and language, `dir`, and an early locale fetch. */
function bootScript(manifest: PublicManifest): string {
  const cfg = {
    theme: manifest.themes.default,
    lang: manifest.languages.default,
    langs: manifest.languages.available,
    rtl: RTL_LANGUAGES,
  };
  return `(function(c){var d=document.documentElement,t,l;try{t=localStorage.getItem('lobby.theme');l=localStorage.getItem('lobby.lang')}catch(e){}if(t!=='dark'&&t!=='light')t=c.theme;if(c.langs.indexOf(l)<0)l=c.lang;d.setAttribute('data-theme',t);d.lang=l;d.dir=c.rtl.indexOf(l)<0?'ltr':'rtl';${EARLY_TAP_SCRIPT}window.__lobbyLocale={lang:l,data:fetch('/locales/'+l+'.json').then(function(r){return r.ok?r.json():null}).catch(function(){return null})}})(${scriptJson(cfg)})`;
}

function tenantHead(manifest: TenantManifest): string {
  const pub = publicManifest(manifest);
  const favicon = `/${pub.branding.favicon}`;
  return [
    // The page starts in the default language; the runtime retitles it in the one picked.
    `<title>${escapeHtml(localize(pub.branding.title, pub.languages.default, pub.languages.default))}</title>`,
    `<meta name="description" content="${escapeHtml(pub.displayName)}" />`,
    `<meta name="theme-color" content="${themeColour(pub)}" />`,
    `<link rel="icon" type="${mimeOf(favicon)}" href="${escapeHtml(favicon)}" />`,
    `<link rel="manifest" href="/${WEB_MANIFEST_FILE}" />`,
    `<link rel="apple-touch-icon" href="/${APPLE_TOUCH_ICON.file}" />`,
    `<style id="lobby-theme">${themeCss(pub.themes)}</style>`,
    `<script id="lobby-tenant" type="application/json">${scriptJson(pub)}</script>`,
    `<script>${bootScript(pub)}</script>`,
    `<script>${bootDataScript(pub)}</script>`,
    `<script>${REGISTER_SCRIPT}</script>`,
  ].join('\n    ');
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A tenant's page; with `shell` (the prerendered app frame at `shell.path`, see prerender.ts)
 * #root holds it, marked with the language and the path it was rendered at (main.tsx hydrates
 * only those; `lobby start` serves the page on that path).
 */
export function renderTenantHtml(
  template: string,
  manifest: TenantManifest,
  shell?: Shell & { path: string },
): string {
  if (!template.includes(HEAD_PLACEHOLDER)) {
    throw new Error(`runtime index.html lacks the ${HEAD_PLACEHOLDER} placeholder`);
  }
  if (shell && !template.includes(ROOT_ELEMENT)) {
    throw new Error(`runtime index.html lacks the ${ROOT_ELEMENT} element`);
  }
  const dir = RTL_LANGUAGES.includes(manifest.languages.default) ? 'rtl' : 'ltr';
  // Function replacements: a `$` in the markup is never read as a pattern.
  const withShell = shell
    ? template.replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root" data-prerendered="${manifest.languages.default}" ${SHELL_PATH_ATTRIBUTE}="${escapeHtml(shell.path)}">${shell.html}</div>`,
      )
    : template;
  const head = shell?.head ? `${tenantHead(manifest)}\n    ${shell.head}` : tenantHead(manifest);
  return withShell
    .replace(HEAD_PLACEHOLDER, () => head)
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${manifest.languages.default}" dir="${dir}" data-theme="${manifest.themes.default}">`,
    );
}
