// Money messages follow the UI's coverage rule: every language the site offers reads them in its
// own words, with every amount, number and bank of the message in them.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#schemas/constants.ts';
import {
  depositCreditedMessage,
  depositFailedMessage,
  welcomeMessage,
  withdrawalApprovedMessage,
  withdrawalPaidMessage,
  withdrawalRejectedMessage,
  type MessageText,
} from './wallet-messages.ts';

const MESSAGES: [string, MessageText, string[]][] = [
  ['welcome', welcomeMessage('Site 77', 'Nick Name'), ['Site 77', 'Nick Name']],
  ['deposit credited', depositCreditedMessage(4711, '฿9.50'), ['4711', '฿9.50']],
  ['deposit failed', depositFailedMessage(4711, '฿9.50'), ['4711', '฿9.50']],
  ['withdrawal rejected', withdrawalRejectedMessage(4711, '฿9.50'), ['4711', '฿9.50']],
  [
    'withdrawal approved',
    withdrawalApprovedMessage(4711, '฿9.50', 'Kasikorn', 45),
    ['4711', '฿9.50', 'Kasikorn', '45'],
  ],
  ['withdrawal paid', withdrawalPaidMessage(4711, '฿9.50'), ['4711', '฿9.50']],
];

describe.each(MESSAGES)('the %s message', (name, message, values) => {
  it('says what it reports, whatever language its title is read in', () => {
    expect(message.kind).toBe(
      name.startsWith('deposit')
        ? 'deposit'
        : name.startsWith('withdrawal')
          ? 'withdrawal'
          : 'news',
    );
  });

  it('is written in every language the site offers, each its own', () => {
    expect(Object.keys(message.title).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(message.content).sort()).toEqual([...LANGUAGES].sort());
    const en = message.content.en;
    for (const lang of LANGUAGES.filter((l) => l !== 'en'))
      expect(message.content[lang], lang).not.toBe(en);
  });

  it('carries every value in every language', () => {
    for (const lang of LANGUAGES) {
      const content = message.content[lang]!;
      for (const v of values) expect(content, `${lang}: ${content}`).toContain(v);
      expect(content, lang).not.toMatch(/\{\w+\}/);
    }
  });
});
