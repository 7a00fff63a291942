// Words that the server and the CLI write into a tenant's data and art (seeded content, money
// messages, the test provider's page, a new brand's texts) live as translators' catalogues, one
// JSON file per language under `<root>/<area>/<lang>.json`, laid out like the runtime's
// (runtime/locales): flat keys, {slot} placeholders. English's file is the catalogue's type, so a
// key the code names but English lacks does not compile; runtime/src/lib/locales.test.ts holds
// every other language to English's keys. Read from disk on Node (server, CLI, tests); the
// browser fetches its own catalogues and never imports this file.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from './constants.ts';

/** One language's words of an area: every key of the area's English file. */
export type Words<English> = Readonly<Record<keyof English & string, string>>;

/** The folders that hold catalogues, each with a `locales/` of its own. */
export type CatalogueRoot = 'mock-server' | 'cli';

/**
 * An area's catalogue in every language the site can offer, read once. Found from this file's own
 * folder, not from the caller's URL: a test in a browser-like environment gives modules an http
 * import.meta.url, which no file can be read from.
 */
export function readCatalogue<English>(
  root: CatalogueRoot,
  area: string,
): Readonly<Record<Language, Words<English>>> {
  const folder = path.join(import.meta.dirname, '..', root, 'locales', area);
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      JSON.parse(fs.readFileSync(path.join(folder, `${lang}.json`), 'utf8')) as Words<English>,
    ]),
  ) as Record<Language, Words<English>>;
}
