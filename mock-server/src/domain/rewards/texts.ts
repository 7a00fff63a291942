// The seeded promotions' titles and descriptions, the VIP level names and the daily missions'
// titles in every language the site can offer, from mock-server/locales/rewards/: a player reads
// them as the site's own content. activity.0 to activity.5 are the seeded activities in order
// (weekly deposit bonus, lucky streak story, welcome gift, slot tournament, Songkran festival
// closed, new year countdown coming soon); vip.0 to vip.4 the levels bronze to diamond;
// mission.0 to mission.2 the daily missions (10 bets, a bet total of 1,000, 3 different games).
import { readCatalogue } from '#schemas/catalogue.ts';
import type English from '../../../locales/rewards/en.json';

export const REWARD_WORDS = readCatalogue<typeof English>('mock-server', 'rewards');
