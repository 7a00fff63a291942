import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from './generate.ts';
import { tenantSchema } from './tenant.schema.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every schema object below `node` that declares properties, with its pointer. */
function propertyHolders(
  node: unknown,
  pointer = '',
): { pointer: string; properties: Record<string, unknown> }[] {
  if (typeof node !== 'object' || node === null) return [];
  const out: { pointer: string; properties: Record<string, unknown> }[] = [];
  const obj = node as Record<string, unknown>;
  if (typeof obj.properties === 'object' && obj.properties !== null)
    out.push({ pointer, properties: obj.properties as Record<string, unknown> });
  for (const [k, v] of Object.entries(obj)) out.push(...propertyHolders(v, `${pointer}/${k}`));
  return out;
}

describe('schemas', () => {
  it('committed JSON files are what `npm run schemas` writes', () => {
    for (const { file, text } of generatedFiles()) {
      expect(
        fs.readFileSync(path.join(here, file), 'utf8'),
        `schemas/${file} is stale: run npm run schemas`,
      ).toBe(text);
    }
  });

  it('the tenant schema has an $id and a description on every property', () => {
    expect(tenantSchema.$id).toMatch(/^https:\/\//);
    const missing = propertyHolders(tenantSchema).flatMap(({ pointer, properties }) =>
      Object.entries(properties)
        .filter(([, p]) => typeof (p as { description?: unknown }).description !== 'string')
        .map(([name]) => `${pointer}/properties/${name}`),
    );
    expect(missing).toEqual([]);
  });
});
