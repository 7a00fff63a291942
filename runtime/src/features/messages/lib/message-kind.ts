// Which kind a message is, for its label: the server sends deposit and withdrawal outcomes
// (spec §4) with titles like "Deposit credited" / "Withdrawal approved", in the site's language
// (the server answers in the request's Language); the rest is news.
export type MessageKind = 'deposit' | 'withdrawal' | 'news';

export function messageKind(title: string): MessageKind {
  if (/deposit|ฝากเงิน|存款|إيداع/i.test(title)) return 'deposit';
  if (/withdraw|ถอนเงิน|取款|سحب/i.test(title)) return 'withdrawal';
  return 'news';
}
