// Session family: login (username or SMS code), second factor, free play, logout, SMS login code
// (spec §3, §4, §7).
import { MOBILE_NUM_PATTERN } from '../constants.ts';
import { defineOps, emptyObject, s } from './operation.ts';
import { captchaFields, smsSentResponse } from './system.ts';

const memberSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'account', 'nickname', 'type', 'isAgent', 'isTrial'],
  description: 'Who logged in.',
  properties: {
    id: s.int('Member id.'),
    account: s.str('Account name.'),
    nickname: s.str('Nickname.'),
    type: s.int('0 member; agent types 1, 2, 41, 42; trial 4.'),
    isAgent: s.bool('Agent (types 1, 2, 41, 42).'),
    isTrial: s.bool('Trial member (type 4).'),
  },
} as const;

/** The value of every call that logs in (login, second factor, free play, register, reset). */
export const loggedInResponse = {
  type: 'object',
  additionalProperties: false,
  required: [
    'token',
    'firstTimeLogin',
    'passwordExpired',
    'passwordIsDefault',
    'captcha',
    'member',
  ],
  properties: {
    token: s.str('Session token: send it as the Authorization header.'),
    firstTimeLogin: s.bool('This is the first login of the account.'),
    passwordExpired: s.bool('The password is older than the tenant allows (change it).'),
    passwordIsDefault: s.bool('The password is the default one (change it).'),
    captcha: s.bool('Whether the next login must carry a captcha (false after a success).'),
    member: memberSummary,
  },
} as const;

const secondFactorResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['secondFactorRequired', 'challengeId', 'sentTo', 'expiredMinutes'],
  properties: {
    secondFactorRequired: { type: 'boolean', const: true, description: 'Always true.' },
    challengeId: s.str('Send it with the SMS code to /wps/session/login/verify.'),
    sentTo: s.str('Masked mobile number the code went to.'),
    expiredMinutes: s.int('Minutes the code stays valid.'),
  },
} as const;

const smsLinkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: {
    token: s.str('The token of the link (the fragment after /sms-sign-in#).', {
      minLength: 1,
      maxLength: 128,
    }),
  },
} as const;

const smsLinkErrors = ['sms_link_invalid', 'verification_attempts_exceeded'] as const;

