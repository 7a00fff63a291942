// Component-test setup: i18next with the shipped locale files of a language (flat keys, as the
// runtime loads them), a tenant manifest, a fresh query client and a router around the component.
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { withManifestDefaults } from '#schemas/index.ts';
import { setTenant, type PublicManifest } from '../config/tenant.ts';
import { publicManifest } from '#schemas/public-manifest.ts';

const localesDir = path.resolve(import.meta.dirname, '..', '..', 'locales');

/** Every message of a language: the shell file, then each area's file. */
export function messagesOf(lang: string): Record<string, string> {
  const files = [
    path.join(localesDir, `${lang}.json`),
    ...fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(localesDir, d.name, `${lang}.json`)),
  ].filter((f) => fs.existsSync(f));
  return Object.assign(
    {},
    ...files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}

/** A message of a language, failing loudly when the key is missing. */
export function textIn(lang: string): (key: string) => string {
  const messages = messagesOf(lang);
  return (key) => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no message ${key} in ${lang}`);
    return text;
  };
}

export async function setUp(tenantCode: string, lang: string) {
  const manifest: PublicManifest = publicManifest(
    withManifestDefaults(
      JSON.parse(
        fs.readFileSync(
          path.resolve(import.meta.dirname, '..', '..', '..', 'tenants', tenantCode, 'tenant.json'),
          'utf8',
        ),
      ),
    ),
  );
  setTenant(manifest);
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { [lang]: { translation: messagesOf(lang) }, en: { translation: messagesOf('en') } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return manifest;
}

export function renderWithApp(ui: ReactElement, client = new QueryClient()) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
