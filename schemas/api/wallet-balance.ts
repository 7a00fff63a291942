// Wallet family, balances and transfers (spec §7): the member's balance, the merchant wallet, and
// money moved along the agent tree (to a downline, or to the direct upline).
import { defineOps, money, s } from './operation.ts';
import { amount, paymentPassword } from './wallet-shared.ts';

export const balanceOps = defineOps({
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
});
