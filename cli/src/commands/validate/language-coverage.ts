// The warning of `lobby validate` about operator texts missing a language the tenant offers:
// a visitor in that language would read the text in the tenant's default language (or English)
// instead. A plain string counts as the default language only. Warnings never fail validation.
import fs from 'node:fs';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { lineColumn, type ManifestProblem } from '#manifests/problem.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { LOCALIZED_MARK, languagesOf, type LocalizedText } from '#schemas/localized.ts';
import { tenantSchema } from '#schemas/tenant.schema.ts';

/** A problem at its place in tenant.json that never makes the manifest invalid. */
type LanguageWarning = Omit<ManifestProblem, 'severity'>;

/** Languages named in one warning before the rest are only counted. */
const NAMED = 8;

export type Schema = {
  $comment?: string;
  type?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: unknown;
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every localized text in a manifest, found through the mark the schema puts on them. */
export function localizedTexts(
  schema: Schema,
  value: unknown,
  path: (string | number)[],
  out: { path: (string | number)[]; text: LocalizedText }[],
): void {
  if (schema.$comment === LOCALIZED_MARK) {
    if (typeof value === 'string' || isObject(value))
      out.push({ path, text: value as LocalizedText });
    return;
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    const items = schema.items as Schema;
    value.forEach((v, i) => localizedTexts(items, v, [...path, i], out));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    const sub =
      schema.properties?.[key] ??
      (isObject(schema.additionalProperties) ? (schema.additionalProperties as Schema) : undefined);
    if (sub) localizedTexts(sub, v, [...path, key], out);
  }
}

const pointerOf = (path: (string | number)[]) =>
  path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Warnings for one valid manifest read from `absFile` (shown as `file`). */
export function languageCoverageWarnings(
  manifest: TenantManifest,
  absFile: string,
  file: string,
): LanguageWarning[] {
  const offered = manifest.languages.available as readonly string[];
  const fallback = manifest.languages.default;
  if (offered.length < 2 && offered[0] === fallback) return [];
  const texts: { path: (string | number)[]; text: LocalizedText }[] = [];
  localizedTexts(tenantSchema as unknown as Schema, manifest, [], texts);
  const source = fs.readFileSync(absFile, 'utf8');
  const tree = parseTree(source);
  const warnings: LanguageWarning[] = [];
  for (const { path, text } of texts) {
    const has = new Set(languagesOf(text, fallback));
    const missing = offered.filter((l) => !has.has(l));
    if (missing.length === 0) continue;
    const node = tree && findNodeAtLocation(tree, path);
    const named = missing.slice(0, NAMED).join(', ');
    const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : '';
    warnings.push({
      file,
      ...(node ? lineColumn(source, node.offset) : { line: 1, column: 1 }),
      pointer: pointerOf(path),
      message:
        typeof text === 'string'
          ? `a plain string counts as the default language (${fallback}) only; missing ${named}${more}`
          : `no text in ${named}${more} (listed in /languages/available)`,
      hint:
        typeof text === 'string'
          ? `write it as a text per language: { "${fallback}": "…", "${missing[0] ?? 'en'}": "…" }`
          : 'add those languages to this text, or drop them from /languages/available',
    });
  }
  return warnings;
}

export function formatWarning(w: LanguageWarning): string {
  return `warning ${w.file}:${w.line}:${w.column} ${w.pointer}: ${w.message} (fix: ${w.hint})`;
}
