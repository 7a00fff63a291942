// Rewards family, what playing earns: missions and their leaderboard, manual rebate (MANPLAYREB3),
// VIP levels and bonus, referral, and the reward centre that sums them up.
import { defineOps, s } from './operation.ts';
import { bonusAnswer } from './rewards-shared.ts';

export const earningsOps = defineOps({
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
