// Agent family, the team: the downline tree, registering a downline member, the team overview.
import { defineOps, paging, s } from './operation.ts';
import { range, window } from './agent-shared.ts';

const treeNode = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'account',
    'nickname',
    'type',
    'parentId',
    'depth',
    'balance',
    'frozen',
    'createdAt',
    'directCount',
    'contracts',
  ],
  properties: {
    id: s.int('Member id.'),
    account: s.str('Account.'),
    nickname: s.str('Nickname.'),
    type: s.int('Member type (agents 1, 2, 41, 42).'),
    parentId: s.int('Direct upline id.'),
    depth: s.int('Levels below the caller (1 = direct downline).'),
    balance: s.num('Wallet balance.'),
    frozen: s.bool('Frozen for an unpaid dividend or salary.'),
    createdAt: s.int('Registered at (ms).'),
    directCount: s.int('Number of direct downlines.'),
    contracts: {
      type: 'array',
      description: 'Pending and active contracts this member holds from its upline.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'rate', 'status'],
        properties: {
          id: s.int('Contract id.'),
          kind: s.str('dividend, dailySalary, hourSalary or realtimeSalary.'),
          rate: s.num('Ratio or rate (%).'),
          status: s.str('pending or active.'),
        },
      },
    },
  },
} as const;

export const teamOps = defineOps({
  downlineTree: {
    operationId: 'downlineTree',
    method: 'get',
    path: '/wps/agent/team/tree',
    summary:
      'Team management and the downline picker, one page at a time: the direct downline or the whole team of the caller or of a member below it, optionally only accounts containing a search',
    auth: 'agent',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        account: s.str('Search by account (part of it, any case).', { maxLength: 64 }),
        parentId: s.int('Whose downline: the caller (default) or a member below it.'),
        scope: {
          type: 'string',
          enum: ['direct', 'team'],
          description:
            'direct (when not given): only members whose upline is parentId; team: everyone below it.',
        },
        ...paging,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['self', 'list', 'pageNo', 'pageSize', 'total', 'totalPages', 'teamSize'],
      properties: {
        self: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'account', 'nickname', 'balance', 'frozen', 'owed'],
          properties: {
            id: s.int('Agent id.'),
            account: s.str('Agent account.'),
            nickname: s.str('Nickname.'),
            balance: s.num('Wallet balance.'),
            frozen: s.bool(
              'Frozen for an unpaid dividend or salary (transfers and withdrawals blocked).',
            ),
            owed: s.num('What the agent still owes its downlines.'),
          },
          description: 'The calling agent.',
        },
        list: {
          type: 'array',
          items: treeNode,
          description: 'This page of the members asked for, breadth first then in joining order.',
        },
        pageNo: s.int('Page number, from 1.'),
        pageSize: s.int('Rows per page.'),
        total: s.int('Members in all pages.'),
        totalPages: s.int('Number of pages.'),
        teamSize: s.int('Everyone below the caller.'),
      },
    },
    errors: ['not_downline'],
  },
  registerDownline: {
    operationId: 'registerDownline',
    method: 'post',
    path: '/wps/agent/team/register',
    summary: "Register a direct downline account with the tenant's username and password rules",
    auth: 'agent',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'password', 'confirmPassword'],
      properties: {
        account: s.str('Username.', { maxLength: 64 }),
        password: s.str('Password.', { maxLength: 64 }),
        confirmPassword: s.str('Password again.', { maxLength: 64 }),
        nickname: s.str('Nickname (defaults to the account).', { maxLength: 32 }),
        accountType: {
          type: 'string',
          enum: ['member', 'agent'],
          default: 'member',
          description: 'A player (type 0) or a sub-agent (type 2).',
        },
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'account', 'type', 'parentId'],
      properties: {
        id: s.int('New member id.'),
        account: s.str('Account.'),
        type: s.int('Member type.'),
        parentId: s.int('Its upline: the caller.'),
      },
    },
    errors: ['username_taken', 'invalid_request', 'inconsistent_twice'],
  },
  teamOverview: {
    operationId: 'teamOverview',
    method: 'get',
    path: '/wps/agent/team/overview',
    summary:
      'Team figures for a range: members, active members, valid bet, profit and loss, deposits, withdrawals',
    auth: 'agent',
    query: { type: 'object', additionalProperties: false, properties: { ...range } },
    response: {
      type: 'object',
      additionalProperties: false,
      required: [
        'from',
        'to',
        'members',
        'newMembers',
        'activeMembers',
        'validBet',
        'profitLoss',
        'deposits',
        'withdrawals',
      ],
      properties: {
        ...window,
        members: s.int('Downline members now.'),
        newMembers: s.int('Downline members registered in the range.'),
        activeMembers: s.int('Downline members with a bet in the range.'),
        validBet: s.num('Downline valid bet in the range.'),
        profitLoss: s.num("Downline players' profit and loss in the range (negative: they lost)."),
        deposits: s.num('Downline deposits in the range.'),
        withdrawals: s.num('Downline withdrawals in the range.'),
      },
    },
  },
});
