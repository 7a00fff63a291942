// The wallet transfer call (spec §7 GCS_walletTransfer): a member to its upline, an agent to a
// downline. One fetcher for both; the wallet and the agent centre each refresh what they show.
import type { BodyOf } from '#schemas/api/operation.ts';
import { walletOps } from '#schemas/api/wallet.ts';
import { callOp } from './client.ts';

export type WalletTransferBody = BodyOf<typeof walletOps.walletTransfer>;

export const walletTransfer = (body: WalletTransferBody) =>
  callOp(walletOps.walletTransfer, { body });
