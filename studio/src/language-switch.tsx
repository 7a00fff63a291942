// The studio's language, in every header: each language named in its own words, so an operator
// who cannot read the current one still finds theirs. Naming 35 languages loads each one's
// locale data (a tenth of a second and more on a busy machine), so the other names are looked up
// when the list is first reached (focus comes before it opens, by mouse or keyboard), not on
// every page load.
import { useState } from 'react';
import { chooseLanguage, LANGUAGES, ownName } from './language.ts';
import { language, msg } from './messages.ts';

type Language = (typeof LANGUAGES)[number];
let named: Record<string, string> | null = null;
const nameAll = () => (named ??= Object.fromEntries(LANGUAGES.map((l) => [l, ownName(l)])));

export function LanguageSwitch() {
  const [names, setNames] = useState<Record<string, string>>(
    () => named ?? { [language]: ownName(language) },
  );
  return (
    <label className="language-switch">
      <span>{msg.studioLanguage}</span>
      <select
        value={language}
        onFocus={() => setNames(nameAll())}
        onChange={(e) => chooseLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {names[lang] ?? lang}
          </option>
        ))}
      </select>
    </label>
  );
}
