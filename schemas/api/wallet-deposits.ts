// Wallet family, deposits (spec §7): the channels with their limits, making a deposit, and the
// member's deposits, which the settlement job credits or fails.
import { defineOps, list, money, page, paging, s } from './operation.ts';
import { amount } from './wallet-shared.ts';

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

export const depositOps = defineOps({
  depositChannels: {
    operationId: 'depositChannels',
    method: 'get',
    path: '/wps/v2/deposit/channels',
    summary: 'Deposit channels with their minimum and maximum amounts',
    auth: 'member',
    noTrial: true,
    response: list(
      {
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
      'Channels.',
    ),
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
});
