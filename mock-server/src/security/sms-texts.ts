// The text of an SMS code, in the language of whoever receives it: the brand first (a phone shows
// the start of a message), the code, how long it lasts, and that nobody should be told it.
import type { Language } from '#schemas/constants.ts';

type Template = (v: { brand: string; code: string; minutes: number }) => string;

export const SMS_TEXTS: Record<Language, Template> = {
  en: (v) =>
    `${v.brand}: your code is ${v.code}. It expires in ${v.minutes} minutes. Do not share it.`,
  th: (v) => `${v.brand}: รหัสของคุณคือ ${v.code} หมดอายุใน ${v.minutes} นาที ห้ามบอกรหัสนี้แก่ผู้อื่น`,
  zh: (v) => `${v.brand}：您的验证码是 ${v.code}，${v.minutes} 分钟内有效。请勿告诉他人。`,
  'zh-Hant': (v) => `${v.brand}：您的驗證碼是 ${v.code}，${v.minutes} 分鐘內有效。請勿告訴他人。`,
  ar: (v) =>
    `${v.brand}: رمزك هو ${v.code}. تنتهي صلاحيته خلال ${v.minutes} دقائق. لا تشاركه مع أحد.`,
  bn: (v) =>
    `${v.brand}: আপনার কোড ${v.code}। এটি ${v.minutes} মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে জানাবেন না।`,
  de: (v) =>
    `${v.brand}: Ihr Code lautet ${v.code}. Er läuft in ${v.minutes} Minuten ab. Geben Sie ihn nicht weiter.`,
  es: (v) => `${v.brand}: tu código es ${v.code}. Caduca en ${v.minutes} minutos. No lo compartas.`,
  fa: (v) =>
    `${v.brand}: کد شما ${v.code} است. تا ${v.minutes} دقیقه دیگر منقضی می‌شود. آن را به کسی ندهید.`,
  fr: (v) =>
    `${v.brand} : votre code est ${v.code}. Il expire dans ${v.minutes} minutes. Ne le communiquez à personne.`,
  hi: (v) =>
    `${v.brand}: आपका कोड ${v.code} है। यह ${v.minutes} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`,
  id: (v) =>
    `${v.brand}: kode Anda ${v.code}. Berlaku ${v.minutes} menit. Jangan berikan kepada siapa pun.`,
  it: (v) =>
    `${v.brand}: il tuo codice è ${v.code}. Scade tra ${v.minutes} minuti. Non condividerlo.`,
  ja: (v) =>
    `${v.brand}：認証コードは ${v.code} です。有効期限は ${v.minutes} 分です。他人に教えないでください。`,
  kk: (v) =>
    `${v.brand}: сіздің кодыңыз ${v.code}. Ол ${v.minutes} минуттан кейін жарамсыз болады. Ешкімге айтпаңыз.`,
  km: (v) => `${v.brand}៖ លេខកូដរបស់អ្នកគឺ ${v.code}។ វាផុតកំណត់ក្នុងរយៈពេល ${v.minutes} នាទី។ កុំប្រាប់អ្នកដទៃ។`,
  ko: (v) =>
    `${v.brand}: 인증 코드는 ${v.code}입니다. ${v.minutes}분 후 만료됩니다. 다른 사람에게 알려 주지 마세요.`,
  lo: (v) => `${v.brand}: ລະຫັດຂອງທ່ານແມ່ນ ${v.code}. ໝົດອາຍຸໃນ ${v.minutes} ນາທີ. ຢ່າບອກຜູ້ອື່ນ.`,
  ms: (v) =>
    `${v.brand}: kod anda ialah ${v.code}. Ia tamat tempoh dalam ${v.minutes} minit. Jangan kongsi dengan sesiapa.`,
  my: (v) =>
    `${v.brand}: သင်၏ကုဒ်မှာ ${v.code} ဖြစ်သည်။ ${v.minutes} မိနစ်အတွင်း သက်တမ်းကုန်မည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။`,
  ne: (v) =>
    `${v.brand}: तपाईंको कोड ${v.code} हो। यो ${v.minutes} मिनेटमा समाप्त हुन्छ। कसैलाई नभन्नुहोस्।`,
  nl: (v) =>
    `${v.brand}: je code is ${v.code}. Hij verloopt over ${v.minutes} minuten. Deel hem met niemand.`,
  pl: (v) =>
    `${v.brand}: Twój kod to ${v.code}. Wygasa za ${v.minutes} min. Nie udostępniaj go nikomu.`,
  pt: (v) =>
    `${v.brand}: seu código é ${v.code}. Expira em ${v.minutes} minutos. Não o compartilhe.`,
  ro: (v) =>
    `${v.brand}: codul tău este ${v.code}. Expiră în ${v.minutes} minute. Nu îl împărtăși nimănui.`,
  ru: (v) =>
    `${v.brand}: ваш код ${v.code}. Он действует ${v.minutes} мин. Никому его не сообщайте.`,
  si: (v) => `${v.brand}: ඔබගේ කේතය ${v.code}. එය මිනිත්තු ${v.minutes} කින් කල් ඉකුත් වේ. කිසිවෙකුට නොකියන්න.`,
  ta: (v) =>
    `${v.brand}: உங்கள் குறியீடு ${v.code}. இது ${v.minutes} நிமிடங்களில் காலாவதியாகும். யாரிடமும் பகிர வேண்டாம்.`,
  te: (v) => `${v.brand}: మీ కోడ్ ${v.code}. ఇది ${v.minutes} నిమిషాల్లో ముగుస్తుంది. ఎవరికీ చెప్పవద్దు.`,
  tl: (v) =>
    `${v.brand}: ang iyong code ay ${v.code}. Mag-e-expire ito sa loob ng ${v.minutes} minuto. Huwag itong ibahagi.`,
  tr: (v) =>
    `${v.brand}: kodunuz ${v.code}. ${v.minutes} dakika içinde geçerliliğini yitirir. Kimseyle paylaşmayın.`,
  uk: (v) => `${v.brand}: ваш код ${v.code}. Він діє ${v.minutes} хв. Нікому його не повідомляйте.`,
  ur: (v) =>
    `${v.brand}: آپ کا کوڈ ${v.code} ہے۔ یہ ${v.minutes} منٹ میں ختم ہو جائے گا۔ کسی کو نہ بتائیں۔`,
  uz: (v) =>
    `${v.brand}: kodingiz ${v.code}. U ${v.minutes} daqiqadan so‘ng amal qilmaydi. Hech kimga aytmang.`,
  vi: (v) =>
    `${v.brand}: mã của bạn là ${v.code}. Mã hết hạn sau ${v.minutes} phút. Không chia sẻ mã này.`,
};
