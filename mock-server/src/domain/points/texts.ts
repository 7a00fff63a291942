// The seeded points-mall items' names in every language the site can offer.
import type { Language } from '#schemas/constants.ts';

/** Free spin voucher, bonus credit 100, team jersey, smartphone: the order of the seeded items. */
type MallItemNames = readonly [string, string, string, string];

export const MALL_ITEM_NAMES: Record<Language, MallItemNames> = {
  en: ['Free spin voucher', 'Bonus credit 100', 'Team jersey', 'Smartphone'],
  th: ['คูปองฟรีสปิน', 'เครดิตโบนัส 100', 'เสื้อทีม', 'สมาร์ทโฟน'],
  zh: ['免费旋转券', '奖金额度 100', '球队球衣', '智能手机'],
  'zh-Hant': ['免費旋轉券', '獎金額度 100', '球隊球衣', '智慧型手機'],
  ja: ['フリースピン券', 'ボーナスクレジット 100', 'チームユニフォーム', 'スマートフォン'],
  ko: ['무료 스핀 쿠폰', '보너스 크레딧 100', '팀 유니폼', '스마트폰'],
  vi: ['Phiếu quay miễn phí', 'Tín dụng thưởng 100', 'Áo đấu của đội', 'Điện thoại thông minh'],
  id: ['Voucher putaran gratis', 'Kredit bonus 100', 'Jersey tim', 'Ponsel pintar'],
  ms: ['Baucar putaran percuma', 'Kredit bonus 100', 'Jersi pasukan', 'Telefon pintar'],
  tl: ['Voucher ng libreng ikot', 'Bonus na kredito 100', 'Jersey ng koponan', 'Smartphone'],
  my: ['အခမဲ့လှည့်ခွင့် ဘောက်ချာ', 'ဘောနပ်စ် ခရက်ဒစ် 100', 'အသင်းဂျာစီ', 'စမတ်ဖုန်း'],
  km: ['ប័ណ្ណបង្វិលឥតគិតថ្លៃ', 'ឥណទានប្រាក់រង្វាន់ 100', 'អាវក្រុម', 'ស្មាតហ្វូន'],
  lo: ['ຄູປອງໝູນຟຣີ', 'ເຄຣດິດໂບນັດ 100', 'ເສື້ອທີມ', 'ສະມາດໂຟນ'],
  hi: ['फ़्री स्पिन वाउचर', 'बोनस क्रेडिट 100', 'टीम जर्सी', 'स्मार्टफ़ोन'],
  bn: ['ফ্রি স্পিন ভাউচার', 'বোনাস ক্রেডিট 100', 'দলের জার্সি', 'স্মার্টফোন'],
  ur: ['مفت اسپن واؤچر', 'بونس کریڈٹ 100', 'ٹیم جرسی', 'اسمارٹ فون'],
  ta: ['இலவச சுழற்சி வவுச்சர்', 'போனஸ் கிரெடிட் 100', 'அணி ஜெர்சி', 'ஸ்மார்ட்போன்'],
  te: ['ఉచిత స్పిన్ వోచర్', 'బోనస్ క్రెడిట్ 100', 'జట్టు జెర్సీ', 'స్మార్ట్‌ఫోన్'],
  ne: ['निःशुल्क स्पिन भाउचर', 'बोनस क्रेडिट 100', 'टोलीको जर्सी', 'स्मार्टफोन'],
  si: ['නොමිලේ කරකැවීම් වවුචරය', 'ප්‍රසාද ණය 100', 'කණ්ඩායම් ජර්සිය', 'ස්මාර්ට් දුරකථනය'],
  ar: ['قسيمة دورات مجانية', 'رصيد مكافأة 100', 'قميص الفريق', 'هاتف ذكي'],
  fa: ['کوپن چرخش رایگان', 'اعتبار پاداش 100', 'پیراهن تیم', 'گوشی هوشمند'],
  tr: ['Bedava dönüş kuponu', 'Bonus kredi 100', 'Takım forması', 'Akıllı telefon'],
  ru: ['Купон на бесплатные вращения', 'Бонусный кредит 100', 'Командная футболка', 'Смартфон'],
  uk: ['Купон на безкоштовні оберти', 'Бонусний кредит 100', 'Командна футболка', 'Смартфон'],
  kk: ['Тегін айналым купоны', 'Бонустық кредит 100', 'Команда жейдесі', 'Смартфон'],
  uz: ['Bepul aylantirish kuponi', 'Bonus krediti 100', 'Jamoa formasi', 'Smartfon'],
  es: [
    'Cupón de giros gratis',
    'Crédito de bono 100',
    'Camiseta del equipo',
    'Teléfono inteligente',
  ],
  pt: ['Cupom de giros grátis', 'Crédito de bônus 100', 'Camisa do time', 'Celular'],
  fr: ['Bon de tours gratuits', 'Crédit bonus 100', 'Maillot de l’équipe', 'Smartphone'],
  de: ['Freispiel-Gutschein', 'Bonusguthaben 100', 'Mannschaftstrikot', 'Smartphone'],
  it: ['Buono giri gratis', 'Credito bonus 100', 'Maglia della squadra', 'Smartphone'],
  nl: ['Tegoedbon voor gratis spins', 'Bonustegoed 100', 'Teamshirt', 'Smartphone'],
  pl: ['Kupon na darmowe spiny', 'Kredyt bonusowy 100', 'Koszulka drużyny', 'Smartfon'],
  ro: ['Voucher de rotiri gratuite', 'Credit bonus 100', 'Tricoul echipei', 'Smartphone'],
};
