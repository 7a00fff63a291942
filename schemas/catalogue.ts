// Words that the server and the CLI write into a tenant's data and art (seeded content, money
// messages, the test provider's page, a new brand's texts) live as translators' catalogues, one
// JSON file per language under `<root>/<area>/<lang>.json`, laid out like the runtime's
// (runtime/locales): flat keys, {slot} placeholders. English's file is the catalogue's type, so a
// key the code names but English lacks does not compile; runtime/src/lib/locales.test.ts holds
// every other language to English's keys. Read from disk on Node (server, CLI, tests); the
// browser fetches its own catalogues and never imports this file.
import fs from 'node:fs';
import { LANGUAGES, type Language } from './constants.ts';

/** One language's words of an area: every key of the area's English file. */
export type Words<English> = Readonly<Record<keyof English & string, string>>;

/** An area's catalogue in every language the site can offer, read once. */
export function readCatalogue<English>(area: URL): Readonly<Record<Language, Words<English>>> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      JSON.parse(fs.readFileSync(new URL(`${lang}.json`, area), 'utf8')) as Words<English>,
    ]),
  ) as Record<Language, Words<English>>;
}
