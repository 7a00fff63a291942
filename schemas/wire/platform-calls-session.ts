// Platform calls whose body travels in the platform's encryption envelope: logging in (and its
// second factor), registering, passwords and the points calls that carry a payment password
// (rows: platform.ts). Lobby's own wire encrypts the same operations its own way (encrypt.ts).
import { mapped, type PlatformCall } from './platform.ts';

export const sessionCalls: readonly PlatformCall[] = [
  mapped({
    name: 'login',
    method: 'POST',
    path: '/wps/session/login',
    op: 'session.login',
    encrypted: true,
    // The platform binds the captcha by cookie; its client sends a device fingerprint.
    needs: 'captchaId',
    drop: ['loginDeviceId', 'geetest_challenge', 'geetest_validate', 'geetest_seccode'],
  }),
  mapped({
    name: 'loginVerify',
    method: 'POST',
    path: '/wps/session/login/verification',
    op: 'session.loginSecondFactor',
    encrypted: true,
  }),
  mapped({
    name: 'register',
    method: 'PUT',
    path: '/wps/member/register',
    op: 'member.register',
    encrypted: true,
    needs: 'captchaId',
    drop: ['loginDeviceId'],
  }),
  mapped({
    name: 'registerMobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    op: 'member.registerMobile',
    encrypted: true,
    needs: 'captchaId',
    drop: ['loginDeviceId'],
  }),
  mapped({
    name: 'changePwd',
    method: 'POST',
    path: '/wps/member/password',
    op: 'member.changePassword',
    encrypted: true,
  }),
  mapped({
    name: 'setPasswordByPhone',
    method: 'POST',
    path: '/wps/member/password/verification',
    op: 'member.setPasswordByPhone',
    encrypted: true,
  }),
  mapped({
    name: 'redeemPoint',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    op: 'points.redeem',
    encrypted: true,
  }),
  mapped({
    name: 'convertPoint',
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_convertPoint',
    op: 'points.convertPoints',
    encrypted: true,
  }),
];
