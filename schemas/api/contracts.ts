// Contracts family: dividend, daily salary, hourly salary and real-time salary contracts between an
// agent and a direct downline (spec §2 agent centre, §3 Contract, §4 Contracts).
import { defineOps, list, s } from './operation.ts';
import { AMOUNT_MAX } from '../constants.ts';

export const contractKind = {
  type: 'string',
  enum: ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'],
  description: 'Contract kind.',
} as const;

export const dividendPeriod = {
  type: 'string',
  enum: ['Daily', 'Weekly', 'Semimonthly', 'Monthly'],
  description: 'Dividend period.',
} as const;

const party = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'account'],
  properties: { id: s.int('Member id.'), account: s.str('Account name.') },
  description: 'A party of the contract.',
} as const;

/** A contract as its parties see it. */
const contractSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'upline',
    'downline',
    'rate',
    'conditions',
    'status',
    'request',
    'createdAt',
    'myRole',
  ],
  properties: {
    id: s.int('Contract id.'),
    kind: contractKind,
    upline: party,
    downline: party,
    rate: s.num(
      'Ratio or rate (%). Real-time salary: the profit salary rate, applied to a window the players lost.',
    ),
    lossRate: s.num('Real-time salary: loss salary rate (%), applied to a window the players won.'),
    singleBetAmount: s.num('Real-time salary: only bets of at least this stake count.'),
    period: dividendPeriod,
    conditions: {
      type: 'object',
      additionalProperties: false,
      required: ['activeMembers', 'validBet', 'profitLoss'],
      properties: {
        activeMembers: s.int('Team members with a bet in the period, at least.'),
        validBet: s.num('Team valid bet in the period (daily or hourly bet amount), at least.'),
        profitLoss: s.num('Team net loss in the period, at least (dividends).'),
      },
      description: 'Conditions that must hold for a period to pay.',
    },
    status: {
      type: 'string',
      enum: ['pending', 'active', 'rejected', 'terminated'],
      description: 'pending (offered), active, rejected or terminated.',
    },
    request: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'byMe', 'at'],
          properties: {
            type: {
              type: 'string',
              enum: ['new', 'termination'],
              description: 'A new contract or a termination.',
            },
            byMe: s.bool('Whether the caller made the request (then the other party answers).'),
            at: s.int('When it was made (ms).'),
          },
        },
        { type: 'null' },
      ],
      description: 'The open request, if any.',
    },
    createdAt: s.int('Offered at (ms).'),
    acceptedAt: s.int('Accepted at (ms).'),
    endedAt: s.int('Rejected or terminated at (ms).'),
    endReason: {
      type: 'string',
      enum: ['rejected', 'terminated', 'replaced', 'lower_rate'],
      description:
        'Why it ended: rejected, terminated by agreement, replaced by a newer contract, or ended by the lower-rate rule.',
    },
    myRole: {
      type: 'string',
      enum: ['upline', 'downline', 'viewer'],
      description: "The caller's side of the contract (viewer: an agent above both parties).",
    },
    endsOnAccept: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'account', 'rate'],
        properties: {
          id: s.int('Contract id.'),
          account: s.str('The downline holding it.'),
          rate: s.num('Its rate (%), above the offered one.'),
        },
      },
      description:
        "Pending offers answered by the caller: the caller's own contracts of the same kind at a higher rate, which end when it accepts (the lower-rate rule, spec §4).",
    },
  },
  description: 'A contract.',
} as const;

const contractList = list(contractSchema, 'Contracts.');

