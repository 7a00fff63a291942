// Rewards family: activities and applications (spec §4 statuses, §5 application limits), red
// envelope, missions, manual rebate (MANPLAYREB3), VIP levels and bonus, referral, reward centre,
// the raffle promotion and its claim (spec §7 "Raffle promotion claim").
import { defineOps, s } from './operation.ts';

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

const bonusAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'balance'],
  properties: { amount: s.num('Amount credited.'), balance: s.num('Wallet balance after.') },
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

export const rewardsOps = defineOps({
  activities: {
    operationId: 'activities',
    method: 'get',
    path: '/wps/activities',
    summary: 'Promotions with their status for the caller',
    auth: 'optional',
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', items: activity, description: 'Activities.' } },
    },
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
  missions: {
    operationId: 'missions',
    method: 'get',
    path: '/wps/rewards/missions',
    summary: "Mission summary from today's bets",
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['bets', 'validBet', 'list'],
      properties: {
        bets: s.int('Bets placed today.'),
        validBet: s.num('Valid bet today.'),
        list: {
          type: 'array',
          description: 'Missions.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'title', 'unit', 'target', 'progress', 'done'],
            properties: {
              id: s.int('Mission id.'),
              title: s.str('Title.'),
              unit: {
                type: 'string',
                enum: ['count', 'money'],
                description: 'What target and progress count: bets or games (count), or money.',
              },
              target: s.num('Target.'),
              progress: s.num('Progress so far.'),
              done: s.bool('Target reached.'),
            },
          },
        },
      },
    },
  },
  missionLeaderboard: {
    operationId: 'missionLeaderboard',
    method: 'get',
    path: '/wps/rewards/missions/leaderboard',
    summary: "Today's top 20 members by valid bet (accounts masked)",
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['list', 'myRank'],
      properties: {
        list: {
          type: 'array',
          description: 'Ranks.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['rank', 'account', 'validBet'],
            properties: {
              rank: s.int('Rank from 1.'),
              account: s.str('Masked account.'),
              validBet: s.num('Valid bet today.'),
            },
          },
        },
        myRank: s.int('Caller rank, 0 when not ranked.'),
      },
    },
  },
  manualRebate: {
    operationId: 'manualRebate',
    method: 'get',
    path: '/wps/rewards/rebate',
    summary: 'Pending manual rebate: unrebated bets x rate (MANPLAYREB3 only)',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['bets', 'validBet', 'amount'],
      properties: {
        bets: s.int('Unrebated bets.'),
        validBet: s.num('Their valid bet.'),
        amount: s.num('Rebate claimable now.'),
      },
    },
    errors: ['feature_disabled'],
  },
  manualRebateClaim: {
    operationId: 'manualRebateClaim',
    method: 'post',
    path: '/wps/rewards/rebate',
    summary: 'Claim the pending rebate (ledger rebate); those bets are then rebated',
    auth: 'member',
    noTrial: true,
    response: bonusAnswer,
    errors: ['feature_disabled', 'amount_invalid'],
  },
  vipLevels: {
    operationId: 'vipLevels',
    method: 'get',
    path: '/wps/rewards/vip',
    summary: 'VIP levels by total valid bet, the caller level and claimable level-up bonuses',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['level', 'validBet', 'list'],
      properties: {
        level: s.int('Caller level (0 below the first).'),
        validBet: s.num('Caller total valid bet.'),
        list: {
          type: 'array',
          description: 'Levels.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['level', 'name', 'minValidBet', 'bonus', 'reached', 'claimed'],
            properties: {
              level: s.int('Level.'),
              name: s.str('Name.'),
              minValidBet: s.num('Total valid bet needed.'),
              bonus: s.num('Level-up bonus.'),
              reached: s.bool('Caller reached it.'),
              claimed: s.bool('Caller claimed its bonus.'),
            },
          },
        },
      },
    },
  },
  vipBonus: {
    operationId: 'vipBonus',
    method: 'post',
    path: '/wps/rewards/vip/bonus',
    summary: 'Claim the level-up bonus of a reached level, once',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['level'],
      properties: { level: s.int('Level.', { minimum: 1 }) },
    },
    response: bonusAnswer,
    errors: ['already_applied', 'forbidden', 'not_found'],
  },
  referral: {
    operationId: 'referral',
    method: 'get',
    path: '/wps/rewards/referral',
    summary: 'Invite link and code, and the members who registered with it (flags.referral)',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'link', 'list'],
      properties: {
        code: s.str('Referral code.'),
        link: s.str('Invite link.'),
        list: {
          type: 'array',
          description: 'Referred members.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['account', 'registeredAt'],
            properties: {
              account: s.str('Masked account.'),
              registeredAt: s.int('Registered at (ms).'),
            },
          },
        },
      },
    },
    errors: ['feature_disabled'],
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
  rewardCenter: {
    operationId: 'rewardCenter',
    method: 'get',
    path: '/wps/rewards/center',
    summary: 'Badge counts: available promotions and unclaimed rewards',
    auth: 'member',
    noTrial: true,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['availablePromoCount', 'unclaimedRewards', 'redEnvelopeAvailable'],
      properties: {
        availablePromoCount: s.int('Activities the caller can join, apply to or claim.'),
        unclaimedRewards: s.int(
          'Claimable rewards: claim activities, VIP bonuses, rebate, red envelope.',
        ),
        redEnvelopeAvailable: s.bool("Today's red envelope is still closed."),
      },
    },
  },
});
