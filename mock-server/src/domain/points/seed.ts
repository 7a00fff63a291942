// Seed step 'points': the points config, a mall (item names in en, th, zh, ar), and points for
// the seeded bets and deposits.
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import { accrue } from './accrual.ts';
import type { MallItem } from './types.ts';

const ITEMS: Omit<MallItem, 'id'>[] = [
  {
    name: {
      en: 'Free spin voucher',
      th: 'คูปองฟรีสปิน',
      zh: '免费旋转券',
      ar: 'قسيمة دورات مجانية',
    },
    image: '/assets/mall/voucher.svg',
    pointsRequired: 5_000,
    amountRequired: 0,
    stock: 500,
    reviewOutcome: 'approve',
  },
  {
    name: {
      en: 'Bonus credit 100',
      th: 'เครดิตโบนัส 100',
      zh: '奖金额度 100',
      ar: 'رصيد مكافأة 100',
    },
    image: '/assets/mall/credit.svg',
    pointsRequired: 100_000,
    amountRequired: 0,
    stock: 100,
    reviewOutcome: 'approve',
  },
  {
    name: { en: 'Team jersey', th: 'เสื้อทีม', zh: '球队球衣', ar: 'قميص الفريق' },
    image: '/assets/mall/jersey.svg',
    pointsRequired: 300_000,
    amountRequired: 1_000_000,
    stock: 20,
    reviewOutcome: 'approve',
  },
  {
    name: { en: 'Smartphone', th: 'สมาร์ทโฟน', zh: '智能手机', ar: 'هاتف ذكي' },
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
