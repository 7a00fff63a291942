// Seed step 'content': announcements of every type (HTML, one with a promotion action), popups
// for executions A, B and F, banners for every group (3 on w_home) pointing at the tenant's own
// assets (one image per drawn language, the headline is in the art), and marquee notices, all
// naming the tenant; every text in en, th and zh (popups and notices in ar too), answered in the
// request's Language.
import type { TenantManifest } from '../../../../schemas/index.ts';
import type { SeedStep } from '../seed-step.ts';
import { nextId } from '../../store/data.ts';
import { fill } from './localized.ts';
import type { AnnouncementType, Banner, BannerGroup } from './types.ts';

const HOUR = 3600 * 1000;

type Topic = { en: string; th: string; zh: string };
const TOPICS: Record<AnnouncementType, Topic[]> = {
  B: [
    { en: 'System upgrade', th: 'อัปเกรดระบบ', zh: '系统升级' },
    { en: 'New payment channel', th: 'ช่องทางชำระเงินใหม่', zh: '新支付渠道' },
    { en: 'Security reminder', th: 'แจ้งเตือนความปลอดภัย', zh: '安全提醒' },
    { en: 'Holiday hours', th: 'เวลาทำการช่วงวันหยุด', zh: '假期服务时间' },
    { en: 'App update', th: 'อัปเดตแอป', zh: '应用更新' },
  ],
  PL: [
    { en: 'Weekend cashback', th: 'เงินคืนสุดสัปดาห์', zh: '周末返现' },
    { en: 'Slots tournament', th: 'ทัวร์นาเมนต์สล็อต', zh: '老虎机锦标赛' },
    { en: 'Live casino bonus', th: 'โบนัสคาสิโนสด', zh: '真人娱乐场奖金' },
    { en: 'Lottery jackpot', th: 'แจ็กพอตหวย', zh: '彩票大奖' },
    { en: 'VIP week', th: 'สัปดาห์ VIP', zh: 'VIP 周' },
  ],
  PU: [
    { en: 'Welcome bonus', th: 'โบนัสต้อนรับ', zh: '欢迎奖金' },
    { en: 'Daily reload', th: 'โบนัสเติมเงินรายวัน', zh: '每日充值奖励' },
    { en: 'Refer a friend', th: 'แนะนำเพื่อน', zh: '推荐好友' },
    { en: 'Birthday gift', th: 'ของขวัญวันเกิด', zh: '生日礼物' },
    { en: 'Lucky spin', th: 'หมุนวงล้อนำโชค', zh: '幸运转盘' },
  ],
  PR: [
    { en: 'Deposit bonus 100%', th: 'โบนัสเงินฝาก 100%', zh: '存款奖金 100%' },
    { en: 'Mission rewards', th: 'รางวัลภารกิจ', zh: '任务奖励' },
    { en: 'Rebate boost', th: 'เพิ่มยอดเงินคืน', zh: '返水加码' },
    { en: 'Red envelope rain', th: 'ฝนอั่งเปา', zh: '红包雨' },
    { en: 'Points x2', th: 'คะแนน x2', zh: '积分双倍' },
  ],
  H: [
    { en: 'How to deposit', th: 'วิธีฝากเงิน', zh: '如何存款' },
    { en: 'How to withdraw', th: 'วิธีถอนเงิน', zh: '如何取款' },
    { en: 'Responsible gaming', th: 'การเล่นอย่างรับผิดชอบ', zh: '理性娱乐' },
    { en: 'Account safety', th: 'ความปลอดภัยของบัญชี', zh: '账户安全' },
    { en: 'Contact us', th: 'ติดต่อเรา', zh: '联系我们' },
  ],
};

/** Body of an announcement in each language: the topic, the tenant, and the promotion's call. */
const BODY = {
  en: (topic: string, name: string, promo: boolean) =>
    `<p><strong>${topic}</strong> at ${name}.</p>` +
    `<ul><li>Open to every registered member.</li><li>Terms and conditions apply.</li></ul>` +
    (promo ? `<p>Claim it now in the <em>Reward Centre</em>.</p>` : ''),
  th: (topic: string, name: string, promo: boolean) =>
    `<p><strong>${topic}</strong> ที่ ${name}</p>` +
    `<ul><li>สำหรับสมาชิกที่ลงทะเบียนแล้วทุกท่าน</li><li>เป็นไปตามข้อกำหนดและเงื่อนไข</li></ul>` +
    (promo ? `<p>รับได้เลยที่ <em>ศูนย์รางวัล</em></p>` : ''),
  zh: (topic: string, name: string, promo: boolean) =>
    `<p><strong>${topic}</strong> — ${name}</p>` +
    `<ul><li>所有注册会员均可参加。</li><li>须遵守条款与细则。</li></ul>` +
    (promo ? `<p>立即前往<em>奖励中心</em>领取。</p>` : ''),
};

