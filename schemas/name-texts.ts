// Texts that carry the brand's name: the tab title, the licence line and the agent page's
// headline. Written into the manifest, a default would keep the name the brand had when
// `lobby new` ran; so the manifest may leave each out, and the default is made from the brand's
// current name when a page is built or an answer is served (cli/locales/site/ holds the words, in
// every language, with a {name} slot). An operator's own text still wins. Node only: the browser
// reads the texts already resolved into its public manifest.
import { readCatalogue } from './catalogue.ts';
import type { Language } from './constants.ts';
import type { PublicManifest, TenantManifest } from './index.ts';
import type { LocalizedText } from './localized.ts';
import type English from '../cli/locales/site/en.json';

let words: ReturnType<typeof readCatalogue<typeof English>> | undefined;

type Source = Pick<TenantManifest, 'displayName' | 'languages'>;

/** A catalogue text with the brand's name in it, in each language the brand lists. */
function named(m: Source, key: 'licence' | 'agentHeadline'): LocalizedText {
  words ??= readCatalogue<typeof English>('cli', 'site');
  const w = words;
  return Object.fromEntries(
    m.languages.available.map((l: Language) => [l, w[l][key].replaceAll('{name}', m.displayName)]),
  );
}

type Named = Source & Pick<TenantManifest, 'branding' | 'legal' | 'agent'>;

/** The brand's texts with its name in them: the manifest's own, else made from its current name. */
export function nameTexts(m: Named): {
  title: LocalizedText;
  licence: LocalizedText;
  agentHeadline: LocalizedText;
} {
  return {
    // The tab title is the name itself, the same in every language.
    title: m.branding.title ?? m.displayName,
    licence: m.legal.licence ?? named(m, 'licence'),
    agentHeadline: m.agent.marketing?.headline ?? named(m, 'agentHeadline'),
  };
}

/** The public part of a manifest with each named text it leaves out made from the current name. */
export function withNameTexts(m: Omit<TenantManifest, 'security'>): PublicManifest {
  const texts = nameTexts(m);
  const { marketing, ...agent } = m.agent;
  return {
    ...m,
    branding: { ...m.branding, title: texts.title },
    legal: { ...m.legal, licence: texts.licence },
    agent: {
      ...agent,
      // Without a marketing block the page shows the name alone: nothing to make.
      ...(marketing ? { marketing: { ...marketing, headline: texts.agentHeadline } } : {}),
    },
  };
}
