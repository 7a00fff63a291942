// The texts of a new brand's manifest that players and agents read (the support chat's label, the
// agent page's hours and pitch), written in every language the brand lists (cli/locales/site/): a
// plain English string would count as the default language, and a Vietnamese or Korean brand
// would open with English on its agent page. The texts with the brand's name in them (tab title,
// licence line, agent headline) are not written: they are made from its current name when a page
// is built or an answer served (schemas/name-texts.ts), so a rename leaves no trace of the old.
import { readCatalogue, type Words } from '#schemas/catalogue.ts';
import type { Language } from '#schemas/constants.ts';
import type English from '../../../locales/site/en.json';

type SiteTexts = Words<typeof English>;

const TEXTS = readCatalogue<typeof English>('cli', 'site');

type Written = 'liveChat' | 'supportHours' | 'agentBody';
export type LocalizedTexts = { [K in Written]: Partial<Record<Language, string>> };

/** Each text of a new brand's manifest as a text per language, for the languages it lists. */
export function siteTexts(languages: readonly Language[]): LocalizedTexts {
  const per = (pick: (t: SiteTexts) => string) =>
    Object.fromEntries(languages.map((l) => [l, pick(TEXTS[l])])) as Partial<
      Record<Language, string>
    >;
  return {
    liveChat: per((t) => t.liveChat),
    supportHours: per((t) => t.supportHours),
    agentBody: per((t) => t.agentBody),
  };
}
