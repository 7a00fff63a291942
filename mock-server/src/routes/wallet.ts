import crypto from 'node:crypto';
import type { walletOps } from '#schemas/api/wallet.ts';
import { dayRange, zoneOffsetMs } from '../domain/wallet/days.ts';
import '../domain/wallet/jobs.ts';
import { textIn } from '../domain/content/localized.ts';
import { balanceOf } from '../domain/ledger.ts';
import { paginate } from '../lib/paging.ts';
import { payWithPin } from '../domain/wallet/payment-password-attempts.ts';
import { entriesOf, profitLoss } from '../domain/wallet/reports.ts';
import { createDeposit, DEPOSIT_CHANNELS } from '../domain/wallet/deposits.ts';
import { transferAlongTree } from '../domain/wallet/transfers.ts';
import { confirmWithdrawal, createWithdrawal } from '../domain/wallet/withdrawals.ts';
import type { Deposit, ProofImage, Withdrawal } from '../records/wallet.ts';
import { ApiError } from '../refusals/api-error.ts';
import { idempotent } from '../security/idempotency.ts';
import type { RouteModule, UploadedFile } from '../http/bind.ts';
import { fromMinor, toMinor } from '../money.ts';
import type { Tenant } from '../tenancy.ts';

function depositWire(d: Deposit) {
  return {
    id: d.id,
    amount: fromMinor(d.amount),
    channel: d.channel,
    status: d.status,
    createdAt: d.createdAt,
    ...(d.settledAt !== undefined ? { settledAt: d.settledAt } : {}),
  };
}

function withdrawalWire(w: Withdrawal) {
  return {
    id: w.id,
    amount: fromMinor(w.amount),
    status: w.status,
    bankName: w.bankName,
    bankAccountNo: w.bankAccountNo,
    payeeName: w.payeeName,
    createdAt: w.createdAt,
    ...(w.decidedAt !== undefined ? { decidedAt: w.decidedAt } : {}),
    ...(w.autoReceiveAt !== undefined ? { autoReceiveAt: w.autoReceiveAt } : {}),
    ...(w.confirmedAt !== undefined ? { confirmedAt: w.confirmedAt } : {}),
    ...(w.receivedAmount !== undefined ? { receivedAmount: fromMinor(w.receivedAmount) } : {}),
    ...(w.remainingAmount !== undefined ? { remainingAmount: fromMinor(w.remainingAmount) } : {}),
    ...(w.forcedReceipt !== undefined ? { forcedReceipt: w.forcedReceipt } : {}),
    ...(w.proofs ? { proofCount: w.proofs.length } : {}),
  };
}

/** png or jpeg by content (not by the name the browser sent). */
function proofOf(f: UploadedFile): ProofImage {
  const b = f.buffer;
  const png = b.length > 8 && b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
  const jpg = b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  if (!png && !jpg) throw new ApiError(400, 'upload_type_invalid', 'proof must be png or jpg');
  return {
    name: f.originalname.slice(0, 128),
    type: png ? 'image/png' : 'image/jpeg',
    size: f.size,
    sha256: crypto.createHash('sha256').update(b).digest('hex'),
  };
}

function offsetOf(tenant: Tenant): number {
  return zoneOffsetMs(tenant.manifest.agent?.timeZone);
}

