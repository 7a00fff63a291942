// What the system family tells a visitor about the tenant, built from its manifest: the
// whitelabel tree of flags, register rules, customer service, resources, help, country codes.
import type { TenantManifest } from '#schemas/index.ts';
import { REGISTRATION_FIELDS } from '#schemas/constants.ts';
import { whitelabelTree } from '#schemas/whitelabel.ts';
import type { FieldRuleLike } from '#schemas/field-rules.ts';
import { localize, pickLanguage, type LocalizedText } from '#schemas/localized.ts';
import { mainDomainOf, type Tenant } from '../../tenancy.ts';
import { nameTexts } from '#schemas/name-texts.ts';

// A type alias (not an interface) so the values fit the contract's open object types.
type FieldRule = { [K in keyof FieldRuleLike]: FieldRuleLike[K] };

/** whitelabelVal: every flag by name, the one-click providers as their own object. */
export function whitelabelValues(m: TenantManifest): Record<string, unknown> {
  return { ...m.flags, oneClickLogin: { ...m.flags.oneClickLogin } };
}

/** Register rules by field (all fields, or only the enabled ones). */
export function registerRulesOf(
  m: TenantManifest,
  o: { enabledOnly: boolean },
): Record<string, FieldRule> {
  const all = m.registration.fields as Partial<Record<string, FieldRuleLike>>;
  const rules: Record<string, FieldRule> = {};
  for (const field of REGISTRATION_FIELDS) {
    const rule = all[field];
    if (rule && (rule.enabled || !o.enabledOnly)) rules[field] = { ...rule };
  }
  return rules;
}

function resources(m: TenantManifest, text: (t: LocalizedText) => string) {
  const list: { resourceType: string; labelNameEn: string; url: string; content?: string }[] = [];
  if (m.apps.ios) list.push({ resourceType: 'APP_IOS', labelNameEn: 'ios', url: m.apps.ios });
  if (m.apps.android)
    list.push({ resourceType: 'APP_ANDROID', labelNameEn: 'android', url: m.apps.android });
  if (m.apps.iosLite)
    list.push({
      resourceType: 'APP_IOS_LITE',
      labelNameEn: 'iosLite',
      url: m.apps.iosLite.url,
      content: m.apps.iosLite.steps.join('\n'),
    });
  list.push({
    resourceType: 'LICENCE',
    labelNameEn: 'licence',
    url: '',
    content: text(nameTexts(m).licence),
  });
  for (const [name, url] of Object.entries(m.social as Record<string, string | undefined>)) {
    if (url) list.push({ resourceType: 'SOCIAL', labelNameEn: name, url });
  }
  return list;
}

/** value.info of the status/permission calls. */
export function permissionInfo(tenant: Tenant, lang?: string) {
  const m = tenant.manifest;
  const text = (t: LocalizedText) => localize(t, lang ?? m.languages.default, m.languages.default);
  return {
    merchantCode: m.merchantCode,
    mainDomain: mainDomainOf(m),
    whitelabel: whitelabelTree(m.flags),
    registerRules: registerRulesOf(m, { enabledOnly: false }),
    customerService: m.customerService.map((cs, i) => ({
      csPosition: i + 1,
      title: text(cs.title),
      csType: cs.type,
      url: cs.url,
    })),
    resources: resources(m, text),
    domainRoute: [...m.domains],
    analytics: { ...m.analytics },
    imageCDNs: [...m.cdn.images],
    launchGameCDNs: [...m.cdn.gameLaunch],
  };
}

