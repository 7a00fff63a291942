// Writes the committed JSON forms of the TypeScript schemas (`npm run schemas`).
// schemas.test.ts fails when a committed file differs from what this would write.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './openapi.ts';
import { tenantSchema } from './tenant.schema.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every generated file: its path under schemas/ and its exact text. */
export function generatedFiles(): { file: string; text: string }[] {
  return [
    { file: 'tenant.schema.json', text: `${JSON.stringify(tenantSchema, null, 2)}\n` },
    { file: 'openapi.json', text: `${JSON.stringify(buildOpenApi(), null, 2)}\n` },
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const { file, text } of generatedFiles()) {
    fs.writeFileSync(path.join(here, file), text);
    process.stdout.write(`wrote schemas/${file}\n`);
  }
}
