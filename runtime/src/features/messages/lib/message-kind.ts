// Which kind a message is, for its label: the server sends deposit and withdrawal outcomes
// (spec §4) with titles like "Deposit credited" / "Withdrawal approved"; the rest is news.
export type MessageKind = 'deposit' | 'withdrawal' | 'news';

export function messageKind(title: string): MessageKind {
  if (/deposit/i.test(title)) return 'deposit';
  if (/withdraw/i.test(title)) return 'withdrawal';
  return 'news';
}
