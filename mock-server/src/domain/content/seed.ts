// Seed step 'content': announcements of every type (HTML, one with a promotion action), popups
// for executions A, B and F, banners for every group (3 on w_home) pointing at the tenant's own
// assets (the WebP drawn from each banner's art, one per drawn language: the headline is in it),
// and marquee notices, all naming the tenant by its name when answered (SITE_SLOT); every text in
// every language the site can offer (words.ts), answered in the request's Language.
import type { TenantManifest } from '#schemas/index.ts';
import { bannerRasterFile, languageArtUrls } from '#schemas/language-art.ts';
import type { SeedOptions, SeedStep } from '../seed-step.ts';
import type { TenantData } from '../../store/data.ts';
import { nextId } from '../../store/data.ts';
import { everyLanguage, fillSlots, SITE_SLOT } from './localized.ts';
import { ANNOUNCEMENT_WORDS, POPUP_NOTICE_WORDS, type AnnouncementWords } from './words.ts';
import type { Banner, BannerGroup } from '../../records/content.ts';

const HOUR = 3600 * 1000;

/** An announcement's body: the topic at the site, who may take part, terms, the promotion's call. */
function announcementBody(w: AnnouncementWords, topic: string, site: string, promo: boolean) {
  const headline = fillSlots(w.headline, { topic: `<strong>${topic}</strong>`, site });
  const claim = fillSlots(w.claim, { place: `<em>${w.place}</em>` });
  return (
    `<p>${headline}</p><ul><li>${w.open}</li><li>${w.terms}</li></ul>` +
    (promo ? `<p>${claim}</p>` : '')
  );
}

type Link = { type: Banner['linkageType']; to: string };
const NO_LINK: Link = { type: 'none', to: '' };

/**
 * Where each home banner's call to action leads, matching its art (cli/src/commands/new draws
 * "Join now" on the welcome bonus, "Play now" on the rebate, "Invite" on refer-a-friend). Every
 * one is a route of the site (runtime/src/app/seeded-linkages.test.ts holds them to its route table): a
 * banner that leaves the site or goes nowhere loses the player its art just won.
 */
function homeBannerLinks(manifest: TenantManifest): Link[] {
  return [
    { type: 'route', to: '/promotions' },
    { type: 'route', to: '/rng' },
    // Without a referral programme the invitation is the refer-a-friend promotion.
    { type: 'route', to: manifest.flags.referral ? '/member?tab=referral' : '/promotions' },
  ];
}

function seedContent(data: TenantData, manifest: TenantManifest, { clock }: SeedOptions): void {
  const now = clock.now();
  // The brand's name stays a slot: it is filled in when the text is answered (textIn).
  const name = SITE_SLOT;
  let age = 0;
  for (const type of ['B', 'PL', 'PU', 'PR', 'H'] as const) {
    for (const i of [0, 1, 2, 3, 4] as const) {
      const promo = type === 'PR' && i === 0;
      const topicIn = (w: AnnouncementWords) => w[`topic.${type}.${i}`];
      data.content.announcements.push({
        id: nextId(data),
        type,
        title: everyLanguage(ANNOUNCEMENT_WORDS, (w) =>
          fillSlots(w.title, { site: name, topic: topicIn(w) }),
        ),
        content: everyLanguage(ANNOUNCEMENT_WORDS, (w) =>
          announcementBody(w, topicIn(w), name, promo),
        ),
        action: promo ? 'rewardCenter' : null,
        at: now - ++age * 5 * HOUR,
      });
    }
  }

  for (const execution of ['A', 'B', 'F'] as const)
    data.content.popups.push({
      id: nextId(data),
      execution,
      title: everyLanguage(POPUP_NOTICE_WORDS, (w) =>
        fillSlots(w[`popup.${execution}.title`], { site: name }),
      ),
      content: everyLanguage(POPUP_NOTICE_WORDS, (w) => `<p>${w[`popup.${execution}.text`]}</p>`),
      at: now - HOUR,
    });

  const groups: [BannerGroup, number][] = [
    ['w_home', 3],
    ['w_login', 1],
    ['w_register', 1],
    ['w_pagcor', 1],
    ['w_leftmenu', 1],
  ];
  const homeLinks = homeBannerLinks(manifest);
  for (const [groupName, count] of groups) {
    for (let n = 1; n <= count; n++) {
      const link = (groupName === 'w_home' && homeLinks[n - 1]) || NO_LINK;
      data.content.banners.push({
        id: nextId(data),
        groupName,
        url: languageArtUrls('banners', bannerRasterFile(`banner-${n}.svg`), manifest.languages),
        linkageType: link.type,
        linkage: link.to,
        sequence: n,
      });
    }
  }

  for (const i of [0, 1, 2] as const)
    data.content.notices.push({
      id: nextId(data),
      text: everyLanguage(POPUP_NOTICE_WORDS, (w) => fillSlots(w[`notice.${i}`], { site: name })),
      at: now - (i + 1) * HOUR,
    });
}

export const seedContentStep: SeedStep = seedContent;

/**
 * The brand's content seeded again in place (`lobby seed <code> --content`): announcements, popups,
 * banners and marquee notices are replaced by what the seed draws from today's manifest (a new
 * name, new languages); members, their inbox, money and everything else stay as they are. New
 * items take fresh ids from the data's own counter, so nothing collides with what is kept.
 */
export function reseedContent(data: TenantData, manifest: TenantManifest, deps: SeedOptions): void {
  data.content.announcements = [];
  data.content.popups = [];
  data.content.banners = [];
  data.content.notices = [];
  seedContent(data, manifest, deps);
}
