// The page the service worker shows when a navigation finds no network: the brand's logo, name
// and colours, "you are offline" and a retry, in the player's language (the one the app
// remembers, else the tenant's default). Its words of every shipped language sit in a JSON block;
// the small external script (offline.js: the site's CSP runs no inline script it has no hash for)
// picks the language and theme, wires the retry and tries again by itself.
import { RTL_LANGUAGES } from '#schemas/constants.ts';
import type { PublicManifest } from '#schemas/index.ts';
import type { Messages } from '../locales.ts';
import { themeCss } from '#schemas/theme-css.ts';
import { escapeHtml, scriptJson } from '../tenant-html.ts';
import { OFFLINE_SCRIPT_FILE } from './service-worker.ts';

/** The keys of the runtime's locale files the page shows. */
export const OFFLINE_KEYS = {
  title: 'offline.title',
  body: 'offline.body',
  retry: 'common.retry',
} as const;

/**
 * How the page retries by itself while the browser says it is online: after 2 s, then twice as
 * long each time up to 30 s; a visit more than two minutes after the last try starts again at 2 s.
 */
export const OFFLINE_RETRY = { firstMs: 2_000, maxMs: 30_000, forgetMs: 120_000 } as const;

export type OfflineWords = Record<keyof typeof OFFLINE_KEYS, string>;

/** The page's words per shipped language (a language lacking a key falls back to English's). */
export function offlineWords(
  shipped: ReadonlyMap<string, Messages>,
  fallback: Messages,
): Record<string, OfflineWords> {
  const out: Record<string, OfflineWords> = {};
  for (const [lang, messages] of shipped) {
    const entries = Object.entries(OFFLINE_KEYS).map(([name, key]) => [
      name,
      messages[key] ?? fallback[key] ?? key,
    ]);
    out[lang] = Object.fromEntries(entries) as OfflineWords;
  }
  return out;
}

export function offlinePageHtml(m: PublicManifest, words: Record<string, OfflineWords>): string {
  const lang = m.languages.default;
  const first = words[lang] ?? Object.values(words)[0]!;
  const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  const config = {
    lang,
    langs: m.languages.available,
    rtl: RTL_LANGUAGES,
    theme: m.themes.default,
    retry: OFFLINE_RETRY,
    words,
  };
  return `<!doctype html>
<html lang="${lang}" dir="${dir}" data-theme="${m.themes.default}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${escapeHtml(m.displayName)}</title>
    <link rel="icon" href="/${escapeHtml(m.branding.favicon)}" />
    <style>${themeCss(m.themes)}
      html,body{margin:0;height:100%}
      body{display:flex;align-items:center;justify-content:center;background:var(--lobby-background);color:var(--lobby-text);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
      main{max-width:22rem;padding:2rem 1.5rem;text-align:center;background:var(--lobby-surface);border:1px solid var(--lobby-border);border-radius:16px}
      img{max-width:100%;height:48px}
      h1{font-size:1.25rem;margin:1.25rem 0 .5rem}
      p{color:var(--lobby-text-muted);margin:0 0 1.5rem;line-height:1.5}
      .brand{font-weight:700;color:var(--lobby-primary-text);margin:.75rem 0 0}
      button{font:inherit;font-weight:600;padding:.7rem 1.5rem;border:0;border-radius:999px;cursor:pointer;background:var(--lobby-primary-fill);color:var(--lobby-primary-contrast)}
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      <img src="/${escapeHtml(m.branding.logo)}" alt="" />
      <p class="brand" data-testid="offline-brand">${escapeHtml(m.displayName)}</p>
      <h1 data-testid="offline-title">${escapeHtml(first.title)}</h1>
      <p data-testid="offline-body">${escapeHtml(first.body)}</p>
      <button type="button" id="retry" data-testid="offline-retry">${escapeHtml(first.retry)}</button>
    </main>
    <script id="offline-config" type="application/json">${scriptJson(config)}</script>
    <script src="/${OFFLINE_SCRIPT_FILE}"></script>
  </body>
</html>
`;
}

/** offline.js: the remembered language and theme (as the app's boot script reads them), the retry. */
export const OFFLINE_SCRIPT = `(function () {
  var c = JSON.parse(document.getElementById('offline-config').textContent);
  var d = document.documentElement, l, t;
  try { l = localStorage.getItem('lobby.lang'); t = localStorage.getItem('lobby.theme'); } catch (e) {}
  if (t === 'dark' || t === 'light') d.setAttribute('data-theme', t);
  if (c.langs.indexOf(l) < 0 || !c.words[l]) l = c.lang;
  var w = c.words[l];
  if (w) {
    d.lang = l;
    d.dir = c.rtl.indexOf(l) < 0 ? 'ltr' : 'rtl';
    document.querySelector('[data-testid="offline-title"]').textContent = w.title;
    document.querySelector('[data-testid="offline-body"]').textContent = w.body;
    document.getElementById('retry').textContent = w.retry;
  }
  document.getElementById('retry').addEventListener('click', function () { location.reload(); });
  window.addEventListener('online', function () { location.reload(); });
  // The browser says online and still the site did not answer: the network came back after the
  // 'online' event, or the server is down. Try again by itself, waiting twice as long each time.
  var KEY = 'lobby.offlineRetry', n = 0, r;
  try { r = JSON.parse(sessionStorage.getItem(KEY) || 'null'); } catch (e) {}
  if (r && Date.now() - r.at < c.retry.forgetMs) n = r.n;
  if (navigator.onLine) {
    setTimeout(function () {
      try { sessionStorage.setItem(KEY, JSON.stringify({ n: n + 1, at: Date.now() })); } catch (e) {}
      location.reload();
    }, Math.min(c.retry.maxMs, c.retry.firstMs * Math.pow(2, n)));
  }
})();
`;
