// Platform calls of the site frame, the session, the member and the wallet (rows: platform.ts).
import { platformWhitelabelTree, whitelabelTree } from '../whitelabel.ts';
import {
  lobbyLanguageOf,
  mapped,
  own,
  platformLanguageOf,
  type LobbyValue,
  type PlatformCall,
} from './platform.ts';
import { consolidatedFromPlatform } from './platform-consolidated.ts';
import { lobbyFlagValues, lobbyWhitelabelTree, type PlatformNode } from './platform-whitelabel.ts';

/** `data:image/png;base64,AAA` -> `AAA`: the platform's captcha value is the base64 alone. */
function base64Of(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma < 0 ? dataUrl : dataUrl.slice(comma + 1);
}

export const siteCalls: readonly PlatformCall[] = [
  mapped({
    name: 'permission',
    method: 'GET',
    path: '/wps/system/status',
    op: 'system.systemStatus',
    drop: ['url'],
    // The platform reads the register field rules as info.register.
    toPlatform: (v) => ({
      ...v,
      info: {
        ...v.info,
        register: v.info.registerRules,
        whitelabel: platformWhitelabelTree(v.info.whitelabel),
      },
    }),
    fromPlatform: (v) => {
      type Status = LobbyValue<'system.systemStatus'>;
      const p = v as Status & {
        info: Omit<Status['info'], 'registerRules' | 'whitelabel'> & {
          register: Status['info']['registerRules'];
          whitelabel: PlatformNode[];
        };
      };
      const { register, whitelabel, ...info } = p.info;
      return {
        ...p,
        info: { ...info, registerRules: register, whitelabel: lobbyWhitelabelTree(whitelabel) },
      };
    },
  }),
  own({ name: 'location', method: 'GET', path: '/wps/system/location', own: 'location' }),
  mapped({
    name: 'whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    op: 'system.whitelabel',
    // The platform's value is the root module of the tree.
    toPlatform: (v) => ({
      modId: 'ROOT',
      enabled: true,
      childrenNodes: platformWhitelabelTree(v.tree),
    }),
    fromPlatform: (v) => {
      const values = lobbyFlagValues((v as PlatformNode).childrenNodes);
      return { whitelabelVal: values, tree: whitelabelTree(values) };
    },
  }),
  own({
    name: 'settingsConsolidated',
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    own: 'settingsConsolidated',
  }),
  mapped({
    name: 'domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    op: 'system.domainRoute',
    toPlatform: (v) => ({ mainDomain: v.mainDomain, domainList: v.list }),
    fromPlatform: (v) => {
      const p = v as { mainDomain?: string; domainList: string[] };
      return { mainDomain: p.mainDomain ?? p.domainList[0] ?? '', list: p.domainList };
    },
  }),
  own({ name: 'templates', method: 'GET', path: '/wps/system/templates', own: 'templates' }),
  mapped({
    name: 'helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    op: 'system.helpCenter',
    toPlatform: (v) =>
      v.sections.map((s) => ({
        title: s.title,
        tag: s.id,
        lang: platformLanguageOf(v.lang),
        display: true,
        content: s.content,
        bgColor: null,
        children: [],
      })),
    fromPlatform: (v) => {
      const items = v as { title: string; tag: string; lang: string; content: string }[];
      return {
        lang: lobbyLanguageOf(items[0]?.lang ?? ''),
        sections: items.map((s) => ({ id: s.tag, title: s.title, content: s.content })),
      };
    },
  }),
  own({ name: 'ping', method: 'GET', path: '/wps/system/test/ping', own: 'ping' }),
  mapped({
    name: 'countryCode',
    method: 'GET',
    path: '/wps/system/country',
    op: 'system.countryCodes',
  }),
  mapped({
    name: 'setRegister',
    method: 'GET',
    path: '/wps/system/setting/register',
    op: 'system.registerSetting',
    // The platform reads the rules keyed by field, at the top of the value.
    toPlatform: (v) => ({ ...v.rules, registerModes: v.modes }),
    fromPlatform: (v) => {
      type Setting = LobbyValue<'system.registerSetting'>;
      const { registerModes, ...rules } = v as Setting['rules'] & {
        registerModes: Setting['modes'];
      };
      return { modes: registerModes, rules };
    },
  }),
  mapped({
    name: 'captcha',
    method: 'GET',
    path: '/wps/captcha',
    op: 'system.captcha',
    // The answer is bound by a cookie the façade sets (captchaId), not by an id in the body.
    toPlatform: (v) => base64Of(v.image),
    // No id: the server knows the captcha by its cookie, which the browser sends back.
    fromPlatform: (v) => ({ captchaId: '', image: `data:image/png;base64,${String(v)}` }),
  }),
  mapped({
    name: 'affiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    op: 'member.affiliate',
    drop: ['domain'],
  }),

  mapped({ name: 'logout', method: 'DELETE', path: '/wps/session/logout', op: 'session.logout' }),
  mapped({
    name: 'freePlay',
    method: 'POST',
    path: '/wps/session/login/freeplay',
    op: 'session.freePlay',
    needs: 'freePlay',
    fixed: { platform: 'W' },
  }),
  mapped({
    name: 'loginCode',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    op: 'session.loginCode',
    drop: ['geetest_challenge', 'geetest_validate', 'geetest_seccode'],
  }),
  mapped({
    name: 'registerSms',
    method: 'POST',
    path: '/wps/verification/sms/register',
    op: 'member.registerSms',
  }),
  // Registration by mobile number alone. Its client lists the path only among those that carry a
  // device fingerprint (next to register/mobile), so the body is read as the mobile form's without
  // a name or password: the number, its dialing code, the SMS code and the captcha (by cookie).
  mapped({
    name: 'registerOnlyMobile',
    method: 'PUT',
    path: '/wps/member/register/onlyMobile',
    op: 'member.registerOnlyMobile',
    needs: 'captchaId',
    drop: ['loginDeviceId'],
  }),
  mapped({
    name: 'findPasswordByPhone',
    method: 'POST',
    path: '/wps/member/password/sms',
    op: 'member.resetSms',
  }),
  mapped({
    name: 'forgetPwd',
    method: 'POST',
    path: '/wps/member/password/email',
    op: 'member.forgotPasswordEmail',
    formBody: true,
  }),
  mapped({
    name: 'memberInfo',
    method: 'GET',
    path: '/wps/member/info',
    op: 'member.memberInfo',
    // lastLogin and toUpline need the store: the façade adds them (see its member step).
    toPlatform: (v) => ({
      ...v,
      clubLabel: v.vipLabelName ?? '',
      memberLabel: v.isAgent ? 'AGENT' : v.isTrial ? 'TRIAL' : 'MEMBER',
    }),
    // The platform's fields ride beside Lobby's, which the screens read.
    fromPlatform: (v) => v as LobbyValue<'member.memberInfo'>,
  }),
  own({ name: 'icon', method: 'GET', path: '/wps/member/info/icon', own: 'playerAvatar' }),
  own({
    name: 'playerAvatar',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    own: 'playerAvatar',
  }),
  own({
    name: 'securityConfig',
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    own: 'securityConfig',
  }),
  mapped({
    name: 'updateLanguage',
    method: 'PUT',
    path: '/wps/member/language',
    op: 'member.setLanguage',
  }),
  mapped({
    name: 'feedback',
    method: 'PUT',
    path: '/wps/feedback',
    op: 'content.feedback',
    needs: 'captchaId',
  }),
  mapped({
    name: 'getPlayerRankProgress',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    op: 'rewards.vipLevels',
  }),

  mapped({ name: 'balance', method: 'GET', path: '/wps/v2/wallets/balance', op: 'wallet.balance' }),
  // One relay, two transfers. The platform's member centre moves money between the main wallet
  // and a vendor's (fromAccountTypeId, toAccountTypeId, amount); Lobby sends its transfers along
  // the agent tree through the same relay, always with a direction.
  mapped({
    name: 'walletTransfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    op: 'wallet.walletTransfer',
    when: 'direction',
  }),
  own({
    name: 'gameWalletTransfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    own: 'gameWalletTransfer',
  }),
  mapped({
    name: 'merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    op: 'wallet.merchantWallet',
  }),
  // The façade adds the waiting requests themselves (afterCall): the platform's maps are built
  // from the member's contracts, which Lobby's checks do not carry.
  mapped({
    name: 'consolidated',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    op: 'contracts.consolidated',
    fromPlatform: consolidatedFromPlatform,
  }),
  // The withdrawals paid out and waiting for the player to say whether the money arrived: the
  // client opens its confirmation dialog on a non-empty list and answers each by payDetailId.
  mapped({
    name: 'paymentConfirmationList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPaymentConfirmationList',
    op: 'wallet.listWithdrawals',
    fixed: { status: 'approved' },
    toPlatform: (v) =>
      v.list.map((w) => ({
        payDetailId: w.id,
        amount: w.amount,
        remainingAmount: w.remainingAmount ?? 0,
        // Waiting for the player's answer; once the timeout passes it is confirmed for them.
        isAutoConfirmed: 'N',
        bankName: w.bankName,
        bankAccountNo: w.bankAccountNo,
        payeeName: w.payeeName,
        createdAt: w.createdAt,
        autoReceiveAt: w.autoReceiveAt,
      })),
  }),
  mapped({
    name: 'processC2C',
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    op: 'wallet.confirmWithdrawal',
    rename: { payDetailId: 'id', transactionId: 'id', isMoneyReceived: 'result' },
    // Its two dialogs say "received" as Y and as A; "not received" comes with a proof image.
    values: { isMoneyReceived: { Y: 'received', A: 'received', N: 'notReceived' } },
    images: 'proofOfNotReceive',
  }),
];
