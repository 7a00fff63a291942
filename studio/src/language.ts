// The language the studio speaks: one of the runtime's languages (the same list, so an operator
// of any brand reads the studio in a language the brand's players may also read), the one the
// operator picked last, else the nearest to the browser's, else English. Picking one reloads the
// page: every word is read once, at start, from that language's catalogue.
import { LANGUAGES, RTL_LANGUAGES, type Language } from '#schemas/constants.ts';

const STORE_KEY = 'lobby-studio-language';

const isLanguage = (x: string | null | undefined): x is Language =>
  !!x && (LANGUAGES as readonly string[]).includes(x);

/** The closest listed language to a browser's tag (zh-TW is Traditional Chinese, pt-BR Portuguese). */
export function nearestLanguage(tag: string): Language | null {
  const [base = '', ...rest] = tag.split('-');
  const lower = base.toLowerCase();
  if (lower === 'zh') {
    const tail = rest.map((r) => r.toLowerCase());
    return tail.some((r) => ['hant', 'tw', 'hk', 'mo'].includes(r)) ? 'zh-Hant' : 'zh';
  }
  // Filipino is written fil by browsers and tl by the runtime.
  if (lower === 'fil') return 'tl';
  return isLanguage(lower) ? lower : null;
}

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The studio's language for this page load. */
export function studioLanguage(): Language {
  const picked = stored();
  if (isLanguage(picked)) return picked;
  const wanted = globalThis.navigator?.languages ?? [];
  for (const tag of wanted) {
    const lang = nearestLanguage(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** Remembers the operator's pick and reads the studio again in it. */
export function chooseLanguage(lang: Language): void {
  globalThis.localStorage?.setItem(STORE_KEY, lang);
  window.location.reload();
}

export const isRtl = (lang: Language) => RTL_LANGUAGES.includes(lang);

/** Each language in its own words, as a speaker looks for it in a list. */
export const ownName = (lang: Language) => {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
};

export { LANGUAGES };
