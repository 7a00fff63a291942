// Boot: read the tenant from index.html, load the language, then hydrate the frame `lobby build`
// prerendered into #root for this path (runtime/src/prerender.tsx), or render afresh when this
// visitor's first screen differs from it. Everything else is lazy.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Language } from '#schemas/constants.ts';
import { App } from './app/app.tsx';
import { readTenant, setTenant, type PublicManifest } from './config/tenant.ts';
import { STORAGE_KEYS } from './config/constants.ts';
import { initI18n, initialLanguage } from './lib/i18n.ts';
import { useSession } from './lib/stores/session.ts';
import './styles.css';

/**
 * Whether the prerendered markup is exactly this visitor's first render: the path it was rendered
 * at (the server sends the home page's document for a path without its own), the tenant's
 * default language and theme, no session (the header shows the guest's buttons).
 * Anything else renders afresh over it (no hydration mismatch; the HTML still painted first).
 */
function matchesPrerender(root: HTMLElement, tenant: PublicManifest, lang: string): boolean {
  return (
    root.firstElementChild !== null &&
    root.dataset.prerendered === lang &&
    lang === tenant.languages.default &&
    document.documentElement.dataset.theme === tenant.themes.default &&
    useSession.getState().token === null &&
    root.dataset.path === window.location.pathname
  );
}

const tenant = readTenant();
setTenant(tenant);
sessionStorage.setItem(STORAGE_KEYS.merchant, tenant.merchantCode);
const lang = initialLanguage(tenant.languages.available as Language[], tenant.languages.default);
await initI18n(lang);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Either way the first render goes in as a transition, which React renders in slices of a few
// milliseconds while the prerendered frame stays on screen: a phone's main thread is never blocked
// for the whole app at once (Total Blocking Time: hydrating home was one 45 ms task on a
// desktop CPU, four times that on Lighthouse's phone). Hydrating adopts the HTML's elements; a
// fresh render (another page, language or theme than the HTML's) replaces them.
startTransition(() => {
  if (matchesPrerender(root, tenant, lang)) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
