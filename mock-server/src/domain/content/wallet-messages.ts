// The messages the wallet sends (spec §4), written once per language when they are sent: the
// member reads them later in whatever language the site is in, so each keeps every text. They are
// system texts like the UI's, so every language the site offers has its own (the table's type
// says so): a Japanese inbox never falls back to the tenant's Chinese for "withdrawal approved".
import type { MessageKind } from '#schemas/api/content.ts';
import type { Language } from '#schemas/constants.ts';
import type { SeedText } from './localized.ts';

export interface MessageText {
  kind: MessageKind;
  title: SeedText;
  content: SeedText;
}

type Kind =
  | 'welcome'
  | 'depositCredited'
  | 'depositFailed'
  | 'withdrawalRejected'
  | 'withdrawalApproved'
  | 'withdrawalPaid';
type Texts = Record<Kind, readonly [title: string, content: string]>;
type Params = Partial<Record<'site' | 'nickname' | 'id' | 'amount' | 'bank' | 'minutes', string>>;

const TEXTS: Record<Language, Texts> = {
  en: {
    welcome: [
      'Welcome to {site}',
      'Hello {nickname}, welcome to {site}. Your wallet is ready: deposit, play and withdraw any time from the member centre.',
    ],
    depositCredited: [
      'Deposit credited',
      'Your deposit #{id} of {amount} has been credited to your wallet.',
    ],
    depositFailed: [
      'Deposit failed',
      'Your deposit #{id} of {amount} could not be completed. No money was taken; please try again or contact customer service.',
    ],
    withdrawalRejected: [
      'Withdrawal rejected',
      'Your withdrawal #{id} of {amount} was rejected and the amount has been returned to your wallet.',
    ],
    withdrawalApproved: [
      'Withdrawal approved',
      'Your withdrawal #{id} of {amount} to {bank} has been paid out. Please confirm whether you received it within {minutes} minutes; after that it counts as received.',
    ],
    withdrawalPaid: ['Withdrawal approved', 'Your withdrawal #{id} of {amount} has been paid out.'],
  },
  th: {
    welcome: [
      'ยินดีต้อนรับสู่ {site}',
      'สวัสดีคุณ {nickname} ยินดีต้อนรับสู่ {site} กระเป๋าเงินของคุณพร้อมแล้ว ฝากเงิน เล่น และถอนเงินได้ทุกเมื่อจากศูนย์สมาชิก',
    ],
    depositCredited: ['ฝากเงินสำเร็จ', 'รายการฝากเงิน #{id} จำนวน {amount} เข้ากระเป๋าเงินของคุณแล้ว'],
    depositFailed: [
      'ฝากเงินไม่สำเร็จ',
      'รายการฝากเงิน #{id} จำนวน {amount} ไม่สำเร็จ ไม่มีการหักเงินของคุณ โปรดลองอีกครั้งหรือติดต่อฝ่ายบริการลูกค้า',
    ],
    withdrawalRejected: [
      'การถอนเงินถูกปฏิเสธ',
      'รายการถอนเงิน #{id} จำนวน {amount} ถูกปฏิเสธ และคืนยอดเงินเข้ากระเป๋าเงินของคุณแล้ว',
    ],
    withdrawalApproved: [
      'อนุมัติการถอนเงินแล้ว',
      'รายการถอนเงิน #{id} จำนวน {amount} ไปยัง {bank} จ่ายออกแล้ว โปรดยืนยันว่าคุณได้รับเงินภายใน {minutes} นาที หลังจากนั้นจะถือว่าได้รับแล้ว',
    ],
    withdrawalPaid: ['อนุมัติการถอนเงินแล้ว', 'รายการถอนเงิน #{id} จำนวน {amount} จ่ายออกแล้ว'],
  },
  zh: {
    welcome: [
      '欢迎来到 {site}',
      '{nickname}，您好！欢迎来到 {site}。您的钱包已准备就绪，可随时在会员中心存款、游戏和取款。',
    ],
    depositCredited: ['存款已到账', '您的存款 #{id}（{amount}）已存入您的钱包。'],
    depositFailed: [
      '存款失败',
      '您的存款 #{id}（{amount}）未能完成，未扣除任何款项。请重试或联系客服。',
    ],
    withdrawalRejected: ['取款被拒绝', '您的取款 #{id}（{amount}）已被拒绝，款项已退回您的钱包。'],
    withdrawalApproved: [
      '取款已批准',
      '您的取款 #{id}（{amount}）已支付至 {bank}。请在 {minutes} 分钟内确认是否到账，逾时将视为已到账。',
    ],
    withdrawalPaid: ['取款已批准', '您的取款 #{id}（{amount}）已支付。'],
  },
  'zh-Hant': {
    welcome: [
      '歡迎來到 {site}',
      '{nickname}，您好！歡迎來到 {site}。您的錢包已準備就緒，可隨時在會員中心存款、遊戲和提款。',
    ],
    depositCredited: ['存款已入帳', '您的存款 #{id}（{amount}）已存入您的錢包。'],
    depositFailed: [
      '存款失敗',
      '您的存款 #{id}（{amount}）未能完成，未扣除任何款項。請重試或聯繫客服。',
    ],
    withdrawalRejected: ['提款被拒絕', '您的提款 #{id}（{amount}）已被拒絕，款項已退回您的錢包。'],
    withdrawalApproved: [
      '提款已核准',
      '您的提款 #{id}（{amount}）已支付至 {bank}。請在 {minutes} 分鐘內確認是否入帳，逾時將視為已入帳。',
    ],
    withdrawalPaid: ['提款已核准', '您的提款 #{id}（{amount}）已支付。'],
  },
  ja: {
    welcome: [
      '{site}へようこそ',
      '{nickname}様、{site}へようこそ。ウォレットの準備ができました。メンバーセンターからいつでも入金・プレイ・出金ができます。',
    ],
    depositCredited: ['入金完了', '入金 #{id}（{amount}）がウォレットに反映されました。'],
    depositFailed: [
      '入金失敗',
      '入金 #{id}（{amount}）を完了できませんでした。引き落としはありません。もう一度お試しいただくか、カスタマーサービスにお問い合わせください。',
    ],
    withdrawalRejected: [
      '出金拒否',
      '出金 #{id}（{amount}）は拒否され、金額はウォレットに返金されました。',
    ],
    withdrawalApproved: [
      '出金承認',
      '出金 #{id}（{amount}）を{bank}へ支払いました。{minutes}分以内に受け取りをご確認ください。それを過ぎると受け取り済みとみなされます。',
    ],
    withdrawalPaid: ['出金承認', '出金 #{id}（{amount}）を支払いました。'],
  },
  ko: {
    welcome: [
      '{site}에 오신 것을 환영합니다',
      '{nickname}님, {site}에 오신 것을 환영합니다. 지갑이 준비되었습니다. 회원 센터에서 언제든지 입금, 게임, 출금을 하실 수 있습니다.',
    ],
    depositCredited: ['입금 완료', '입금 #{id}({amount})이 지갑에 반영되었습니다.'],
    depositFailed: [
      '입금 실패',
      '입금 #{id}({amount})을 완료하지 못했습니다. 출금된 금액은 없습니다. 다시 시도하거나 고객센터에 문의해 주세요.',
    ],
    withdrawalRejected: [
      '출금 거절',
      '출금 #{id}({amount})이 거절되어 금액이 지갑으로 반환되었습니다.',
    ],
    withdrawalApproved: [
      '출금 승인',
      '출금 #{id}({amount})이 {bank}(으)로 지급되었습니다. {minutes}분 안에 수령 여부를 확인해 주세요. 이후에는 수령한 것으로 처리됩니다.',
    ],
    withdrawalPaid: ['출금 승인', '출금 #{id}({amount})이 지급되었습니다.'],
  },
  vi: {
    welcome: [
      'Chào mừng đến với {site}',
      'Xin chào {nickname}, chào mừng bạn đến với {site}. Ví của bạn đã sẵn sàng: nạp tiền, chơi và rút tiền bất cứ lúc nào tại trung tâm thành viên.',
    ],
    depositCredited: [
      'Nạp tiền thành công',
      'Khoản nạp #{id} trị giá {amount} đã được cộng vào ví của bạn.',
    ],
    depositFailed: [
      'Nạp tiền thất bại',
      'Khoản nạp #{id} trị giá {amount} không thể hoàn tất. Không có khoản tiền nào bị trừ; vui lòng thử lại hoặc liên hệ chăm sóc khách hàng.',
    ],
    withdrawalRejected: [
      'Rút tiền bị từ chối',
      'Yêu cầu rút #{id} trị giá {amount} đã bị từ chối và số tiền đã được hoàn vào ví của bạn.',
    ],
    withdrawalApproved: [
      'Rút tiền đã được duyệt',
      'Yêu cầu rút #{id} trị giá {amount} đã được chi trả đến {bank}. Vui lòng xác nhận đã nhận tiền trong vòng {minutes} phút; sau thời gian đó sẽ được coi là đã nhận.',
    ],
    withdrawalPaid: [
      'Rút tiền đã được duyệt',
      'Yêu cầu rút #{id} trị giá {amount} đã được chi trả.',
    ],
  },
  id: {
    welcome: [
      'Selamat datang di {site}',
      'Halo {nickname}, selamat datang di {site}. Dompet Anda sudah siap: setor, main, dan tarik dana kapan saja dari pusat anggota.',
    ],
    depositCredited: [
      'Setoran masuk',
      'Setoran #{id} sebesar {amount} telah masuk ke dompet Anda.',
    ],
    depositFailed: [
      'Setoran gagal',
      'Setoran #{id} sebesar {amount} tidak dapat diselesaikan. Tidak ada dana yang terpotong; silakan coba lagi atau hubungi layanan pelanggan.',
    ],
    withdrawalRejected: [
      'Penarikan ditolak',
      'Penarikan #{id} sebesar {amount} ditolak dan dananya telah dikembalikan ke dompet Anda.',
    ],
    withdrawalApproved: [
      'Penarikan disetujui',
      'Penarikan #{id} sebesar {amount} ke {bank} telah dibayarkan. Harap konfirmasi penerimaannya dalam {minutes} menit; setelah itu dianggap telah diterima.',
    ],
    withdrawalPaid: ['Penarikan disetujui', 'Penarikan #{id} sebesar {amount} telah dibayarkan.'],
  },
  ms: {
    welcome: [
      'Selamat datang ke {site}',
      'Hai {nickname}, selamat datang ke {site}. Dompet anda sudah sedia: deposit, main dan keluarkan wang pada bila-bila masa dari pusat ahli.',
    ],
    depositCredited: [
      'Deposit dikreditkan',
      'Deposit #{id} anda sebanyak {amount} telah dikreditkan ke dompet anda.',
    ],
    depositFailed: [
      'Deposit gagal',
      'Deposit #{id} anda sebanyak {amount} tidak dapat diselesaikan. Tiada wang ditolak; sila cuba lagi atau hubungi khidmat pelanggan.',
    ],
    withdrawalRejected: [
      'Pengeluaran ditolak',
      'Pengeluaran #{id} anda sebanyak {amount} telah ditolak dan jumlahnya telah dikembalikan ke dompet anda.',
    ],
    withdrawalApproved: [
      'Pengeluaran diluluskan',
      'Pengeluaran #{id} anda sebanyak {amount} ke {bank} telah dibayar. Sila sahkan penerimaannya dalam masa {minutes} minit; selepas itu ia dianggap telah diterima.',
    ],
    withdrawalPaid: [
      'Pengeluaran diluluskan',
      'Pengeluaran #{id} anda sebanyak {amount} telah dibayar.',
    ],
  },
  tl: {
    welcome: [
      'Maligayang pagdating sa {site}',
      'Kumusta {nickname}, maligayang pagdating sa {site}. Handa na ang iyong wallet: mag-deposit, maglaro at mag-withdraw anumang oras mula sa member centre.',
    ],
    depositCredited: [
      'Pumasok na ang deposito',
      'Naipasok na sa iyong wallet ang deposito #{id} na {amount}.',
    ],
    depositFailed: [
      'Nabigo ang deposito',
      'Hindi nakumpleto ang deposito #{id} na {amount}. Walang perang nabawas; pakisubukang muli o makipag-ugnayan sa customer service.',
    ],
    withdrawalRejected: [
      'Tinanggihan ang withdrawal',
      'Tinanggihan ang withdrawal #{id} na {amount} at naibalik na ang halaga sa iyong wallet.',
    ],
    withdrawalApproved: [
      'Naaprubahan ang withdrawal',
      'Naipadala na sa {bank} ang withdrawal #{id} na {amount}. Pakikumpirma kung natanggap mo ito sa loob ng {minutes} minuto; pagkatapos noon, ituturing itong natanggap.',
    ],
    withdrawalPaid: [
      'Naaprubahan ang withdrawal',
      'Naipadala na ang withdrawal #{id} na {amount}.',
    ],
  },
  my: {
    welcome: [
      '{site} မှ ကြိုဆိုပါသည်',
      'မင်္ဂလာပါ {nickname}၊ {site} မှ ကြိုဆိုပါသည်။ သင့်ပိုက်ဆံအိတ် အဆင်သင့်ဖြစ်ပါပြီ- အဖွဲ့ဝင်စင်တာမှ အချိန်မရွေး ငွေသွင်း၊ ကစား၊ ငွေထုတ်နိုင်ပါသည်။',
    ],
    depositCredited: ['ငွေသွင်းမှု ရောက်ရှိပြီး', 'သင့်ငွေသွင်းမှု #{id} ({amount}) ကို ပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။'],
    depositFailed: [
      'ငွေသွင်းမှု မအောင်မြင်ပါ',
      'သင့်ငွေသွင်းမှု #{id} ({amount}) ကို မပြီးမြောက်နိုင်ပါ။ ငွေမနုတ်ယူပါ။ ထပ်မံကြိုးစားပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    ],
    withdrawalRejected: [
      'ငွေထုတ်မှု ငြင်းပယ်ခံရသည်',
      'သင့်ငွေထုတ်မှု #{id} ({amount}) ကို ငြင်းပယ်ခဲ့ပြီး ငွေပမာဏကို ပိုက်ဆံအိတ်သို့ ပြန်ထည့်ပြီးပါပြီ။',
    ],
    withdrawalApproved: [
      'ငွေထုတ်မှု အတည်ပြုပြီး',
      'သင့်ငွေထုတ်မှု #{id} ({amount}) ကို {bank} သို့ ပေးချေပြီးပါပြီ။ {minutes} မိနစ်အတွင်း လက်ခံရရှိကြောင်း အတည်ပြုပါ။ ထို့နောက် လက်ခံရရှိပြီးဟု သတ်မှတ်ပါမည်။',
    ],
    withdrawalPaid: ['ငွေထုတ်မှု အတည်ပြုပြီး', 'သင့်ငွေထုတ်မှု #{id} ({amount}) ကို ပေးချေပြီးပါပြီ။'],
  },
  km: {
    welcome: [
      'សូមស្វាគមន៍មកកាន់ {site}',
      'សួស្តី {nickname} សូមស្វាគមន៍មកកាន់ {site}។ កាបូបរបស់អ្នករួចរាល់ហើយ៖ ដាក់ប្រាក់ លេង និងដកប្រាក់បានគ្រប់ពេលពីមជ្ឈមណ្ឌលសមាជិក។',
    ],
    depositCredited: ['ការដាក់ប្រាក់បានចូល', 'ការដាក់ប្រាក់ #{id} ចំនួន {amount} បានបញ្ចូលទៅកាបូបរបស់អ្នកហើយ។'],
    depositFailed: [
      'ការដាក់ប្រាក់បរាជ័យ',
      'ការដាក់ប្រាក់ #{id} ចំនួន {amount} មិនអាចបញ្ចប់បានទេ។ មិនមានការកាត់ប្រាក់ទេ សូមព្យាយាមម្តងទៀត ឬទាក់ទងសេវាអតិថិជន។',
    ],
    withdrawalRejected: [
      'ការដកប្រាក់ត្រូវបានបដិសេធ',
      'ការដកប្រាក់ #{id} ចំនួន {amount} ត្រូវបានបដិសេធ ហើយប្រាក់ត្រូវបានបង្វិលចូលកាបូបរបស់អ្នកវិញ។',
    ],
    withdrawalApproved: [
      'ការដកប្រាក់ត្រូវបានអនុម័ត',
      'ការដកប្រាក់ #{id} ចំនួន {amount} ទៅ {bank} ត្រូវបានបង់រួចហើយ។ សូមបញ្ជាក់ថាអ្នកបានទទួលក្នុងរយៈពេល {minutes} នាទី បើហួសពេលនោះ នឹងចាត់ទុកថាបានទទួល។',
    ],
    withdrawalPaid: ['ការដកប្រាក់ត្រូវបានអនុម័ត', 'ការដកប្រាក់ #{id} ចំនួន {amount} ត្រូវបានបង់រួចហើយ។'],
  },
  lo: {
    welcome: [
      'ຍິນດີຕ້ອນຮັບສູ່ {site}',
      'ສະບາຍດີ {nickname}, ຍິນດີຕ້ອນຮັບສູ່ {site}. ກະເປົາເງິນຂອງທ່ານພ້ອມແລ້ວ: ຝາກ, ຫຼິ້ນ ແລະ ຖອນເງິນໄດ້ທຸກເວລາຈາກສູນສະມາຊິກ.',
    ],
    depositCredited: ['ຝາກເງິນສຳເລັດ', 'ລາຍການຝາກ #{id} ຈຳນວນ {amount} ເຂົ້າກະເປົາເງິນຂອງທ່ານແລ້ວ.'],
    depositFailed: [
      'ຝາກເງິນບໍ່ສຳເລັດ',
      'ລາຍການຝາກ #{id} ຈຳນວນ {amount} ບໍ່ສຳເລັດ. ບໍ່ມີການຫັກເງິນ; ກະລຸນາລອງໃໝ່ ຫຼື ຕິດຕໍ່ຝ່າຍບໍລິການລູກຄ້າ.',
    ],
    withdrawalRejected: [
      'ການຖອນເງິນຖືກປະຕິເສດ',
      'ລາຍການຖອນ #{id} ຈຳນວນ {amount} ຖືກປະຕິເສດ ແລະ ໄດ້ຄືນເງິນເຂົ້າກະເປົາຂອງທ່ານແລ້ວ.',
    ],
    withdrawalApproved: [
      'ອະນຸມັດການຖອນເງິນແລ້ວ',
      'ລາຍການຖອນ #{id} ຈຳນວນ {amount} ໄປຫາ {bank} ຈ່າຍອອກແລ້ວ. ກະລຸນາຢືນຢັນການຮັບເງິນພາຍໃນ {minutes} ນາທີ; ຫຼັງຈາກນັ້ນຈະຖືວ່າໄດ້ຮັບແລ້ວ.',
    ],
    withdrawalPaid: ['ອະນຸມັດການຖອນເງິນແລ້ວ', 'ລາຍການຖອນ #{id} ຈຳນວນ {amount} ຈ່າຍອອກແລ້ວ.'],
  },
  hi: {
    welcome: [
      '{site} में आपका स्वागत है',
      'नमस्ते {nickname}, {site} में आपका स्वागत है। आपका वॉलेट तैयार है: सदस्य केंद्र से कभी भी जमा करें, खेलें और निकासी करें।',
    ],
    depositCredited: ['जमा राशि प्राप्त हुई', 'आपकी जमा #{id} ({amount}) आपके वॉलेट में जोड़ दी गई है।'],
    depositFailed: [
      'जमा विफल',
      'आपकी जमा #{id} ({amount}) पूरी नहीं हो सकी। कोई राशि नहीं काटी गई; कृपया फिर से प्रयास करें या ग्राहक सेवा से संपर्क करें।',
    ],
    withdrawalRejected: [
      'निकासी अस्वीकृत',
      'आपकी निकासी #{id} ({amount}) अस्वीकृत कर दी गई और राशि आपके वॉलेट में लौटा दी गई है।',
    ],
    withdrawalApproved: [
      'निकासी स्वीकृत',
      'आपकी निकासी #{id} ({amount}) {bank} को भेज दी गई है। कृपया {minutes} मिनट के भीतर पुष्टि करें कि आपको राशि मिली; उसके बाद इसे प्राप्त माना जाएगा।',
    ],
    withdrawalPaid: ['निकासी स्वीकृत', 'आपकी निकासी #{id} ({amount}) भेज दी गई है।'],
  },
  bn: {
    welcome: [
      '{site}-এ স্বাগতম',
      'হ্যালো {nickname}, {site}-এ স্বাগতম। আপনার ওয়ালেট প্রস্তুত: সদস্য কেন্দ্র থেকে যেকোনো সময় জমা, খেলা ও উত্তোলন করুন।',
    ],
    depositCredited: ['জমা সম্পন্ন', 'আপনার জমা #{id} ({amount}) আপনার ওয়ালেটে যোগ হয়েছে।'],
    depositFailed: [
      'জমা ব্যর্থ',
      'আপনার জমা #{id} ({amount}) সম্পন্ন করা যায়নি। কোনো টাকা কাটা হয়নি; আবার চেষ্টা করুন বা গ্রাহকসেবায় যোগাযোগ করুন।',
    ],
    withdrawalRejected: [
      'উত্তোলন প্রত্যাখ্যাত',
      'আপনার উত্তোলন #{id} ({amount}) প্রত্যাখ্যাত হয়েছে এবং টাকা আপনার ওয়ালেটে ফেরত দেওয়া হয়েছে।',
    ],
    withdrawalApproved: [
      'উত্তোলন অনুমোদিত',
      'আপনার উত্তোলন #{id} ({amount}) {bank}-এ পাঠানো হয়েছে। {minutes} মিনিটের মধ্যে টাকা পেয়েছেন কি না নিশ্চিত করুন; তারপর এটি প্রাপ্ত বলে গণ্য হবে।',
    ],
    withdrawalPaid: ['উত্তোলন অনুমোদিত', 'আপনার উত্তোলন #{id} ({amount}) পাঠানো হয়েছে।'],
  },
  ur: {
    welcome: [
      '{site} میں خوش آمدید',
      'ہیلو {nickname}، {site} میں خوش آمدید۔ آپ کا والیٹ تیار ہے: ممبر سینٹر سے کسی بھی وقت جمع کریں، کھیلیں اور رقم نکالیں۔',
    ],
    depositCredited: [
      'رقم جمع ہو گئی',
      'آپ کی جمع رقم #{id} ({amount}) آپ کے والیٹ میں شامل کر دی گئی ہے۔',
    ],
    depositFailed: [
      'رقم جمع نہیں ہو سکی',
      'آپ کی جمع رقم #{id} ({amount}) مکمل نہیں ہو سکی۔ کوئی رقم نہیں کاٹی گئی؛ براہ کرم دوبارہ کوشش کریں یا کسٹمر سروس سے رابطہ کریں۔',
    ],
    withdrawalRejected: [
      'رقم نکالنے کی درخواست مسترد',
      'آپ کی رقم نکالنے کی درخواست #{id} ({amount}) مسترد کر دی گئی اور رقم آپ کے والیٹ میں واپس کر دی گئی ہے۔',
    ],
    withdrawalApproved: [
      'رقم نکالنے کی درخواست منظور',
      'آپ کی رقم نکالنے کی درخواست #{id} ({amount}) {bank} کو ادا کر دی گئی ہے۔ براہ کرم {minutes} منٹ کے اندر وصولی کی تصدیق کریں؛ اس کے بعد اسے وصول شدہ سمجھا جائے گا۔',
    ],
    withdrawalPaid: [
      'رقم نکالنے کی درخواست منظور',
      'آپ کی رقم نکالنے کی درخواست #{id} ({amount}) ادا کر دی گئی ہے۔',
    ],
  },
  ta: {
    welcome: [
      '{site}-க்கு வரவேற்கிறோம்',
      'வணக்கம் {nickname}, {site}-க்கு வரவேற்கிறோம். உங்கள் வாலட் தயார்: உறுப்பினர் மையத்திலிருந்து எப்போது வேண்டுமானாலும் வைப்பு செய்யவும், விளையாடவும், திரும்பப் பெறவும்.',
    ],
    depositCredited: [
      'வைப்பு வரவு வைக்கப்பட்டது',
      'உங்கள் வைப்பு #{id} ({amount}) உங்கள் வாலட்டில் வரவு வைக்கப்பட்டது.',
    ],
    depositFailed: [
      'வைப்பு தோல்வி',
      'உங்கள் வைப்பு #{id} ({amount}) நிறைவடையவில்லை. பணம் எதுவும் எடுக்கப்படவில்லை; மீண்டும் முயற்சிக்கவும் அல்லது வாடிக்கையாளர் சேவையைத் தொடர்புகொள்ளவும்.',
    ],
    withdrawalRejected: [
      'திரும்பப் பெறுதல் நிராகரிக்கப்பட்டது',
      'உங்கள் திரும்பப் பெறுதல் #{id} ({amount}) நிராகரிக்கப்பட்டு, தொகை உங்கள் வாலட்டுக்குத் திருப்பப்பட்டது.',
    ],
    withdrawalApproved: [
      'திரும்பப் பெறுதல் அங்கீகரிக்கப்பட்டது',
      'உங்கள் திரும்பப் பெறுதல் #{id} ({amount}) {bank}-க்குச் செலுத்தப்பட்டது. {minutes} நிமிடங்களுக்குள் பெற்றதை உறுதிப்படுத்தவும்; அதன் பிறகு பெறப்பட்டதாகக் கருதப்படும்.',
    ],
    withdrawalPaid: [
      'திரும்பப் பெறுதல் அங்கீகரிக்கப்பட்டது',
      'உங்கள் திரும்பப் பெறுதல் #{id} ({amount}) செலுத்தப்பட்டது.',
    ],
  },
  te: {
    welcome: [
      '{site}కి స్వాగతం',
      'హలో {nickname}, {site}కి స్వాగతం. మీ వాలెట్ సిద్ధంగా ఉంది: సభ్యుల కేంద్రం నుండి ఎప్పుడైనా డిపాజిట్ చేయండి, ఆడండి, ఉపసంహరించండి.',
    ],
    depositCredited: ['డిపాజిట్ జమ అయింది', 'మీ డిపాజిట్ #{id} ({amount}) మీ వాలెట్‌లో జమ అయింది.'],
    depositFailed: [
      'డిపాజిట్ విఫలమైంది',
      'మీ డిపాజిట్ #{id} ({amount}) పూర్తి కాలేదు. ఎలాంటి డబ్బు తీసుకోలేదు; దయచేసి మళ్లీ ప్రయత్నించండి లేదా కస్టమర్ సేవను సంప్రదించండి.',
    ],
    withdrawalRejected: [
      'ఉపసంహరణ తిరస్కరించబడింది',
      'మీ ఉపసంహరణ #{id} ({amount}) తిరస్కరించబడింది, మొత్తం మీ వాలెట్‌కు తిరిగి జమ చేయబడింది.',
    ],
    withdrawalApproved: [
      'ఉపసంహరణ ఆమోదించబడింది',
      'మీ ఉపసంహరణ #{id} ({amount}) {bank}కి చెల్లించబడింది. {minutes} నిమిషాల్లో అందిందో లేదో నిర్ధారించండి; ఆ తర్వాత అందినట్లుగా పరిగణించబడుతుంది.',
    ],
    withdrawalPaid: ['ఉపసంహరణ ఆమోదించబడింది', 'మీ ఉపసంహరణ #{id} ({amount}) చెల్లించబడింది.'],
  },
  ne: {
    welcome: [
      '{site} मा स्वागत छ',
      'नमस्ते {nickname}, {site} मा स्वागत छ। तपाईंको वालेट तयार छ: सदस्य केन्द्रबाट जुनसुकै बेला जम्मा गर्नुहोस्, खेल्नुहोस् र निकासी गर्नुहोस्।',
    ],
    depositCredited: ['जम्मा प्राप्त भयो', 'तपाईंको जम्मा #{id} ({amount}) तपाईंको वालेटमा थपियो।'],
    depositFailed: [
      'जम्मा असफल',
      'तपाईंको जम्मा #{id} ({amount}) पूरा हुन सकेन। कुनै रकम काटिएको छैन; कृपया फेरि प्रयास गर्नुहोस् वा ग्राहक सेवामा सम्पर्क गर्नुहोस्।',
    ],
    withdrawalRejected: [
      'निकासी अस्वीकृत',
      'तपाईंको निकासी #{id} ({amount}) अस्वीकृत भयो र रकम तपाईंको वालेटमा फिर्ता गरियो।',
    ],
    withdrawalApproved: [
      'निकासी स्वीकृत',
      'तपाईंको निकासी #{id} ({amount}) {bank} मा भुक्तानी गरियो। कृपया {minutes} मिनेटभित्र प्राप्त भएको पुष्टि गर्नुहोस्; त्यसपछि यसलाई प्राप्त भएको मानिनेछ।',
    ],
    withdrawalPaid: ['निकासी स्वीकृत', 'तपाईंको निकासी #{id} ({amount}) भुक्तानी गरियो।'],
  },
  si: {
    welcome: [
      '{site} වෙත සාදරයෙන් පිළිගනිමු',
      'ආයුබෝවන් {nickname}, {site} වෙත සාදරයෙන් පිළිගනිමු. ඔබගේ පසුම්බිය සූදානම්: සාමාජික මධ්‍යස්ථානයෙන් ඕනෑම වේලාවක තැන්පත් කරන්න, ක්‍රීඩා කරන්න, මුදල් ආපසු ගන්න.',
    ],
    depositCredited: ['තැන්පතුව බැර විය', 'ඔබගේ තැන්පතුව #{id} ({amount}) ඔබගේ පසුම්බියට බැර කර ඇත.'],
    depositFailed: [
      'තැන්පතුව අසාර්ථකයි',
      'ඔබගේ තැන්පතුව #{id} ({amount}) සම්පූර්ණ කළ නොහැකි විය. කිසිදු මුදලක් අඩු කර නැත; නැවත උත්සාහ කරන්න හෝ පාරිභෝගික සේවය අමතන්න.',
    ],
    withdrawalRejected: [
      'මුදල් ආපසු ගැනීම ප්‍රතික්ෂේප විය',
      'ඔබගේ මුදල් ආපසු ගැනීම #{id} ({amount}) ප්‍රතික්ෂේප කර, මුදල ඔබගේ පසුම්බියට ආපසු දී ඇත.',
    ],
    withdrawalApproved: [
      'මුදල් ආපසු ගැනීම අනුමතයි',
      'ඔබගේ මුදල් ආපසු ගැනීම #{id} ({amount}) {bank} වෙත ගෙවා ඇත. මිනිත්තු {minutes} ක් ඇතුළත ලැබුණු බව තහවුරු කරන්න; ඉන්පසු එය ලැබුණු ලෙස සැලකේ.',
    ],
    withdrawalPaid: ['මුදල් ආපසු ගැනීම අනුමතයි', 'ඔබගේ මුදල් ආපසු ගැනීම #{id} ({amount}) ගෙවා ඇත.'],
  },
  ar: {
    welcome: [
      'مرحبًا بك في {site}',
      'مرحبًا {nickname}، أهلًا بك في {site}. محفظتك جاهزة: أودِع والعب واسحب في أي وقت من مركز الأعضاء.',
    ],
    depositCredited: ['تمت إضافة الإيداع', 'تمت إضافة إيداعك رقم #{id} بقيمة {amount} إلى محفظتك.'],
    depositFailed: [
      'فشل الإيداع',
      'تعذّر إتمام إيداعك رقم #{id} بقيمة {amount}. لم يُخصم أي مبلغ؛ يُرجى المحاولة مجددًا أو التواصل مع خدمة العملاء.',
    ],
    withdrawalRejected: [
      'رُفض السحب',
      'رُفض طلب السحب رقم #{id} بقيمة {amount} وأُعيد المبلغ إلى محفظتك.',
    ],
    withdrawalApproved: [
      'تمت الموافقة على السحب',
      'تم صرف طلب السحب رقم #{id} بقيمة {amount} إلى {bank}. يُرجى تأكيد الاستلام خلال {minutes} دقيقة؛ بعد ذلك يُعدّ مستلمًا.',
    ],
    withdrawalPaid: ['تمت الموافقة على السحب', 'تم صرف طلب السحب رقم #{id} بقيمة {amount}.'],
  },
  fa: {
    welcome: [
      'به {site} خوش آمدید',
      'سلام {nickname}، به {site} خوش آمدید. کیف پول شما آماده است: هر زمان از مرکز اعضا واریز کنید، بازی کنید و برداشت کنید.',
    ],
    depositCredited: [
      'واریز انجام شد',
      'واریز شماره #{id} به مبلغ {amount} به کیف پول شما اضافه شد.',
    ],
    depositFailed: [
      'واریز ناموفق بود',
      'واریز شماره #{id} به مبلغ {amount} انجام نشد. مبلغی کسر نشده است؛ لطفاً دوباره تلاش کنید یا با پشتیبانی تماس بگیرید.',
    ],
    withdrawalRejected: [
      'برداشت رد شد',
      'درخواست برداشت شماره #{id} به مبلغ {amount} رد شد و مبلغ به کیف پول شما بازگردانده شد.',
    ],
    withdrawalApproved: [
      'برداشت تأیید شد',
      'برداشت شماره #{id} به مبلغ {amount} به {bank} پرداخت شد. لطفاً دریافت آن را ظرف {minutes} دقیقه تأیید کنید؛ پس از آن دریافت‌شده محسوب می‌شود.',
    ],
    withdrawalPaid: ['برداشت تأیید شد', 'برداشت شماره #{id} به مبلغ {amount} پرداخت شد.'],
  },
  tr: {
    welcome: [
      '{site} sitesine hoş geldiniz',
      'Merhaba {nickname}, {site} sitesine hoş geldiniz. Cüzdanınız hazır: üye merkezinden istediğiniz zaman para yatırın, oynayın ve çekin.',
    ],
    depositCredited: [
      'Para yatırma hesaba geçti',
      '{amount} tutarındaki #{id} numaralı para yatırma işleminiz cüzdanınıza eklendi.',
    ],
    depositFailed: [
      'Para yatırma başarısız',
      '{amount} tutarındaki #{id} numaralı para yatırma işleminiz tamamlanamadı. Hiçbir tutar çekilmedi; lütfen tekrar deneyin veya müşteri hizmetleriyle iletişime geçin.',
    ],
    withdrawalRejected: [
      'Para çekme reddedildi',
      '{amount} tutarındaki #{id} numaralı para çekme talebiniz reddedildi ve tutar cüzdanınıza iade edildi.',
    ],
    withdrawalApproved: [
      'Para çekme onaylandı',
      '{amount} tutarındaki #{id} numaralı para çekme talebiniz {bank} hesabına ödendi. Lütfen {minutes} dakika içinde alıp almadığınızı onaylayın; sonrasında alınmış sayılır.',
    ],
    withdrawalPaid: [
      'Para çekme onaylandı',
      '{amount} tutarındaki #{id} numaralı para çekme talebiniz ödendi.',
    ],
  },
  ru: {
    welcome: [
      'Добро пожаловать в {site}',
      'Здравствуйте, {nickname}! Добро пожаловать в {site}. Ваш кошелёк готов: пополняйте, играйте и выводите средства в любое время в личном кабинете.',
    ],
    depositCredited: [
      'Депозит зачислен',
      'Ваш депозит №{id} на сумму {amount} зачислен на кошелёк.',
    ],
    depositFailed: [
      'Депозит не выполнен',
      'Ваш депозит №{id} на сумму {amount} не удалось завершить. Деньги не списаны; попробуйте ещё раз или обратитесь в службу поддержки.',
    ],
    withdrawalRejected: [
      'Вывод отклонён',
      'Ваш вывод №{id} на сумму {amount} отклонён, сумма возвращена на кошелёк.',
    ],
    withdrawalApproved: [
      'Вывод одобрен',
      'Ваш вывод №{id} на сумму {amount} выплачен на {bank}. Подтвердите получение в течение {minutes} мин.; после этого он считается полученным.',
    ],
    withdrawalPaid: ['Вывод одобрен', 'Ваш вывод №{id} на сумму {amount} выплачен.'],
  },
  uk: {
    welcome: [
      'Ласкаво просимо до {site}',
      'Вітаємо, {nickname}! Ласкаво просимо до {site}. Ваш гаманець готовий: поповнюйте, грайте й виводьте кошти будь-коли в особистому кабінеті.',
    ],
    depositCredited: [
      'Депозит зараховано',
      'Ваш депозит №{id} на суму {amount} зараховано на гаманець.',
    ],
    depositFailed: [
      'Депозит не виконано',
      'Ваш депозит №{id} на суму {amount} не вдалося завершити. Кошти не списано; спробуйте ще раз або зверніться до служби підтримки.',
    ],
    withdrawalRejected: [
      'Виведення відхилено',
      'Ваше виведення №{id} на суму {amount} відхилено, суму повернуто на гаманець.',
    ],
    withdrawalApproved: [
      'Виведення схвалено',
      'Ваше виведення №{id} на суму {amount} виплачено на {bank}. Підтвердьте отримання протягом {minutes} хв; після цього воно вважається отриманим.',
    ],
    withdrawalPaid: ['Виведення схвалено', 'Ваше виведення №{id} на суму {amount} виплачено.'],
  },
  kk: {
    welcome: [
      '{site} сайтына қош келдіңіз',
      'Сәлеметсіз бе, {nickname}! {site} сайтына қош келдіңіз. Әмияныңыз дайын: мүшелер орталығынан кез келген уақытта салым салып, ойнап, ақша шығара аласыз.',
    ],
    depositCredited: [
      'Салым есептелді',
      '{amount} сомасындағы №{id} салымыңыз әмияныңызға есептелді.',
    ],
    depositFailed: [
      'Салым сәтсіз аяқталды',
      '{amount} сомасындағы №{id} салымыңызды аяқтау мүмкін болмады. Ақша алынған жоқ; қайталап көріңіз немесе қолдау қызметіне хабарласыңыз.',
    ],
    withdrawalRejected: [
      'Ақша шығару қабылданбады',
      '{amount} сомасындағы №{id} ақша шығаруыңыз қабылданбады, сома әмияныңызға қайтарылды.',
    ],
    withdrawalApproved: [
      'Ақша шығару мақұлданды',
      '{amount} сомасындағы №{id} ақша шығаруыңыз {bank} шотына төленді. {minutes} минут ішінде алғаныңызды растаңыз; одан кейін алынды деп саналады.',
    ],
    withdrawalPaid: [
      'Ақша шығару мақұлданды',
      '{amount} сомасындағы №{id} ақша шығаруыңыз төленді.',
    ],
  },
  uz: {
    welcome: [
      '{site} saytiga xush kelibsiz',
      'Salom, {nickname}! {site} saytiga xush kelibsiz. Hamyoningiz tayyor: a’zolar markazidan istalgan vaqtda depozit qiling, o‘ynang va pul yeching.',
    ],
    depositCredited: [
      'Depozit tushdi',
      '{amount} miqdoridagi #{id} depozitingiz hamyoningizga tushdi.',
    ],
    depositFailed: [
      'Depozit amalga oshmadi',
      '{amount} miqdoridagi #{id} depozitingizni yakunlab bo‘lmadi. Hech qanday pul yechilmadi; qayta urinib ko‘ring yoki mijozlarga xizmat ko‘rsatish bilan bog‘laning.',
    ],
    withdrawalRejected: [
      'Pul yechish rad etildi',
      '{amount} miqdoridagi #{id} pul yechish so‘rovingiz rad etildi va summa hamyoningizga qaytarildi.',
    ],
    withdrawalApproved: [
      'Pul yechish tasdiqlandi',
      '{amount} miqdoridagi #{id} pul yechish so‘rovingiz {bank} ga to‘landi. Iltimos, {minutes} daqiqa ichida olganingizni tasdiqlang; undan keyin olingan deb hisoblanadi.',
    ],
    withdrawalPaid: [
      'Pul yechish tasdiqlandi',
      '{amount} miqdoridagi #{id} pul yechish so‘rovingiz to‘landi.',
    ],
  },
  es: {
    welcome: [
      'Bienvenido a {site}',
      'Hola, {nickname}: bienvenido a {site}. Tu billetera está lista: deposita, juega y retira cuando quieras desde el centro de miembros.',
    ],
    depositCredited: [
      'Depósito acreditado',
      'Tu depósito n.º {id} de {amount} se ha acreditado en tu billetera.',
    ],
    depositFailed: [
      'Depósito fallido',
      'Tu depósito n.º {id} de {amount} no se pudo completar. No se ha cobrado nada; inténtalo de nuevo o contacta con atención al cliente.',
    ],
    withdrawalRejected: [
      'Retiro rechazado',
      'Tu retiro n.º {id} de {amount} fue rechazado y el importe se ha devuelto a tu billetera.',
    ],
    withdrawalApproved: [
      'Retiro aprobado',
      'Tu retiro n.º {id} de {amount} a {bank} se ha pagado. Confirma si lo recibiste en un plazo de {minutes} minutos; después se considerará recibido.',
    ],
    withdrawalPaid: ['Retiro aprobado', 'Tu retiro n.º {id} de {amount} se ha pagado.'],
  },
  pt: {
    welcome: [
      'Bem-vindo ao {site}',
      'Olá, {nickname}, bem-vindo ao {site}. A sua carteira está pronta: deposite, jogue e levante a qualquer momento no centro de membros.',
    ],
    depositCredited: [
      'Depósito creditado',
      'O seu depósito n.º {id} de {amount} foi creditado na sua carteira.',
    ],
    depositFailed: [
      'Depósito falhou',
      'O seu depósito n.º {id} de {amount} não pôde ser concluído. Nenhum valor foi cobrado; tente novamente ou contacte o apoio ao cliente.',
    ],
    withdrawalRejected: [
      'Levantamento recusado',
      'O seu levantamento n.º {id} de {amount} foi recusado e o valor foi devolvido à sua carteira.',
    ],
    withdrawalApproved: [
      'Levantamento aprovado',
      'O seu levantamento n.º {id} de {amount} para {bank} foi pago. Confirme se o recebeu dentro de {minutes} minutos; depois disso, será considerado recebido.',
    ],
    withdrawalPaid: ['Levantamento aprovado', 'O seu levantamento n.º {id} de {amount} foi pago.'],
  },
  fr: {
    welcome: [
      'Bienvenue sur {site}',
      'Bonjour {nickname}, bienvenue sur {site}. Votre portefeuille est prêt : déposez, jouez et retirez à tout moment depuis l’espace membre.',
    ],
    depositCredited: [
      'Dépôt crédité',
      'Votre dépôt n° {id} de {amount} a été crédité sur votre portefeuille.',
    ],
    depositFailed: [
      'Échec du dépôt',
      'Votre dépôt n° {id} de {amount} n’a pas pu aboutir. Aucun montant n’a été prélevé ; réessayez ou contactez le service client.',
    ],
    withdrawalRejected: [
      'Retrait refusé',
      'Votre retrait n° {id} de {amount} a été refusé et le montant a été reversé sur votre portefeuille.',
    ],
    withdrawalApproved: [
      'Retrait approuvé',
      'Votre retrait n° {id} de {amount} vers {bank} a été payé. Confirmez sa réception dans les {minutes} minutes ; passé ce délai, il sera considéré comme reçu.',
    ],
    withdrawalPaid: ['Retrait approuvé', 'Votre retrait n° {id} de {amount} a été payé.'],
  },
  de: {
    welcome: [
      'Willkommen bei {site}',
      'Hallo {nickname}, willkommen bei {site}. Ihr Wallet ist bereit: Zahlen Sie jederzeit im Mitgliederbereich ein, spielen Sie und zahlen Sie aus.',
    ],
    depositCredited: [
      'Einzahlung gutgeschrieben',
      'Ihre Einzahlung Nr. {id} über {amount} wurde Ihrem Wallet gutgeschrieben.',
    ],
    depositFailed: [
      'Einzahlung fehlgeschlagen',
      'Ihre Einzahlung Nr. {id} über {amount} konnte nicht abgeschlossen werden. Es wurde nichts abgebucht; bitte versuchen Sie es erneut oder wenden Sie sich an den Kundenservice.',
    ],
    withdrawalRejected: [
      'Auszahlung abgelehnt',
      'Ihre Auszahlung Nr. {id} über {amount} wurde abgelehnt, der Betrag wurde Ihrem Wallet wieder gutgeschrieben.',
    ],
    withdrawalApproved: [
      'Auszahlung genehmigt',
      'Ihre Auszahlung Nr. {id} über {amount} an {bank} wurde ausgezahlt. Bitte bestätigen Sie den Erhalt innerhalb von {minutes} Minuten; danach gilt sie als erhalten.',
    ],
    withdrawalPaid: [
      'Auszahlung genehmigt',
      'Ihre Auszahlung Nr. {id} über {amount} wurde ausgezahlt.',
    ],
  },
  it: {
    welcome: [
      'Benvenuto su {site}',
      'Ciao {nickname}, benvenuto su {site}. Il tuo portafoglio è pronto: deposita, gioca e preleva quando vuoi dal centro membri.',
    ],
    depositCredited: [
      'Deposito accreditato',
      'Il tuo deposito n. {id} di {amount} è stato accreditato sul tuo portafoglio.',
    ],
    depositFailed: [
      'Deposito non riuscito',
      'Il tuo deposito n. {id} di {amount} non è stato completato. Non è stato addebitato nulla; riprova o contatta l’assistenza clienti.',
    ],
    withdrawalRejected: [
      'Prelievo rifiutato',
      'Il tuo prelievo n. {id} di {amount} è stato rifiutato e l’importo è stato restituito al tuo portafoglio.',
    ],
    withdrawalApproved: [
      'Prelievo approvato',
      'Il tuo prelievo n. {id} di {amount} verso {bank} è stato pagato. Conferma di averlo ricevuto entro {minutes} minuti; dopo verrà considerato ricevuto.',
    ],
    withdrawalPaid: ['Prelievo approvato', 'Il tuo prelievo n. {id} di {amount} è stato pagato.'],
  },
  nl: {
    welcome: [
      'Welkom bij {site}',
      'Hallo {nickname}, welkom bij {site}. Je wallet is klaar: stort, speel en neem op wanneer je wilt via het ledencentrum.',
    ],
    depositCredited: [
      'Storting bijgeschreven',
      'Je storting nr. {id} van {amount} is bijgeschreven op je wallet.',
    ],
    depositFailed: [
      'Storting mislukt',
      'Je storting nr. {id} van {amount} kon niet worden voltooid. Er is niets afgeschreven; probeer het opnieuw of neem contact op met de klantenservice.',
    ],
    withdrawalRejected: [
      'Opname geweigerd',
      'Je opname nr. {id} van {amount} is geweigerd en het bedrag is teruggestort op je wallet.',
    ],
    withdrawalApproved: [
      'Opname goedgekeurd',
      'Je opname nr. {id} van {amount} naar {bank} is uitbetaald. Bevestig binnen {minutes} minuten of je het hebt ontvangen; daarna geldt het als ontvangen.',
    ],
    withdrawalPaid: ['Opname goedgekeurd', 'Je opname nr. {id} van {amount} is uitbetaald.'],
  },
  pl: {
    welcome: [
      'Witamy w {site}',
      'Cześć {nickname}, witamy w {site}. Twój portfel jest gotowy: wpłacaj, graj i wypłacaj w dowolnej chwili w centrum członkowskim.',
    ],
    depositCredited: [
      'Wpłata zaksięgowana',
      'Twoja wpłata nr {id} na kwotę {amount} została zaksięgowana w portfelu.',
    ],
    depositFailed: [
      'Wpłata nieudana',
      'Nie udało się zrealizować wpłaty nr {id} na kwotę {amount}. Nie pobrano żadnych środków; spróbuj ponownie lub skontaktuj się z obsługą klienta.',
    ],
    withdrawalRejected: [
      'Wypłata odrzucona',
      'Twoja wypłata nr {id} na kwotę {amount} została odrzucona, a środki wróciły do portfela.',
    ],
    withdrawalApproved: [
      'Wypłata zatwierdzona',
      'Twoja wypłata nr {id} na kwotę {amount} na {bank} została zrealizowana. Potwierdź jej otrzymanie w ciągu {minutes} min; potem zostanie uznana za otrzymaną.',
    ],
    withdrawalPaid: [
      'Wypłata zatwierdzona',
      'Twoja wypłata nr {id} na kwotę {amount} została zrealizowana.',
    ],
  },
  ro: {
    welcome: [
      'Bun venit la {site}',
      'Salut {nickname}, bun venit la {site}. Portofelul tău este pregătit: depune, joacă și retrage oricând din centrul de membri.',
    ],
    depositCredited: [
      'Depunere creditată',
      'Depunerea ta nr. {id} de {amount} a fost creditată în portofel.',
    ],
    depositFailed: [
      'Depunere eșuată',
      'Depunerea ta nr. {id} de {amount} nu a putut fi finalizată. Nu s-a retras niciun ban; încearcă din nou sau contactează serviciul clienți.',
    ],
    withdrawalRejected: [
      'Retragere respinsă',
      'Retragerea ta nr. {id} de {amount} a fost respinsă, iar suma a fost returnată în portofel.',
    ],
    withdrawalApproved: [
      'Retragere aprobată',
      'Retragerea ta nr. {id} de {amount} către {bank} a fost plătită. Confirmă primirea în {minutes} minute; după aceea se consideră primită.',
    ],
    withdrawalPaid: ['Retragere aprobată', 'Retragerea ta nr. {id} de {amount} a fost plătită.'],
  },
};

const KIND_OF: Record<Kind, MessageKind> = {
  welcome: 'news',
  depositCredited: 'deposit',
  depositFailed: 'deposit',
  withdrawalRejected: 'withdrawal',
  withdrawalApproved: 'withdrawal',
  withdrawalPaid: 'withdrawal',
};

const fillIn = (template: string, params: Params) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => params[name as keyof Params] ?? slot);

