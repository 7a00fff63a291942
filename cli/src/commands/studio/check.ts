// The studio checks a draft with the validator `lobby validate` runs (checkManifests), unchanged:
// it reads manifests from a tenants folder, so the draft goes into a throwaway copy of that
// folder made of links (the other tenants' manifests, for the cross-tenant rules, and the
// brand's own assets) plus the draft's text. Problems then carry the very file, line and
// message the CLI would print once the draft is saved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkManifests,
  listTenantCodes,
  manifestPath,
  type ManifestResult,
} from '#manifests/index.ts';

export function checkDraft(tenantsDir: string, code: string, text: string): ManifestResult {
  const shadow = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-studio-check-'));
  try {
    const shadowTenants = path.join(shadow, 'tenants');
    for (const other of listTenantCodes(tenantsDir)) {
      if (other === code) continue;
      fs.mkdirSync(path.join(shadowTenants, other), { recursive: true });
      fs.symlinkSync(manifestPath(tenantsDir, other), manifestPath(shadowTenants, other));
    }
    const own = path.join(tenantsDir, code);
    fs.mkdirSync(path.join(shadowTenants, code), { recursive: true });
    for (const entry of fs.existsSync(own) ? fs.readdirSync(own) : [])
      if (entry !== 'tenant.json')
        fs.symlinkSync(path.join(own, entry), path.join(shadowTenants, code, entry));
    fs.writeFileSync(manifestPath(shadowTenants, code), text);
    return checkManifests(shadowTenants, [code], shadow)[0]!;
  } finally {
    fs.rmSync(shadow, { recursive: true, force: true });
  }
}
