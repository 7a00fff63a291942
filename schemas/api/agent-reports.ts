// Agent family, the reports over a range: team betting, profit and loss per member, the agent's
// own income, account details and bonus records (spec §9 ranges).
import type { JSONSchema } from 'json-schema-to-ts';
import { defineOps, paging, s } from './operation.ts';
import { range, window } from './agent-shared.ts';
import { contractKind, dividendPeriod } from './contracts.ts';

/** A page of rows plus totals over every row of the range (not only this page). */
function pageWithTotals<const I extends JSONSchema, const T extends JSONSchema>(
  item: I,
  totals: T,
) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['list', 'pageNo', 'pageSize', 'total', 'totalPages', 'totals', 'from', 'to'],
    properties: {
      list: { type: 'array', items: item, description: 'Rows of this page.' },
      pageNo: { type: 'integer', description: 'Page number, from 1.' },
      pageSize: { type: 'integer', description: 'Rows per page.' },
      total: { type: 'integer', description: 'Rows in all pages.' },
      totalPages: { type: 'integer', description: 'Number of pages.' },
      totals,
      ...window,
    },
  } as const;
}

function reportQuery<const E extends Record<string, JSONSchema> = Record<never, never>>(extra?: E) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...range, ...paging, ...(extra as E) },
  } as const;
}

/** Who is on the other side of a ledger entry: an account, the platform, or nobody (a deposit). */
const COUNTERPARTY = s.str(
  'The other side of the entry: an account, "platform" when the platform paid, "" when none (deposit, bet).',
);

const accountFilter = s.str('Only this downline account.', { minLength: 1, maxLength: 64 });