/** A message of `kind` in every language, its {slots} filled with `params`. */
function walletMessage(kind: Kind, params: Params): MessageText {
  const each = (part: 0 | 1) =>
    Object.fromEntries(
      Object.entries(TEXTS).map(([lang, texts]) => [lang, fillIn(texts[kind][part], params)]),
    ) as SeedText;
  return { kind: KIND_OF[kind], title: each(0), content: each(1) };
}

export const welcomeMessage = (site: string, nickname: string) =>
  walletMessage('welcome', { site, nickname });

export const depositCreditedMessage = (id: number, amount: string) =>
  walletMessage('depositCredited', { id: String(id), amount });

export const depositFailedMessage = (id: number, amount: string) =>
  walletMessage('depositFailed', { id: String(id), amount });

export const withdrawalRejectedMessage = (id: number, amount: string) =>
  walletMessage('withdrawalRejected', { id: String(id), amount });

/** Approved and paid out; the member confirms receipt within `minutes` (spec §4). */
export const withdrawalApprovedMessage = (
  id: number,
  amount: string,
  bank: string,
  minutes: number,
) =>
  walletMessage('withdrawalApproved', { id: String(id), amount, bank, minutes: String(minutes) });

/** Approved, paid out and already confirmed as received (seeded history). */
export const withdrawalPaidMessage = (id: number, amount: string) =>
  walletMessage('withdrawalPaid', { id: String(id), amount });
