// Wallet family, withdrawals (spec §7): requesting one (debited at once), confirming an approved
// one as received or not (with proof images), and the member's withdrawals.
import { defineOps, money, page, paging, s } from './operation.ts';
import { amount, amountText, paymentPassword } from './wallet-shared.ts';

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

export const withdrawalOps = defineOps({
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
});
