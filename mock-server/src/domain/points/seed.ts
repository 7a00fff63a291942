// Seed step 'points': the points config, a mall, and points for the seeded bets and deposits.
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import { accrue } from './accrual.ts';
import type { MallItem } from './types.ts';

const ITEMS: Omit<MallItem, 'id'>[] = [
  {
    name: 'Free spin voucher',
    image: '/assets/mall/voucher.svg',
    pointsRequired: 5_000,
    amountRequired: 0,
    stock: 500,
    reviewOutcome: 'approve',
  },
  {
    name: 'Bonus credit 100',
    image: '/assets/mall/credit.svg',
    pointsRequired: 100_000,
    amountRequired: 0,
    stock: 100,
    reviewOutcome: 'approve',
  },
  {
    name: 'Team jersey',
    image: '/assets/mall/jersey.svg',
    pointsRequired: 300_000,
    amountRequired: 1_000_000,
    stock: 20,
    reviewOutcome: 'approve',
  },
  {
    name: 'Smartphone',
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
