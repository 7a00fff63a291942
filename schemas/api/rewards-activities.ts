// Rewards family, the promotions a player joins and claims: activities and their applications
// (spec §4 statuses, §5 application limits), the red envelope, the raffle and its claim (spec §7
// "Raffle promotion claim").
import { defineOps, list, s } from './operation.ts';
import { bonusAnswer } from './rewards-shared.ts';

const activityStatus = {
  type: 'string',
  enum: [
    'Join',
    'Claim',
    'Applying',
    'Closed',
    'Rejected',
    'Issued',
    'Claimed',
    'Process',
    'Joined',
    'coming soon',
  ],
  description: 'Status for the caller (spec §4).',
} as const;

const activity = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'description', 'image', 'kind', 'startAt', 'endAt', 'bonus', 'status'],
  properties: {
    id: s.int('Activity id.'),
    title: s.str('Title.'),
    description: s.str('Description.'),
    image: s.str('Image URL.'),
    kind: {
      type: 'string',
      enum: ['apply', 'claim', 'join'],
      description: 'apply (comment + images, reviewed), claim (direct bonus) or join.',
    },
    startAt: s.int('Opens at (ms).'),
    endAt: s.int('Closes at (ms).'),
    bonus: s.num('Bonus paid.'),
    status: activityStatus,
  },
} as const;

const activityIdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['activityId'],
  properties: { activityId: s.int('Activity id.', { minimum: 1 }) },
} as const;

const raffleView = {
  type: 'object',
  additionalProperties: false,
  required: [
    'day',
    'validBet',
    'ticketBet',
    'maxTickets',
    'tickets',
    'prizeTable',
    'claimed',
    'amount',
  ],
  properties: {
    day: s.str("Today's raffle day (YYYY-MM-DD, tenant time zone): send it to claim."),
    validBet: s.num("The caller's valid bet today."),
    ticketBet: s.num('Valid bet that earns one more ticket.'),
    maxTickets: s.int('Tickets a member can hold in a day.'),
    tickets: s.int('Tickets the caller holds today.'),
    prizeTable: {
      type: 'array',
      items: s.num('A prize.'),
      description: 'Prizes a ticket can draw.',
    },
    claimed: s.bool("Today's raffle is already claimed."),
    amount: s.num('What the claim paid (0 before it).'),
  },
} as const;

export const activityOps = defineOps({
  activities: {
    operationId: 'activities',
    method: 'get',
    path: '/wps/activities',
    summary: 'Promotions with their status for the caller',
    auth: 'optional',
    response: list(activity, 'Activities.'),
  },
  applyActivity: {
    operationId: 'applyActivity',
    method: 'post',
    path: '/wps/activities/apply',
    summary:
      'Apply to an activity: comment of at most 140 characters and up to 3 png/jpg images of at most 5 MB (field images)',
    auth: 'member',
    noTrial: true,
    multipart: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['activityId'],
      properties: {
        activityId: s.str('Activity id.', { pattern: '^[0-9]{1,12}$' }),
        comment: s.str('Remark, at most 140 characters (comment_too_long).'),
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'status', 'images'],
      properties: {
        id: s.int('Application id.'),
        status: activityStatus,
        images: s.int('Images stored.'),
      },
    },
    errors: [
      'comment_too_long',
      'upload_type_invalid',
      'upload_too_large',
      'upload_too_many',
      'activity_not_open',
      'already_applied',
      'not_found',
    ],
  },
  claimActivity: {
    operationId: 'claimActivity',
    method: 'post',
    path: '/wps/activities/claim',
    summary: 'Claim a claim activity (bonus via the ledger) or join a join activity',
    auth: 'member',
    noTrial: true,
    body: activityIdBody,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'amount'],
      properties: { status: activityStatus, amount: s.num('Bonus credited (0 for a join).') },
    },
    errors: ['activity_not_open', 'already_applied', 'not_found'],
  },
  redEnvelope: {
    operationId: 'redEnvelope',
    method: 'post',
    path: '/wps/rewards/redEnvelope',
    summary: 'Open the red envelope of the day (once per day): a random bonus',
    auth: 'member',
    noTrial: true,
    response: bonusAnswer,
    errors: ['already_applied'],
  },
  raffle: {
    operationId: 'raffle',
    method: 'get',
    path: '/wps/rewards/raffle',
    summary:
      "Today's raffle promotion for the caller: one free ticket a day plus one per full ticketBet of today's valid bet (at most maxTickets); claimed or not",
    auth: 'member',
    noTrial: true,
    response: raffleView,
  },
  claimRaffle: {
    operationId: 'claimRaffle',
    method: 'post',
    path: '/wps/rewards/raffle/claim',
    summary:
      'Claim the raffle promotion of a day (today only, once): each ticket draws a prize; their sum is credited (ledger bonus)',
    auth: 'member',
    noTrial: true,
    idempotent: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['day'],
      properties: {
        day: s.str('The raffle day, YYYY-MM-DD in the tenant time zone (today).', {
          pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        }),
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['day', 'tickets', 'prizes', 'amount', 'balance'],
      properties: {
        day: s.str('The raffle day.'),
        tickets: s.int('Tickets drawn.'),
        prizes: { type: 'array', items: s.num('Prize of one ticket.'), description: 'Prizes.' },
        amount: s.num('Amount credited (the prizes summed).'),
        balance: s.num('Wallet balance after.'),
      },
    },
    errors: ['raffle_closed', 'already_applied'],
  },
});
