// The seeded popups (one per execution: A on every visit, B for visitors, F at a member's first
// login) and the three marquee notices, in every language the site can offer. {site} is the
// tenant's name; a popup's content is one paragraph of HTML, built in content/seed.ts.
import type { Language } from '#schemas/constants.ts';
import type { PopupExecution } from '../../../records/content.ts';

type TitleAndText = readonly [title: string, text: string];

interface PopupAndNoticeWords {
  popups: Record<PopupExecution, TitleAndText>;
  /** Welcome and deposits; the maintenance window; play responsibly (18+). */
  notices: readonly [string, string, string];
}

export const POPUP_NOTICE_WORDS: Record<Language, PopupAndNoticeWords> = {
  en: {
    popups: {
      A: ['Welcome back to {site}', "Good to see you again. Check today's promotions."],
      B: ['{site} — join today', 'Register in a minute and get a welcome bonus.'],
      F: ['Your first login at {site}', 'Set your payment password in the security centre.'],
    },
    notices: [
      'Welcome to {site}! Deposits are credited within minutes.',
      '{site} maintenance window: Sundays 03:00–04:00.',
      'Play responsibly. {site} members must be 18 or older.',
    ],
  },
  th: {
    popups: {
      A: ['ยินดีต้อนรับกลับสู่ {site}', 'ยินดีที่ได้พบคุณอีกครั้ง ดูโปรโมชั่นของวันนี้ได้เลย'],
      B: ['{site} — สมัครวันนี้', 'สมัครเพียงหนึ่งนาทีแล้วรับโบนัสต้อนรับ'],
      F: ['เข้าสู่ระบบครั้งแรกที่ {site}', 'ตั้งรหัสผ่านการชำระเงินของคุณที่ศูนย์ความปลอดภัย'],
    },
    notices: [
      'ยินดีต้อนรับสู่ {site}! เงินฝากเข้าบัญชีภายในไม่กี่นาที',
      '{site} ปิดปรับปรุงระบบทุกวันอาทิตย์ 03:00–04:00',
      'โปรดเล่นอย่างมีความรับผิดชอบ สมาชิก {site} ต้องมีอายุ 18 ปีขึ้นไป',
    ],
  },
  zh: {
    popups: {
      A: ['欢迎回到 {site}', '很高兴再次见到您，快来看看今天的优惠活动。'],
      B: ['{site} — 今天就加入', '一分钟完成注册，即可获得欢迎奖金。'],
      F: ['首次登录 {site}', '请在安全中心设置您的支付密码。'],
    },
    notices: [
      '欢迎来到 {site}！存款几分钟内到账。',
      '{site} 维护时间：每周日 03:00–04:00。',
      '请理性娱乐。{site} 会员须年满 18 岁。',
    ],
  },
  'zh-Hant': {
    popups: {
      A: ['歡迎回到 {site}', '很高興再次見到您，快來看看今天的優惠活動。'],
      B: ['{site} — 今天就加入', '一分鐘完成註冊，即可獲得歡迎獎金。'],
      F: ['首次登入 {site}', '請在安全中心設定您的支付密碼。'],
    },
    notices: [
      '歡迎來到 {site}！存款幾分鐘內到帳。',
      '{site} 維護時間：每週日 03:00–04:00。',
      '請理性娛樂。{site} 會員須年滿 18 歲。',
    ],
  },
  ja: {
    popups: {
      A: [
        '{site}へおかえりなさい',
        'またお会いできてうれしいです。今日のキャンペーンをチェックしましょう。',
      ],
      B: ['{site}に今すぐ登録', '1分で登録完了、ウェルカムボーナスを受け取れます。'],
      F: [
        '{site}への初めてのログイン',
        'セキュリティセンターで支払いパスワードを設定してください。',
      ],
    },
    notices: [
      '{site}へようこそ！入金は数分で反映されます。',
      '{site}のメンテナンス時間：毎週日曜日 03:00–04:00。',
      '節度を持って楽しみましょう。{site}の会員は18歳以上に限ります。',
    ],
  },
  ko: {
    popups: {
      A: [
        '{site}에 다시 오신 것을 환영합니다',
        '다시 만나서 반갑습니다. 오늘의 프로모션을 확인하세요.',
      ],
      B: ['{site} — 오늘 가입하세요', '1분 만에 가입하고 웰컴 보너스를 받으세요.'],
      F: ['{site} 첫 로그인', '보안 센터에서 결제 비밀번호를 설정하세요.'],
    },
    notices: [
      '{site}에 오신 것을 환영합니다! 입금은 몇 분 안에 반영됩니다.',
      '{site} 점검 시간: 매주 일요일 03:00–04:00.',
      '책임감 있게 즐기세요. {site} 회원은 만 18세 이상이어야 합니다.',
    ],
  },
  vi: {
    popups: {
      A: ['Chào mừng bạn trở lại {site}', 'Rất vui được gặp lại bạn. Hãy xem khuyến mãi hôm nay.'],
      B: ['{site} — tham gia ngay hôm nay', 'Đăng ký trong một phút và nhận thưởng chào mừng.'],
      F: [
        'Lần đăng nhập đầu tiên tại {site}',
        'Hãy đặt mật khẩu thanh toán trong trung tâm bảo mật.',
      ],
    },
    notices: [
      'Chào mừng bạn đến với {site}! Tiền nạp được cộng trong vài phút.',
      'Thời gian bảo trì {site}: Chủ nhật hằng tuần 03:00–04:00.',
      'Hãy chơi có trách nhiệm. Thành viên {site} phải từ 18 tuổi trở lên.',
    ],
  },
  id: {
    popups: {
      A: ['Selamat datang kembali di {site}', 'Senang bertemu lagi. Lihat promosi hari ini.'],
      B: ['{site} — gabung hari ini', 'Daftar dalam semenit dan dapatkan bonus selamat datang.'],
      F: ['Pertama kali masuk di {site}', 'Atur kata sandi pembayaran Anda di pusat keamanan.'],
    },
    notices: [
      'Selamat datang di {site}! Setoran masuk dalam hitungan menit.',
      'Jadwal pemeliharaan {site}: setiap Minggu 03:00–04:00.',
      'Bermainlah secara bertanggung jawab. Anggota {site} harus berusia minimal 18 tahun.',
    ],
  },
  ms: {
    popups: {
      A: ['Selamat kembali ke {site}', 'Gembira bertemu anda lagi. Lihat promosi hari ini.'],
      B: ['{site} — sertai hari ini', 'Daftar dalam seminit dan dapatkan bonus alu-aluan.'],
      F: [
        'Log masuk pertama anda di {site}',
        'Tetapkan kata laluan pembayaran anda di pusat keselamatan.',
      ],
    },
    notices: [
      'Selamat datang ke {site}! Tambahan dana dikreditkan dalam beberapa minit.',
      'Waktu penyelenggaraan {site}: setiap Ahad 03:00–04:00.',
      'Bermain secara bertanggungjawab. Ahli {site} mesti berumur 18 tahun ke atas.',
    ],
  },
  tl: {
    popups: {
      A: [
        'Maligayang pagbabalik sa {site}',
        'Ikinagagalak naming makita ka ulit. Tingnan ang mga promo ngayong araw.',
      ],
      B: [
        '{site} — sumali ngayon',
        'Magparehistro sa loob ng isang minuto at tumanggap ng welcome bonus.',
      ],
      F: [
        'Ang una mong pag-login sa {site}',
        'Itakda ang iyong password sa pagbabayad sa security center.',
      ],
    },
    notices: [
      'Maligayang pagdating sa {site}! Naikekredito ang deposito sa loob ng ilang minuto.',
      'Oras ng maintenance ng {site}: tuwing Linggo 03:00–04:00.',
      'Maglaro nang responsable. Ang mga miyembro ng {site} ay dapat 18 taong gulang pataas.',
    ],
  },
  my: {
    popups: {
      A: ['{site} သို့ ပြန်လည်ကြိုဆိုပါသည်', 'ပြန်တွေ့ရတာ ဝမ်းသာပါတယ်။ ယနေ့ ပရိုမိုးရှင်းများကို ကြည့်လိုက်ပါ။'],
      B: ['{site} — ယနေ့ပင် ပါဝင်လိုက်ပါ', 'တစ်မိနစ်အတွင်း စာရင်းသွင်းပြီး ကြိုဆိုရေးဘောနပ်စ် ရယူပါ။'],
      F: ['{site} တွင် ပထမဆုံးအကြိမ် ဝင်ရောက်ခြင်း', 'လုံခြုံရေးစင်တာတွင် ငွေပေးချေမှုစကားဝှက် သတ်မှတ်ပါ။'],
    },
    notices: [
      '{site} မှ ကြိုဆိုပါသည်! ငွေသွင်းမှုများကို မိနစ်အနည်းငယ်အတွင်း ထည့်သွင်းပေးပါသည်။',
      '{site} ပြုပြင်ထိန်းသိမ်းချိန်: တနင်္ဂနွေနေ့တိုင်း 03:00–04:00။',
      'တာဝန်သိစွာ ကစားပါ။ {site} အဖွဲ့ဝင်များသည် အသက် 18 နှစ်နှင့်အထက် ဖြစ်ရပါမည်။',
    ],
  },
  km: {
    popups: {
      A: ['សូមស្វាគមន៍ការត្រឡប់មកវិញនៅ {site}', 'រីករាយដែលបានជួបអ្នកម្ដងទៀត។ សូមមើលប្រូម៉ូសិនថ្ងៃនេះ។'],
      B: ['{site} — ចូលរួមថ្ងៃនេះ', 'ចុះឈ្មោះក្នុងរយៈពេលមួយនាទី ហើយទទួលបានប្រាក់រង្វាន់ស្វាគមន៍។'],
      F: ['ការចូលលើកដំបូងរបស់អ្នកនៅ {site}', 'សូមកំណត់ពាក្យសម្ងាត់ទូទាត់របស់អ្នកនៅមជ្ឈមណ្ឌលសុវត្ថិភាព។'],
    },
    notices: [
      'សូមស្វាគមន៍មកកាន់ {site}! ប្រាក់ដាក់ចូលនឹងបញ្ចូលក្នុងរយៈពេលប៉ុន្មាននាទី។',
      'ម៉ោងថែទាំ {site}: រៀងរាល់ថ្ងៃអាទិត្យ 03:00–04:00។',
      'សូមលេងដោយការទទួលខុសត្រូវ។ សមាជិក {site} ត្រូវមានអាយុ 18 ឆ្នាំឡើងទៅ។',
    ],
  },
  lo: {
    popups: {
      A: ['ຍິນດີຕ້ອນຮັບກັບສູ່ {site}', 'ດີໃຈທີ່ໄດ້ພົບທ່ານອີກຄັ້ງ ເບິ່ງໂປຣໂມຊັນຂອງມື້ນີ້ໄດ້ເລີຍ'],
      B: ['{site} — ສະໝັກມື້ນີ້', 'ສະໝັກພຽງໜຶ່ງນາທີ ແລ້ວຮັບໂບນັດຕ້ອນຮັບ'],
      F: ['ເຂົ້າສູ່ລະບົບຄັ້ງທຳອິດທີ່ {site}', 'ຕັ້ງລະຫັດຜ່ານການຊຳລະເງິນຂອງທ່ານທີ່ສູນຄວາມປອດໄພ'],
    },
    notices: [
      'ຍິນດີຕ້ອນຮັບສູ່ {site}! ເງິນຝາກເຂົ້າບັນຊີພາຍໃນບໍ່ເທົ່າໃດນາທີ',
      '{site} ປິດປັບປຸງລະບົບທຸກວັນອາທິດ 03:00–04:00',
      'ກະລຸນາຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ ສະມາຊິກ {site} ຕ້ອງມີອາຍຸ 18 ປີຂຶ້ນໄປ',
    ],
  },
  hi: {
    popups: {
      A: ['{site} पर फिर से स्वागत है', 'आपको दोबारा देखकर अच्छा लगा। आज के प्रमोशन देखें।'],
      B: ['{site} — आज ही जुड़ें', 'एक मिनट में रजिस्टर करें और वेलकम बोनस पाएँ।'],
      F: ['{site} पर आपका पहला लॉगिन', 'सुरक्षा केंद्र में अपना भुगतान पासवर्ड सेट करें।'],
    },
    notices: [
      '{site} में आपका स्वागत है! डिपॉज़िट कुछ ही मिनटों में जमा हो जाते हैं।',
      '{site} का रखरखाव समय: हर रविवार 03:00–04:00।',
      'ज़िम्मेदारी से खेलें। {site} के सदस्यों की उम्र 18 वर्ष या उससे अधिक होनी चाहिए।',
    ],
  },
  bn: {
    popups: {
      A: ['{site}-এ আবার স্বাগতম', 'আবার দেখা হয়ে ভালো লাগল। আজকের প্রোমোশনগুলো দেখে নিন।'],
      B: ['{site} — আজই যোগ দিন', 'এক মিনিটে নিবন্ধন করুন এবং স্বাগত বোনাস পান।'],
      F: ['{site}-এ আপনার প্রথম লগইন', 'নিরাপত্তা কেন্দ্রে আপনার পেমেন্ট পাসওয়ার্ড সেট করুন।'],
    },
    notices: [
      '{site}-এ স্বাগতম! জমা কয়েক মিনিটের মধ্যে যোগ হয়ে যায়।',
      '{site} রক্ষণাবেক্ষণের সময়: প্রতি রবিবার 03:00–04:00।',
      'দায়িত্বের সাথে খেলুন। {site}-এর সদস্যদের বয়স অবশ্যই 18 বছর বা তার বেশি হতে হবে।',
    ],
  },
  ur: {
    popups: {
      A: ['{site} پر دوبارہ خوش آمدید', 'آپ کو دوبارہ دیکھ کر خوشی ہوئی۔ آج کی پروموشنز دیکھیں۔'],
      B: ['{site} — آج ہی شامل ہوں', 'ایک منٹ میں رجسٹر کریں اور خوش آمدید بونس حاصل کریں۔'],
      F: ['{site} پر آپ کا پہلا لاگ اِن', 'سیکیورٹی سینٹر میں اپنا ادائیگی کا پاس ورڈ سیٹ کریں۔'],
    },
    notices: [
      '{site} میں خوش آمدید! ڈپازٹ چند منٹوں میں جمع ہو جاتے ہیں۔',
      '{site} کی دیکھ بھال کا وقت: ہر اتوار 03:00–04:00۔',
      'ذمہ داری سے کھیلیں۔ {site} کے اراکین کی عمر 18 سال یا اس سے زیادہ ہونی چاہیے۔',
    ],
  },
  ta: {
    popups: {
      A: ['{site} க்கு மீண்டும் வருக', 'உங்களை மீண்டும் சந்திப்பதில் மகிழ்ச்சி. இன்றைய சலுகைகளைப் பாருங்கள்.'],
      B: ['{site} — இன்றே இணையுங்கள்', 'ஒரு நிமிடத்தில் பதிவுசெய்து வரவேற்பு போனஸைப் பெறுங்கள்.'],
      F: ['{site} இல் உங்கள் முதல் உள்நுழைவு', 'பாதுகாப்பு மையத்தில் உங்கள் கட்டணக் கடவுச்சொல்லை அமையுங்கள்.'],
    },
    notices: [
      '{site} க்கு வரவேற்கிறோம்! வைப்புத்தொகை சில நிமிடங்களில் வரவு வைக்கப்படும்.',
      '{site} பராமரிப்பு நேரம்: ஒவ்வொரு ஞாயிறும் 03:00–04:00.',
      'பொறுப்புடன் விளையாடுங்கள். {site} உறுப்பினர்கள் 18 வயது அல்லது அதற்கு மேற்பட்டவர்களாக இருக்க வேண்டும்.',
    ],
  },
  te: {
    popups: {
      A: ['{site}కి తిరిగి స్వాగతం', 'మిమ్మల్ని మళ్లీ చూడటం ఆనందంగా ఉంది. ఈరోజు ప్రమోషన్లను చూడండి.'],
      B: ['{site} — ఈరోజే చేరండి', 'ఒక్క నిమిషంలో నమోదు చేసుకుని స్వాగత బోనస్ పొందండి.'],
      F: ['{site}లో మీ మొదటి లాగిన్', 'భద్రతా కేంద్రంలో మీ చెల్లింపు పాస్‌వర్డ్‌ను సెట్ చేయండి.'],
    },
    notices: [
      '{site}కి స్వాగతం! డిపాజిట్లు కొన్ని నిమిషాల్లో జమ అవుతాయి.',
      '{site} నిర్వహణ సమయం: ప్రతి ఆదివారం 03:00–04:00.',
      'బాధ్యతాయుతంగా ఆడండి. {site} సభ్యులకు 18 ఏళ్లు లేదా అంతకంటే ఎక్కువ వయస్సు ఉండాలి.',
    ],
  },
  ne: {
    popups: {
      A: ['{site} मा फेरि स्वागत छ', 'तपाईंलाई फेरि भेट्दा खुसी लाग्यो। आजका प्रमोसनहरू हेर्नुहोस्।'],
      B: ['{site} — आजै जोडिनुहोस्', 'एक मिनेटमै दर्ता गर्नुहोस् र स्वागत बोनस पाउनुहोस्।'],
      F: ['{site} मा तपाईंको पहिलो लगइन', 'सुरक्षा केन्द्रमा आफ्नो भुक्तानी पासवर्ड सेट गर्नुहोस्।'],
    },
    notices: [
      '{site} मा स्वागत छ! जम्मा गरिएको रकम केही मिनेटमै खातामा आउँछ।',
      '{site} मर्मत समय: हरेक आइतबार 03:00–04:00।',
      'जिम्मेवारीपूर्वक खेल्नुहोस्। {site} का सदस्यहरू 18 वर्ष वा सोभन्दा माथिका हुनुपर्छ।',
    ],
  },
  si: {
    popups: {
      A: ['{site} වෙත නැවත සාදරයෙන් පිළිගනිමු', 'ඔබව නැවත දැකීම සතුටක්. අද දින ප්‍රවර්ධන බලන්න.'],
      B: ['{site} — අදම එක්වන්න', 'මිනිත්තුවකින් ලියාපදිංචි වී සාදර පිළිගැනීමේ ප්‍රසාද දීමනාව ලබා ගන්න.'],
      F: ['{site} හි ඔබගේ පළමු පිවිසුම', 'ආරක්ෂක මධ්‍යස්ථානයේ ඔබගේ ගෙවීම් මුරපදය සකසන්න.'],
    },
    notices: [
      '{site} වෙත සාදරයෙන් පිළිගනිමු! තැන්පතු මිනිත්තු කිහිපයකින් බැර වේ.',
      '{site} නඩත්තු කාලය: සෑම ඉරිදාවකම 03:00–04:00.',
      'වගකීමෙන් ක්‍රීඩා කරන්න. {site} සාමාජිකයින් වයස අවුරුදු 18 හෝ ඊට වැඩි විය යුතුය.',
    ],
  },
  ar: {
    popups: {
      A: ['مرحبًا بعودتك إلى {site}', 'سعداء برؤيتك مجددًا. اطّلع على عروض اليوم.'],
      B: ['{site} — انضم اليوم', 'سجّل خلال دقيقة واحصل على مكافأة ترحيبية.'],
      F: ['أول تسجيل دخول لك في {site}', 'عيّن كلمة مرور الدفع في مركز الأمان.'],
    },
    notices: [
      'أهلًا بك في {site}! تُضاف الإيداعات خلال دقائق.',
      'فترة صيانة {site}: أيام الأحد 03:00–04:00.',
      'العب بمسؤولية. يجب أن يكون عمر أعضاء {site} 18 عامًا أو أكثر.',
    ],
  },
  fa: {
    popups: {
      A: ['به {site} خوش برگشتید', 'از دیدن دوباره‌تان خوشحالیم. پیشنهادهای امروز را ببینید.'],
      B: ['{site} — همین امروز بپیوندید', 'در یک دقیقه ثبت‌نام کنید و پاداش خوش‌آمدگویی بگیرید.'],
      F: ['اولین ورود شما به {site}', 'رمز پرداخت خود را در مرکز امنیت تنظیم کنید.'],
    },
    notices: [
      'به {site} خوش آمدید! واریزها ظرف چند دقیقه به حساب می‌نشینند.',
      'زمان نگهداری {site}: یکشنبه‌ها 03:00–04:00.',
      'مسئولانه بازی کنید. اعضای {site} باید دست‌کم 18 سال داشته باشند.',
    ],
  },
  tr: {
    popups: {
      A: [
        '{site} sitesine tekrar hoş geldiniz',
        'Sizi yeniden görmek güzel. Bugünün promosyonlarına göz atın.',
      ],
      B: ['{site} — bugün katılın', 'Bir dakikada kaydolun ve hoş geldin bonusunu alın.'],
      F: ['{site} sitesine ilk girişiniz', 'Güvenlik merkezinden ödeme şifrenizi belirleyin.'],
    },
    notices: [
      '{site} sitesine hoş geldiniz! Yatırımlar dakikalar içinde hesabınıza geçer.',
      '{site} bakım saatleri: Pazar günleri 03:00–04:00.',
      'Sorumlu oynayın. {site} üyeleri 18 yaşında veya daha büyük olmalıdır.',
    ],
  },
  ru: {
    popups: {
      A: ['С возвращением в {site}', 'Рады снова вас видеть. Загляните в сегодняшние акции.'],
      B: [
        '{site} — присоединяйтесь сегодня',
        'Зарегистрируйтесь за минуту и получите приветственный бонус.',
      ],
      F: ['Ваш первый вход в {site}', 'Задайте платёжный пароль в центре безопасности.'],
    },
    notices: [
      'Добро пожаловать в {site}! Депозиты зачисляются за несколько минут.',
      'Технические работы {site}: по воскресеньям 03:00–04:00.',
      'Играйте ответственно. Участникам {site} должно быть 18 лет или больше.',
    ],
  },
  uk: {
    popups: {
      A: ['З поверненням до {site}', 'Раді знову вас бачити. Перегляньте сьогоднішні акції.'],
      B: [
        '{site} — приєднуйтеся сьогодні',
        'Зареєструйтеся за хвилину й отримайте вітальний бонус.',
      ],
      F: ['Ваш перший вхід до {site}', 'Установіть платіжний пароль у центрі безпеки.'],
    },
    notices: [
      'Ласкаво просимо до {site}! Депозити зараховуються за кілька хвилин.',
      'Технічні роботи {site}: щонеділі 03:00–04:00.',
      'Грайте відповідально. Учасникам {site} має бути 18 років або більше.',
    ],
  },
  kk: {
    popups: {
      A: [
        '{site} сайтына қайта қош келдіңіз',
        'Сізді қайта көргенімізге қуаныштымыз. Бүгінгі акцияларды қараңыз.',
      ],
      B: ['{site} — бүгін қосылыңыз', 'Бір минутта тіркеліп, қарсы алу бонусын алыңыз.'],
      F: ['{site} сайтына алғашқы кіруіңіз', 'Қауіпсіздік орталығында төлем құпиясөзін орнатыңыз.'],
    },
    notices: [
      '{site} сайтына қош келдіңіз! Депозиттер бірнеше минутта түседі.',
      '{site} техникалық қызмет уақыты: жексенбі сайын 03:00–04:00.',
      'Жауапкершілікпен ойнаңыз. {site} мүшелері 18 жастан асқан болуы керек.',
    ],
  },
  uz: {
    popups: {
      A: [
        '{site} saytiga qaytganingizdan xursandmiz',
        'Sizni yana ko‘rganimizdan xursandmiz. Bugungi aksiyalarni ko‘ring.',
      ],
      B: [
        '{site} — bugunoq qo‘shiling',
        'Bir daqiqada ro‘yxatdan o‘ting va xush kelibsiz bonusini oling.',
      ],
      F: [
        '{site} saytiga birinchi kirishingiz',
        'Xavfsizlik markazida to‘lov parolingizni o‘rnating.',
      ],
    },
    notices: [
      '{site} saytiga xush kelibsiz! Depozitlar bir necha daqiqada hisobga tushadi.',
      '{site} texnik xizmat vaqti: har yakshanba 03:00–04:00.',
      'Mas’uliyat bilan o‘ynang. {site} a’zolari 18 yosh yoki undan katta bo‘lishi kerak.',
    ],
  },
  es: {
    popups: {
      A: [
        'Bienvenido de nuevo a {site}',
        'Nos alegra verte otra vez. Echa un vistazo a las promociones de hoy.',
      ],
      B: ['{site}: únete hoy', 'Regístrate en un minuto y recibe un bono de bienvenida.'],
      F: [
        'Tu primer inicio de sesión en {site}',
        'Configura tu contraseña de pago en el centro de seguridad.',
      ],
    },
    notices: [
      '¡Bienvenido a {site}! Los depósitos se acreditan en minutos.',
      'Mantenimiento de {site}: domingos de 03:00 a 04:00.',
      'Juega con responsabilidad. Los miembros de {site} deben tener 18 años o más.',
    ],
  },
  pt: {
    popups: {
      A: ['Bem-vindo de volta a {site}', 'Que bom ver você de novo. Confira as promoções de hoje.'],
      B: ['{site}: cadastre-se hoje', 'Cadastre-se em um minuto e ganhe um bônus de boas-vindas.'],
      F: ['Seu primeiro login em {site}', 'Defina sua senha de pagamento na central de segurança.'],
    },
    notices: [
      'Bem-vindo a {site}! Os depósitos são creditados em minutos.',
      'Manutenção de {site}: domingos, das 03:00 às 04:00.',
      'Jogue com responsabilidade. Os membros de {site} devem ter 18 anos ou mais.',
    ],
  },
  fr: {
    popups: {
      A: ['Bon retour sur {site}', 'Ravi de vous revoir. Découvrez les promotions du jour.'],
      B: [
        '{site} : inscrivez-vous aujourd’hui',
        'Inscrivez-vous en une minute et recevez un bonus de bienvenue.',
      ],
      F: [
        'Votre première connexion à {site}',
        'Définissez votre mot de passe de paiement dans le centre de sécurité.',
      ],
    },
    notices: [
      'Bienvenue sur {site} ! Les dépôts sont crédités en quelques minutes.',
      'Maintenance de {site} : le dimanche de 03:00 à 04:00.',
      'Jouez de manière responsable. Les membres de {site} doivent avoir 18 ans ou plus.',
    ],
  },
  de: {
    popups: {
      A: [
        'Willkommen zurück bei {site}',
        'Schön, Sie wiederzusehen. Entdecken Sie die Aktionen des Tages.',
      ],
      B: [
        '{site} – jetzt mitmachen',
        'In einer Minute registrieren und einen Willkommensbonus erhalten.',
      ],
      F: [
        'Ihre erste Anmeldung bei {site}',
        'Legen Sie Ihr Zahlungspasswort im Sicherheitszentrum fest.',
      ],
    },
    notices: [
      'Willkommen bei {site}! Einzahlungen werden innerhalb weniger Minuten gutgeschrieben.',
      'Wartungsfenster von {site}: sonntags 03:00–04:00.',
      'Spielen Sie verantwortungsvoll. Mitglieder von {site} müssen mindestens 18 Jahre alt sein.',
    ],
  },
  it: {
    popups: {
      A: ['Bentornato su {site}', 'Che piacere rivederti. Scopri le promozioni di oggi.'],
      B: ['{site}: iscriviti oggi', 'Registrati in un minuto e ricevi un bonus di benvenuto.'],
      F: [
        'Il tuo primo accesso a {site}',
        'Imposta la password di pagamento nel centro sicurezza.',
      ],
    },
    notices: [
      'Benvenuto su {site}! I depositi vengono accreditati in pochi minuti.',
      'Manutenzione di {site}: la domenica dalle 03:00 alle 04:00.',
      'Gioca responsabilmente. I membri di {site} devono avere almeno 18 anni.',
    ],
  },
  nl: {
    popups: {
      A: ['Welkom terug bij {site}', 'Fijn je weer te zien. Bekijk de promoties van vandaag.'],
      B: ['{site} – doe vandaag mee', 'Registreer je in een minuut en ontvang een welkomstbonus.'],
      F: ['Je eerste login bij {site}', 'Stel je betaalwachtwoord in via het beveiligingscentrum.'],
    },
    notices: [
      'Welkom bij {site}! Stortingen worden binnen enkele minuten bijgeschreven.',
      'Onderhoud van {site}: zondag 03:00–04:00.',
      'Speel verantwoord. Leden van {site} moeten 18 jaar of ouder zijn.',
    ],
  },
  pl: {
    popups: {
      A: ['Witamy ponownie w {site}', 'Miło cię znowu widzieć. Sprawdź dzisiejsze promocje.'],
      B: ['{site} – dołącz już dziś', 'Zarejestruj się w minutę i odbierz bonus powitalny.'],
      F: ['Twoje pierwsze logowanie w {site}', 'Ustaw hasło płatności w centrum bezpieczeństwa.'],
    },
    notices: [
      'Witamy w {site}! Wpłaty są księgowane w ciągu kilku minut.',
      'Przerwa techniczna {site}: w niedziele 03:00–04:00.',
      'Graj odpowiedzialnie. Członkowie {site} muszą mieć ukończone 18 lat.',
    ],
  },
  ro: {
    popups: {
      A: ['Bine ai revenit pe {site}', 'Ne bucurăm să te revedem. Vezi promoțiile de azi.'],
      B: [
        '{site} – înscrie-te azi',
        'Înregistrează-te într-un minut și primește un bonus de bun venit.',
      ],
      F: ['Prima ta autentificare pe {site}', 'Setează parola de plată în centrul de securitate.'],
    },
    notices: [
      'Bine ai venit pe {site}! Depunerile sunt creditate în câteva minute.',
      'Mentenanță {site}: duminica, 03:00–04:00.',
      'Joacă responsabil. Membrii {site} trebuie să aibă cel puțin 18 ani.',
    ],
  },
};
