// Seed step 'wallet' (after 'members'): opening deposits credited through the ledger for the demo
// accounts and agent1's downline, a few deposits and withdrawals in every state, and the
// messages those outcomes send. Amounts are fixed so every seed gives the same balances.
import type { SeedStep } from '../seed-step.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import { sendMessage } from '../content/messages.ts';
import { welcomeMember } from '../content/welcome.ts';
import {
  depositCreditedMessage,
  depositFailedMessage,
  withdrawalApprovedMessage,
  withdrawalPaidMessage,
  withdrawalRejectedMessage,
} from '../content/wallet-messages.ts';
import { post } from '../ledger.ts';
import type { Member } from '../../records/members.ts';
import { isDownlineOf } from '../agents/team.ts';
import { DEPOSIT_SETTLE_MS } from './deposits.ts';
import { money } from './shared.ts';
import { WITHDRAWAL_DECIDE_MS } from './withdrawals.ts';
import type { Deposit, Withdrawal } from '../../records/wallet.ts';

const DAY = 24 * 3600 * 1000;

function creditedDeposit(
  data: TenantData,
  memberId: number,
  amount: number,
  channel: string,
  at: number,
  symbol: string,
): void {
  const d: Deposit = {
    id: nextId(data),
    memberId,
    amount,
    channel,
    status: 'credited',
    createdAt: at - DEPOSIT_SETTLE_MS,
    settleAt: at,
    settledAt: at,
  };
  data.wallet.deposits.push(d);
  post(data, { memberId, amount, type: 'deposit', at, ref: `deposit:${d.id}` });
  sendMessage(data, {
    memberId,
    ...depositCreditedMessage(d.id, money(amount, symbol)),
    at,
  });
}

export const seedWalletStep: SeedStep = (data, manifest, { clock }) => {
  const now = clock.now();
  const symbol = manifest.currency.symbol;
  const byAccount = (a: string): Member | undefined => data.members.find((m) => m.account === a);
  const player1 = byAccount('player1');
  const player2 = byAccount('player2');
  const agent1 = byAccount('agent1');

  for (const m of [player1, player2, agent1]) {
    if (!m) continue;
    welcomeMember(data, m, manifest, now - 30 * DAY);
  }
  if (player1) creditedDeposit(data, player1.id, 500_000, 'BANK', now - 29 * DAY, symbol);
  if (player2) creditedDeposit(data, player2.id, 200_000, 'QR', now - 28 * DAY, symbol);
  if (agent1) {
    creditedDeposit(data, agent1.id, 5_000_000, 'BANK', now - 29 * DAY, symbol);
    const downline = data.members
      .filter((m) => isDownlineOf(data, agent1.id, m.id))
      .sort((a, b) => a.id - b.id);
    downline.forEach((m, i) =>
      creditedDeposit(
        data,
        m.id,
        100_000 + ((i * 13_700) % 500_000),
        'BANK',
        now - 28 * DAY,
        symbol,
      ),
    );
  }

  if (player1) {
    // A failed deposit, a pending one (settled a minute after the seed), and withdrawals in
    // each state: received, approved (awaiting confirmation), pending, rejected.
    const failedAt = now - 10 * DAY;
    const failedId = nextId(data);
    data.wallet.deposits.push({
      id: failedId,
      memberId: player1.id,
      amount: 30_013,
      channel: 'QR',
      status: 'failed',
      createdAt: failedAt - DEPOSIT_SETTLE_MS,
      settleAt: failedAt,
      settledAt: failedAt,
    });
    sendMessage(data, {
      memberId: player1.id,
      ...depositFailedMessage(failedId, money(30_013, symbol)),
      at: failedAt,
    });
    data.wallet.deposits.push({
      id: nextId(data),
      memberId: player1.id,
      amount: 50_000,
      channel: 'EWALLET',
      status: 'pending',
      createdAt: now,
      settleAt: now + DEPOSIT_SETTLE_MS,
    });

    const autoMs = manifest.wallet.withdrawAutoReceiveMinutes * 60_000;
    const withdrawal = (
      amount: number,
      createdAt: number,
      state: Pick<Withdrawal, 'status'> & Partial<Withdrawal>,
    ) => {
      const w: Withdrawal = {
        id: nextId(data),
        memberId: player1.id,
        amount,
        bankName: 'Demo Bank',
        bankAccountNo: '123-4-56789-0',
        payeeName: player1.payeeName ?? player1.nickname,
        createdAt,
        decideAt: createdAt + WITHDRAWAL_DECIDE_MS,
        ...state,
      };
      post(data, {
        memberId: player1.id,
        amount: -amount,
        type: 'withdrawal',
        at: createdAt,
        ref: `withdrawal:${w.id}`,
      });
      data.wallet.withdrawals.push(w);
      return w;
    };
    const t1 = now - 7 * DAY;
    const w1 = withdrawal(100_000, t1, {
      status: 'received',
      decidedAt: t1 + WITHDRAWAL_DECIDE_MS,
      autoReceiveAt: t1 + WITHDRAWAL_DECIDE_MS + autoMs,
      confirmedAt: t1 + WITHDRAWAL_DECIDE_MS + 60_000,
      receivedAmount: 100_000,
      remainingAmount: 0,
      forcedReceipt: false,
    });
    const t2 = now - 3 * DAY;
    const w2 = withdrawal(20_013, t2, { status: 'rejected', decidedAt: t2 + WITHDRAWAL_DECIDE_MS });
    post(data, {
      memberId: player1.id,
      amount: 20_013,
      type: 'withdrawal_refund',
      at: t2 + WITHDRAWAL_DECIDE_MS,
      ref: `withdrawal:${w2.id}`,
    });
    const t3 = now - 10 * 60_000;
    const w3 = withdrawal(40_000, t3, {
      status: 'approved',
      decidedAt: t3 + WITHDRAWAL_DECIDE_MS,
      autoReceiveAt: t3 + WITHDRAWAL_DECIDE_MS + autoMs,
    });
    withdrawal(25_000, now - 60_000, { status: 'pending' });
    const amountOf = (w: Withdrawal) => money(w.amount, symbol);
    for (const [w, text] of [
      [w1, withdrawalPaidMessage(w1.id, amountOf(w1))],
      [w2, withdrawalRejectedMessage(w2.id, amountOf(w2))],
      [
        w3,
        withdrawalApprovedMessage(
          w3.id,
          amountOf(w3),
          w3.bankName,
          manifest.wallet.withdrawAutoReceiveMinutes,
        ),
      ],
    ] as const)
      sendMessage(data, { memberId: player1.id, ...text, at: w.decideAt });
  }
};
