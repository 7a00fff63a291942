// Wallet family (see docs/architecture.md "A new API call" and spec §7): balance, merchant wallet,
// transfers along the agent tree, deposits, withdrawals, transaction history, profit/loss.
// Money is a number with at most 2 decimals on the wire; dates are `YYYY-MM-DD` days in the
// tenant's time zone (manifest `agent.timeZone`, e.g. GMT+7), both ends inclusive.
import { defineOps, page, paging, s } from './operation.ts';
import { AMOUNT_MAX } from '../constants.ts';

/**
 * A positive amount. Not the shared `amount` (its multipleOf 0.01 makes ajv refuse some valid
 * 2-decimal numbers through float error, e.g. 20.13): the handler checks "at most 2 decimals"
 * exactly and answers amount_invalid.
 */
const amount = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: AMOUNT_MAX,
  description: 'Amount in currency units, at most 2 decimals (else amount_invalid).',
} as const;

const money = <const D extends string>(description: D) =>
  ({ type: 'number', description }) as const;

const date = <const D extends string>(description: D) =>
  s.str(description, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A decimal amount in a multipart text field (multipart fields are strings). */
const amountText = <const D extends string>(description: D) =>
  s.str(description, { pattern: '^\\d{1,10}(\\.\\d{1,2})?$' });

const paymentPassword = s.str('Payment password of the member.', {
  minLength: 1,
  maxLength: 64,
});

const depositStatus = {
  type: 'string',
  enum: ['pending', 'credited', 'failed'],
  description: 'pending, then credited or failed by the settlement job.',
} as const;

const deposit = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'amount', 'channel', 'status', 'createdAt'],
  properties: {
    id: s.int('Deposit id.'),
    amount: money('Amount.'),
    channel: s.str('Deposit channel code.'),
    status: depositStatus,
    createdAt: s.int('When it was made (ms, server clock).'),
    settledAt: s.int('When it was credited or failed (ms).'),
  },
} as const;

const withdrawalStatus = {
  type: 'string',
  enum: ['pending', 'approved', 'rejected', 'received', 'notReceived'],
  description:
    'pending (debited), then approved or rejected (refunded); approved ones are confirmed received or notReceived by the member, or received automatically after the tenant timeout.',
} as const;

const withdrawal = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'amount', 'status', 'bankName', 'bankAccountNo', 'payeeName', 'createdAt'],
  properties: {
    id: s.int('Withdrawal id.'),
    amount: money('Amount debited.'),
    status: withdrawalStatus,
    bankName: s.str('Payee bank.'),
    bankAccountNo: s.str('Payee account number.'),
    payeeName: s.str('Payee name.'),
    createdAt: s.int('When it was requested (ms).'),
    decidedAt: s.int('When it was approved or rejected (ms).'),
    autoReceiveAt: s.int('When an unconfirmed approved withdrawal counts as received (ms).'),
    confirmedAt: s.int('When it was confirmed (ms).'),
    receivedAmount: money('Amount the member received.'),
    remainingAmount: money('Amount the member says is still missing.'),
    forcedReceipt: s.bool('Received automatically after the timeout (no refund).'),
    proofCount: s.int('Proof images uploaded with a notReceived confirmation.'),
  },
} as const;

const ledgerTypes = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer_out',
  'transfer_in',
  'bet',
  'payout',
  'lottery_bet',
  'lottery_payout',
  'bonus',
  'rebate',
  'points_convert',
  'salary',
  'dividend',
  'adjustment',
] as const;

const dateRange = {
  startDate: date('First day (YYYY-MM-DD, tenant time zone); default 6 days before endDate.'),
  endDate: date('Last day, inclusive (YYYY-MM-DD, tenant time zone); default today.'),
} as const;

const plRow = {
  type: 'object',
  additionalProperties: false,
  required: ['bets', 'payouts', 'net', 'deposits', 'withdrawals', 'bonuses'],
  properties: {
    bets: money('Stakes placed (games and lottery).'),
    payouts: money('Winnings paid (games and lottery).'),
    net: money('payouts - bets: the member’s win (positive) or loss (negative).'),
    deposits: money('Deposits credited.'),
    withdrawals: money('Withdrawals debited, less refunds of rejected ones.'),
    bonuses: money('Bonuses, rebates, salaries and dividends.'),
  },
} as const;

