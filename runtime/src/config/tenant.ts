// The tenant this page serves: the public part of its manifest, written into index.html by
// `lobby build` (never compiled in). Types come from schemas/, never retyped.
import type { TenantManifest } from '../../../schemas/index.ts';

export type PublicManifest = Omit<TenantManifest, 'security'>;
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
