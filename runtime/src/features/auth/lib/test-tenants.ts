// Test helper: the example tenants' manifests (read from disk; node-only, tests only).
import fs from 'node:fs';
import path from 'node:path';
import { withManifestDefaults } from '#schemas/index.ts';
import type { PublicManifest } from '../../../config/tenant.ts';
import { publicManifest } from '#schemas/public-manifest.ts';

export function manifestOf(code: string): PublicManifest {
  const file = path.resolve(import.meta.dirname, '../../../../../tenants', code, 'tenant.json');
  return publicManifest(withManifestDefaults(JSON.parse(fs.readFileSync(file, 'utf8'))));
}
