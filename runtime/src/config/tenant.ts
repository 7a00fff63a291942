// The tenant this page serves: the public part of its manifest, written into index.html by
// `lobby build` (never compiled in). Types come from schemas/, never retyped.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicManifest } from '#schemas/index.ts';
import { localize, type LocalizedText } from '#schemas/localized.ts';

export type { PublicManifest };
export type TenantFlags = PublicManifest['flags'];

let current: PublicManifest | undefined;

export function readTenant(doc: Document = document): PublicManifest {
  const el = doc.getElementById('lobby-tenant');
  if (!el?.textContent) throw new Error('lobby-tenant config missing from index.html');
  return JSON.parse(el.textContent) as PublicManifest;
}

export function setTenant(manifest: PublicManifest): void {
  current = manifest;
}

/** The tenant of this page (set once at boot; tests set their own). */
export function getTenant(): PublicManifest {
  current ??= readTenant();
  return current;
}

/** An operator text of the manifest in `lang`, falling back to the tenant's default, then English. */
export function tenantText(text: LocalizedText, lang: string): string {
  return localize(text, lang, getTenant().languages.default);
}

/** tenantText in the language the player picked; the component re-renders when it changes. */
export function useTenantText(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((text: LocalizedText) => tenantText(text, lang), [lang]);
}
