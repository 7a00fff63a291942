import { describe, expect, it } from 'vitest';
import { messageKind } from './message-kind.ts';

describe('messageKind', () => {
  it('labels deposit and withdrawal messages, everything else is news', () => {
    expect(messageKind('Deposit credited')).toBe('deposit');
    expect(messageKind('Deposit failed')).toBe('deposit');
    expect(messageKind('Withdrawal approved')).toBe('withdrawal');
    expect(messageKind('Withdrawal rejected')).toBe('withdrawal');
    expect(messageKind('Welcome to Siam88')).toBe('news');
  });

  it('reads the Thai, Chinese and Arabic titles the server sends in those languages', () => {
    expect(messageKind('ฝากเงินสำเร็จ')).toBe('deposit');
    expect(messageKind('存款失败')).toBe('deposit');
    expect(messageKind('อนุมัติการถอนเงินแล้ว')).toBe('withdrawal');
    expect(messageKind('取款被拒绝')).toBe('withdrawal');
    expect(messageKind('تمت الموافقة على السحب')).toBe('withdrawal');
    expect(messageKind('ยินดีต้อนรับสู่ Siam88')).toBe('news');
  });
});
