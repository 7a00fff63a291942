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
});