export const contractsOps = defineOps({
  consolidated: {
    operationId: 'consolidated',
    method: 'get',
    path: '/wps/member/info/funds/consolidated',
    summary: 'Contract checks: pending requests per kind and which contract pages the menu shows',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: [
        'dailysalreqtype',
        'divtypereq',
        'contracthoursalreq',
        'realtimesalreqtype',
        'enableCt',
        'salary',
        'hourSalary',
        'realtimeSalary',
        'frozen',
      ],
      properties: {
        dailysalreqtype: s.bool('A daily-salary request waits for your answer.'),
        divtypereq: s.bool('A dividend request waits for your answer.'),
        contracthoursalreq: s.bool('An hourly-salary request waits for your answer.'),
        realtimesalreqtype: s.bool('A real-time-salary request waits for your answer.'),
        enableCt: s.bool('Show the bonus (dividend) page: an agent, or a party to a dividend.'),
        salary: s.bool('Show daily wages: an agent, or a party to a daily salary.'),
        hourSalary: s.bool('Show hourly salary: an agent, or a party to an hourly salary.'),
        realtimeSalary: s.bool('Show real-time salary: an agent, or a party to one.'),
        frozen: s.bool('The account is frozen for an unpaid dividend or salary.'),
      },
    },
  },
  offerContract: {
    operationId: 'offerContract',
    method: 'post',
    path: '/wps/relay/contract/{kind}',
    summary:
      'Offer a contract to a direct downline; a rate below what the downline pays its own downlines asks for confirmation first',
    auth: 'agent',
    noTrial: true,
    params: {
      type: 'object',
      required: ['kind'],
      properties: { kind: contractKind },
    },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['memberId', 'rate'],
      properties: {
        memberId: s.int('The direct downline offered the contract.', { minimum: 1 }),
        rate: s.num('Ratio or rate (%), within the tenant bounds; real-time: profit salary rate.', {
          minimum: 0,
          maximum: 100,
        }),
        lossRate: s.num('Real-time salary: loss salary rate (%).', { minimum: 0, maximum: 100 }),
        singleBetAmount: s.num('Real-time salary: minimum single bet that counts.', {
          minimum: 0,
          maximum: AMOUNT_MAX,
          multipleOf: 0.01,
        }),
        period: {
          ...dividendPeriod,
          description: 'Dividend period (dividends only; default Monthly).',
        },
        activeMembers: s.int('Condition: active members at least.', {
          minimum: 0,
          maximum: 100000,
        }),
        validBet: s.num('Condition: team valid bet (daily or hourly bet amount) at least.', {
          minimum: 0,
          maximum: AMOUNT_MAX,
          multipleOf: 0.01,
        }),
        profitLoss: s.num('Condition: team net loss at least (dividends).', {
          minimum: 0,
          maximum: AMOUNT_MAX,
          multipleOf: 0.01,
        }),
        confirmLowerRate: s.bool(
          'The caller agrees that the downline contracts listed by a previous answer end when this one is accepted.',
        ),
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['requiresConfirmation', 'affected', 'contract'],
      properties: {
        requiresConfirmation: s.bool(
          'True: nothing was offered; repeat with confirmLowerRate to offer and end the affected contracts on acceptance.',
        ),
        affected: {
          type: 'array',
          items: contractSchema,
          description: "The downline's own contracts at a higher rate.",
        },
        contract: {
          anyOf: [contractSchema, { type: 'null' }],
          description: 'The offer made, or null when confirmation is needed.',
        },
      },
    },
    errors: ['not_downline', 'contract_rate_out_of_bounds', 'contract_exists', 'invalid_request'],
  },
  pendingContracts: {
    operationId: 'pendingContracts',
    method: 'get',
    path: '/wps/member/contracts/pending',
    summary: "Contracts waiting for the caller's answer (the contract popup)",
    auth: 'member',
    noTrial: true,
    response: contractList,
  },
  contractAction: {
    operationId: 'contractAction',
    method: 'post',
    path: '/wps/relay/contractAction',
    summary:
      'Accept, Reject or Terminate a contract; retried with the same requestId it applies once',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['contractId', 'action', 'requestId'],
      properties: {
        contractId: s.int('Contract id.', { minimum: 1 }),
        action: {
          type: 'string',
          enum: ['Accept', 'Reject', 'Terminate'],
          description: 'Accept or Reject a request; Terminate asks to end an active contract.',
        },
        requestId: s.str('Client request id: a retry with the same id is applied once.', {
          minLength: 1,
          maxLength: 64,
        }),
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['contract', 'ended'],
      properties: {
        contract: contractSchema,
        ended: {
          type: 'array',
          items: contractSchema,
          description: 'Other contracts this action ended (replaced, or by the lower-rate rule).',
        },
      },
    },
    errors: ['not_downline', 'contract_state_invalid'],
  },
  listContracts: {
    operationId: 'listContracts',
    method: 'get',
    path: '/wps/member/contracts',
    summary: 'Contracts the caller offered or holds',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: contractKind,
        role: {
          type: 'string',
          enum: ['upline', 'downline'],
          description: 'Only those the caller offered (upline) or holds (downline).',
        },
        status: {
          type: 'string',
          enum: ['pending', 'active', 'rejected', 'terminated'],
          description: 'Only this status.',
        },
      },
    },
    response: contractList,
  },
});
