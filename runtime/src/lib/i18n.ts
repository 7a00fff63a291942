// i18next with one flat JSON file per language under /locales (emitted per tenant by
// `lobby build`). Keys are flat strings ("nav.home", "in_incorrect_password") so the error codes
// of spec §8, which contain '.' and '/', are keys as they are. English is the fallback: each
// language's file already carries it under its own words (cli/src/commands/build/locales.ts),
// so a visitor loads one file.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cacheTranslations } from './i18n-cache.ts';
import { RTL_LANGUAGES, type Language } from '#schemas/constants.ts';
import { STORAGE_KEYS } from '../config/constants.ts';
import { setApiLanguage } from './api/client.ts';

export type Messages = Record<string, string>;

declare global {
  interface Window {
    __lobbyLocale?: { lang: string; data: Promise<Messages | null> };
  }
}

const loaded = new Set<string>();

async function fetchLocale(lang: string): Promise<Messages | null> {
  const early = window.__lobbyLocale;
  if (early && early.lang === lang) {
    window.__lobbyLocale = undefined;
    const data = await early.data;
    if (data) return data;
  }
  try {
    const res = await fetch(`/locales/${lang}.json`);
    return res.ok ? ((await res.json()) as Messages) : null;
  } catch {
    return null;
  }
}

async function ensureLoaded(instance: I18n, lang: string): Promise<void> {
  if (loaded.has(lang)) return;
  const data = await fetchLocale(lang);
  if (data) instance.addResourceBundle(lang, 'translation', data, true, true);
  loaded.add(lang);
}

const isRtl = (lang: string) => (RTL_LANGUAGES as readonly string[]).includes(lang);

function applyDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

export function initialLanguage(available: readonly Language[], fallback: Language): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    stored = null;
  }
  return (available as readonly string[]).includes(stored ?? '') ? (stored as Language) : fallback;
}

export async function initI18n(lang: string): Promise<I18n> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  cacheTranslations(i18next);
  await ensureLoaded(i18next, lang);
  setApiLanguage(lang);
  applyDocumentLanguage(lang);
  return i18next;
}

/** Switches the interface language: loads its file, stores the choice, sets lang and dir. */
export async function changeLanguage(lang: string): Promise<void> {
  await ensureLoaded(i18next, lang);
  // Before the switch: screens refetch their content (query keys carry the language) as soon as
  // i18next tells them, and those calls must already carry the new Language header.
  setApiLanguage(lang);
  await i18next.changeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts this visit
  }
  applyDocumentLanguage(lang);
}
