// The balance query moved down to lib/api/get-balance.ts (reward claims invalidate it too);
// this module stays for the header's import.
export { balanceQueryOptions, getBalance, useBalance } from '../../../lib/api/get-balance.ts';