export const walletOps = defineOps({
  balance: {
    operationId: 'balance',
    method: 'get',
    path: '/wps/v2/wallets/balance',
    summary: 'Balance of the logged-in member (2 decimals) with the currency symbol',
    auth: 'member',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['balance', 'currency', 'currencySymbol'],
      properties: {
        balance: money('Balance, 2 decimals.'),
        currency: s.str('ISO currency code of the tenant.'),
        currencySymbol: s.str('Currency symbol of the tenant.'),
      },
    },
  },
  merchantWallet: {
    operationId: 'merchantWallet',
    method: 'get',
    path: '/wps/v2/wallets/merchant',
    summary: 'Merchant wallet mode: isSingle from the tenant manifest (wallet.isSingle)',
    auth: 'optional',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['isSingle'],
      properties: { isSingle: s.bool('Single merchant wallet (no per-vendor wallets).') },
    },
  },
  walletTransfer: {
    operationId: 'walletTransfer',
    method: 'post',
    path: '/wps/relay/GCS_walletTransfer',
    summary:
      'Transfer: an agent to one of its direct or indirect downlines (toDownline, targetAccount required), or any member to its direct upline (toUpline); payment password checked; never above the balance',
    idempotent: true,
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['direction', 'amount', 'paymentPassword'],
      properties: {
        direction: {
          type: 'string',
          enum: ['toDownline', 'toUpline'],
          description: 'toDownline (agents only) or toUpline (to the direct upline).',
        },
        targetAccount: s.str(
          'Account of the downline (toDownline); for toUpline it may be left out, and when given must be the upline (not_upline otherwise).',
          {
            minLength: 1,
            maxLength: 64,
          },
        ),
        amount,
        paymentPassword,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['transferId', 'amount', 'targetAccount', 'balance'],
      properties: {
        transferId: s.str('Reference shared by both ledger entries.'),
        amount: money('Amount moved.'),
        targetAccount: s.str('Account that received it.'),
        balance: money('Balance of the sender after the transfer.'),
      },
    },
    errors: [
      'error_not_agent',
      'not_downline',
      'not_upline',
      'account_frozen',
      'payment_password_incorrect',
      'payment_password_not_set',
      'amount_invalid',
      'insufficient_balance',
      'payment_password_locked',
      'idempotency_key_reused',
    ],
  },
  depositChannels: {
    operationId: 'depositChannels',
    method: 'get',
    path: '/wps/v2/deposit/channels',
    summary: 'Deposit channels with their minimum and maximum amounts',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: {
        list: {
          type: 'array',
          description: 'Channels.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['code', 'name', 'min', 'max'],
            properties: {
              code: s.str('Channel code, sent back in createDeposit.'),
              name: s.str('Display name.'),
              min: money('Smallest amount accepted.'),
              max: money('Largest amount accepted.'),
            },
          },
        },
      },
    },
  },
  createDeposit: {
    operationId: 'createDeposit',
    method: 'post',
    path: '/wps/v2/deposit',
    summary:
      'Request a deposit: it is pending, then settled by the server clock 1 minute later: credited (with a message), except amounts whose cents are .13 (e.g. 100.13), which fail (with a message)',
    idempotent: true,
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'channel'],
      properties: {
        amount,
        channel: s.str('Channel code from depositChannels.', { minLength: 1, maxLength: 32 }),
      },
    },
    response: deposit,
    errors: ['amount_invalid', 'idempotency_key_reused'],
  },
  listDeposits: {
    operationId: 'listDeposits',
    method: 'get',
    path: '/wps/v2/deposit/records',
    summary: 'Deposits of the member, newest first, paged',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { ...paging, status: depositStatus },
    },
    response: page(deposit),
  },
  createWithdrawal: {
    operationId: 'createWithdrawal',
    method: 'post',
    path: '/wps/v2/withdraw',
    summary:
      'Request a withdrawal: debited at once and pending; 5 minutes later (server clock) approved (with a message), except amounts whose cents are .13, which are rejected and refunded (with a message)',
    idempotent: true,
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'paymentPassword', 'bankName', 'bankAccountNo', 'payeeName'],
      properties: {
        amount,
        paymentPassword,
        bankName: s.str('Payee bank.', { minLength: 1, maxLength: 64 }),
        bankAccountNo: s.str('Payee account number (digits and dashes).', {
          pattern: '^[0-9-]{4,32}$',
        }),
        payeeName: s.str('Payee name.', { minLength: 1, maxLength: 64 }),
      },
    },
    response: withdrawal,
    errors: [
      'account_frozen',
      'payment_password_incorrect',
      'payment_password_not_set',
      'amount_invalid',
      'insufficient_balance',
      'payment_password_locked',
      'idempotency_key_reused',
    ],
  },
  confirmWithdrawal: {
    operationId: 'confirmWithdrawal',
    method: 'post',
    path: '/wps/v2/withdraw/{id}/confirm',
    summary:
      'Confirm an approved withdrawal: received (optionally a partial receivedAmount), notReceived (at least one png/jpg proof image in field images, <= 5 MB each, up to 3; optional receivedAmount below the amount) or fullPayment (the whole amount arrived). Without a confirmation it counts as received after the tenant timeout (wallet.withdrawAutoReceiveMinutes), with no refund',
    auth: 'member',
    noTrial: true,
    multipart: true,
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: s.int('Withdrawal id.', { minimum: 1 }) },
    },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['result'],
      properties: {
        result: {
          type: 'string',
          enum: ['received', 'notReceived', 'fullPayment'],
          description: 'What the member got.',
        },
        receivedAmount: amountText('Amount received, e.g. "80.50" (received, notReceived).'),
        remainingAmount: amountText(
          'Amount still missing; when given it must equal the amount less receivedAmount.',
        ),
      },
    },
    response: withdrawal,
    errors: [
      'withdrawal_state_invalid',
      'not_found',
      'amount_invalid',
      'upload_type_invalid',
      'upload_too_large',
      'upload_too_many',
    ],
  },
  listWithdrawals: {
    operationId: 'listWithdrawals',
    method: 'get',
    path: '/wps/v2/withdraw/records',
    summary: 'Withdrawals of the member, newest first, paged',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { ...paging, status: withdrawalStatus },
    },
    response: page(withdrawal),
  },
  transactionHistory: {
    operationId: 'transactionHistory',
    method: 'get',
    path: '/wps/v2/transactions',
    summary:
      'Ledger entries of the member between two days of the tenant time zone (inclusive), newest first, paged',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ...dateRange,
        type: { type: 'string', enum: ledgerTypes, description: 'Only entries of this type.' },
        ...paging,
      },
    },
    response: page({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type', 'amount', 'balanceAfter', 'timestamp'],
      properties: {
        id: s.int('Entry id.'),
        type: { type: 'string', enum: ledgerTypes, description: 'What moved the money.' },
        amount: money('Signed change.'),
        balanceAfter: money('Balance after the entry.'),
        timestamp: s.int('When (ms).'),
        ref: s.str('What caused it (deposit, withdrawal, transfer, bet id...).'),
        note: s.str('Note.'),
      },
    }),
  },
  profitLoss: {
    operationId: 'profitLoss',
    method: 'get',
    path: '/wps/v2/profitLoss',
    summary:
      'Profit/loss per day of the tenant time zone (every day of the range, at most 93) and totals, from the ledger; totals equal the sum of the rows',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: dateRange,
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['rows', 'totals', 'startDate', 'endDate'],
      properties: {
        startDate: s.str('First day.'),
        endDate: s.str('Last day.'),
        rows: {
          type: 'array',
          description: 'One row per day, oldest first.',
          items: {
            ...plRow,
            required: [...plRow.required, 'date'],
            properties: { ...plRow.properties, date: s.str('Day (YYYY-MM-DD).') },
          },
        },
        totals: plRow,
      },
    },
  },
});
