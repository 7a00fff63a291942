// The build-time render of a tenant's first screen (server side, no DOM): `lobby build` bundles
// this once (vite SSR build, dist/.runtime/ssr/) and calls renderShell per tenant and path of
// shellPaths, so a document costs one renderToString, not a Vite build. The markup is the app
// frame of app/layout/app-shell.tsx at that path in the tenant's default language and theme,
// which main.tsx hydrates on that path. What goes in and out is schemas/shell.ts, which the CLI
// reads too.
import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/layout/app-shell.tsx';
import type { Shell, ShellInput } from '#schemas/shell.ts';
import { PRERENDERED_PATHS } from './config/routes.ts';
import { setTenant } from './config/tenant.ts';
import { createQueryClient } from './lib/query-client.ts';

export type { Messages, Shell, ShellInput } from '#schemas/shell.ts';

const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** The paths `lobby build` writes a document for (the home page first). */
export const shellPaths = PRERENDERED_PATHS;

/** The tenant's frame at `path` in its default language and theme. */
export function renderShell({ manifest, messages, path }: ShellInput): Shell {
  const lang = manifest.languages.default;
  const i18n = createInstance();
  // Options as lib/i18n.ts sets them in the browser, so both sides translate alike.
  void i18n.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { [lang]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    initAsync: false,
  });
  setTenant(manifest);
  const markup = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppShell />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length) };
}
