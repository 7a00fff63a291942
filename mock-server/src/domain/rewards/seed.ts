// Seed step 'rewards': activities in every status a member can meet, and VIP levels.
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import type { Activity } from './types.ts';

const DAY = 24 * 3600_000;

export const seedRewardsStep: SeedStep = (data, _manifest, { clock }) => {
  const now = clock.now();
  const activity = (a: Omit<Activity, 'id' | 'image'>): Activity => ({
    ...a,
    id: nextId(data),
    image: `/assets/promotions/${a.kind}.svg`,
  });
  data.rewards.activities = [
    activity({
      title: 'Weekly deposit bonus',
      description: 'Apply with your deposit slip for a 10% bonus.',
      kind: 'apply',
      startAt: now - 7 * DAY,
      endAt: now + 60 * DAY,
      bonus: 10_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: 'Lucky streak story',
      description: 'Share a screenshot of your best streak.',
      kind: 'apply',
      startAt: now - 7 * DAY,
      endAt: now + 60 * DAY,
      bonus: 5_000,
      reviewOutcome: 'reject',
    }),
    activity({
      title: 'Welcome gift',
      description: 'Claim a free gift once.',
      kind: 'claim',
      startAt: now - 30 * DAY,
      endAt: now + 90 * DAY,
      bonus: 2_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: 'Slot tournament',
      description: 'Join and climb the leaderboard.',
      kind: 'join',
      startAt: now - DAY,
      endAt: now + 14 * DAY,
      bonus: 0,
      reviewOutcome: 'approve',
    }),
    activity({
      title: 'Songkran festival',
      description: 'Registration closed.',
      kind: 'apply',
      startAt: now - 60 * DAY,
      endAt: now - 30 * DAY,
      bonus: 8_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: 'New year countdown',
      description: 'Coming soon.',
      kind: 'claim',
      startAt: now + 20 * DAY,
      endAt: now + 40 * DAY,
      bonus: 3_000,
      reviewOutcome: 'approve',
    }),
  ];
  data.rewards.vipLevels = [
    { level: 1, name: 'Bronze', minValidBet: 100_000, bonus: 1_000 },
    { level: 2, name: 'Silver', minValidBet: 1_000_000, bonus: 5_000 },
    { level: 3, name: 'Gold', minValidBet: 5_000_000, bonus: 20_000 },
    { level: 4, name: 'Platinum', minValidBet: 20_000_000, bonus: 80_000 },
    { level: 5, name: 'Diamond', minValidBet: 100_000_000, bonus: 300_000 },
  ];
};
