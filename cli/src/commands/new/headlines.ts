// The words drawn into a tenant's art: the home banners' headlines and the promotion images'.
// Written for every language the site can offer (the table's type says so), like the UI's words:
// a Japanese player of a Chinese brand sees Japanese banners, never the brand's Chinese art.
import type { Language } from '#schemas/constants.ts';

/** One piece of art's words: its title, the line under it, and its button. */
export type Words = readonly [title: string, line: string, cta: string];

export interface ArtWords {
  /** Welcome bonus, daily rebate, refer a friend (the home banners, in that order). */
  banners: readonly [Words, Words, Words];
  apply: Words;
  claim: Words;
  join: Words;
}

export const HEADLINES: Readonly<Record<Language, ArtWords>> = {
  en: {
    banners: [
      ['Welcome bonus 100%', 'Double your first deposit', 'Join now'],
      ['Daily rebate 1.2%', 'Cash back on every bet, every day', 'Play now'],
      ['Refer a friend', 'Earn a reward for every friend who plays', 'Invite'],
    ],
    apply: ['Deposit bonus', 'Apply with your slip', 'Apply'],
    claim: ['Free bonus', 'Ready to claim', 'Claim'],
    join: ['Weekly event', 'Play and win prizes', 'Join'],
  },
  th: {
    banners: [
      ['โบนัสต้อนรับ 100%', 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า', 'สมัครเลย'],
      ['คืนยอดเสียทุกวัน 1.2%', 'รับเงินคืนทุกการเดิมพัน ทุกวัน', 'เล่นเลย'],
      ['ชวนเพื่อนรับรางวัล', 'รับรางวัลทุกครั้งที่เพื่อนเล่น', 'ชวนเพื่อน'],
    ],
    apply: ['โบนัสเงินฝาก', 'แนบสลิปเพื่อสมัคร', 'สมัคร'],
    claim: ['โบนัสฟรี', 'พร้อมให้รับแล้ว', 'รับเลย'],
    join: ['กิจกรรมประจำสัปดาห์', 'เล่นและลุ้นรางวัล', 'เข้าร่วม'],
  },
  zh: {
    banners: [
      ['新会员首存送 100%', '首次存款奖金翻倍', '立即加入'],
      ['每日返水 1.2%', '每笔投注天天返现', '立即游戏'],
      ['推荐好友赢奖励', '好友每次游戏您都有奖励', '邀请好友'],
    ],
    apply: ['存款奖金', '上传凭证即可申请', '申请'],
    claim: ['免费奖金', '现在即可领取', '领取'],
    join: ['每周活动', '参与游戏赢大奖', '参加'],
  },
  'zh-Hant': {
    banners: [
      ['新會員首存送 100%', '首次存款獎金翻倍', '立即加入'],
      ['每日返水 1.2%', '每筆投注天天返現', '立即遊戲'],
      ['推薦好友贏獎勵', '好友每次遊戲您都有獎勵', '邀請好友'],
    ],
    apply: ['存款獎金', '上傳憑證即可申請', '申請'],
    claim: ['免費獎金', '現在即可領取', '領取'],
    join: ['每週活動', '參與遊戲贏大獎', '參加'],
  },
  ja: {
    banners: [
      ['ウェルカムボーナス 100%', '初回入金が2倍に', '今すぐ登録'],
      ['毎日リベート 1.2%', 'すべてのベットに毎日キャッシュバック', '今すぐプレイ'],
      ['友達紹介', '友達がプレイするたびに報酬', '招待する'],
    ],
    apply: ['入金ボーナス', '振込明細を添えて申請', '申請'],
    claim: ['無料ボーナス', '今すぐ受け取れます', '受け取る'],
    join: ['毎週のイベント', 'プレイして賞品を獲得', '参加'],
  },
  ko: {
    banners: [
      ['웰컴 보너스 100%', '첫 입금을 두 배로', '지금 가입'],
      ['매일 리베이트 1.2%', '매일 모든 베팅에 캐시백', '지금 플레이'],
      ['친구 추천', '친구가 플레이할 때마다 보상', '초대하기'],
    ],
    apply: ['입금 보너스', '입금 증빙으로 신청', '신청'],
    claim: ['무료 보너스', '지금 받을 수 있습니다', '받기'],
    join: ['주간 이벤트', '플레이하고 상품 받기', '참여'],
  },
  vi: {
    banners: [
      ['Thưởng chào mừng 100%', 'Nhân đôi lần nạp đầu tiên', 'Tham gia ngay'],
      ['Hoàn trả mỗi ngày 1.2%', 'Hoàn tiền mọi cược, mỗi ngày', 'Chơi ngay'],
      ['Giới thiệu bạn bè', 'Nhận thưởng mỗi khi bạn bè chơi', 'Mời bạn'],
    ],
    apply: ['Thưởng nạp tiền', 'Đăng ký kèm biên lai', 'Đăng ký'],
    claim: ['Thưởng miễn phí', 'Sẵn sàng để nhận', 'Nhận'],
    join: ['Sự kiện hằng tuần', 'Chơi và giành giải thưởng', 'Tham gia'],
  },
  id: {
    banners: [
      ['Bonus sambutan 100%', 'Gandakan deposit pertama Anda', 'Daftar sekarang'],
      ['Rabat harian 1,2%', 'Uang kembali tiap taruhan, tiap hari', 'Main sekarang'],
      ['Ajak teman', 'Dapatkan hadiah setiap kali teman bermain', 'Undang'],
    ],
    apply: ['Bonus deposit', 'Ajukan dengan bukti transfer', 'Ajukan'],
    claim: ['Bonus gratis', 'Siap diklaim', 'Klaim'],
    join: ['Acara mingguan', 'Main dan menangkan hadiah', 'Ikuti'],
  },
  ms: {
    banners: [
      ['Bonus alu-aluan 100%', 'Gandakan deposit pertama anda', 'Sertai sekarang'],
      ['Rebat harian 1.2%', 'Pulangan tunai setiap pertaruhan, setiap hari', 'Main sekarang'],
      ['Rujuk rakan', 'Dapatkan ganjaran setiap kali rakan bermain', 'Jemput'],
    ],
    apply: ['Bonus deposit', 'Mohon dengan slip anda', 'Mohon'],
    claim: ['Bonus percuma', 'Sedia untuk dituntut', 'Tuntut'],
    join: ['Acara mingguan', 'Main dan menangi hadiah', 'Sertai'],
  },
  tl: {
    banners: [
      ['Bonus sa pagsali 100%', 'Doblehin ang unang deposito mo', 'Sumali na'],
      ['Araw-araw na rebate 1.2%', 'Cashback sa bawat taya, araw-araw', 'Maglaro na'],
      ['Mag-imbita ng kaibigan', 'May gantimpala sa bawat kaibigang naglalaro', 'Mag-imbita'],
    ],
    apply: ['Bonus sa deposito', 'Mag-apply gamit ang resibo mo', 'Mag-apply'],
    claim: ['Libreng bonus', 'Handa nang kunin', 'Kunin'],
    join: ['Lingguhang paligsahan', 'Maglaro at manalo ng premyo', 'Sumali'],
  },
  my: {
    banners: [
      ['ကြိုဆိုဘောနပ်စ် 100%', 'ပထမအကြိမ် ငွေသွင်းမှုကို နှစ်ဆ', 'ဝင်ရောက်ပါ'],
      ['နေ့စဉ် ပြန်အမ်းငွေ 1.2%', 'လောင်းကြေးတိုင်းအတွက် နေ့စဉ် ငွေပြန်ရ', 'ကစားပါ'],
      ['သူငယ်ချင်းကို ဖိတ်ပါ', 'သူငယ်ချင်း ကစားတိုင်း ဆုလာဘ်ရယူပါ', 'ဖိတ်ခေါ်ရန်'],
    ],
    apply: ['ငွေသွင်းဘောနပ်စ်', 'ငွေလွှဲပြေစာဖြင့် လျှောက်ထားပါ', 'လျှောက်ရန်'],
    claim: ['အခမဲ့ဘောနပ်စ်', 'ရယူရန် အသင့်ဖြစ်ပါပြီ', 'ရယူရန်'],
    join: ['အပတ်စဉ် ပွဲ', 'ကစားပြီး ဆုများ ရယူပါ', 'ပါဝင်ရန်'],
  },
  km: {
    banners: [
      ['ប្រាក់រង្វាន់ស្វាគមន៍ 100%', 'បង្កើនការដាក់ប្រាក់ដំបូងទ្វេដង', 'ចូលរួមឥឡូវ'],
      ['ប្រាក់បង្វិលប្រចាំថ្ងៃ 1.2%', 'ប្រាក់ត្រឡប់វិញលើរាល់ការភ្នាល់ រៀងរាល់ថ្ងៃ', 'លេងឥឡូវ'],
      ['ណែនាំមិត្តភក្តិ', 'ទទួលរង្វាន់រាល់ពេលមិត្តភក្តិលេង', 'អញ្ជើញ'],
    ],
    apply: ['ប្រាក់រង្វាន់ដាក់ប្រាក់', 'ដាក់ពាក្យជាមួយបង្កាន់ដៃ', 'ដាក់ពាក្យ'],
    claim: ['ប្រាក់រង្វាន់ឥតគិតថ្លៃ', 'រួចរាល់សម្រាប់ទទួល', 'ទទួល'],
    join: ['ព្រឹត្តិការណ៍ប្រចាំសប្តាហ៍', 'លេង និងឈ្នះរង្វាន់', 'ចូលរួម'],
  },
  lo: {
    banners: [
      ['ໂບນັດຕ້ອນຮັບ 100%', 'ເພີ່ມເງິນຝາກຄັ້ງທຳອິດເປັນສອງເທົ່າ', 'ສະໝັກເລີຍ'],
      ['ເງິນຄືນລາຍວັນ 1.2%', 'ຮັບເງິນຄືນທຸກການເດີມພັນ ທຸກມື້', 'ຫຼິ້ນເລີຍ'],
      ['ແນະນຳໝູ່', 'ຮັບລາງວັນທຸກຄັ້ງທີ່ໝູ່ຫຼິ້ນ', 'ເຊີນໝູ່'],
    ],
    apply: ['ໂບນັດເງິນຝາກ', 'ສະໝັກພ້ອມສະລິບ', 'ສະໝັກ'],
    claim: ['ໂບນັດຟຣີ', 'ພ້ອມໃຫ້ຮັບແລ້ວ', 'ຮັບເລີຍ'],
    join: ['ກິດຈະກຳປະຈຳອາທິດ', 'ຫຼິ້ນແລະລຸ້ນຮັບລາງວັນ', 'ເຂົ້າຮ່ວມ'],
  },
  hi: {
    banners: [
      ['स्वागत बोनस 100%', 'पहली जमा को दोगुना करें', 'अभी जुड़ें'],
      ['दैनिक रिबेट 1.2%', 'हर दांव पर, हर दिन कैशबैक', 'अभी खेलें'],
      ['दोस्त को बुलाएं', 'हर खेलने वाले दोस्त पर इनाम पाएं', 'बुलाएं'],
    ],
    apply: ['जमा बोनस', 'अपनी रसीद के साथ आवेदन करें', 'आवेदन करें'],
    claim: ['मुफ़्त बोनस', 'लेने के लिए तैयार', 'लें'],
    join: ['साप्ताहिक इवेंट', 'खेलें और इनाम जीतें', 'भाग लें'],
  },
  bn: {
    banners: [
      ['স্বাগত বোনাস 100%', 'প্রথম জমা দ্বিগুণ করুন', 'যোগ দিন'],
      ['দৈনিক রিবেট 1.2%', 'প্রতিটি বাজিতে প্রতিদিন ক্যাশব্যাক', 'খেলুন'],
      ['বন্ধুকে আমন্ত্রণ', 'প্রতিটি বন্ধুর খেলায় পুরস্কার পান', 'আমন্ত্রণ'],
    ],
    apply: ['জমা বোনাস', 'রসিদ দিয়ে আবেদন করুন', 'আবেদন'],
    claim: ['ফ্রি বোনাস', 'গ্রহণের জন্য প্রস্তুত', 'গ্রহণ করুন'],
    join: ['সাপ্তাহিক ইভেন্ট', 'খেলুন ও পুরস্কার জিতুন', 'যোগ দিন'],
  },
  ur: {
    banners: [
      ['خوش آمدید بونس 100%', 'اپنی پہلی جمع رقم دگنی کریں', 'ابھی شامل ہوں'],
      ['روزانہ ریبیٹ 1.2%', 'ہر شرط پر، ہر روز کیش بیک', 'ابھی کھیلیں'],
      ['دوست کو مدعو کریں', 'ہر کھیلنے والے دوست پر انعام پائیں', 'مدعو کریں'],
    ],
    apply: ['جمع بونس', 'اپنی رسید کے ساتھ درخواست دیں', 'درخواست دیں'],
    claim: ['مفت بونس', 'وصول کرنے کے لیے تیار', 'وصول کریں'],
    join: ['ہفتہ وار ایونٹ', 'کھیلیں اور انعامات جیتیں', 'شامل ہوں'],
  },
  ta: {
    banners: [
      ['வரவேற்பு போனஸ் 100%', 'முதல் வைப்பை இரட்டிப்பாக்குங்கள்', 'சேருங்கள்'],
      ['தினசரி ரிபேட் 1.2%', 'ஒவ்வொரு பந்தயத்திற்கும் தினமும் கேஷ்பேக்', 'விளையாடு'],
      ['நண்பரை அழையுங்கள்', 'நண்பர் விளையாடும் ஒவ்வொரு முறையும் வெகுமதி', 'அழைக்கவும்'],
    ],
    apply: ['வைப்பு போனஸ்', 'ரசீதுடன் விண்ணப்பிக்கவும்', 'விண்ணப்பி'],
    claim: ['இலவச போனஸ்', 'பெறத் தயார்', 'பெறுக'],
    join: ['வாராந்திர நிகழ்வு', 'விளையாடி பரிசுகளை வெல்லுங்கள்', 'சேருங்கள்'],
  },
  te: {
    banners: [
      ['స్వాగత బోనస్ 100%', 'మీ మొదటి డిపాజిట్ రెట్టింపు', 'చేరండి'],
      ['రోజువారీ రిబేట్ 1.2%', 'ప్రతి పందెంపై ప్రతిరోజూ క్యాష్‌బ్యాక్', 'ఆడండి'],
      ['స్నేహితుడిని ఆహ్వానించండి', 'స్నేహితుడు ఆడిన ప్రతిసారీ బహుమతి', 'ఆహ్వానించు'],
    ],
    apply: ['డిపాజిట్ బోనస్', 'మీ రసీదుతో దరఖాస్తు చేయండి', 'దరఖాస్తు'],
    claim: ['ఉచిత బోనస్', 'పొందడానికి సిద్ధంగా ఉంది', 'పొందండి'],
    join: ['వారపు ఈవెంట్', 'ఆడి బహుమతులు గెలవండి', 'చేరండి'],
  },
  ne: {
    banners: [
      ['स्वागत बोनस 100%', 'पहिलो जम्मा दोब्बर गर्नुहोस्', 'सामेल हुनुहोस्'],
      ['दैनिक रिबेट 1.2%', 'हरेक बाजीमा, हरेक दिन क्यासब्याक', 'खेल्नुहोस्'],
      ['साथीलाई निम्तो', 'साथीले खेल्दा हरेक पटक पुरस्कार', 'निम्तो दिनुहोस्'],
    ],
    apply: ['जम्मा बोनस', 'रसिदसहित आवेदन दिनुहोस्', 'आवेदन'],
    claim: ['निःशुल्क बोनस', 'लिन तयार छ', 'लिनुहोस्'],
    join: ['साप्ताहिक कार्यक्रम', 'खेल्नुहोस् र पुरस्कार जित्नुहोस्', 'सहभागी हुनुहोस्'],
  },
  si: {
    banners: [
      ['සාදර බෝනස් 100%', 'පළමු තැන්පතුව දෙගුණ කරන්න', 'එක්වන්න'],
      ['දෛනික රිබේට් 1.2%', 'සෑම ඔට්ටුවකටම, සෑම දිනකම මුදල් ආපසු', 'ක්‍රීඩා කරන්න'],
      ['මිතුරෙකුට ආරාධනා කරන්න', 'මිතුරා ක්‍රීඩා කරන සෑම වරකම ත්‍යාග', 'ආරාධනා'],
    ],
    apply: ['තැන්පතු බෝනස්', 'රිසිට්පත සමඟ අයදුම් කරන්න', 'අයදුම් කරන්න'],
    claim: ['නොමිලේ බෝනස්', 'ලබා ගැනීමට සූදානම්', 'ලබා ගන්න'],
    join: ['සතිපතා අවස්ථාව', 'ක්‍රීඩා කර ත්‍යාග දිනන්න', 'එක්වන්න'],
  },
  ar: {
    banners: [
      ['مكافأة ترحيب 100%', 'ضاعف إيداعك الأول', 'انضم الآن'],
      ['استرداد يومي 1.2%', 'استرداد نقدي على كل رهان، كل يوم', 'العب الآن'],
      ['ادعُ صديقًا', 'اربح مكافأة عن كل صديق يلعب', 'ادعُ'],
    ],
    apply: ['مكافأة الإيداع', 'قدّم طلبك مع إيصال التحويل', 'قدّم'],
    claim: ['مكافأة مجانية', 'جاهزة للاستلام', 'استلم'],
    join: ['فعالية أسبوعية', 'العب واربح الجوائز', 'شارك'],
  },
  fa: {
    banners: [
      ['پاداش خوش‌آمدگویی 100%', 'اولین واریز خود را دو برابر کنید', 'بپیوندید'],
      ['بازگشت روزانه 1.2%', 'بازگشت نقدی روی هر شرط، هر روز', 'بازی کنید'],
      ['دعوت از دوستان', 'برای هر دوستی که بازی می‌کند پاداش بگیرید', 'دعوت کنید'],
    ],
    apply: ['پاداش واریز', 'با رسید خود درخواست دهید', 'درخواست'],
    claim: ['پاداش رایگان', 'آماده دریافت', 'دریافت'],
    join: ['رویداد هفتگی', 'بازی کنید و جایزه ببرید', 'شرکت'],
  },
  tr: {
    banners: [
      ['Hoş geldin bonusu %100', 'İlk yatırımını ikiye katla', 'Hemen katıl'],
      ['Günlük iade %1,2', 'Her bahiste, her gün nakit iade', 'Hemen oyna'],
      ['Arkadaşını davet et', 'Oynayan her arkadaş için ödül kazan', 'Davet et'],
    ],
    apply: ['Yatırım bonusu', 'Dekontunla başvur', 'Başvur'],
    claim: ['Ücretsiz bonus', 'Almaya hazır', 'Al'],
    join: ['Haftalık etkinlik', 'Oyna ve ödüller kazan', 'Katıl'],
  },
  ru: {
    banners: [
      ['Приветственный бонус 100%', 'Удвойте первый депозит', 'Вступить'],
      ['Ежедневный кешбэк 1,2%', 'Возврат с каждой ставки, каждый день', 'Играть'],
      ['Пригласите друга', 'Награда за каждого играющего друга', 'Пригласить'],
    ],
    apply: ['Бонус на депозит', 'Подайте заявку с квитанцией', 'Подать'],
    claim: ['Бесплатный бонус', 'Можно получить', 'Получить'],
    join: ['Событие недели', 'Играйте и выигрывайте призы', 'Участвовать'],
  },
  uk: {
    banners: [
      ['Вітальний бонус 100%', 'Подвойте перший депозит', 'Приєднатися'],
      ['Щоденний кешбек 1,2%', 'Повернення з кожної ставки щодня', 'Грати'],
      ['Запросіть друга', 'Нагорода за кожного друга, який грає', 'Запросити'],
    ],
    apply: ['Бонус на депозит', 'Подайте заявку з квитанцією', 'Подати'],
    claim: ['Безкоштовний бонус', 'Можна отримати', 'Отримати'],
    join: ['Подія тижня', 'Грайте та вигравайте призи', 'Узяти участь'],
  },
  kk: {
    banners: [
      ['Қош келу бонусы 100%', 'Алғашқы депозитті екі есе арттырыңыз', 'Қосылу'],
      ['Күнделікті кешбэк 1,2%', 'Әр бәске күн сайын қайтарым', 'Ойнау'],
      ['Досыңызды шақырыңыз', 'Ойнаған әр дос үшін сыйлық алыңыз', 'Шақыру'],
    ],
    apply: ['Депозит бонусы', 'Түбіртегіңізбен өтінім беріңіз', 'Өтінім беру'],
    claim: ['Тегін бонус', 'Алуға дайын', 'Алу'],
    join: ['Апталық іс-шара', 'Ойнап, жүлде ұтыңыз', 'Қатысу'],
  },
  uz: {
    banners: [
      ['Xush kelibsiz bonusi 100%', 'Birinchi depozitingizni ikki baravar oshiring', "Qo'shilish"],
      ['Kunlik keshbek 1,2%', 'Har bir tikishdan har kuni qaytim', "O'ynash"],
      ["Do'stni taklif qiling", "O'ynagan har bir do'st uchun mukofot", 'Taklif qilish'],
    ],
    apply: ['Depozit bonusi', 'Kvitansiya bilan ariza bering', 'Ariza berish'],
    claim: ['Bepul bonus', 'Olishga tayyor', 'Olish'],
    join: ['Haftalik tadbir', "O'ynang va sovrinlar yuting", 'Qatnashish'],
  },
  es: {
    banners: [
      ['Bono de bienvenida 100%', 'Duplica tu primer depósito', 'Únete ya'],
      ['Reembolso diario 1,2%', 'Reembolso en cada apuesta, cada día', 'Juega ya'],
      ['Invita a un amigo', 'Gana una recompensa por cada amigo que juegue', 'Invitar'],
    ],
    apply: ['Bono de depósito', 'Solicítalo con tu comprobante', 'Solicitar'],
    claim: ['Bono gratis', 'Listo para reclamar', 'Reclamar'],
    join: ['Evento semanal', 'Juega y gana premios', 'Participar'],
  },
  pt: {
    banners: [
      ['Bônus de boas-vindas 100%', 'Dobre seu primeiro depósito', 'Entre já'],
      ['Cashback diário 1,2%', 'Dinheiro de volta em cada aposta, todo dia', 'Jogue já'],
      ['Indique um amigo', 'Ganhe uma recompensa por cada amigo que jogar', 'Convidar'],
    ],
    apply: ['Bônus de depósito', 'Solicite com seu comprovante', 'Solicitar'],
    claim: ['Bônus grátis', 'Pronto para resgatar', 'Resgatar'],
    join: ['Evento semanal', 'Jogue e ganhe prêmios', 'Participar'],
  },
  fr: {
    banners: [
      ['Bonus de bienvenue 100%', 'Doublez votre premier dépôt', "S'inscrire"],
      ['Remise quotidienne 1,2%', 'Du cashback sur chaque mise, chaque jour', 'Jouer'],
      ['Parrainez un ami', 'Une récompense pour chaque ami qui joue', 'Inviter'],
    ],
    apply: ['Bonus de dépôt', 'Demandez-le avec votre reçu', 'Demander'],
    claim: ['Bonus gratuit', 'Prêt à être réclamé', 'Réclamer'],
    join: ['Événement de la semaine', 'Jouez et gagnez des prix', 'Participer'],
  },
  de: {
    banners: [
      ['Willkommensbonus 100%', 'Verdopple deine erste Einzahlung', 'Jetzt beitreten'],
      ['Täglicher Rabatt 1,2%', 'Cashback auf jede Wette, jeden Tag', 'Jetzt spielen'],
      ['Freunde werben', 'Eine Belohnung für jeden Freund, der spielt', 'Einladen'],
    ],
    apply: ['Einzahlungsbonus', 'Mit deinem Beleg beantragen', 'Beantragen'],
    claim: ['Gratis-Bonus', 'Bereit zum Abholen', 'Abholen'],
    join: ['Wochen-Event', 'Spielen und Preise gewinnen', 'Mitmachen'],
  },
  it: {
    banners: [
      ['Bonus di benvenuto 100%', 'Raddoppia il tuo primo deposito', 'Iscriviti ora'],
      ['Rimborso giornaliero 1,2%', 'Cashback su ogni puntata, ogni giorno', 'Gioca ora'],
      ['Invita un amico', 'Un premio per ogni amico che gioca', 'Invita'],
    ],
    apply: ['Bonus deposito', 'Richiedilo con la ricevuta', 'Richiedi'],
    claim: ['Bonus gratuito', 'Pronto da riscattare', 'Riscatta'],
    join: ['Evento settimanale', 'Gioca e vinci premi', 'Partecipa'],
  },
  nl: {
    banners: [
      ['Welkomstbonus 100%', 'Verdubbel je eerste storting', 'Meld je aan'],
      ['Dagelijkse korting 1,2%', 'Cashback op elke inzet, elke dag', 'Speel nu'],
      ['Nodig een vriend uit', 'Een beloning voor elke vriend die speelt', 'Uitnodigen'],
    ],
    apply: ['Stortingsbonus', 'Aanvragen met je betaalbewijs', 'Aanvragen'],
    claim: ['Gratis bonus', 'Klaar om te claimen', 'Claimen'],
    join: ['Wekelijks evenement', 'Speel en win prijzen', 'Meedoen'],
  },
  pl: {
    banners: [
      ['Bonus powitalny 100%', 'Podwój swój pierwszy depozyt', 'Dołącz teraz'],
      ['Codzienny zwrot 1,2%', 'Zwrot z każdego zakładu, codziennie', 'Graj teraz'],
      ['Poleć znajomego', 'Nagroda za każdego grającego znajomego', 'Zaproś'],
    ],
    apply: ['Bonus od depozytu', 'Złóż wniosek z potwierdzeniem', 'Złóż wniosek'],
    claim: ['Darmowy bonus', 'Gotowy do odebrania', 'Odbierz'],
    join: ['Wydarzenie tygodnia', 'Graj i wygrywaj nagrody', 'Weź udział'],
  },
  ro: {
    banners: [
      ['Bonus de bun venit 100%', 'Dublează-ți primul depozit', 'Alătură-te'],
      ['Rabat zilnic 1,2%', 'Bani înapoi la fiecare pariu, zilnic', 'Joacă acum'],
      ['Recomandă un prieten', 'O recompensă pentru fiecare prieten care joacă', 'Invită'],
    ],
    apply: ['Bonus de depunere', 'Aplică cu chitanța ta', 'Aplică'],
    claim: ['Bonus gratuit', 'Gata de revendicat', 'Revendică'],
    join: ['Eveniment săptămânal', 'Joacă și câștigă premii', 'Participă'],
  },
};
