// Platform calls of messages, chat, promotions, contracts and points (rows: platform.ts).
import { mapped, own, paging, type LobbyValue, type PlatformCall } from './platform.ts';

/** The per-kind lists of the platform's announcements relay. */
const ANNOUNCEMENT_KINDS = ['popup', 'promotion', 'banner', 'headline', 'placard'] as const;

export const memberCalls: readonly PlatformCall[] = [
  mapped({
    name: 'announcements',
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    op: 'content.announcements',
    // The relay is asked per group and kinds; every kind is answered, each under its own name.
    drop: ['groupName', 'types', 'execution', 'platform'],
    // One relay for every kind: the client reads each kind under its own name.
    toPlatform: (v) => {
      const of = (t: string) => v.list.filter((a) => a.promotionType === t);
      return {
        ...v,
        popup: of('PU'),
        promotion: of('PR'),
        banner: of('B'),
        headline: of('H'),
        placard: of('PL'),
      };
    },
    // Lobby's page is the list of every kind; the per-kind lists are the platform client's.
    fromPlatform: (v) => {
      const page: Record<string, unknown> = { ...(v as object) };
      for (const kind of ANNOUNCEMENT_KINDS) delete page[kind];
      return page as LobbyValue<'content.announcements'>;
    },
  }),
  mapped({
    name: 'unreadMessage',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    op: 'content.unreadCount',
  }),
  mapped({
    name: 'inbox',
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    op: 'content.messages',
    rename: paging,
  }),
  mapped({
    name: 'launchChat',
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    op: 'games.liveChat',
    needs: 'modelId',
  }),
  mapped({
    name: 'modelList',
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    op: 'games.liveModels',
  }),
  own({
    name: 'chatPermission',
    method: 'GET',
    path: '/wps/relay/CBS_groupPermission',
    own: 'chatPermission',
  }),
  own({
    name: 'csScript',
    method: 'GET',
    path: '/wps/relay/WPSCORE_getCustomerServiceScript',
    own: 'csScript',
  }),

  own({
    name: 'promoCategory',
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    own: 'promoCategory',
  }),
  mapped({
    name: 'availablePromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    op: 'rewards.activities',
  }),
  // The "apply for reward" dialog: the promotion's id, the player's remark and up to three images
  // (data URLs), for review like Lobby's application to an activity.
  mapped({
    name: 'signUpRequestReward',
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    op: 'rewards.applyActivity',
    rename: { promotionId: 'activityId', remarks: 'comment' },
    images: 'pictures',
  }),
  mapped({
    name: 'merchantPromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    op: 'rewards.activities',
  }),
  mapped({
    name: 'promotionClaimList',
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    op: 'rewards.rewardCenter',
  }),
  mapped({
    name: 'raffleClaim',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    op: 'rewards.claimRaffle',
    needs: 'raffleDay',
  }),
  mapped({
    name: 'raffleStatus',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus',
    op: 'rewards.raffle',
  }),
  mapped({
    name: 'rebateSetting',
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    op: 'rewards.manualRebate',
  }),
  mapped({
    name: 'missionSummary',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    op: 'rewards.missions',
  }),
  mapped({
    name: 'missionLeaderboard',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    op: 'rewards.missionLeaderboard',
  }),
  // One call per contract kind; its client names the contract by its kind's own key (dividends
  // by product and period, daily salaries by `id`, the others by `contractId`) and answers with
  // `status` A, R or C: the façade finds the contract (needs: 'contract').
  ...(
    [
      ['processDividend', 'processContractDividend', { kind: 'dividend', by: 'period' }],
      ['processDailySalary', 'processDailySalaryContract', { kind: 'dailySalary', by: 'id' }],
      ['processHourSalary', 'processContractHourSalary', { kind: 'hourSalary', by: 'contractId' }],
      [
        'processRealTimeSalary',
        'processRealTimeSalaryContract',
        { kind: 'realtimeSalary', by: 'contractId' },
      ],
    ] as const
  ).map(([name, relay, contract]) =>
    mapped({
      name,
      method: 'POST',
      path: `/wps/relay/MCSFE_${relay}`,
      op: 'contracts.contractAction',
      needs: 'contract',
      contract,
    }),
  ),

  mapped({
    name: 'pointBalance',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointBalance',
    op: 'points.pointsBalance',
  }),
  mapped({
    name: 'pointReward',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointReward',
    op: 'points.pointsReward',
  }),
  mapped({
    name: 'pointConversionType',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointRewardConversionType',
    op: 'points.pointsConfig',
    toPlatform: (v) => v.conversion,
  }),
  mapped({
    name: 'redeemPointList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getRedeemPointList',
    op: 'points.redeemList',
    rename: paging,
  }),
  mapped({
    name: 'pointConfig',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointConfig',
    op: 'points.pointsConfig',
  }),
  mapped({
    name: 'memTransDet',
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    op: 'points.pointsDetails',
    rename: paging,
  }),
];
