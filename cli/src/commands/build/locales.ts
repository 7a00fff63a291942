// The messages a tenant ships for one language: the shell's runtime/locales/<lang>.json, each
// area's runtime/locales/<area>/<lang>.json (areas keep their own files so they can change
// independently), then the tenant's own overrides in tenants/<code>/locales/<lang>.json.
import fs from 'node:fs';
import path from 'node:path';

export type Messages = Record<string, string>;

function readJson(file: string): Messages {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
}

/** Every locale source file for `lang`, base first, areas in name order. */
export function localeSources(runtimeDir: string, lang: string): string[] {
  const dir = path.join(runtimeDir, 'locales');
  const areas = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return [
    path.join(dir, `${lang}.json`),
    ...areas.map((a) => path.join(dir, a, `${lang}.json`)),
  ].filter((f) => fs.existsSync(f));
}

/**
 * The merged messages, or null when the runtime has no file at all for `lang`. With `cache`, a
 * tenant without overrides gets the cached object itself: callers must not change it.
 */
export function tenantMessages(
  runtimeDir: string,
  tenantDir: string,
  lang: string,
  /** The runtime's merged messages per language, shared by every tenant of one build. */
  cache?: Map<string, Messages | null>,
): Messages | null {
  let base = cache?.get(lang);
  if (base === undefined) {
    const sources = localeSources(runtimeDir, lang);
    base = sources.length === 0 ? null : {};
    for (const file of sources) Object.assign(base!, readJson(file));
    cache?.set(lang, base);
  }
  if (base === null) return null;
  const own = path.join(tenantDir, 'locales', `${lang}.json`);
  // Without overrides the shared object itself (read only): a fleet copies nothing per tenant.
  if (cache && !fs.existsSync(own)) return base;
  return { ...base, ...readJson(own) };
}
