import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#schemas/constants.ts';
import { getTenant } from '../../config/tenant.ts';
import { setServerLanguage } from '../../lib/api/set-language.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/stores/session.ts';

/** Names of every language of spec §1 in that language. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  th: 'ไทย',
  en: 'English',
  zh: '简体中文',
  'zh-Hant': '繁體中文',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  tl: 'Tagalog',
  my: 'မြန်မာ',
  km: 'ខ្មែរ',
  lo: 'ລາວ',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ur: 'اردو',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  ne: 'नेपाली',
  si: 'සිංහල',
  ar: 'العربية',
  fa: 'فارسی',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  kk: 'Қазақ',
  uz: 'Oʻzbek',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ro: 'Română',
};

/** The language selector: the tenant's own languages, in the order of spec §1's list. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const available = getTenant().languages.available as readonly string[];
  const options = LANGUAGES.filter((l) => available.includes(l));
  const onChange = async (lang: string) => {
    await changeLanguage(lang);
    // Spec §4: the member's preference follows; the screen does not wait for it, and a refusal
    // leaves the choice made on this device as it is.
    if (useSession.getState().token) setServerLanguage(lang as Language).catch(() => undefined);
    // Spec §4: hot games, vendors, winners and announcements reload in the new language.
    await queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] !== 'system' && q.queryKey[0] !== 'member',
    });
  };
  return (
    <label className="lang-select">
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void onChange(e.target.value)}
        data-testid="language-select"
      >
        {options.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