export const reportsOps = defineOps({
  teamBetting: {
    operationId: 'teamBetting',
    method: 'get',
    path: '/wps/agent/team/bets',
    summary: 'Bets of the downline in a range, paged, with totals',
    auth: 'agent',
    query: reportQuery({
      account: accountFilter,
      category: s.str('Only this game category (LIVE, RNG, ...).', { maxLength: 16 }),
    }),
    response: pageWithTotals(
      {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'account',
          'gameCode',
          'gameName',
          'vendor',
          'category',
          'stake',
          'payout',
          'profitLoss',
          'at',
        ],
        properties: {
          id: s.int('Bet id.'),
          account: s.str('Who bet.'),
          gameCode: s.str('Game code.'),
          gameName: s.str('Game name, as the member saw it.'),
          vendor: s.str('Vendor (vassalage).'),
          category: s.str('Game category.'),
          stake: s.num('Valid bet.'),
          payout: s.num('Paid back.'),
          profitLoss: s.num("Player's result (payout - stake)."),
          at: s.int('Placed at (ms).'),
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['count', 'stake', 'payout', 'profitLoss'],
        properties: {
          count: s.int('Bets.'),
          stake: s.num('Sum of stakes.'),
          payout: s.num('Sum of payouts.'),
          profitLoss: s.num('Sum of results.'),
        },
        description: 'Totals of every row of the range.',
      },
    ),
    errors: ['not_downline'],
  },
  userProfitLoss: {
    operationId: 'userProfitLoss',
    method: 'get',
    path: '/wps/agent/team/profitLoss',
    summary: 'Profit and loss per downline member in a range, paged, with totals',
    auth: 'agent',
    query: reportQuery({ account: accountFilter }),
    response: pageWithTotals(
      {
        type: 'object',
        additionalProperties: false,
        required: [
          'memberId',
          'account',
          'bets',
          'validBet',
          'payout',
          'profitLoss',
          'deposits',
          'withdrawals',
        ],
        properties: {
          memberId: s.int('Member id.'),
          account: s.str('Account.'),
          bets: s.int('Bets placed.'),
          validBet: s.num('Valid bet.'),
          payout: s.num('Paid back.'),
          profitLoss: s.num("Player's result."),
          deposits: s.num('Deposits.'),
          withdrawals: s.num('Withdrawals.'),
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['bets', 'validBet', 'payout', 'profitLoss', 'deposits', 'withdrawals'],
        properties: {
          bets: s.int('Bets placed.'),
          validBet: s.num('Valid bet.'),
          payout: s.num('Paid back.'),
          profitLoss: s.num('Result.'),
          deposits: s.num('Deposits.'),
          withdrawals: s.num('Withdrawals.'),
        },
        description: 'Totals of every row.',
      },
    ),
    errors: ['not_downline'],
  },
  myIncome: {
    operationId: 'myIncome',
    method: 'get',
    path: '/wps/agent/income',
    summary: "The agent's salary and dividend ledger entries (received and paid) in a range",
    auth: 'agent',
    query: reportQuery({
      type: { type: 'string', enum: ['salary', 'dividend'], description: 'Only this type.' },
    }),
    response: pageWithTotals(
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'type', 'amount', 'balanceAfter', 'note', 'counterparty', 'at'],
        properties: {
          id: s.int('Ledger entry id.'),
          type: s.str('salary or dividend.'),
          settlement: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'kind'],
            properties: { id: s.int('Settlement id.'), kind: contractKind },
            description:
              'The settlement that made the entry (its payment, or a debt collected for it); payoutRecords?settlementId= shows it.',
          },
          counterparty: COUNTERPARTY,
          amount: s.num('Signed amount: received (+) or paid to a downline (-).'),
          balanceAfter: s.num('Balance after.'),
          note: s.str('What it was for.'),
          at: s.int('When (ms).'),
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['received', 'paid', 'net'],
        properties: {
          received: s.num('Sum received.'),
          paid: s.num('Sum paid (positive).'),
          net: s.num('received - paid.'),
        },
        description: 'Totals of every row.',
      },
    ),
  },
  accountDetails: {
    operationId: 'accountDetails',
    method: 'get',
    path: '/wps/agent/team/transactions',
    summary: 'Ledger entries of the downline in a range, paged',
    auth: 'agent',
    query: reportQuery({
      account: accountFilter,
      type: s.str('Only this ledger type (deposit, bet, salary, ...).', { maxLength: 32 }),
    }),
    response: pageWithTotals(
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'account', 'type', 'amount', 'balanceAfter', 'note', 'counterparty', 'at'],
        properties: {
          id: s.int('Ledger entry id.'),
          account: s.str('Whose entry.'),
          type: s.str('Ledger type.'),
          counterparty: COUNTERPARTY,
          amount: s.num('Signed amount.'),
          balanceAfter: s.num('Balance after.'),
          note: s.str('Note.'),
          at: s.int('When (ms).'),
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['credit', 'debit'],
        properties: {
          credit: s.num('Sum of positive amounts.'),
          debit: s.num('Sum of negative amounts (as a positive number).'),
        },
        description: 'Totals of every row.',
      },
    ),
    errors: ['not_downline'],
  },
  payoutRecords: {
    operationId: 'payoutRecords',
    method: 'get',
    path: '/wps/agent/payouts',
    summary:
      'Contract settlements the agent received or paid in a range (by the period they pay for): contract, kind, period, base and its own part',
    auth: 'agent',
    query: reportQuery({
      kind: { ...contractKind, description: 'Only this contract kind.' },
      settlementId: s.int(
        'Only this settlement, whatever the range (a My income line links here).',
        {
          minimum: 1,
        },
      ),
    }),
    response: pageWithTotals(
      {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'contractId',
          'kind',
          'role',
          'counterparty',
          'from',
          'to',
          'baseKind',
          'base',
          'activeMembers',
          'rate',
          'amount',
          'paid',
          'status',
        ],
        properties: {
          id: s.int('Settlement id.'),
          contractId: s.int('Contract id.'),
          kind: contractKind,
          period: { ...dividendPeriod, description: "A dividend contract's period." },
          role: {
            type: 'string',
            enum: ['payee', 'payer'],
            description:
              'payee: paid to the agent (it holds the contract); payer: paid by the agent (upline).',
          },
          counterparty: s.str('The other account, or "platform".'),
          from: s.int('Window start (ms).'),
          to: s.int('Window end (ms, excluded).'),
          baseKind: {
            type: 'string',
            enum: ['validBet', 'netLoss'],
            description:
              "What the base is: the team's valid bet (salaries) or its net loss (dividends).",
          },
          base: s.num(
            "The holder's team base of the window: the holder's own bets and its downline's.",
          ),
          ownBase: s.num(
            "The holder's own bets' part of base (absent on settlements made before it was kept).",
          ),
          activeMembers: s.int('Team members with a bet in the window.'),
          rate: s.num('Rate or ratio applied (%).'),
          amount: s.num('Due: base x rate.'),
          paid: s.num('Paid so far.'),
          status: {
            type: 'string',
            enum: ['settled', 'owed'],
            description: 'owed: the payer could not pay in full, is frozen and owes the rest.',
          },
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['received', 'receivedOwed', 'paid', 'paidOwed'],
        properties: {
          received: s.num('Paid to the agent.'),
          receivedOwed: s.num('Still owed to the agent.'),
          paid: s.num('Paid by the agent.'),
          paidOwed: s.num('Still owed by the agent.'),
        },
        description: 'Totals of every row, received and paid apart.',
      },
    ),
  },
});