export const walletRoutes: RouteModule<typeof walletOps> = (deps) => ({
  balance: ({ tenant, member }) => ({
    balance: fromMinor(balanceOf(tenant.store.data, member.id)),
    currency: tenant.manifest.currency.code,
    currencySymbol: tenant.manifest.currency.symbol,
  }),

  merchantWallet: ({ tenant }) => ({ isSingle: tenant.manifest.wallet.isSingle }),

  walletTransfer: ({ tenant, member, body, req }) => {
    const now = deps.clock.now();
    const once = { tenant, memberId: member.id, req, operation: 'walletTransfer', body, now };
    return idempotent(once, async (remember) => {
      const amount = toMinor(body.amount);
      return payWithPin(tenant, member, body.paymentPassword, now, deps.pinPepper, (d) => {
        const r = transferAlongTree(d, member.id, body.direction, body.targetAccount, amount, now);
        const value = {
          transferId: r.transferId,
          amount: fromMinor(amount),
          targetAccount: r.target.account,
          balance: fromMinor(r.balance),
        };
        remember(d, value);
        return value;
      });
    });
  },

  depositChannels: ({ tenant, language }) => ({
    list: DEPOSIT_CHANNELS.map((c) => ({
      code: c.code,
      name: textIn(language, tenant.manifest)(c.name),
      min: fromMinor(c.min),
      max: fromMinor(c.max),
    })),
  }),

  createDeposit: ({ tenant, member, body, req }) => {
    const now = deps.clock.now();
    const once = { tenant, memberId: member.id, req, operation: 'createDeposit', body, now };
    return idempotent(once, (remember) =>
      tenant.store.write((draft) => {
        const value = depositWire(
          createDeposit(draft, member.id, toMinor(body.amount), body.channel, now),
        );
        remember(draft, value);
        return value;
      }),
    );
  },

  listDeposits: ({ tenant, member, query }) => {
    const list = tenant.store.data.wallet.deposits
      .filter((d) => d.memberId === member.id && (!query.status || d.status === query.status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const p = paginate(list, query.pageNo, query.pageSize);
    return { ...p, list: p.list.map(depositWire) };
  },

  createWithdrawal: ({ tenant, member, body, req }) => {
    const now = deps.clock.now();
    const once = { tenant, memberId: member.id, req, operation: 'createWithdrawal', body, now };
    return idempotent(once, async (remember) => {
      const amount = toMinor(body.amount);
      const payee = {
        bankName: body.bankName.trim(),
        bankAccountNo: body.bankAccountNo,
        payeeName: body.payeeName.trim(),
      };
      return payWithPin(tenant, member, body.paymentPassword, now, deps.pinPepper, (d) => {
        const value = withdrawalWire(createWithdrawal(d, member.id, amount, payee, now));
        remember(d, value);
        return value;
      });
    });
  },

  confirmWithdrawal: async ({ tenant, member, params, body, files }) => {
    const proofs = body.result === 'notReceived' ? files.map(proofOf) : [];
    const parse = (v: string | undefined) => (v === undefined ? undefined : toMinor(Number(v)));
    const confirmation = {
      result: body.result,
      proofs,
      ...(body.receivedAmount !== undefined ? { receivedAmount: parse(body.receivedAmount) } : {}),
      ...(body.remainingAmount !== undefined
        ? { remainingAmount: parse(body.remainingAmount) }
        : {}),
    };
    const w = await tenant.store.write((d) =>
      confirmWithdrawal(d, member.id, params.id, confirmation, deps.clock.now()),
    );
    return withdrawalWire(w);
  },

  listWithdrawals: ({ tenant, member, query }) => {
    const list = tenant.store.data.wallet.withdrawals
      .filter((w) => w.memberId === member.id && (!query.status || w.status === query.status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const p = paginate(list, query.pageNo, query.pageSize);
    return { ...p, list: p.list.map(withdrawalWire) };
  },

  transactionHistory: ({ tenant, member, query }) => {
    const range = dayRange(query, deps.clock.now(), offsetOf(tenant));
    const entries = entriesOf(tenant.store.data.ledger, member.id, range, query.type);
    const p = paginate(entries, query.pageNo, query.pageSize);
    return {
      ...p,
      list: p.list.map((e) => ({
        id: e.id,
        type: e.type,
        amount: fromMinor(e.amount),
        balanceAfter: fromMinor(e.balanceAfter),
        timestamp: e.at,
        ...(e.ref !== undefined ? { ref: e.ref } : {}),
        ...(e.note !== undefined ? { note: e.note } : {}),
      })),
    };
  },

  profitLoss: ({ tenant, member, query }) => {
    const offset = offsetOf(tenant);
    const range = dayRange(query, deps.clock.now(), offset, 93);
    const pl = profitLoss(tenant.store.data.ledger, member.id, range, offset);
    return { startDate: range.startDate, endDate: range.endDate, ...pl };
  },
});
