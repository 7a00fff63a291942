// Every tenant's logo is as wide as its name needs (the rule `lobby new` draws new logos by):
// a logo drawn narrower cuts the name off in the header (it read "Gold Crown Cas").
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantArt } from './art.ts';

const tenantsDir = path.resolve(import.meta.dirname, '../../../../tenants');
const tenants = fs
  .readdirSync(tenantsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(tenantsDir, d.name, 'tenant.json')))
  .map((d) => d.name);

describe('tenant logos', () => {
  for (const code of tenants) {
    it(`${code}: the logo is wide enough for the name it draws`, () => {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(tenantsDir, code, 'tenant.json'), 'utf8'),
      ) as { branding: { logo: string } };
      const file = path.join(tenantsDir, code, manifest.branding.logo);
      if (!file.endsWith('.svg')) return;
      const svg = fs.readFileSync(file, 'utf8');
      const viewBoxWidth = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1]);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      const name = texts.at(-1) ?? '';
      expect(viewBoxWidth).toBeGreaterThanOrEqual(tenantArt(name, '#000000').logoWidth);
    });
  }
});
