// The texts of a new brand's manifest that players and agents read (the support chat's label, the
// licence line in the footer, the agent page's hours and pitch), written in every language the
// brand lists (cli/locales/site/): a plain English string would count as the default language,
// and a Vietnamese or Korean brand would open with English in its footer. `{name}` is the brand's name.
import { readCatalogue, type Words } from '#schemas/catalogue.ts';
import type { Language } from '#schemas/constants.ts';
import type English from '../../../locales/site/en.json';

type SiteTexts = Words<typeof English>;

const TEXTS = readCatalogue<typeof English>('cli', 'site');

export type LocalizedTexts = { [K in keyof SiteTexts]: Partial<Record<Language, string>> } & {
  /** The page title: the brand's name, the same in every language. */
  title: Partial<Record<Language, string>>;
};

/** Each text of a new brand's manifest as a text per language, for the languages it lists. */
export function siteTexts(name: string, languages: readonly Language[]): LocalizedTexts {
  const per = (pick: (t: SiteTexts) => string) =>
    Object.fromEntries(
      languages.map((l) => [l, pick(TEXTS[l]).replaceAll('{name}', name)]),
    ) as Partial<Record<Language, string>>;
  return {
    title: per(() => name),
    liveChat: per((t) => t.liveChat),
    licence: per((t) => t.licence),
    supportHours: per((t) => t.supportHours),
    agentHeadline: per((t) => t.agentHeadline),
    agentBody: per((t) => t.agentBody),
  };
}