export const sessionOps = defineOps({
  login: {
    operationId: 'login',
    method: 'post',
    path: '/wps/session/login',
    summary:
      'Log in by username and password, or by mobile number and SMS code; a new IP asks for a second factor. An unknown account and a wrong password get the same answer (in_incorrect_password) in the same time. Failures are throttled per (account, address) pair (5 lock the pair 5 min, then growing), per account (20/h close it to addresses it never logged in from) and per address (10 ask a captcha on every login, 100/h close it to accounts that never logged in from it): auth/too-many-requests with value.retryAfterSeconds',
    auth: 'none',
    encrypted: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'password'],
      properties: {
        username: s.str('Account name, or the mobile number when type is sms.', {
          minLength: 1,
          maxLength: 64,
        }),
        password: s.str('Password, or the SMS code when type is sms.', {
          minLength: 1,
          maxLength: 255,
        }),
        // Required after a failed login.
        ...captchaFields,
        type: {
          type: 'string',
          enum: ['username', 'sms'],
          default: 'username',
          description: 'Login kind.',
        },
        area: {
          type: 'string',
          enum: ['player', 'agent'],
          default: 'player',
          description: 'Agent-area logins are refused to non-agents.',
        },
      },
    },
    response: { oneOf: [loggedInResponse, secondFactorResponse] },
    errors: [
      'in_incorrect_password',
      'member_no_enter',
      'error_not_agent',
      'captcha_required',
      'captcha_invalid',
      'auth/too-many-requests',
      'auth/invalid-verification-code',
      'auth/code-expired',
      'verification_attempts_exceeded',
      'feature_disabled',
    ],
  },
  loginSecondFactor: {
    operationId: 'loginSecondFactor',
    method: 'post',
    path: '/wps/session/login/verify',
    summary: 'Complete a login from a new IP with the SMS code sent to the member',
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['challengeId', 'verificationCode'],
      properties: {
        challengeId: s.str('From the login answer.', { minLength: 1, maxLength: 64 }),
        verificationCode: s.str('The SMS code.', { minLength: 1, maxLength: 255 }),
        ...captchaFields,
      },
    },
    response: loggedInResponse,
    errors: [
      'captcha_required',
      'captcha_invalid',
      'auth/invalid-verification-code',
      'auth/code-expired',
      'verification_attempts_exceeded',
    ],
  },
  logout: {
    operationId: 'logout',
    method: 'delete',
    path: '/wps/session/logout',
    summary: 'Invalidate the token',
    auth: 'member',
    response: emptyObject,
  },
  freePlay: {
    operationId: 'freePlay',
    method: 'post',
    path: '/wps/session/login/freeplay',
    summary: 'Create a trial member (type 4) with a trial balance and log it in',
    auth: 'none',
    encrypted: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['platform', 'Encryption'],
      properties: {
        os: s.str('Operating system of the visitor.', { maxLength: 32 }),
        platform: { type: 'string', enum: ['W'], description: 'Platform: W (web).' },
        Encryption: s.str(
          'The random string of spec §7 made by the client; it travels encrypted with the rest of the body (the hybrid RSA-OAEP + AES-GCM envelope).',
          { minLength: 8, maxLength: 128 },
        ),
      },
    },
    response: loggedInResponse,
    errors: ['feature_disabled', 'auth/quota-exceeded'],
  },
  loginCode: {
    operationId: 'loginCode',
    method: 'post',
    path: '/wps/verification/sms/noLogin',
    summary:
      "Send an SMS login code to a registered mobile number (mobileCodeLogin tenants). Answers the same for a number no account has (and sends nothing). A stranger's send carries a proof of work (Lobby's wire); the number's quota is shared out: 3/h and 5/day per address, 5/h and 10/day for all strangers together, then one per 15 min for the number whoever asks (sms_paced with value.retryAfterSeconds and retryAfterMinutes, never a refusal for the day; on Lobby's wire each text to a member's number carries a one-time sign-in link, smsLinkPeek and smsLinkLogin, so the owner's phone signs in whoever won the slot), and as much again for each known device of the member and for its second factor; 10/h and 30/day per address across numbers: sms_quota_exceeded with value.retryAfterSeconds",
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['mobileNum', 'countryDialingCode'],
      properties: {
        mobileNum: s.str('Mobile number, digits only.', { pattern: MOBILE_NUM_PATTERN }),
        countryDialingCode: s.str('Dialing code, e.g. 66.', { pattern: '^\\+?[0-9]{1,4}$' }),
        ...captchaFields,
      },
    },
    response: smsSentResponse,
    errors: [
      'feature_disabled',
      'sms_resend_too_soon',
      'sms_quota_exceeded',
      'sms_paced',
      'captcha_required',
      'captcha_invalid',
    ],
  },
  smsLinkPeek: {
    operationId: 'smsLinkPeek',
    method: 'post',
    path: '/wps/session/sms-link/peek',
    summary:
      "Lobby's wire: whose account a sign-in link texted with a login or reset code opens (masked), without using it up. Links last 15 min, once, and end when the member signs in another way or changes password; a wrong, used or expired link answers sms_link_invalid, and 10 wrong an hour from one address lock it (verification_attempts_exceeded)",
    auth: 'none',
    body: smsLinkBody,
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['account'],
      properties: { account: s.str('The account name, masked (pl***1).') },
    },
    errors: smsLinkErrors,
  },
  smsLinkLogin: {
    operationId: 'smsLinkLogin',
    method: 'post',
    path: '/wps/session/sms-link',
    summary:
      "Lobby's wire: sign in with a link texted with a login or reset code, from any browser (the SMS proved the phone: no second factor); the link is used up and the browser becomes a known device of the member",
    auth: 'none',
    body: smsLinkBody,
    response: loggedInResponse,
    errors: [...smsLinkErrors, 'member_no_enter'],
  },
});
