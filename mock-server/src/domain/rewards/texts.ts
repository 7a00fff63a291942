// The seeded promotions' titles and descriptions, the VIP level names and the daily missions'
// titles, in every language the site can offer: a player reads them as the site's own content,
// so each language has its own words rather than the tenant's default.
import type { Language } from '#schemas/constants.ts';

type TitleAndText = readonly [title: string, description: string];

interface RewardWords {
  /**
   * Weekly deposit bonus, lucky streak story, welcome gift, slot tournament, Songkran festival
   * (closed), new year countdown (coming soon): the order of the seeded activities.
   */
  activities: readonly [
    TitleAndText,
    TitleAndText,
    TitleAndText,
    TitleAndText,
    TitleAndText,
    TitleAndText,
  ];
  /** VIP levels 1 to 5: bronze, silver, gold, platinum, diamond. */
  vip: readonly [string, string, string, string, string];
  /** Daily missions 1 to 3: 10 bets, a bet total of 1,000, 3 different games. */
  missions: readonly [string, string, string];
}

export const REWARD_WORDS: Record<Language, RewardWords> = {
  en: {
    activities: [
      ['Weekly deposit bonus', 'Apply with your deposit slip for a 10% bonus.'],
      ['Lucky streak story', 'Share a screenshot of your best streak.'],
      ['Welcome gift', 'Claim a free gift once.'],
      ['Slot tournament', 'Join and climb the leaderboard.'],
      ['Songkran festival', 'Registration closed.'],
      ['New year countdown', 'Coming soon.'],
    ],
    vip: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'],
    missions: ['Place 10 bets today', 'Bet 1,000 today', 'Play 3 different games today'],
  },
  th: {
    activities: [
      ['โบนัสเงินฝากประจำสัปดาห์', 'สมัครพร้อมแนบสลิปการฝากเงินเพื่อรับโบนัส 10%'],
      ['แชร์เรื่องชนะรวดสุดปัง', 'แชร์ภาพหน้าจอการชนะรวดที่ดีที่สุดของคุณ'],
      ['ของขวัญต้อนรับ', 'รับของขวัญฟรีได้หนึ่งครั้ง'],
      ['ทัวร์นาเมนต์สล็อต', 'เข้าร่วมแล้วไต่อันดับบนกระดานผู้นำ'],
      ['เทศกาลสงกรานต์', 'ปิดรับสมัครแล้ว'],
      ['นับถอยหลังปีใหม่', 'เร็ว ๆ นี้'],
    ],
    vip: ['บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์'],
    missions: ['วางเดิมพัน 10 ครั้งวันนี้', 'เดิมพันให้ครบ 1,000 วันนี้', 'เล่นเกมที่ต่างกัน 3 เกมวันนี้'],
  },
  zh: {
    activities: [
      ['每周存款奖金', '提交存款凭证申请，即可获得 10% 奖金。'],
      ['幸运连胜故事', '分享您最佳连胜的截图。'],
      ['欢迎礼', '可免费领取一次礼物。'],
      ['老虎机锦标赛', '参加并冲上排行榜。'],
      ['泼水节', '报名已截止。'],
      ['新年倒计时', '即将推出。'],
    ],
    vip: ['青铜', '白银', '黄金', '铂金', '钻石'],
    missions: ['今日投注 10 次', '今日投注满 1,000', '今日玩 3 款不同的游戏'],
  },
  'zh-Hant': {
    activities: [
      ['每週存款獎金', '提交存款憑證申請，即可獲得 10% 獎金。'],
      ['幸運連勝故事', '分享您最佳連勝的截圖。'],
      ['歡迎禮', '可免費領取一次禮物。'],
      ['老虎機錦標賽', '參加並衝上排行榜。'],
      ['潑水節', '報名已截止。'],
      ['新年倒數', '即將推出。'],
    ],
    vip: ['青銅', '白銀', '黃金', '鉑金', '鑽石'],
    missions: ['今日投注 10 次', '今日投注滿 1,000', '今日玩 3 款不同的遊戲'],
  },
  ja: {
    activities: [
      ['毎週の入金ボーナス', '入金明細を添えて申し込むと10%のボーナス。'],
      ['幸運の連勝ストーリー', '最高の連勝のスクリーンショットをシェアしよう。'],
      ['ウェルカムギフト', '無料ギフトを1回受け取れます。'],
      ['スロットトーナメント', '参加してランキングの上位を目指そう。'],
      ['ソンクラーン祭り', '受付は終了しました。'],
      ['新年カウントダウン', '近日公開。'],
    ],
    vip: ['ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'ダイヤモンド'],
    missions: ['今日10回ベットする', '今日合計1,000ベットする', '今日3種類のゲームをプレイする'],
  },
  ko: {
    activities: [
      ['주간 입금 보너스', '입금 영수증을 첨부해 신청하면 10% 보너스를 드립니다.'],
      ['행운의 연승 스토리', '최고의 연승 스크린샷을 공유하세요.'],
      ['웰컴 선물', '무료 선물을 한 번 받을 수 있습니다.'],
      ['슬롯 토너먼트', '참가해서 순위표 상위에 오르세요.'],
      ['송끄란 축제', '신청이 마감되었습니다.'],
      ['새해 카운트다운', '곧 시작됩니다.'],
    ],
    vip: ['브론즈', '실버', '골드', '플래티넘', '다이아몬드'],
    missions: ['오늘 10번 베팅하기', '오늘 1,000 베팅하기', '오늘 서로 다른 게임 3개 플레이하기'],
  },
  vi: {
    activities: [
      ['Thưởng nạp tiền hằng tuần', 'Gửi kèm biên lai nạp tiền để nhận thưởng 10%.'],
      ['Câu chuyện chuỗi thắng', 'Chia sẻ ảnh chụp màn hình chuỗi thắng đẹp nhất của bạn.'],
      ['Quà chào mừng', 'Nhận một món quà miễn phí một lần.'],
      ['Giải đấu slot', 'Tham gia và leo lên bảng xếp hạng.'],
      ['Lễ hội Songkran', 'Đã hết hạn đăng ký.'],
      ['Đếm ngược năm mới', 'Sắp ra mắt.'],
    ],
    vip: ['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương'],
    missions: [
      'Đặt cược 10 lần hôm nay',
      'Cược đủ 1.000 hôm nay',
      'Chơi 3 trò chơi khác nhau hôm nay',
    ],
  },
  id: {
    activities: [
      ['Bonus deposit mingguan', 'Ajukan dengan bukti deposit untuk bonus 10%.'],
      ['Kisah kemenangan beruntun', 'Bagikan tangkapan layar kemenangan beruntun terbaik Anda.'],
      ['Hadiah selamat datang', 'Klaim hadiah gratis satu kali.'],
      ['Turnamen slot', 'Ikuti dan naiki papan peringkat.'],
      ['Festival Songkran', 'Pendaftaran sudah ditutup.'],
      ['Hitung mundur tahun baru', 'Segera hadir.'],
    ],
    vip: ['Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian'],
    missions: [
      'Pasang 10 taruhan hari ini',
      'Bertaruh total 1.000 hari ini',
      'Mainkan 3 game berbeda hari ini',
    ],
  },
  ms: {
    activities: [
      ['Bonus deposit mingguan', 'Mohon dengan slip deposit anda untuk bonus 10%.'],
      [
        'Kisah kemenangan berturut-turut',
        'Kongsi tangkapan skrin kemenangan berturut-turut terbaik anda.',
      ],
      ['Hadiah alu-aluan', 'Tuntut hadiah percuma sekali.'],
      ['Kejohanan slot', 'Sertai dan naik ke atas papan pendahulu.'],
      ['Perayaan Songkran', 'Pendaftaran telah ditutup.'],
      ['Kira detik tahun baharu', 'Akan datang.'],
    ],
    vip: ['Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian'],
    missions: [
      'Buat 10 pertaruhan hari ini',
      'Bertaruh sejumlah 1,000 hari ini',
      'Main 3 permainan berbeza hari ini',
    ],
  },
  tl: {
    activities: [
      [
        'Lingguhang bonus sa deposito',
        'Mag-apply kasama ang iyong deposit slip para sa 10% bonus.',
      ],
      [
        'Kuwento ng sunod-sunod na panalo',
        'Ibahagi ang screenshot ng pinakamahaba mong sunod-sunod na panalo.',
      ],
      ['Regalo sa pagsalubong', 'Kunin ang libreng regalo nang isang beses.'],
      ['Torneo ng slot', 'Sumali at umakyat sa leaderboard.'],
      ['Pista ng Songkran', 'Sarado na ang pagpaparehistro.'],
      ['Countdown sa bagong taon', 'Malapit na.'],
    ],
    vip: ['Tanso', 'Pilak', 'Ginto', 'Platinum', 'Diyamante'],
    missions: [
      'Tumaya nang 10 beses ngayong araw',
      'Tumaya ng kabuuang 1,000 ngayong araw',
      'Maglaro ng 3 magkakaibang laro ngayong araw',
    ],
  },
  my: {
    activities: [
      ['အပတ်စဉ် ငွေသွင်းဘောနပ်စ်', 'ငွေသွင်းပြေစာဖြင့် လျှောက်ထားပြီး 10% ဘောနပ်စ် ရယူပါ။'],
      ['ကံကောင်းဆက်တိုက်နိုင်ခြင်း ဇာတ်လမ်း', 'သင့်အကောင်းဆုံး ဆက်တိုက်နိုင်မှု ဖန်သားပြင်ဓာတ်ပုံကို မျှဝေပါ။'],
      ['ကြိုဆိုရေးလက်ဆောင်', 'အခမဲ့လက်ဆောင်ကို တစ်ကြိမ် ရယူပါ။'],
      ['စလော့ပြိုင်ပွဲ', 'ပါဝင်ပြီး အဆင့်ဇယားတွင် တက်လှမ်းပါ။'],
      ['သင်္ကြန်ပွဲတော်', 'စာရင်းသွင်းခြင်း ပိတ်ပြီးပါပြီ။'],
      ['နှစ်သစ် နောက်ပြန်ရေတွက်ခြင်း', 'မကြာမီ လာမည်။'],
    ],
    vip: ['ကြေးနီ', 'ငွေ', 'ရွှေ', 'ပလက်တီနမ်', 'စိန်'],
    missions: [
      'ယနေ့ 10 ကြိမ် လောင်းကြေးထပ်ပါ',
      'ယနေ့ စုစုပေါင်း 1,000 လောင်းပါ',
      'ယနေ့ မတူညီသော ဂိမ်း 3 ခု ကစားပါ',
    ],
  },
  km: {
    activities: [
      ['ប្រាក់រង្វាន់ដាក់ប្រាក់ប្រចាំសប្ដាហ៍', 'ដាក់ពាក្យជាមួយបង្កាន់ដៃដាក់ប្រាក់ ដើម្បីទទួលបានប្រាក់រង្វាន់ 10%។'],
      ['រឿងឈ្នះជាប់ៗគ្នា', 'ចែករំលែករូបថតអេក្រង់នៃការឈ្នះជាប់ៗគ្នាដ៏ល្អបំផុតរបស់អ្នក។'],
      ['កាដូស្វាគមន៍', 'ទទួលកាដូឥតគិតថ្លៃម្ដង។'],
      ['ការប្រកួតស្លត', 'ចូលរួម ហើយឡើងតារាងចំណាត់ថ្នាក់។'],
      ['ពិធីបុណ្យសុងក្រាន', 'ការចុះឈ្មោះបានបិទហើយ។'],
      ['រាប់ថយក្រោយឆ្នាំថ្មី', 'ឆាប់ៗនេះ។'],
    ],
    vip: ['សំរិទ្ធ', 'ប្រាក់', 'មាស', 'ផ្លាទីន', 'ពេជ្រ'],
    missions: ['ភ្នាល់ 10 ដងនៅថ្ងៃនេះ', 'ភ្នាល់សរុប 1,000 នៅថ្ងៃនេះ', 'លេងហ្គេម 3 ផ្សេងគ្នានៅថ្ងៃនេះ'],
  },
  lo: {
    activities: [
      ['ໂບນັດເງິນຝາກປະຈຳອາທິດ', 'ສະໝັກພ້ອມແນບສະລິບການຝາກເງິນເພື່ອຮັບໂບນັດ 10%'],
      ['ເລື່ອງຊະນະຕິດຕໍ່ກັນ', 'ແບ່ງປັນພາບໜ້າຈໍການຊະນະຕິດຕໍ່ກັນທີ່ດີທີ່ສຸດຂອງທ່ານ'],
      ['ຂອງຂວັນຕ້ອນຮັບ', 'ຮັບຂອງຂວັນຟຣີໄດ້ໜຶ່ງຄັ້ງ'],
      ['ການແຂ່ງຂັນສະລັອດ', 'ເຂົ້າຮ່ວມແລ້ວໄຕ່ອັນດັບໃນກະດານຜູ້ນຳ'],
      ['ບຸນປີໃໝ່ລາວ', 'ປິດຮັບສະໝັກແລ້ວ'],
      ['ນັບຖອຍຫຼັງປີໃໝ່', 'ໄວໆນີ້'],
    ],
    vip: ['ທອງແດງ', 'ເງິນ', 'ຄຳ', 'ແພລັດຕິນຳ', 'ເພັດ'],
    missions: ['ວາງເດີມພັນ 10 ຄັ້ງມື້ນີ້', 'ເດີມພັນໃຫ້ຄົບ 1,000 ມື້ນີ້', 'ຫຼິ້ນເກມທີ່ແຕກຕ່າງກັນ 3 ເກມມື້ນີ້'],
  },
  hi: {
    activities: [
      ['साप्ताहिक डिपॉज़िट बोनस', '10% बोनस के लिए अपनी डिपॉज़िट रसीद के साथ आवेदन करें।'],
      ['लकी जीत की कहानी', 'अपनी सबसे अच्छी लगातार जीत का स्क्रीनशॉट साझा करें।'],
      ['स्वागत उपहार', 'एक बार मुफ़्त उपहार पाएँ।'],
      ['स्लॉट टूर्नामेंट', 'शामिल हों और लीडरबोर्ड पर ऊपर चढ़ें।'],
      ['सोंगक्रान उत्सव', 'पंजीकरण बंद हो गया है।'],
      ['नए साल की उलटी गिनती', 'जल्द आ रहा है।'],
    ],
    vip: ['ब्रॉन्ज़', 'सिल्वर', 'गोल्ड', 'प्लैटिनम', 'डायमंड'],
    missions: ['आज 10 दांव लगाएँ', 'आज कुल 1,000 का दांव लगाएँ', 'आज 3 अलग-अलग गेम खेलें'],
  },
  bn: {
    activities: [
      ['সাপ্তাহিক ডিপোজিট বোনাস', '10% বোনাসের জন্য আপনার জমার রসিদ দিয়ে আবেদন করুন।'],
      ['ভাগ্যবান জয়ের গল্প', 'আপনার সেরা টানা জয়ের স্ক্রিনশট শেয়ার করুন।'],
      ['স্বাগত উপহার', 'একবার বিনামূল্যে উপহার নিন।'],
      ['স্লট টুর্নামেন্ট', 'যোগ দিন এবং লিডারবোর্ডে উপরে উঠুন।'],
      ['সংক্রান উৎসব', 'নিবন্ধন বন্ধ হয়ে গেছে।'],
      ['নববর্ষের কাউন্টডাউন', 'শীঘ্রই আসছে।'],
    ],
    vip: ['ব্রোঞ্জ', 'সিলভার', 'গোল্ড', 'প্লাটিনাম', 'ডায়মন্ড'],
    missions: ['আজ 10টি বাজি ধরুন', 'আজ মোট 1,000 বাজি ধরুন', 'আজ 3টি আলাদা গেম খেলুন'],
  },
  ur: {
    activities: [
      ['ہفتہ وار ڈپازٹ بونس', '10% بونس کے لیے اپنی ڈپازٹ رسید کے ساتھ درخواست دیں۔'],
      ['خوش قسمت جیت کی کہانی', 'اپنی بہترین مسلسل جیت کا اسکرین شاٹ شیئر کریں۔'],
      ['خوش آمدید تحفہ', 'ایک بار مفت تحفہ حاصل کریں۔'],
      ['سلاٹ ٹورنامنٹ', 'شامل ہوں اور لیڈر بورڈ پر اوپر جائیں۔'],
      ['سونگکران تہوار', 'رجسٹریشن بند ہو چکی ہے۔'],
      ['نئے سال کی الٹی گنتی', 'جلد آ رہا ہے۔'],
    ],
    vip: ['کانسی', 'چاندی', 'سونا', 'پلاٹینم', 'ہیرا'],
    missions: ['آج 10 شرطیں لگائیں', 'آج کل 1,000 کی شرط لگائیں', 'آج 3 مختلف گیمز کھیلیں'],
  },
  ta: {
    activities: [
      ['வாராந்திர வைப்பு போனஸ்', '10% போனஸுக்கு உங்கள் வைப்புச் சீட்டுடன் விண்ணப்பியுங்கள்.'],
      ['அதிர்ஷ்ட வெற்றித் தொடர் கதை', 'உங்கள் சிறந்த வெற்றித் தொடரின் திரைப்பிடிப்பைப் பகிருங்கள்.'],
      ['வரவேற்பு பரிசு', 'ஒருமுறை இலவசப் பரிசைப் பெறுங்கள்.'],
      ['ஸ்லாட் போட்டி', 'சேர்ந்து தரவரிசையில் முன்னேறுங்கள்.'],
      ['சொங்க்ரான் திருவிழா', 'பதிவு முடிவடைந்தது.'],
      ['புத்தாண்டு கவுண்ட்டவுன்', 'விரைவில் வருகிறது.'],
    ],
    vip: ['வெண்கலம்', 'வெள்ளி', 'தங்கம்', 'பிளாட்டினம்', 'வைரம்'],
    missions: [
      'இன்று 10 பந்தயங்கள் வையுங்கள்',
      'இன்று மொத்தம் 1,000 பந்தயம் வையுங்கள்',
      'இன்று 3 வெவ்வேறு விளையாட்டுகளை விளையாடுங்கள்',
    ],
  },
  te: {
    activities: [
      ['వారపు డిపాజిట్ బోనస్', '10% బోనస్ కోసం మీ డిపాజిట్ రసీదుతో దరఖాస్తు చేయండి.'],
      ['అదృష్ట విజయాల కథ', 'మీ ఉత్తమ వరుస విజయాల స్క్రీన్‌షాట్‌ను పంచుకోండి.'],
      ['స్వాగత బహుమతి', 'ఒకసారి ఉచిత బహుమతిని పొందండి.'],
      ['స్లాట్ టోర్నమెంట్', 'చేరి లీడర్‌బోర్డ్‌లో పైకి ఎదగండి.'],
      ['సోంగ్‌క్రాన్ పండుగ', 'నమోదు ముగిసింది.'],
      ['నూతన సంవత్సర కౌంట్‌డౌన్', 'త్వరలో వస్తోంది.'],
    ],
    vip: ['కాంస్యం', 'వెండి', 'బంగారం', 'ప్లాటినం', 'వజ్రం'],
    missions: ['ఈరోజు 10 పందాలు వేయండి', 'ఈరోజు మొత్తం 1,000 పందెం వేయండి', 'ఈరోజు 3 వేర్వేరు గేమ్‌లు ఆడండి'],
  },
  ne: {
    activities: [
      ['साप्ताहिक डिपोजिट बोनस', '10% बोनसका लागि आफ्नो जम्मा रसिदसहित आवेदन दिनुहोस्।'],
      ['भाग्यशाली जितको कथा', 'आफ्नो उत्कृष्ट लगातार जितको स्क्रिनसट साझा गर्नुहोस्।'],
      ['स्वागत उपहार', 'एक पटक निःशुल्क उपहार लिनुहोस्।'],
      ['स्लट प्रतियोगिता', 'सहभागी हुनुहोस् र लिडरबोर्डमा माथि चढ्नुहोस्।'],
      ['सोङक्रान पर्व', 'दर्ता बन्द भइसक्यो।'],
      ['नयाँ वर्षको उल्टो गन्ती', 'छिट्टै आउँदैछ।'],
    ],
    vip: ['काँसा', 'चाँदी', 'सुन', 'प्लाटिनम', 'हीरा'],
    missions: ['आज 10 पटक बाजी राख्नुहोस्', 'आज जम्मा 1,000 बाजी राख्नुहोस्', 'आज 3 फरक खेल खेल्नुहोस्'],
  },
  si: {
    activities: [
      ['සතිපතා තැන්පතු ප්‍රසාදය', '10% ප්‍රසාදයක් සඳහා ඔබගේ තැන්පතු රිසිට්පත සමඟ අයදුම් කරන්න.'],
      ['වාසනාවන්ත ජයග්‍රහණ කතාව', 'ඔබගේ හොඳම අඛණ්ඩ ජයග්‍රහණයේ තිර රුවක් බෙදාගන්න.'],
      ['සාදර පිළිගැනීමේ තෑග්ග', 'වරක් නොමිලේ තෑග්ගක් ලබා ගන්න.'],
      ['ස්ලොට් තරගාවලිය', 'එක්වී ප්‍රමුඛ පුවරුවේ ඉහළට යන්න.'],
      ['සොංක්‍රාන් උත්සවය', 'ලියාපදිංචිය අවසන්.'],
      ['නව වසර ගණන් කිරීම', 'ළඟදීම.'],
    ],
    vip: ['ලෝකඩ', 'රිදී', 'රන්', 'ප්ලැටිනම්', 'දියමන්ති'],
    missions: ['අද ඔට්ටු 10ක් තබන්න', 'අද මුළු 1,000ක් ඔට්ටු අල්ලන්න', 'අද වෙනස් ක්‍රීඩා 3ක් ක්‍රීඩා කරන්න'],
  },
  ar: {
    activities: [
      ['مكافأة الإيداع الأسبوعية', 'قدّم طلبك مع إيصال الإيداع لتحصل على مكافأة 10%.'],
      ['قصة سلسلة الحظ', 'شارك لقطة شاشة لأفضل سلسلة انتصارات لك.'],
      ['هدية الترحيب', 'اطلب هدية مجانية مرة واحدة.'],
      ['بطولة السلوتس', 'انضم وتسلّق لوحة المتصدرين.'],
      ['مهرجان سونغكران', 'أُغلق التسجيل.'],
      ['العد التنازلي للعام الجديد', 'قريبًا.'],
    ],
    vip: ['برونزي', 'فضي', 'ذهبي', 'بلاتيني', 'ماسي'],
    missions: ['ضع 10 رهانات اليوم', 'راهن بمبلغ 1,000 اليوم', 'العب 3 ألعاب مختلفة اليوم'],
  },
  fa: {
    activities: [
      ['پاداش واریز هفتگی', 'با رسید واریز خود درخواست دهید و 10% پاداش بگیرید.'],
      ['داستان بردهای پیاپی', 'از بهترین بردهای پیاپی خود اسکرین‌شات به اشتراک بگذارید.'],
      ['هدیه خوش‌آمدگویی', 'یک بار هدیه رایگان دریافت کنید.'],
      ['مسابقات اسلات', 'شرکت کنید و در جدول رده‌بندی بالا بروید.'],
      ['جشنواره سونگکران', 'ثبت‌نام بسته شده است.'],
      ['شمارش معکوس سال نو', 'به‌زودی.'],
    ],
    vip: ['برنز', 'نقره', 'طلا', 'پلاتین', 'الماس'],
    missions: [
      'امروز 10 شرط ببندید',
      'امروز در مجموع 1,000 شرط ببندید',
      'امروز 3 بازی مختلف انجام دهید',
    ],
  },
  tr: {
    activities: [
      ['Haftalık yatırım bonusu', '%10 bonus için yatırım dekontunuzla başvurun.'],
      ['Şanslı seri hikâyesi', 'En iyi kazanma serinizin ekran görüntüsünü paylaşın.'],
      ['Hoş geldin hediyesi', 'Bir kez ücretsiz hediye alın.'],
      ['Slot turnuvası', 'Katılın ve liderlik tablosunda yükselin.'],
      ['Songkran festivali', 'Kayıtlar kapandı.'],
      ['Yılbaşı geri sayımı', 'Çok yakında.'],
    ],
    vip: ['Bronz', 'Gümüş', 'Altın', 'Platin', 'Elmas'],
    missions: [
      'Bugün 10 bahis yapın',
      'Bugün toplam 1.000 bahis yapın',
      'Bugün 3 farklı oyun oynayın',
    ],
  },
  ru: {
    activities: [
      [
        'Еженедельный бонус на депозит',
        'Подайте заявку с квитанцией о пополнении и получите бонус 10%.',
      ],
      ['История удачной серии', 'Поделитесь скриншотом своей лучшей серии побед.'],
      ['Приветственный подарок', 'Получите бесплатный подарок один раз.'],
      ['Турнир по слотам', 'Участвуйте и поднимайтесь в таблице лидеров.'],
      ['Фестиваль Сонгкран', 'Регистрация закрыта.'],
      ['Новогодний отсчёт', 'Скоро.'],
    ],
    vip: ['Бронза', 'Серебро', 'Золото', 'Платина', 'Бриллиант'],
    missions: [
      'Сделайте 10 ставок сегодня',
      'Поставьте 1 000 сегодня',
      'Сыграйте в 3 разные игры сегодня',
    ],
  },
  uk: {
    activities: [
      [
        'Щотижневий бонус на депозит',
        'Подайте заявку з квитанцією про поповнення й отримайте бонус 10%.',
      ],
      ['Історія вдалої серії', 'Поділіться знімком екрана своєї найкращої серії перемог.'],
      ['Вітальний подарунок', 'Отримайте безкоштовний подарунок один раз.'],
      ['Турнір зі слотів', 'Беріть участь і піднімайтеся в таблиці лідерів.'],
      ['Фестиваль Сонгкран', 'Реєстрацію закрито.'],
      ['Новорічний відлік', 'Незабаром.'],
    ],
    vip: ['Бронза', 'Срібло', 'Золото', 'Платина', 'Діамант'],
    missions: [
      'Зробіть 10 ставок сьогодні',
      'Поставте 1 000 сьогодні',
      'Зіграйте в 3 різні ігри сьогодні',
    ],
  },
  kk: {
    activities: [
      ['Апталық депозит бонусы', '10% бонус алу үшін депозит түбіртегімен өтінім беріңіз.'],
      ['Сәтті жеңістер тізбегі', 'Ең үздік жеңістер тізбегіңіздің скриншотымен бөлісіңіз.'],
      ['Қарсы алу сыйлығы', 'Тегін сыйлықты бір рет алыңыз.'],
      ['Слот турнирі', 'Қатысып, көшбасшылар кестесінде жоғарылаңыз.'],
      ['Сонгкран фестивалі', 'Тіркеу жабылды.'],
      ['Жаңа жылға кері санақ', 'Жақында.'],
    ],
    vip: ['Қола', 'Күміс', 'Алтын', 'Платина', 'Гауһар'],
    missions: [
      'Бүгін 10 бәс тігіңіз',
      'Бүгін жалпы 1 000 бәс тігіңіз',
      'Бүгін 3 түрлі ойын ойнаңыз',
    ],
  },
  uz: {
    activities: [
      ['Haftalik depozit bonusi', '10% bonus uchun depozit kvitansiyangiz bilan ariza bering.'],
      ['Omadli g‘alabalar hikoyasi', 'Eng yaxshi ketma-ket g‘alabalaringiz skrinshotini ulashing.'],
      ['Xush kelibsiz sovg‘asi', 'Bepul sovg‘ani bir marta oling.'],
      ['Slot turniri', 'Qatnashing va reyting jadvalida yuqoriga ko‘tariling.'],
      ['Songkran bayrami', 'Ro‘yxatdan o‘tish yopilgan.'],
      ['Yangi yilga teskari sanoq', 'Tez kunda.'],
    ],
    vip: ['Bronza', 'Kumush', 'Oltin', 'Platina', 'Olmos'],
    missions: ['Bugun 10 ta tikish qiling', 'Bugun jami 1 000 tiking', 'Bugun 3 xil o‘yin o‘ynang'],
  },
  es: {
    activities: [
      [
        'Bono semanal de depósito',
        'Solicítalo con tu comprobante de depósito y recibe un bono del 10 %.',
      ],
      ['Historia de tu racha', 'Comparte una captura de pantalla de tu mejor racha.'],
      ['Regalo de bienvenida', 'Reclama un regalo gratis una vez.'],
      ['Torneo de tragamonedas', 'Participa y sube en la clasificación.'],
      ['Festival de Songkran', 'Inscripción cerrada.'],
      ['Cuenta atrás de Año Nuevo', 'Próximamente.'],
    ],
    vip: ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante'],
    missions: ['Haz 10 apuestas hoy', 'Apuesta 1.000 hoy', 'Juega a 3 juegos distintos hoy'],
  },
  pt: {
    activities: [
      [
        'Bônus semanal de depósito',
        'Solicite com o comprovante de depósito e ganhe um bônus de 10%.',
      ],
      [
        'História da sua sequência',
        'Compartilhe uma captura de tela da sua melhor sequência de vitórias.',
      ],
      ['Presente de boas-vindas', 'Resgate um presente grátis uma vez.'],
      ['Torneio de slots', 'Participe e suba no ranking.'],
      ['Festival Songkran', 'Inscrições encerradas.'],
      ['Contagem regressiva de Ano-Novo', 'Em breve.'],
    ],
    vip: ['Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante'],
    missions: ['Faça 10 apostas hoje', 'Aposte 1.000 hoje', 'Jogue 3 jogos diferentes hoje'],
  },
  fr: {
    activities: [
      [
        'Bonus de dépôt hebdomadaire',
        'Faites votre demande avec votre reçu de dépôt pour un bonus de 10 %.',
      ],
      ['Votre série gagnante', 'Partagez une capture d’écran de votre meilleure série.'],
      ['Cadeau de bienvenue', 'Réclamez un cadeau gratuit une fois.'],
      ['Tournoi de machines à sous', 'Participez et grimpez au classement.'],
      ['Festival de Songkran', 'Inscriptions closes.'],
      ['Compte à rebours du Nouvel An', 'Bientôt disponible.'],
    ],
    vip: ['Bronze', 'Argent', 'Or', 'Platine', 'Diamant'],
    missions: [
      'Placez 10 paris aujourd’hui',
      'Misez 1 000 aujourd’hui',
      'Jouez à 3 jeux différents aujourd’hui',
    ],
  },
  de: {
    activities: [
      [
        'Wöchentlicher Einzahlungsbonus',
        'Mit Ihrem Einzahlungsbeleg beantragen und 10 % Bonus erhalten.',
      ],
      ['Ihre Glückssträhne', 'Teilen Sie einen Screenshot Ihrer besten Gewinnserie.'],
      ['Willkommensgeschenk', 'Holen Sie sich einmalig ein Gratisgeschenk.'],
      ['Slot-Turnier', 'Mitmachen und in der Bestenliste aufsteigen.'],
      ['Songkran-Fest', 'Anmeldung geschlossen.'],
      ['Silvester-Countdown', 'Demnächst.'],
    ],
    vip: ['Bronze', 'Silber', 'Gold', 'Platin', 'Diamant'],
    missions: [
      'Heute 10 Wetten platzieren',
      'Heute 1.000 setzen',
      'Heute 3 verschiedene Spiele spielen',
    ],
  },
  it: {
    activities: [
      [
        'Bonus deposito settimanale',
        'Fai richiesta con la ricevuta del deposito per un bonus del 10%.',
      ],
      ['La tua serie fortunata', 'Condividi uno screenshot della tua serie vincente migliore.'],
      ['Regalo di benvenuto', 'Riscatta un regalo gratuito una volta.'],
      ['Torneo di slot', 'Partecipa e scala la classifica.'],
      ['Festival di Songkran', 'Iscrizioni chiuse.'],
      ['Conto alla rovescia di Capodanno', 'Prossimamente.'],
    ],
    vip: ['Bronzo', 'Argento', 'Oro', 'Platino', 'Diamante'],
    missions: ['Piazza 10 scommesse oggi', 'Scommetti 1.000 oggi', 'Gioca a 3 giochi diversi oggi'],
  },
  nl: {
    activities: [
      ['Wekelijkse stortingsbonus', 'Vraag aan met je stortingsbewijs voor 10% bonus.'],
      ['Jouw winstreeks', 'Deel een screenshot van je beste winstreeks.'],
      ['Welkomstcadeau', 'Claim eenmalig een gratis cadeau.'],
      ['Slottoernooi', 'Doe mee en klim op het klassement.'],
      ['Songkran-festival', 'Inschrijving gesloten.'],
      ['Aftellen naar nieuwjaar', 'Binnenkort.'],
    ],
    vip: ['Brons', 'Zilver', 'Goud', 'Platina', 'Diamant'],
    missions: [
      'Plaats vandaag 10 weddenschappen',
      'Zet vandaag 1.000 in',
      'Speel vandaag 3 verschillende spellen',
    ],
  },
  pl: {
    activities: [
      [
        'Cotygodniowy bonus od depozytu',
        'Złóż wniosek z potwierdzeniem wpłaty i odbierz 10% bonusu.',
      ],
      ['Twoja szczęśliwa passa', 'Udostępnij zrzut ekranu swojej najlepszej passy.'],
      ['Prezent powitalny', 'Odbierz jednorazowo darmowy prezent.'],
      ['Turniej slotów', 'Dołącz i wspinaj się w rankingu.'],
      ['Festiwal Songkran', 'Zapisy zamknięte.'],
      ['Odliczanie do Nowego Roku', 'Wkrótce.'],
    ],
    vip: ['Brąz', 'Srebro', 'Złoto', 'Platyna', 'Diament'],
    missions: ['Postaw dziś 10 zakładów', 'Postaw dziś łącznie 1000', 'Zagraj dziś w 3 różne gry'],
  },
  ro: {
    activities: [
      ['Bonus săptămânal la depunere', 'Aplică cu dovada depunerii pentru un bonus de 10%.'],
      [
        'Povestea seriei tale norocoase',
        'Distribuie o captură de ecran cu cea mai bună serie a ta.',
      ],
      ['Cadou de bun venit', 'Revendică o dată un cadou gratuit.'],
      ['Turneu de sloturi', 'Participă și urcă în clasament.'],
      ['Festivalul Songkran', 'Înscrierile s-au închis.'],
      ['Numărătoarea inversă de Anul Nou', 'În curând.'],
    ],
    vip: ['Bronz', 'Argint', 'Aur', 'Platină', 'Diamant'],
    missions: ['Plasează azi 10 pariuri', 'Pariază azi 1.000', 'Joacă azi 3 jocuri diferite'],
  },
};