const COUNTRIES = [
  { countryCode: 'TH', name: 'Thailand', dialingCode: '66', currency: 'THB' },
  { countryCode: 'CN', name: 'China', dialingCode: '86', currency: 'CNY' },
  { countryCode: 'PH', name: 'Philippines', dialingCode: '63', currency: 'PHP' },
  { countryCode: 'VN', name: 'Vietnam', dialingCode: '84', currency: 'VND' },
  { countryCode: 'MY', name: 'Malaysia', dialingCode: '60', currency: 'MYR' },
  { countryCode: 'ID', name: 'Indonesia', dialingCode: '62', currency: 'IDR' },
  { countryCode: 'SG', name: 'Singapore', dialingCode: '65', currency: 'SGD' },
  { countryCode: 'KH', name: 'Cambodia', dialingCode: '855', currency: 'KHR' },
  { countryCode: 'LA', name: 'Laos', dialingCode: '856', currency: 'LAK' },
  { countryCode: 'MM', name: 'Myanmar', dialingCode: '95', currency: 'MMK' },
  { countryCode: 'IN', name: 'India', dialingCode: '91', currency: 'INR' },
  { countryCode: 'JP', name: 'Japan', dialingCode: '81', currency: 'JPY' },
  { countryCode: 'KR', name: 'South Korea', dialingCode: '82', currency: 'KRW' },
  { countryCode: 'BR', name: 'Brazil', dialingCode: '55', currency: 'BRL' },
  { countryCode: 'US', name: 'United States', dialingCode: '1', currency: 'USD' },
] as const;

/** Country dialing codes, the tenant's currency country first. */
export function countryCodesFor(m: TenantManifest) {
  const list = COUNTRIES.map(({ countryCode, name, dialingCode }) => ({
    countryCode,
    name,
    dialingCode,
  }));
  const home = COUNTRIES.findIndex((c) => c.currency === m.currency.code);
  if (home > 0) list.unshift(...list.splice(home, 1));
  return list;
}

const TITLES: Record<string, Record<string, string>> = {
  en: {
    about: 'About us',
    term: 'Terms and conditions',
    privacy: 'Privacy policy',
    responsible: 'Responsible gaming',
    deposit: 'How to deposit',
    withdraw: 'How to withdraw',
    contact: 'Contact us',
  },
  th: {
    about: 'เกี่ยวกับเรา',
    term: 'ข้อกำหนดและเงื่อนไข',
    privacy: 'นโยบายความเป็นส่วนตัว',
    responsible: 'การเล่นอย่างรับผิดชอบ',
    deposit: 'วิธีฝากเงิน',
    withdraw: 'วิธีถอนเงิน',
    contact: 'ติดต่อเรา',
  },
  zh: {
    about: '关于我们',
    term: '条款与条件',
    privacy: '隐私政策',
    responsible: '负责任博彩',
    deposit: '如何存款',
    withdraw: '如何取款',
    contact: '联系我们',
  },
};

function escapeHtml(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );
}

/** Help-centre page bodies per language: the tenant's name, currency, ages, licence and channels. */
interface HelpFacts {
  name: string;
  currency: string;
  age: number;
  licence: string;
  cs: string;
}
type HelpBodies = (f: HelpFacts) => Record<string, string>;

