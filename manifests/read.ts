// Finding tenant manifests on disk and reading one: strict JSON, duplicate keys, its mtime.
import fs from 'node:fs';
import path from 'node:path';
import { duplicateKeys } from './checks.ts';
import { parseStrictJson } from './checks/json-syntax.ts';
import { lineColumn, type LoadedFile } from './problem.ts';

export function manifestPath(tenantsDir: string, code: string): string {
  return path.join(tenantsDir, code, 'tenant.json');
}

/** Tenant codes present under tenantsDir (folders holding a tenant.json), sorted. */
export function listTenantCodes(tenantsDir: string): string[] {
  if (!fs.existsSync(tenantsDir)) return [];
  return fs
    .readdirSync(tenantsDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        !d.name.startsWith('.') &&
        fs.existsSync(manifestPath(tenantsDir, d.name)),
    )
    .map((d) => d.name)
    .sort();
}

export function loadFile(tenantsDir: string, code: string, displayRoot: string): LoadedFile {
  const abs = manifestPath(tenantsDir, code);
  const file = path.relative(displayRoot, abs) || abs;
  const loaded: LoadedFile = { code, file, text: '', changedAt: 0, problems: [] };
  try {
    loaded.text = fs.readFileSync(abs, 'utf8');
    loaded.changedAt = fs.statSync(abs).mtimeMs;
  } catch {
    loaded.problems.push({
      file,
      line: 1,
      column: 1,
      pointer: '',
      message: 'cannot read tenant.json',
      hint: `create ${file}`,
    });
    return loaded;
  }
  const parsed = parseStrictJson(loaded.text);
  for (const p of parsed.problems)
    loaded.problems.push({
      file,
      ...lineColumn(loaded.text, p.offset),
      pointer: '',
      message: p.message,
      hint: p.hint,
    });
  if (!parsed.tree) return loaded;
  loaded.text = parsed.body;
  loaded.tree = parsed.tree;
  loaded.value = JSON.parse(loaded.text) as unknown;
  for (const d of duplicateKeys(loaded.tree)) {
    loaded.problems.push({
      file,
      ...lineColumn(loaded.text, d.offset),
      pointer: d.pointer,
      message: `"${d.key}" is written twice; the last one silently wins`,
      hint: `keep one "${d.key}" and delete the other`,
    });
  }
  return loaded;
}
