// Points family: balance, config, details, mall, redeem and convert (spec §2 points mall, §3
// points records, §4 redeem statuses). Only on tenants with flags.PTSYS3 (else feature_disabled).
import { defineOps, list, page, paging, s } from './operation.ts';

const pointsType = {
  type: 'string',
  enum: ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit', 'redeem', 'convert'],
  description: 'Record type.',
} as const;

const redeemStatus = {
  type: 'string',
  enum: ['In Process', 'Rejected', 'Approved'],
  description: 'In Process (applying), Rejected (points refunded) or Approved.',
} as const;

const redemption = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'type', 'itemName', 'quantity', 'points', 'status', 'remark'],
  properties: {
    id: s.int('Transaction number.'),
    at: s.int('Application time (ms).'),
    type: s.str('Exchange type: item.'),
    itemName: s.str('Product name.'),
    quantity: s.int('Quantity.'),
    points: s.num('Points required in total.'),
    status: redeemStatus,
    remark: s.str('Remarks.'),
  },
} as const;

const password = s.str('Payment password.', { minLength: 1, maxLength: 64 });

export const pointsOps = defineOps({
  pointsBalance: {
    operationId: 'pointsBalance',
    method: 'get',
    path: '/wps/points/balance',
    summary: "The member's points (never expire) and what they convert to",
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'convertibleAmount'],
      properties: {
        points: s.num('Points balance (2 decimals).'),
        convertibleAmount: s.num('Balance the points would convert into now.'),
      },
    },
    errors: ['feature_disabled'],
  },
  pointsConfig: {
    operationId: 'pointsConfig',
    method: 'get',
    path: '/wps/points/config',
    summary: 'Points earned per unit of valid bet or deposit by type, and the conversion ratio',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['ratios', 'conversion', 'expires'],
      properties: {
        ratios: {
          type: 'object',
          additionalProperties: false,
          required: ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'],
          properties: {
            live: s.num('Points per 1 unit of live valid bet.'),
            lottery: s.num('Points per 1 unit of lottery valid bet.'),
            pvp: s.num('Points per 1 unit of PVP valid bet.'),
            rng: s.num('Points per 1 unit of slot (RNG, fish) valid bet.'),
            sports: s.num('Points per 1 unit of sports valid bet.'),
            deposit: s.num('Points per 1 unit deposited.'),
          },
          description: 'Earning ratios.',
        },
        conversion: {
          type: 'object',
          additionalProperties: false,
          required: ['points', 'amount'],
          properties: {
            points: s.num('This many points...'),
            amount: s.num('...convert into this amount.'),
          },
          description: 'Points ratio for conversion.',
        },
        expires: s.bool('Always false: points never expire.'),
      },
    },
    errors: ['feature_disabled'],
  },
  pointsDetails: {
    operationId: 'pointsDetails',
    method: 'get',
    path: '/wps/points/details',
    summary: 'Points records, newest first, paged, optionally by type',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { type: pointsType, ...paging },
    },
    response: page({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type', 'name', 'points', 'balance', 'at', 'remark'],
      properties: {
        id: s.int('Record id.'),
        type: pointsType,
        name: s.str('Name.'),
        points: s.num('Changed points (signed).'),
        balance: s.num('Points balance after.'),
        at: s.int('Time (ms).'),
        remark: s.str('Remark.'),
      },
    }),
    errors: ['feature_disabled'],
  },
  pointsReward: {
    operationId: 'pointsReward',
    method: 'get',
    path: '/wps/points/reward',
    summary:
      'Points rewarded to the member: what bets and deposits have earned, today and in all, by earning type',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['today', 'total', 'byType'],
      properties: {
        today: s.num('Points earned today (tenant time zone).'),
        total: s.num('Points earned in all (redeemed and converted ones included).'),
        byType: {
          type: 'array',
          description: 'Earned points by earning type, every type listed.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['type', 'today', 'total'],
            properties: {
              type: {
                type: 'string',
                enum: ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'],
                description: 'Earning type.',
              },
              today: s.num('Earned today.'),
              total: s.num('Earned in all.'),
            },
          },
        },
      },
    },
    errors: ['feature_disabled'],
  },
  mallItems: {
    operationId: 'mallItems',
    method: 'get',
    path: '/wps/points/mall',
    summary: 'Points mall items',
    auth: 'member',
    noTrial: true,
    response: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'image', 'pointsRequired', 'amountRequired', 'stock'],
        properties: {
          id: s.int('Item id.'),
          name: s.str('Name.'),
          image: s.str('Image URL.'),
          pointsRequired: s.num('Points per unit.'),
          amountRequired: s.num('Total valid bet the member must have placed to redeem it.'),
          stock: s.int('Units left.'),
        },
      },
      'Items.',
    ),
    errors: ['feature_disabled'],
  },
  redeem: {
    operationId: 'redeem',
    method: 'post',
    path: '/wps/points/redeem',
    summary: 'Redeem an item for points (payment password); In Process until reviewed',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['itemId', 'quantity', 'paymentPassword'],
      properties: {
        itemId: s.int('Item id.', { minimum: 1 }),
        quantity: s.int('Units.', { minimum: 1, maximum: 100 }),
        paymentPassword: password,
      },
    },
    response: redemption,
    errors: [
      'feature_disabled',
      'payment_password_incorrect',
      'payment_password_not_set',
      'not_enough_points',
      'item_unavailable',
      'item_out_of_stock',
    ],
  },
  redeemList: {
    operationId: 'redeemList',
    method: 'get',
    path: '/wps/points/redemptions',
    summary: 'Exchange records, newest first, optionally by status',
    auth: 'member',
    noTrial: true,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { status: redeemStatus, ...paging },
    },
    response: page(redemption),
    errors: ['feature_disabled'],
  },
  convertPoints: {
    operationId: 'convertPoints',
    method: 'post',
    path: '/wps/points/convert',
    summary: 'Convert points into wallet balance (payment password)',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'paymentPassword'],
      properties: {
        points: s.int('Whole points to convert.', { minimum: 1, maximum: 100_000_000 }),
        paymentPassword: password,
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['points', 'amount', 'pointsBalance', 'balance'],
      properties: {
        points: s.num('Points converted.'),
        amount: s.num('Amount credited.'),
        pointsBalance: s.num('Points left.'),
        balance: s.num('Wallet balance after.'),
      },
    },
    errors: [
      'feature_disabled',
      'payment_password_incorrect',
      'payment_password_not_set',
      'not_enough_points',
      'amount_invalid',
    ],
  },
});
