// Wallet family, history (spec §7): the member's ledger entries and profit/loss per day between
// two days of the tenant's time zone, both ends inclusive.
import { date, defineOps, money, page, paging, s } from './operation.ts';

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

export const historyOps = defineOps({
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
