// Seed step 'points': the points config, a mall (item names in every language the site can
// offer, texts.ts), and points for the seeded bets and deposits.
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import { accrue } from './accrual.ts';
import type { MallItem } from '../../records/points.ts';
import { everyLanguage } from '../content/localized.ts';
import { MALL_ITEM_NAMES } from './texts.ts';

const ITEMS: Omit<MallItem, 'id'>[] = [
  {
    name: everyLanguage(MALL_ITEM_NAMES, (names) => names['item.0']),
    image: '/assets/mall/voucher.svg',
    pointsRequired: 5_000,
    amountRequired: 0,
    stock: 500,
    reviewOutcome: 'approve',
  },
  {
    name: everyLanguage(MALL_ITEM_NAMES, (names) => names['item.1']),
    image: '/assets/mall/credit.svg',
    pointsRequired: 100_000,
    amountRequired: 0,
    stock: 100,
    reviewOutcome: 'approve',
  },
  {
    name: everyLanguage(MALL_ITEM_NAMES, (names) => names['item.2']),
    image: '/assets/mall/jersey.svg',
    pointsRequired: 300_000,
    amountRequired: 1_000_000,
    stock: 20,
    reviewOutcome: 'approve',
  },
  {
    name: everyLanguage(MALL_ITEM_NAMES, (names) => names['item.3']),
    image: '/assets/mall/phone.svg',
    pointsRequired: 2_000_000,
    amountRequired: 0,
    stock: 3,
    reviewOutcome: 'reject',
  },
];

export const seedPointsStep: SeedStep = (data, manifest, { clock }) => {
  data.points.items = ITEMS.map((i) => ({ ...i, id: nextId(data) }));
  if (manifest.flags.PTSYS3) accrue(data, clock.now());
};
