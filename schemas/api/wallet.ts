// Wallet family (see docs/architecture.md "A new API call" and spec §7), one file per part of it:
//   wallet-balance.ts      balance, merchant wallet, transfers along the agent tree
//   wallet-deposits.ts     deposit channels, deposits
//   wallet-withdrawals.ts  withdrawals and their confirmation
//   wallet-history.ts      transaction history, profit/loss
//   wallet-shared.ts       the amount, its multipart form and the payment password
// Money is a number with at most 2 decimals on the wire; dates are `YYYY-MM-DD` days in the
// tenant's time zone (manifest `agent.timeZone`, e.g. GMT+7), both ends inclusive.
import { balanceOps } from './wallet-balance.ts';
import { depositOps } from './wallet-deposits.ts';
import { historyOps } from './wallet-history.ts';
import { defineOps } from './operation.ts';
import { withdrawalOps } from './wallet-withdrawals.ts';

/** Every wallet operation, in the order the contract has always listed them. */
export const walletOps = defineOps({
  ...balanceOps,
  ...depositOps,
  ...withdrawalOps,
  ...historyOps,
});