const POPUPS = [
  {
    execution: 'A',
    title: {
      en: (n: string) => `Welcome back to ${n}`,
      th: (n: string) => `ยินดีต้อนรับกลับสู่ ${n}`,
      zh: (n: string) => `欢迎回到 ${n}`,
      ar: (n: string) => `مرحبًا بعودتك إلى ${n}`,
    },
    content: {
      en: `<p>Good to see you again. Check today's promotions.</p>`,
      th: `<p>ยินดีที่ได้พบคุณอีกครั้ง ดูโปรโมชั่นของวันนี้ได้เลย</p>`,
      zh: `<p>很高兴再次见到您，快来看看今天的优惠活动。</p>`,
      ar: `<p>سعداء برؤيتك مجددًا. اطّلع على عروض اليوم.</p>`,
    },
  },
  {
    execution: 'B',
    title: {
      en: (n: string) => `${n} — join today`,
      th: (n: string) => `${n} — สมัครวันนี้`,
      zh: (n: string) => `${n} — 今天就加入`,
      ar: (n: string) => `${n} — انضم اليوم`,
    },
    content: {
      en: `<p>Register in a minute and get a welcome bonus.</p>`,
      th: `<p>สมัครเพียงหนึ่งนาทีแล้วรับโบนัสต้อนรับ</p>`,
      zh: `<p>一分钟完成注册，即可获得欢迎奖金。</p>`,
      ar: `<p>سجّل خلال دقيقة واحصل على مكافأة ترحيبية.</p>`,
    },
  },
  {
    execution: 'F',
    title: {
      en: (n: string) => `Your first login at ${n}`,
      th: (n: string) => `เข้าสู่ระบบครั้งแรกที่ ${n}`,
      zh: (n: string) => `首次登录 ${n}`,
      ar: (n: string) => `أول تسجيل دخول لك في ${n}`,
    },
    content: {
      en: `<p>Set your payment password in the security centre.</p>`,
      th: `<p>ตั้งรหัสผ่านการชำระเงินของคุณที่ศูนย์ความปลอดภัย</p>`,
      zh: `<p>请在安全中心设置您的支付密码。</p>`,
      ar: `<p>عيّن كلمة مرور الدفع في مركز الأمان.</p>`,
    },
  },
] as const;

const NOTICES = [
  {
    en: (n: string) => `Welcome to ${n}! Deposits are credited within minutes.`,
    th: (n: string) => `ยินดีต้อนรับสู่ ${n}! เงินฝากเข้าบัญชีภายในไม่กี่นาที`,
    zh: (n: string) => `欢迎来到 ${n}！存款几分钟内到账。`,
    ar: (n: string) => `أهلًا بك في ${n}! تُضاف الإيداعات خلال دقائق.`,
  },
  {
    en: (n: string) => `${n} maintenance window: Sundays 03:00–04:00.`,
    th: (n: string) => `${n} ปิดปรับปรุงระบบทุกวันอาทิตย์ 03:00–04:00`,
    zh: (n: string) => `${n} 维护时间：每周日 03:00–04:00。`,
    ar: (n: string) => `فترة صيانة ${n}: أيام الأحد 03:00–04:00.`,
  },
  {
    en: (n: string) => `Play responsibly. ${n} members must be 18 or older.`,
    th: (n: string) => `โปรดเล่นอย่างมีความรับผิดชอบ สมาชิก ${n} ต้องมีอายุ 18 ปีขึ้นไป`,
    zh: (n: string) => `请理性娱乐。${n} 会员须年满 18 岁。`,
    ar: (n: string) => `العب بمسؤولية. يجب أن يكون عمر أعضاء ${n} 18 عامًا أو أكثر.`,
  },
];

/** Languages whose banner art `lobby new` draws (assets/banners/<lang>/, cli/src/commands/new). */
const BANNER_LANGUAGES = ['en', 'th', 'zh'] as const;

/**
 * A banner's image in each drawn language; the tenant's default language is the default set
 * (assets/banners/*.svg), which answers every other language (spec §7 banner call).
 */
function bannerUrl(n: number, defaultLanguage: string): { [lang: string]: string } {
  return {
    ...Object.fromEntries(
      BANNER_LANGUAGES.map((lang) => [lang, `/assets/banners/${lang}/banner-${n}.svg`]),
    ),
    [defaultLanguage]: `/assets/banners/banner-${n}.svg`,
  };
}

type Link = { type: Banner['linkageType']; to: string };
const NO_LINK: Link = { type: 'none', to: '' };

/**
 * Where each home banner's call to action leads, matching its art (cli/src/commands/new draws
 * "Join now" on the welcome bonus, "Play now" on the rebate, "Invite" on refer-a-friend). Every
 * one is a route of the site (runtime/src/app/seeded-linkages.test.ts holds them to its route table): a
 * banner that leaves the site or goes nowhere loses the player its art just won.
 */
export function homeBannerLinks(manifest: TenantManifest): Link[] {
  return [
    { type: 'route', to: '/promotions' },
    { type: 'route', to: '/rng' },
    // Without a referral programme the invitation is the refer-a-friend promotion.
    { type: 'route', to: manifest.flags.referral ? '/member?tab=referral' : '/promotions' },
  ];
}

export const seedContentStep: SeedStep = (data, manifest, { clock }) => {
  const now = clock.now();
  const name = manifest.displayName;
  let age = 0;
  for (const type of ['B', 'PL', 'PU', 'PR', 'H'] as const) {
    TOPICS[type].forEach((topic, i) => {
      const promo = type === 'PR' && i === 0;
      data.content.announcements.push({
        id: nextId(data),
        type,
        title: fill(
          {
            en: (t) => `${name}: ${t.en}`,
            th: (t) => `${name}: ${t.th}`,
            zh: (t) => `${name}：${t.zh}`,
          },
          topic,
        ),
        content: {
          en: BODY.en(topic.en, name, promo),
          th: BODY.th(topic.th, name, promo),
          zh: BODY.zh(topic.zh, name, promo),
        },
        action: promo ? 'rewardCenter' : null,
        at: now - ++age * 5 * HOUR,
      });
    });
  }

  for (const p of POPUPS)
    data.content.popups.push({
      id: nextId(data),
      execution: p.execution,
      title: fill(p.title, name),
      content: { ...p.content },
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
        url: bannerUrl(n, manifest.languages.default),
        linkageType: link.type,
        linkage: link.to,
        sequence: n,
      });
    }
  }

  NOTICES.forEach((text, i) =>
    data.content.notices.push({
      id: nextId(data),
      text: fill(text, name),
      at: now - (i + 1) * HOUR,
    }),
  );
};
