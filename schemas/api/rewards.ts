// Rewards family (spec §4, §5, §7), one file per part of it:
//   rewards-activities.ts  activities and applications, red envelope, the raffle and its claim
//   rewards-earnings.ts    missions, manual rebate, VIP levels and bonus, referral, reward centre
//   rewards-shared.ts      the answer of a claim that credits money
import { activityOps } from './rewards-activities.ts';
import { earningsOps } from './rewards-earnings.ts';
import { defineOps } from './operation.ts';

/** Every rewards operation, in the order the contract has always listed them. */
export const rewardsOps = defineOps({
  activities: activityOps.activities,
  applyActivity: activityOps.applyActivity,
  claimActivity: activityOps.claimActivity,
  redEnvelope: activityOps.redEnvelope,
  missions: earningsOps.missions,
  missionLeaderboard: earningsOps.missionLeaderboard,
  manualRebate: earningsOps.manualRebate,
  manualRebateClaim: earningsOps.manualRebateClaim,
  vipLevels: earningsOps.vipLevels,
  vipBonus: earningsOps.vipBonus,
  referral: earningsOps.referral,
  raffle: activityOps.raffle,
  claimRaffle: activityOps.claimRaffle,
  rewardCenter: earningsOps.rewardCenter,
});