const BODIES: Record<'en' | 'th' | 'zh', HelpBodies> = {
  en: (f) => ({
    about: `<p>${f.name} offers casino, slots, sports and lottery games in ${f.currency}.</p>`,
    term: [
      `<p>By opening an account with ${f.name} you accept these terms.</p>`,
      '<ol>',
      `<li>You must be at least ${f.age} years old.</li>`,
      '<li>One account per person; accounts are personal and may not be transferred.</li>',
      '<li>Bonuses carry wagering requirements shown with each promotion.</li>',
      '<li>Withdrawals go only to accounts in the registered payee name.</li>',
      '</ol>',
      `<p>${f.licence}</p>`,
    ].join(''),
    privacy:
      '<p>We keep your personal data only to run your account and never sell it. Passwords are stored as salted hashes.</p>',
    responsible: `<p>Play for fun, set limits and take breaks. Players under ${f.age} may not play.</p>`,
    deposit:
      '<p>Open the wallet, choose Deposit, pick a channel and an amount. Credited deposits send you a message.</p>',
    withdraw:
      '<p>Open the wallet, choose Withdraw, enter the amount and your payment password. Confirm receipt when the money arrives.</p>',
    contact: `<ul>${f.cs}</ul>`,
  }),
  th: (f) => ({
    about: `<p>${f.name} ให้บริการคาสิโน สล็อต กีฬา และหวย ในสกุลเงิน ${f.currency}</p>`,
    term: [
      `<p>เมื่อเปิดบัญชีกับ ${f.name} ถือว่าคุณยอมรับข้อกำหนดเหล่านี้</p>`,
      '<ol>',
      `<li>คุณต้องมีอายุอย่างน้อย ${f.age} ปี</li>`,
      '<li>หนึ่งบัญชีต่อหนึ่งคน บัญชีเป็นของส่วนตัวและไม่สามารถโอนให้ผู้อื่นได้</li>',
      '<li>โบนัสมีเงื่อนไขยอดเดิมพันตามที่แสดงไว้ในแต่ละโปรโมชั่น</li>',
      '<li>ถอนเงินได้เฉพาะเข้าบัญชีที่เป็นชื่อผู้รับเงินที่ลงทะเบียนไว้เท่านั้น</li>',
      '</ol>',
      `<p>${f.licence}</p>`,
    ].join(''),
    privacy:
      '<p>เราเก็บข้อมูลส่วนบุคคลของคุณเพื่อใช้ดูแลบัญชีของคุณเท่านั้นและจะไม่ขายข้อมูลให้ผู้ใด รหัสผ่านถูกจัดเก็บในรูปแบบแฮชพร้อมซอลต์</p>',
    responsible: `<p>เล่นเพื่อความสนุก กำหนดขีดจำกัด และพักเป็นระยะ ผู้ที่อายุต่ำกว่า ${f.age} ปีไม่สามารถเล่นได้</p>`,
    deposit:
      '<p>เปิดกระเป๋าเงิน เลือกฝากเงิน เลือกช่องทางและจำนวนเงิน เมื่อเงินเข้าบัญชีแล้วคุณจะได้รับข้อความแจ้ง</p>',
    withdraw:
      '<p>เปิดกระเป๋าเงิน เลือกถอนเงิน กรอกจำนวนเงินและรหัสผ่านการชำระเงิน แล้วยืนยันการรับเงินเมื่อเงินเข้าบัญชี</p>',
    contact: `<ul>${f.cs}</ul>`,
  }),
  zh: (f) => ({
    about: `<p>${f.name} 提供以 ${f.currency} 结算的真人娱乐场、老虎机、体育和彩票游戏。</p>`,
    term: [
      `<p>在 ${f.name} 开设账户即表示您接受以下条款。</p>`,
      '<ol>',
      `<li>您必须年满 ${f.age} 岁。</li>`,
      '<li>每人仅限一个账户；账户归个人所有，不得转让。</li>',
      '<li>奖金须满足各项优惠活动中注明的流水要求。</li>',
      '<li>取款只能转入与注册收款人姓名一致的账户。</li>',
      '</ol>',
      `<p>${f.licence}</p>`,
    ].join(''),
    privacy: '<p>我们仅为运营您的账户而保存您的个人资料，绝不出售。密码以加盐哈希形式存储。</p>',
    responsible: `<p>娱乐为主，设定限额，适时休息。未满 ${f.age} 岁者不得参与游戏。</p>`,
    deposit: '<p>打开钱包，选择存款，选择渠道和金额。存款到账后您会收到一条消息。</p>',
    withdraw: '<p>打开钱包，选择取款，输入金额和支付密码。款项到账后请确认收款。</p>',
    contact: `<ul>${f.cs}</ul>`,
  }),
};

/** Help-centre sections as HTML, titles and bodies in en, th or zh (then the tenant's default). */
export function helpSections(m: TenantManifest, lang: string) {
  const titles = TITLES[lang] ?? TITLES[lang.split('-')[0] ?? ''] ?? TITLES.en!;
  const text = (t: LocalizedText) => localize(t, lang, m.languages.default);
  const cs = m.customerService
    .map((c) => `<li><a href="${escapeHtml(c.url)}">${escapeHtml(text(c.title))}</a></li>`)
    .join('');
  const facts: HelpFacts = {
    name: escapeHtml(m.displayName),
    currency: escapeHtml(m.currency.code),
    age: m.legal.minimumAge,
    licence: escapeHtml(text(nameTexts(m).licence)),
    cs,
  };
  const body = (pickLanguage(BODIES, lang, m.languages.default) ?? BODIES.en)(facts);
  return Object.keys(body).map((id) => ({
    id,
    title: titles[id] ?? TITLES.en![id] ?? id,
    content: body[id] ?? '',
  }));
}
