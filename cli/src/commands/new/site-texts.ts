// The texts of a new brand's manifest that players and agents read (the support chat's label, the
// licence line in the footer, the agent page's hours and pitch), written in every language the
// brand lists: a plain English string would count as the default language, and a Vietnamese or
// Korean brand would open with English in its footer. `{name}` is the brand's name.
import type { Language } from '#schemas/constants.ts';

interface SiteTexts {
  liveChat: string;
  licence: string;
  supportHours: string;
  agentHeadline: string;
  agentBody: string;
}

const TEXTS: Readonly<Record<Language, SiteTexts>> = {
  en: {
    liveChat: 'Live chat',
    licence:
      '{name} is licensed and regulated for online gaming. Players must be of legal age and play responsibly.',
    supportHours: 'Agent support 10:00–22:00 daily',
    agentHeadline: 'Grow with {name}',
    agentBody:
      'Build your team, offer contracts to your downline and earn salaries and dividends from their play.',
  },
  th: {
    liveChat: 'แชทสด',
    licence:
      '{name} ได้รับใบอนุญาตและอยู่ภายใต้การกำกับดูแลสำหรับเกมออนไลน์ ผู้เล่นต้องมีอายุครบตามกฎหมายและเล่นอย่างมีความรับผิดชอบ',
    supportHours: 'ฝ่ายดูแลเอเจนต์ 10:00–22:00 ทุกวัน',
    agentHeadline: 'เติบโตไปกับ {name}',
    agentBody: 'สร้างทีมของคุณ เสนอสัญญาให้ดาวน์ไลน์ และรับเงินเดือนและเงินปันผลจากการเล่นของพวกเขา',
  },
  zh: {
    liveChat: '在线客服',
    licence: '{name} 持有在线游戏牌照并受监管。玩家须达到法定年龄并理性游戏。',
    supportHours: '代理客服 每日 10:00–22:00',
    agentHeadline: '与 {name} 共同成长',
    agentBody: '组建您的团队，向下级提供契约，并从他们的游戏中赚取日工资和分红。',
  },
  'zh-Hant': {
    liveChat: '線上客服',
    licence: '{name} 持有線上遊戲牌照並受監管。玩家須達法定年齡並理性遊戲。',
    supportHours: '代理客服 每日 10:00–22:00',
    agentHeadline: '與 {name} 共同成長',
    agentBody: '組建您的團隊，向下級提供契約，並從他們的遊戲中賺取日工資和分紅。',
  },
  ja: {
    liveChat: 'ライブチャット',
    licence:
      '{name} はオンラインゲームのライセンスを取得し、規制を受けています。プレイヤーは法定年齢に達し、責任を持ってプレイしてください。',
    supportHours: '代理店サポート 毎日 10:00–22:00',
    agentHeadline: '{name} と共に成長しよう',
    agentBody: 'チームを作り、下位メンバーに契約を提示し、彼らのプレイから給与と配当を得ましょう。',
  },
  ko: {
    liveChat: '실시간 채팅',
    licence:
      '{name}은(는) 온라인 게임 라이선스를 보유하고 규제를 받고 있습니다. 플레이어는 법정 연령 이상이어야 하며 책임감 있게 플레이해야 합니다.',
    supportHours: '에이전트 지원 매일 10:00–22:00',
    agentHeadline: '{name}와(과) 함께 성장하세요',
    agentBody:
      '팀을 만들고, 하위 회원에게 계약을 제안하고, 그들의 플레이로 급여와 배당금을 받으세요.',
  },
  vi: {
    liveChat: 'Trò chuyện trực tuyến',
    licence:
      '{name} được cấp phép và quản lý cho hoạt động trò chơi trực tuyến. Người chơi phải đủ tuổi theo quy định và chơi có trách nhiệm.',
    supportHours: 'Hỗ trợ đại lý 10:00–22:00 hằng ngày',
    agentHeadline: 'Phát triển cùng {name}',
    agentBody:
      'Xây dựng đội nhóm, đề xuất hợp đồng cho tuyến dưới và nhận lương cùng cổ tức từ lượt chơi của họ.',
  },
  id: {
    liveChat: 'Obrolan langsung',
    licence:
      '{name} berlisensi dan diawasi untuk permainan online. Pemain harus cukup umur dan bermain secara bertanggung jawab.',
    supportHours: 'Dukungan agen setiap hari 10:00–22:00',
    agentHeadline: 'Berkembang bersama {name}',
    agentBody:
      'Bangun tim Anda, tawarkan kontrak kepada downline, dan dapatkan gaji serta dividen dari permainan mereka.',
  },
  ms: {
    liveChat: 'Sembang langsung',
    licence:
      '{name} dilesenkan dan dikawal selia untuk permainan dalam talian. Pemain mesti cukup umur dan bermain secara bertanggungjawab.',
    supportHours: 'Sokongan ejen setiap hari 10:00–22:00',
    agentHeadline: 'Berkembang bersama {name}',
    agentBody:
      'Bina pasukan anda, tawarkan kontrak kepada downline dan raih gaji serta dividen daripada permainan mereka.',
  },
  tl: {
    liveChat: 'Live na chat',
    licence:
      'Ang {name} ay may lisensya at kinokontrol para sa online gaming. Dapat nasa legal na edad ang mga manlalaro at maglaro nang responsable.',
    supportHours: 'Suporta sa ahente 10:00–22:00 araw-araw',
    agentHeadline: 'Lumago kasama ang {name}',
    agentBody:
      'Buuin ang iyong team, mag-alok ng kontrata sa iyong downline at kumita ng sahod at dibidendo mula sa kanilang paglalaro.',
  },
  my: {
    liveChat: 'တိုက်ရိုက်ချတ်',
    licence:
      '{name} သည် အွန်လိုင်းဂိမ်းအတွက် လိုင်စင်ရရှိပြီး စည်းကြပ်ခံထားရသည်။ ကစားသူများသည် တရားဝင်အသက်ပြည့်ရမည်ဖြစ်ပြီး တာဝန်ယူမှုရှိစွာ ကစားရမည်။',
    supportHours: 'ကိုယ်စားလှယ် အကူအညီ နေ့စဉ် 10:00–22:00',
    agentHeadline: '{name} နှင့်အတူ တိုးတက်ပါ',
    agentBody: 'သင့်အဖွဲ့ကို တည်ဆောက်ပါ၊ အောက်လိုင်းများထံ စာချုပ်များ ကမ်းလှမ်းပြီး ၎င်းတို့၏ ကစားမှုမှ လစာနှင့် အမြတ်ဝေစု ရယူပါ။',
  },
  km: {
    liveChat: 'ជជែកផ្ទាល់',
    licence:
      '{name} មានអាជ្ញាប័ណ្ណ និងស្ថិតក្រោមការត្រួតពិនិត្យសម្រាប់ហ្គេមអនឡាញ។ អ្នកលេងត្រូវមានអាយុគ្រប់តាមច្បាប់ និងលេងដោយទំនួលខុសត្រូវ។',
    supportHours: 'ជំនួយភ្នាក់ងារ 10:00–22:00 រៀងរាល់ថ្ងៃ',
    agentHeadline: 'រីកចម្រើនជាមួយ {name}',
    agentBody: 'កសាងក្រុមរបស់អ្នក ផ្តល់កិច្ចសន្យាដល់ខ្សែក្រោម ហើយទទួលបានប្រាក់ខែ និងភាគលាភពីការលេងរបស់ពួកគេ។',
  },
  lo: {
    liveChat: 'ແຊັດສົດ',
    licence:
      '{name} ໄດ້ຮັບໃບອະນຸຍາດ ແລະ ຢູ່ພາຍໃຕ້ການຄວບຄຸມສຳລັບເກມອອນລາຍ. ຜູ້ຫຼິ້ນຕ້ອງມີອາຍຸຄົບຕາມກົດໝາຍ ແລະ ຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ.',
    supportHours: 'ຝ່າຍຊ່ວຍເຫຼືອຕົວແທນ 10:00–22:00 ທຸກມື້',
    agentHeadline: 'ເຕີບໂຕໄປກັບ {name}',
    agentBody: 'ສ້າງທີມຂອງທ່ານ, ສະເໜີສັນຍາໃຫ້ສາຍລຸ່ມ ແລະ ຮັບເງິນເດືອນ ແລະ ເງິນປັນຜົນຈາກການຫຼິ້ນຂອງເຂົາເຈົ້າ.',
  },
  hi: {
    liveChat: 'लाइव चैट',
    licence:
      '{name} ऑनलाइन गेमिंग के लिए लाइसेंस प्राप्त और विनियमित है। खिलाड़ियों की आयु कानूनी रूप से मान्य होनी चाहिए और वे ज़िम्मेदारी से खेलें।',
    supportHours: 'एजेंट सहायता रोज़ 10:00–22:00',
    agentHeadline: '{name} के साथ आगे बढ़ें',
    agentBody: 'अपनी टीम बनाएँ, अपनी डाउनलाइन को अनुबंध दें और उनके खेल से वेतन और लाभांश कमाएँ।',
  },
  bn: {
    liveChat: 'লাইভ চ্যাট',
    licence:
      '{name} অনলাইন গেমিংয়ের জন্য লাইসেন্সপ্রাপ্ত ও নিয়ন্ত্রিত। খেলোয়াড়দের আইনসম্মত বয়স হতে হবে এবং দায়িত্বের সঙ্গে খেলতে হবে।',
    supportHours: 'এজেন্ট সহায়তা প্রতিদিন 10:00–22:00',
    agentHeadline: '{name}-এর সঙ্গে এগিয়ে চলুন',
    agentBody: 'আপনার দল গড়ুন, ডাউনলাইনকে চুক্তি দিন এবং তাদের খেলা থেকে বেতন ও লভ্যাংশ আয় করুন।',
  },
  ur: {
    liveChat: 'لائیو چیٹ',
    licence:
      '{name} آن لائن گیمنگ کے لیے لائسنس یافتہ اور ریگولیٹڈ ہے۔ کھلاڑیوں کا قانونی عمر کا ہونا اور ذمہ داری سے کھیلنا ضروری ہے۔',
    supportHours: 'ایجنٹ سپورٹ روزانہ 10:00–22:00',
    agentHeadline: '{name} کے ساتھ ترقی کریں',
    agentBody:
      'اپنی ٹیم بنائیں، اپنی ڈاؤن لائن کو معاہدے پیش کریں اور ان کے کھیل سے تنخواہ اور منافع کمائیں۔',
  },
  ta: {
    liveChat: 'நேரடி அரட்டை',
    licence:
      '{name} ஆன்லைன் கேமிங்கிற்கு உரிமம் பெற்று ஒழுங்குபடுத்தப்படுகிறது. வீரர்கள் சட்டப்பூர்வ வயதை அடைந்திருக்க வேண்டும், பொறுப்புடன் விளையாட வேண்டும்.',
    supportHours: 'முகவர் உதவி தினமும் 10:00–22:00',
    agentHeadline: '{name} உடன் வளருங்கள்',
    agentBody:
      'உங்கள் குழுவை உருவாக்குங்கள், கீழ்நிலை உறுப்பினர்களுக்கு ஒப்பந்தங்களை வழங்குங்கள், அவர்களின் விளையாட்டிலிருந்து சம்பளமும் ஈவுத்தொகையும் பெறுங்கள்.',
  },
  te: {
    liveChat: 'లైవ్ చాట్',
    licence:
      '{name} ఆన్‌లైన్ గేమింగ్ కోసం లైసెన్స్ పొంది, నియంత్రణలో ఉంది. ఆటగాళ్లు చట్టబద్ధమైన వయస్సు కలిగి ఉండాలి మరియు బాధ్యతగా ఆడాలి.',
    supportHours: 'ఏజెంట్ సహాయం ప్రతిరోజూ 10:00–22:00',
    agentHeadline: '{name}తో కలిసి ఎదగండి',
    agentBody:
      'మీ బృందాన్ని నిర్మించండి, మీ డౌన్‌లైన్‌కు ఒప్పందాలు అందించండి, వారి ఆట నుండి జీతం మరియు డివిడెండ్లు సంపాదించండి.',
  },
  ne: {
    liveChat: 'लाइभ च्याट',
    licence:
      '{name} अनलाइन गेमिङका लागि इजाजतपत्र प्राप्त र नियमन गरिएको छ। खेलाडीहरू कानुनी उमेर पुगेका हुनुपर्छ र जिम्मेवारीपूर्वक खेल्नुपर्छ।',
    supportHours: 'एजेन्ट सहायता दैनिक 10:00–22:00',
    agentHeadline: '{name} सँग अघि बढ्नुहोस्',
    agentBody:
      'आफ्नो टोली बनाउनुहोस्, डाउनलाइनलाई सम्झौता प्रस्ताव गर्नुहोस् र उनीहरूको खेलबाट तलब र लाभांश कमाउनुहोस्।',
  },
  si: {
    liveChat: 'සජීවී කතාබස්',
    licence:
      '{name} මාර්ගගත ක්‍රීඩා සඳහා බලපත්‍රලාභී සහ නියාමනය කරනු ලැබේ. ක්‍රීඩකයින් නීත්‍යානුකූල වයස සපුරා වගකීමෙන් ක්‍රීඩා කළ යුතුය.',
    supportHours: 'නියෝජිත සහාය දිනපතා 10:00–22:00',
    agentHeadline: '{name} සමඟ වර්ධනය වන්න',
    agentBody: 'ඔබේ කණ්ඩායම ගොඩනඟන්න, පහළ පෙළට ගිවිසුම් පිරිනමන්න, ඔවුන්ගේ ක්‍රීඩාවෙන් වැටුප් සහ ලාභාංශ උපයන්න.',
  },
  ar: {
    liveChat: 'دردشة مباشرة',
    licence:
      '{name} مرخّص وخاضع للتنظيم في مجال الألعاب عبر الإنترنت. يجب أن يكون اللاعبون في السن القانونية وأن يلعبوا بمسؤولية.',
    supportHours: 'دعم الوكلاء يوميًا 10:00–22:00',
    agentHeadline: 'انمُ مع {name}',
    agentBody: 'ابنِ فريقك، واعرض العقود على شبكتك، واكسب الرواتب والأرباح من لعبهم.',
  },
  fa: {
    liveChat: 'گفتگوی زنده',
    licence:
      '{name} برای بازی‌های آنلاین مجوز دارد و تحت نظارت است. بازیکنان باید به سن قانونی رسیده باشند و مسئولانه بازی کنند.',
    supportHours: 'پشتیبانی نمایندگان هر روز 10:00–22:00',
    agentHeadline: 'با {name} رشد کنید',
    agentBody:
      'تیم خود را بسازید، به زیرمجموعه‌های خود قرارداد پیشنهاد دهید و از بازی آن‌ها حقوق و سود دریافت کنید.',
  },
  tr: {
    liveChat: 'Canlı sohbet',
    licence:
      '{name}, çevrim içi oyun için lisanslı ve denetlenmektedir. Oyuncular yasal yaşta olmalı ve sorumlu bir şekilde oynamalıdır.',
    supportHours: 'Temsilci desteği her gün 10:00–22:00',
    agentHeadline: '{name} ile büyüyün',
    agentBody:
      'Ekibinizi kurun, alt hattınıza sözleşme teklif edin ve onların oyunlarından maaş ve kâr payı kazanın.',
  },
  ru: {
    liveChat: 'Онлайн-чат',
    licence:
      '{name} имеет лицензию и регулируется для онлайн-игр. Игроки должны достичь совершеннолетия и играть ответственно.',
    supportHours: 'Поддержка агентов ежедневно 10:00–22:00',
    agentHeadline: 'Растите вместе с {name}',
    agentBody:
      'Создайте свою команду, предлагайте контракты нижестоящим и получайте зарплату и дивиденды от их игры.',
  },
  uk: {
    liveChat: 'Онлайн-чат',
    licence:
      '{name} має ліцензію та регулюється для онлайн-ігор. Гравці мають досягти повноліття та грати відповідально.',
    supportHours: 'Підтримка агентів щодня 10:00–22:00',
    agentHeadline: 'Зростайте разом із {name}',
    agentBody:
      'Створіть свою команду, пропонуйте контракти нижчим рівням і отримуйте зарплату та дивіденди від їхньої гри.',
  },
  kk: {
    liveChat: 'Тікелей чат',
    licence:
      '{name} онлайн ойындар үшін лицензияланған және реттеледі. Ойыншылар заңды жасқа толуы және жауапкершілікпен ойнауы тиіс.',
    supportHours: 'Агенттерге қолдау күн сайын 10:00–22:00',
    agentHeadline: '{name} — бірге өсейік',
    agentBody:
      'Командаңызды құрыңыз, төменгі деңгейге келісімшарт ұсыныңыз және олардың ойынынан жалақы мен дивиденд алыңыз.',
  },
  uz: {
    liveChat: 'Jonli chat',
    licence:
      '{name} onlayn o‘yinlar uchun litsenziyaga ega va nazorat qilinadi. O‘yinchilar qonuniy yoshga to‘lgan bo‘lishi va mas’uliyat bilan o‘ynashi shart.',
    supportHours: 'Agentlarni qo‘llab-quvvatlash har kuni 10:00–22:00',
    agentHeadline: '{name} bilan birga o‘sing',
    agentBody:
      'Jamoangizni tuzing, quyi bo‘g‘inga shartnomalar taklif qiling va ularning o‘yinidan maosh hamda dividend oling.',
  },
  es: {
    liveChat: 'Chat en vivo',
    licence:
      '{name} cuenta con licencia y está regulado para el juego en línea. Los jugadores deben ser mayores de edad y jugar de forma responsable.',
    supportHours: 'Soporte para agentes todos los días de 10:00 a 22:00',
    agentHeadline: 'Crece con {name}',
    agentBody:
      'Forma tu equipo, ofrece contratos a tu red y gana salarios y dividendos con su juego.',
  },
  pt: {
    liveChat: 'Chat ao vivo',
    licence:
      '{name} é licenciado e regulamentado para jogos online. Os jogadores devem ter a idade legal e jogar com responsabilidade.',
    supportHours: 'Suporte a agentes todos os dias das 10:00 às 22:00',
    agentHeadline: 'Cresça com {name}',
    agentBody:
      'Monte sua equipe, ofereça contratos à sua rede e ganhe salários e dividendos com o jogo dos seus membros.',
  },
  fr: {
    liveChat: 'Chat en direct',
    licence:
      "{name} est agréé et réglementé pour les jeux en ligne. Les joueurs doivent avoir l'âge légal et jouer de manière responsable.",
    supportHours: 'Assistance aux agents tous les jours de 10:00 à 22:00',
    agentHeadline: 'Grandissez avec {name}',
    agentBody:
      'Constituez votre équipe, proposez des contrats à vos filleuls et gagnez salaires et dividendes grâce à leur jeu.',
  },
  de: {
    liveChat: 'Live-Chat',
    licence:
      '{name} ist für Online-Glücksspiel lizenziert und reguliert. Spieler müssen volljährig sein und verantwortungsvoll spielen.',
    supportHours: 'Partner-Support täglich 10:00–22:00',
    agentHeadline: 'Wachsen Sie mit {name}',
    agentBody:
      'Bauen Sie Ihr Team auf, bieten Sie Ihrer Downline Verträge an und verdienen Sie Gehälter und Dividenden an deren Spiel.',
  },
  it: {
    liveChat: 'Chat dal vivo',
    licence:
      "{name} è autorizzato e regolamentato per il gioco online. I giocatori devono avere l'età legale e giocare in modo responsabile.",
    supportHours: 'Assistenza agenti ogni giorno 10:00–22:00',
    agentHeadline: 'Cresci con {name}',
    agentBody:
      'Crea il tuo team, offri contratti alla tua rete e guadagna stipendi e dividendi dal loro gioco.',
  },
  nl: {
    liveChat: 'Livechat',
    licence:
      '{name} heeft een vergunning en staat onder toezicht voor online gaming. Spelers moeten de wettelijke leeftijd hebben en verantwoord spelen.',
    supportHours: 'Agentenondersteuning dagelijks 10:00–22:00',
    agentHeadline: 'Groei met {name}',
    agentBody:
      'Bouw je team op, bied je downline contracten aan en verdien salarissen en dividenden aan hun spel.',
  },
  pl: {
    liveChat: 'Czat na żywo',
    licence:
      '{name} posiada licencję i podlega regulacjom w zakresie gier online. Gracze muszą być pełnoletni i grać odpowiedzialnie.',
    supportHours: 'Wsparcie agentów codziennie 10:00–22:00',
    agentHeadline: 'Rozwijaj się z {name}',
    agentBody:
      'Zbuduj swój zespół, oferuj kontrakty swojej strukturze i zarabiaj pensje oraz dywidendy z ich gry.',
  },
  ro: {
    liveChat: 'Chat în direct',
    licence:
      '{name} este licențiat și reglementat pentru jocuri online. Jucătorii trebuie să aibă vârsta legală și să joace responsabil.',
    supportHours: 'Asistență pentru agenți zilnic 10:00–22:00',
    agentHeadline: 'Crește alături de {name}',
    agentBody:
      'Construiește-ți echipa, oferă contracte rețelei tale și câștigă salarii și dividende din jocul lor.',
  },
};

export type LocalizedTexts = { [K in keyof SiteTexts]: Partial<Record<Language, string>> } & {
  /** The page title: the brand's name, the same in every language. */
  title: Partial<Record<Language, string>>;
};

/** Each text of a new brand's manifest as a text per language, for the languages it lists. */
export function siteTexts(name: string, languages: readonly Language[]): LocalizedTexts {
  const per = (pick: (t: SiteTexts) => string) =>
    Object.fromEntries(
      languages.map((l) => [l, pick(TEXTS[l]).replaceAll('{name}', name)]),
    ) as Partial<Record<Language, string>>;
  return {
    title: per(() => name),
    liveChat: per((t) => t.liveChat),
    licence: per((t) => t.licence),
    supportHours: per((t) => t.supportHours),
    agentHeadline: per((t) => t.agentHeadline),
    agentBody: per((t) => t.agentBody),
  };
}
