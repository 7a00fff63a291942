// How a member's account name is shown to someone who is not that member (winner boards, invite
// lists, a one-click link offer): enough to recognise oneself, not enough to find someone.

/** `player1` -> `pl***1`. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.charAt(0)}***`;
  if (account.length <= 4) return `${account.slice(0, 1)}***${account.slice(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}
