// The remarks the mock back office writes on a points redemption, in every language a site may
// offer (the table's type says so): a Thai player's redemption never reads "Waiting for review".
// Each redemption keeps every text, so it reads in whatever language the site is in later.
import type { Language } from '#schemas/constants.ts';

type RedemptionRemark = 'pending' | 'approved' | 'refunded';

const REMARKS: Record<Language, Record<RedemptionRemark, string>> = {
  th: { pending: 'รอการตรวจสอบ', approved: 'อนุมัติแล้ว', refunded: 'สินค้าหมดที่ผู้จัดหา คืนคะแนนแล้ว' },
  en: {
    pending: 'Waiting for review',
    approved: 'Approved',
    refunded: 'Out of stock at the supplier; points refunded',
  },
  zh: { pending: '等待审核', approved: '已批准', refunded: '供应商缺货，积分已退还' },
  'zh-Hant': { pending: '等待審核', approved: '已核准', refunded: '供應商缺貨，積分已退還' },
  ja: {
    pending: '審査待ち',
    approved: '承認済み',
    refunded: '仕入先で在庫切れのため、ポイントを返却しました',
  },
  ko: {
    pending: '검토 대기 중',
    approved: '승인됨',
    refunded: '공급처 재고 소진으로 포인트가 환불되었습니다',
  },
  vi: {
    pending: 'Đang chờ xét duyệt',
    approved: 'Đã duyệt',
    refunded: 'Nhà cung cấp hết hàng; đã hoàn điểm',
  },
  id: {
    pending: 'Menunggu peninjauan',
    approved: 'Disetujui',
    refunded: 'Stok habis di pemasok; poin dikembalikan',
  },
  ms: {
    pending: 'Menunggu semakan',
    approved: 'Diluluskan',
    refunded: 'Stok habis di pembekal; mata dikembalikan',
  },
  tl: {
    pending: 'Naghihintay ng pagsusuri',
    approved: 'Naaprubahan',
    refunded: 'Ubos na ang stock sa supplier; ibinalik ang mga puntos',
  },
  my: {
    pending: 'စစ်ဆေးရန် စောင့်ဆိုင်းနေသည်',
    approved: 'အတည်ပြုပြီး',
    refunded: 'ပေးသွင်းသူထံ ပစ္စည်းကုန်သွားသဖြင့် အမှတ်များ ပြန်အမ်းပြီး',
  },
  km: {
    pending: 'កំពុងរង់ចាំការពិនិត្យ',
    approved: 'បានអនុម័ត',
    refunded: 'អ្នកផ្គត់ផ្គង់អស់ស្តុក បានបង្វិលពិន្ទុវិញ',
  },
  lo: {
    pending: 'ລໍຖ້າການກວດສອບ',
    approved: 'ອະນຸມັດແລ້ວ',
    refunded: 'ສິນຄ້າໝົດຢູ່ຜູ້ສະໜອງ ຄືນຄະແນນແລ້ວ',
  },
  hi: {
    pending: 'समीक्षा की प्रतीक्षा में',
    approved: 'स्वीकृत',
    refunded: 'आपूर्तिकर्ता के पास स्टॉक खत्म; पॉइंट वापस कर दिए गए',
  },
  bn: {
    pending: 'পর্যালোচনার অপেক্ষায়',
    approved: 'অনুমোদিত',
    refunded: 'সরবরাহকারীর কাছে স্টক শেষ; পয়েন্ট ফেরত দেওয়া হয়েছে',
  },
  ur: {
    pending: 'جائزے کا منتظر',
    approved: 'منظور شدہ',
    refunded: 'سپلائر کے پاس اسٹاک ختم؛ پوائنٹس واپس کر دیے گئے',
  },
  ta: {
    pending: 'மதிப்பாய்வுக்காகக் காத்திருக்கிறது',
    approved: 'அங்கீகரிக்கப்பட்டது',
    refunded: 'விநியோகஸ்தரிடம் கையிருப்பு இல்லை; புள்ளிகள் திருப்பி அளிக்கப்பட்டன',
  },
  te: {
    pending: 'సమీక్ష కోసం వేచి ఉంది',
    approved: 'ఆమోదించబడింది',
    refunded: 'సరఫరాదారు వద్ద స్టాక్ లేదు; పాయింట్లు తిరిగి ఇవ్వబడ్డాయి',
  },
  ne: {
    pending: 'समीक्षाको प्रतीक्षामा',
    approved: 'स्वीकृत',
    refunded: 'आपूर्तिकर्तासँग स्टक सकियो; अंक फिर्ता गरियो',
  },
  si: {
    pending: 'සමාලෝචනය සඳහා රැඳී සිටී',
    approved: 'අනුමත විය',
    refunded: 'සැපයුම්කරු වෙත තොග අවසන්; ලකුණු ආපසු ලබා දෙන ලදී',
  },
  ar: {
    pending: 'بانتظار المراجعة',
    approved: 'تمت الموافقة',
    refunded: 'نفد المخزون لدى المورّد؛ أُعيدت النقاط',
  },
  fa: {
    pending: 'در انتظار بررسی',
    approved: 'تأیید شد',
    refunded: 'موجودی تأمین‌کننده تمام شد؛ امتیازها بازگردانده شد',
  },
  tr: {
    pending: 'İnceleme bekleniyor',
    approved: 'Onaylandı',
    refunded: 'Tedarikçide stok tükendi; puanlar iade edildi',
  },
  ru: {
    pending: 'Ожидает проверки',
    approved: 'Одобрено',
    refunded: 'Нет в наличии у поставщика; баллы возвращены',
  },
  uk: {
    pending: 'Очікує на перевірку',
    approved: 'Схвалено',
    refunded: 'Немає в наявності в постачальника; бали повернено',
  },
  kk: {
    pending: 'Тексеруді күтуде',
    approved: 'Мақұлданды',
    refunded: 'Жеткізушіде қор таусылды; ұпайлар қайтарылды',
  },
  uz: {
    pending: 'Koʻrib chiqish kutilmoqda',
    approved: 'Tasdiqlandi',
    refunded: 'Yetkazib beruvchida zaxira tugadi; ballar qaytarildi',
  },
  es: {
    pending: 'Pendiente de revisión',
    approved: 'Aprobado',
    refunded: 'Sin existencias en el proveedor; puntos reembolsados',
  },
  pt: {
    pending: 'Aguardando análise',
    approved: 'Aprovado',
    refunded: 'Sem estoque no fornecedor; pontos reembolsados',
  },
  fr: {
    pending: 'En attente de vérification',
    approved: 'Approuvé',
    refunded: 'Rupture de stock chez le fournisseur ; points remboursés',
  },
  de: {
    pending: 'Wartet auf Prüfung',
    approved: 'Genehmigt',
    refunded: 'Beim Lieferanten nicht vorrätig; Punkte erstattet',
  },
  it: {
    pending: 'In attesa di verifica',
    approved: 'Approvato',
    refunded: 'Esaurito presso il fornitore; punti rimborsati',
  },
  nl: {
    pending: 'Wacht op beoordeling',
    approved: 'Goedgekeurd',
    refunded: 'Niet op voorraad bij de leverancier; punten terugbetaald',
  },
  pl: {
    pending: 'Oczekuje na weryfikację',
    approved: 'Zatwierdzono',
    refunded: 'Brak w magazynie dostawcy; punkty zwrócone',
  },
  ro: {
    pending: 'În așteptarea verificării',
    approved: 'Aprobat',
    refunded: 'Stoc epuizat la furnizor; punctele au fost returnate',
  },
};

/** The remark in every language, as a redemption keeps it. */
export function remarkTexts(remark: RedemptionRemark): { [lang: string]: string } {
  return Object.fromEntries(Object.entries(REMARKS).map(([lang, texts]) => [lang, texts[remark]]));
}
