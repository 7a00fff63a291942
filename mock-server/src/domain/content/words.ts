// The seeded announcements', popups' and marquee notices' words in every language the site can
// offer, from mock-server/locales/announcements/ and mock-server/locales/popups/. {site} is the
// tenant's name. The HTML around them is built in one place (seed.ts), so every language has the
// same structure.
//
// Announcements: topic.<type>.0 to .4 are the five topics of each type (B, PL, PU, PR, H), in the
// same order in every language; `title` takes {site} and {topic}; `headline` is the body's first
// line ({topic} set in bold); `claim` is the promotion's call, {place} being the reward centre as
// the member centre's tab names it (`place`, set in italics).
// Popups: popup.<execution>.title and .text (A on every visit, B for visitors, F at a member's
// first login); notice.0 to .2: welcome and deposits, the maintenance window, play responsibly.
import { readCatalogue, type Words } from '#schemas/catalogue.ts';
import type Announcements from '../../../locales/announcements/en.json';
import type Popups from '../../../locales/popups/en.json';

export type AnnouncementWords = Words<typeof Announcements>;

export const ANNOUNCEMENT_WORDS = readCatalogue<typeof Announcements>(
  'mock-server',
  'announcements',
);

export const POPUP_NOTICE_WORDS = readCatalogue<typeof Popups>('mock-server', 'popups');
