// Seed step 'rewards': activities in every status a member can meet, and VIP levels; their
// texts in en, th, zh and ar.
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
      title: {
        en: 'Weekly deposit bonus',
        th: 'โบนัสเงินฝากประจำสัปดาห์',
        zh: '每周存款奖金',
        ar: 'مكافأة الإيداع الأسبوعية',
      },
      description: {
        en: 'Apply with your deposit slip for a 10% bonus.',
        th: 'สมัครพร้อมแนบสลิปการฝากเงินเพื่อรับโบนัส 10%',
        zh: '提交存款凭证申请，即可获得 10% 奖金。',
        ar: 'قدّم طلبك مع إيصال الإيداع لتحصل على مكافأة 10%.',
      },
      kind: 'apply',
      startAt: now - 7 * DAY,
      endAt: now + 60 * DAY,
      bonus: 10_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: {
        en: 'Lucky streak story',
        th: 'แชร์เรื่องชนะรวดสุดปัง',
        zh: '幸运连胜故事',
        ar: 'قصة سلسلة الحظ',
      },
      description: {
        en: 'Share a screenshot of your best streak.',
        th: 'แชร์ภาพหน้าจอการชนะรวดที่ดีที่สุดของคุณ',
        zh: '分享您最佳连胜的截图。',
        ar: 'شارك لقطة شاشة لأفضل سلسلة انتصارات لك.',
      },
      kind: 'apply',
      startAt: now - 7 * DAY,
      endAt: now + 60 * DAY,
      bonus: 5_000,
      reviewOutcome: 'reject',
    }),
    activity({
      title: { en: 'Welcome gift', th: 'ของขวัญต้อนรับ', zh: '欢迎礼', ar: 'هدية الترحيب' },
      description: {
        en: 'Claim a free gift once.',
        th: 'รับของขวัญฟรีได้หนึ่งครั้ง',
        zh: '可免费领取一次礼物。',
        ar: 'اطلب هدية مجانية مرة واحدة.',
      },
      kind: 'claim',
      startAt: now - 30 * DAY,
      endAt: now + 90 * DAY,
      bonus: 2_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: {
        en: 'Slot tournament',
        th: 'ทัวร์นาเมนต์สล็อต',
        zh: '老虎机锦标赛',
        ar: 'بطولة السلوتس',
      },
      description: {
        en: 'Join and climb the leaderboard.',
        th: 'เข้าร่วมแล้วไต่อันดับบนกระดานผู้นำ',
        zh: '参加并冲上排行榜。',
        ar: 'انضم وتسلّق لوحة المتصدرين.',
      },
      kind: 'join',
      startAt: now - DAY,
      endAt: now + 14 * DAY,
      bonus: 0,
      reviewOutcome: 'approve',
    }),
    activity({
      title: { en: 'Songkran festival', th: 'เทศกาลสงกรานต์', zh: '泼水节', ar: 'مهرجان سونغكران' },
      description: {
        en: 'Registration closed.',
        th: 'ปิดรับสมัครแล้ว',
        zh: '报名已截止。',
        ar: 'أُغلق التسجيل.',
      },
      kind: 'apply',
      startAt: now - 60 * DAY,
      endAt: now - 30 * DAY,
      bonus: 8_000,
      reviewOutcome: 'approve',
    }),
    activity({
      title: {
        en: 'New year countdown',
        th: 'นับถอยหลังปีใหม่',
        zh: '新年倒计时',
        ar: 'العد التنازلي للعام الجديد',
      },
      description: { en: 'Coming soon.', th: 'เร็ว ๆ นี้', zh: '即将推出。', ar: 'قريبًا.' },
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
      name: { en: 'Bronze', th: 'บรอนซ์', zh: '青铜', ar: 'برونزي' },
      minValidBet: 100_000,
      bonus: 1_000,
    },
    {
      level: 2,
      name: { en: 'Silver', th: 'ซิลเวอร์', zh: '白银', ar: 'فضي' },
      minValidBet: 1_000_000,
      bonus: 5_000,
    },
    {
      level: 3,
      name: { en: 'Gold', th: 'โกลด์', zh: '黄金', ar: 'ذهبي' },
      minValidBet: 5_000_000,
      bonus: 20_000,
    },
    {
      level: 4,
      name: { en: 'Platinum', th: 'แพลทินัม', zh: '铂金', ar: 'بلاتيني' },
      minValidBet: 20_000_000,
      bonus: 80_000,
    },
    {
      level: 5,
      name: { en: 'Diamond', th: 'ไดมอนด์', zh: '钻石', ar: 'ماسي' },
      minValidBet: 100_000_000,
      bonus: 300_000,
    },
  ];
};
