// The messages the wallet sends (spec §4), written once per language when they are sent: the
// member reads them later in whatever language the site is in, so each keeps every text.
import type { SeedText } from './localized.ts';

export interface MessageText {
  title: SeedText;
  content: SeedText;
}

export function welcomeMessage(site: string, nickname: string): MessageText {
  return {
    title: {
      en: `Welcome to ${site}`,
      th: `ยินดีต้อนรับสู่ ${site}`,
      zh: `欢迎来到 ${site}`,
      ar: `مرحبًا بك في ${site}`,
    },
    content: {
      en: `Hello ${nickname}, welcome to ${site}. Your wallet is ready: deposit, play and withdraw any time from the member centre.`,
      th: `สวัสดีคุณ ${nickname} ยินดีต้อนรับสู่ ${site} กระเป๋าเงินของคุณพร้อมแล้ว ฝากเงิน เล่น และถอนเงินได้ทุกเมื่อจากศูนย์สมาชิก`,
      zh: `${nickname}，您好！欢迎来到 ${site}。您的钱包已准备就绪，可随时在会员中心存款、游戏和取款。`,
      ar: `مرحبًا ${nickname}، أهلًا بك في ${site}. محفظتك جاهزة: أودِع والعب واسحب في أي وقت من مركز الأعضاء.`,
    },
  };
}

export function depositCreditedMessage(id: number, amount: string): MessageText {
  return {
    title: {
      en: 'Deposit credited',
      th: 'ฝากเงินสำเร็จ',
      zh: '存款已到账',
      ar: 'تمت إضافة الإيداع',
    },
    content: {
      en: `Your deposit #${id} of ${amount} has been credited to your wallet.`,
      th: `รายการฝากเงิน #${id} จำนวน ${amount} เข้ากระเป๋าเงินของคุณแล้ว`,
      zh: `您的存款 #${id}（${amount}）已存入您的钱包。`,
      ar: `تمت إضافة إيداعك رقم #${id} بقيمة ${amount} إلى محفظتك.`,
    },
  };
}

export function depositFailedMessage(id: number, amount: string): MessageText {
  return {
    title: { en: 'Deposit failed', th: 'ฝากเงินไม่สำเร็จ', zh: '存款失败', ar: 'فشل الإيداع' },
    content: {
      en: `Your deposit #${id} of ${amount} could not be completed. No money was taken; please try again or contact customer service.`,
      th: `รายการฝากเงิน #${id} จำนวน ${amount} ไม่สำเร็จ ไม่มีการหักเงินของคุณ โปรดลองอีกครั้งหรือติดต่อฝ่ายบริการลูกค้า`,
      zh: `您的存款 #${id}（${amount}）未能完成，未扣除任何款项。请重试或联系客服。`,
      ar: `تعذّر إتمام إيداعك رقم #${id} بقيمة ${amount}. لم يُخصم أي مبلغ؛ يُرجى المحاولة مجددًا أو التواصل مع خدمة العملاء.`,
    },
  };
}

export function withdrawalRejectedMessage(id: number, amount: string): MessageText {
  return {
    title: {
      en: 'Withdrawal rejected',
      th: 'การถอนเงินถูกปฏิเสธ',
      zh: '取款被拒绝',
      ar: 'رُفض السحب',
    },
    content: {
      en: `Your withdrawal #${id} of ${amount} was rejected and the amount has been returned to your wallet.`,
      th: `รายการถอนเงิน #${id} จำนวน ${amount} ถูกปฏิเสธ และคืนยอดเงินเข้ากระเป๋าเงินของคุณแล้ว`,
      zh: `您的取款 #${id}（${amount}）已被拒绝，款项已退回您的钱包。`,
      ar: `رُفض طلب السحب رقم #${id} بقيمة ${amount} وأُعيد المبلغ إلى محفظتك.`,
    },
  };
}

const APPROVED_TITLE: SeedText = {
  en: 'Withdrawal approved',
  th: 'อนุมัติการถอนเงินแล้ว',
  zh: '取款已批准',
  ar: 'تمت الموافقة على السحب',
};

/** Approved and paid out; the member confirms receipt within `minutes` (spec §4). */
export function withdrawalApprovedMessage(
  id: number,
  amount: string,
  bank: string,
  minutes: number,
): MessageText {
  return {
    title: APPROVED_TITLE,
    content: {
      en: `Your withdrawal #${id} of ${amount} to ${bank} has been paid out. Please confirm whether you received it within ${minutes} minutes; after that it counts as received.`,
      th: `รายการถอนเงิน #${id} จำนวน ${amount} ไปยัง ${bank} จ่ายออกแล้ว โปรดยืนยันว่าคุณได้รับเงินภายใน ${minutes} นาที หลังจากนั้นจะถือว่าได้รับแล้ว`,
      zh: `您的取款 #${id}（${amount}）已支付至 ${bank}。请在 ${minutes} 分钟内确认是否到账，逾时将视为已到账。`,
      ar: `تم صرف طلب السحب رقم #${id} بقيمة ${amount} إلى ${bank}. يُرجى تأكيد الاستلام خلال ${minutes} دقيقة؛ بعد ذلك يُعدّ مستلمًا.`,
    },
  };
}

/** Approved, paid out and already confirmed as received (seeded history). */
export function withdrawalPaidMessage(id: number, amount: string): MessageText {
  return {
    title: APPROVED_TITLE,
    content: {
      en: `Your withdrawal #${id} of ${amount} has been paid out.`,
      th: `รายการถอนเงิน #${id} จำนวน ${amount} จ่ายออกแล้ว`,
      zh: `您的取款 #${id}（${amount}）已支付。`,
      ar: `تم صرف طلب السحب رقم #${id} بقيمة ${amount}.`,
    },
  };
}
