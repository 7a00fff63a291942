// Seed step 'rewards': activities in every status a member can meet, and VIP levels; their
// texts in every language the site can offer (texts.ts), their art in every language the brand
// lists (its title is drawn into the image).
import { languageArtUrls } from '#schemas/language-art.ts';
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import { everyLanguage } from '../content/localized.ts';
import { REWARD_WORDS } from './texts.ts';
import type { Activity } from '../../records/rewards.ts';

const DAY = 24 * 3600_000;

export const seedRewardsStep: SeedStep = (data, manifest, { clock }) => {
  const now = clock.now();
  const activity = (a: Omit<Activity, 'id' | 'image'>): Activity => ({
    ...a,
    id: nextId(data),
    image: languageArtUrls('promotions', `${a.kind}.svg`, manifest.languages),
  });
  data.rewards.activities = [
    activity({
      title: everyLanguage(REWARD_WORDS, (w) => w['activity.0.title']),
      description: everyLanguage(REWARD_WORDS, (w) => w['activity.0.description']),
      kind: 'apply',
      startAt: now - 7 * DAY,
      endAt: now + 60 * DAY,
      bonus: 10_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: everyLanguage(REWARD_WORDS, (w) => w['activity.1.title']),
      description: everyLanguage(REWARD_WORDS, (w) => w['activity.1.description']),
      kind: 'apply',
      startAt: now - 7 * DAY,
      endAt: now + 60 * DAY,
      bonus: 5_000,
      reviewOutcome: 'reject',
    }),
    activity({
      title: everyLanguage(REWARD_WORDS, (w) => w['activity.2.title']),
      description: everyLanguage(REWARD_WORDS, (w) => w['activity.2.description']),
      kind: 'claim',
      startAt: now - 30 * DAY,
      endAt: now + 90 * DAY,
      bonus: 2_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: everyLanguage(REWARD_WORDS, (w) => w['activity.3.title']),
      description: everyLanguage(REWARD_WORDS, (w) => w['activity.3.description']),
      kind: 'join',
      startAt: now - DAY,
      endAt: now + 14 * DAY,
      bonus: 0,
      reviewOutcome: 'approve',
    }),
    activity({
      title: everyLanguage(REWARD_WORDS, (w) => w['activity.4.title']),
      description: everyLanguage(REWARD_WORDS, (w) => w['activity.4.description']),
      kind: 'apply',
      startAt: now - 60 * DAY,
      endAt: now - 30 * DAY,
      bonus: 8_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: everyLanguage(REWARD_WORDS, (w) => w['activity.5.title']),
      description: everyLanguage(REWARD_WORDS, (w) => w['activity.5.description']),
      kind: 'claim',
      startAt: now + 20 * DAY,
      endAt: now + 40 * DAY,
      bonus: 3_000,
      reviewOutcome: 'approve',
    }),
  ];
  data.rewards.vipLevels = [
    {
      level: 1,
      name: everyLanguage(REWARD_WORDS, (w) => w['vip.0']),
      minValidBet: 100_000,
      bonus: 1_000,
    },
    {
      level: 2,
      name: everyLanguage(REWARD_WORDS, (w) => w['vip.1']),
      minValidBet: 1_000_000,
      bonus: 5_000,
    },
    {
      level: 3,
      name: everyLanguage(REWARD_WORDS, (w) => w['vip.2']),
      minValidBet: 5_000_000,
      bonus: 20_000,
    },
    {
      level: 4,
      name: everyLanguage(REWARD_WORDS, (w) => w['vip.3']),
      minValidBet: 20_000_000,
      bonus: 80_000,
    },
    {
      level: 5,
      name: everyLanguage(REWARD_WORDS, (w) => w['vip.4']),
      minValidBet: 100_000_000,
      bonus: 300_000,
    },
  ];
};
