// What a tenant's pages ship of its manifest (Node only: the build writes it into each page, and
// tests hand it to the runtime as a page would).
import type { PublicManifest, TenantManifest } from './index.ts';
import { withNameTexts } from './name-texts.ts';

/** The manifest without what a browser must never see (the default password, expiry policy), its named texts resolved. */
export function publicManifest(manifest: TenantManifest): PublicManifest {
  const { security: _security, ...rest } = manifest;
  return withNameTexts(rest);
}
