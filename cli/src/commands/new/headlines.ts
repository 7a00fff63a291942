// The words drawn into a tenant's art: the home banners' headlines and the promotion images'.
// Written for every language the site can offer in cli/locales/art/, like the UI's words: a
// Japanese player of a Chinese brand sees Japanese banners, never the brand's Chinese art.
// banner.0 to banner.2 are the home banners in order (welcome bonus, daily rebate, refer a
// friend); apply, claim and join the promotion images; each has a title, a line and a button.
import { readCatalogue } from '#schemas/catalogue.ts';
import type { Language } from '#schemas/constants.ts';
import type English from '../../../locales/art/en.json';

/** One piece of art's words: its title, the line under it, and its button. */
export type Words = readonly [title: string, line: string, cta: string];

export interface ArtWords {
  banners: readonly [Words, Words, Words];
  apply: Words;
  claim: Words;
  join: Words;
}

const CATALOGUE = readCatalogue<typeof English>('cli', 'art');

type Piece = 'banner.0' | 'banner.1' | 'banner.2' | 'apply' | 'claim' | 'join';

export const HEADLINES: Readonly<Record<Language, ArtWords>> = Object.fromEntries(
  Object.entries(CATALOGUE).map(([language, t]) => {
    const words = (p: Piece): Words => [t[`${p}.title`], t[`${p}.line`], t[`${p}.cta`]];
    const art: ArtWords = {
      banners: [words('banner.0'), words('banner.1'), words('banner.2')],
      apply: words('apply'),
      claim: words('claim'),
      join: words('join'),
    };
    return [language, art];
  }),
) as Record<Language, ArtWords>;
