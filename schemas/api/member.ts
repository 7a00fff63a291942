// Member family: member info and profile, registration, passwords, registration/reset SMS,
// affiliate code check (spec §3, §5, §7).
import { LANGUAGES, MOBILE_NUM_PATTERN } from '../constants.ts';
import { defineOps, emptyObject, s } from './operation.ts';
import { loggedInResponse } from './session.ts';
import { captchaFields } from './system.ts';
import { smsSentResponse } from './system.ts';

const memberInfo = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'account',
    'nickname',
    'type',
    'vipLevel',
    'hasVip',
    'vipLabelName',
    'currencySymbol',
    'isAgent',
    'isTrial',
    'referralCode',
    'profile',
    'firstTimeLogin',
    'hasPaymentPassword',
    'passwordIsDefault',
    'hasUpline',
  ],
  properties: {
    id: s.int('Member id.'),
    account: s.str('Account name.'),
    nickname: s.str('Nickname.'),
    type: s.int('0 member; agent types 1, 2, 41, 42; trial 4.'),
    vipLevel: s.int('VIP rank level, 0 for none.'),
    hasVip: s.bool('Whether the member has a VIP rank.'),
    vipLabelName: s.str('VIP label, e.g. "VIP 2" (empty without VIP).'),
    currencySymbol: s.str('Currency symbol of the tenant.'),
    isAgent: s.bool('Agent (types 1, 2, 41, 42).'),
    isTrial: s.bool('Trial member (type 4).'),
    mobile: s.str('Masked mobile number with dialing code, e.g. +66 ******5678.'),
    email: s.str('E-mail address.'),
    payeeName: s.str('Real name (payee name).'),
    referralCode: s.str('The member’s own invite code.'),
    profile: {
      type: 'object',
      description: 'Other profile fields (birthday, line, telegram, ...).',
      additionalProperties: s.str('A profile value.'),
    },
    firstTimeLogin: s.bool('The current login is the first of the account.'),
    hasPaymentPassword: s.bool('A payment password is set.'),
    passwordIsDefault: s.bool('The login password is the default one.'),
    hasUpline: s.bool(
      'The member has a direct upline to transfer money to (walletTransfer toUpline).',
    ),
  },
} as const;

/** Registration form of spec §3; every field is checked against the tenant's rules. */
const registrationFields = {
  username: s.str('Account name (username rule).', { maxLength: 64 }),
  password: s.str('Password (password rule).', { maxLength: 64 }),
  confirmPassword: s.str('Same as password.', { maxLength: 64 }),
  payeeName: s.str('Real name.', { maxLength: 100 }),
  email: s.str('E-mail address.', { maxLength: 100 }),
  qqNum: s.str('QQ number.', { maxLength: 32 }),
  mobileNum: s.str('Mobile number, digits.', { maxLength: 32 }),
  recommenderId: s.str('Recommender id.', { maxLength: 64 }),
  ...captchaFields,
  verificationCode: s.str('SMS code from /wps/verification/sms/register.', { maxLength: 255 }),
  affiliateCode: s.str('Optional invitation (affiliate) code of an agent.', { maxLength: 64 }),
  paymentPassword: s.str('Payment password.', { maxLength: 64 }),
  line: s.str('LINE id.', { maxLength: 100 }),
  whatsapp: s.str('WhatsApp number.', { maxLength: 100 }),
  facebook: s.str('Facebook account.', { maxLength: 100 }),
  wechat: s.str('WeChat id.', { maxLength: 100 }),
  idNumber: s.str('Identity number.', { maxLength: 64 }),
  referralCode: s.str('Referral code from the URL (links the referrer).', { maxLength: 64 }),
  domain: s.str('Domain the form was sent from.', { maxLength: 255 }),
  countryDialingCode: s.str('Dialing code of the mobile number, e.g. 66.', { maxLength: 8 }),
  registerUrl: s.str('Page the form was sent from.', { maxLength: 1024 }),
  registerMethod: { type: 'string', enum: ['WEB'], description: 'Always WEB.' },
  login: s.bool('Log in on success (always done).'),
} as const;

const registrationBody = {
  type: 'object',
  additionalProperties: false,
  properties: registrationFields,
} as const;

/**
 * The mobile-only form: the number, its SMS code and the fields the tenant's rules add, with no
 * name or password (the number is the account; the member signs in with SMS codes).
 */
const {
  username: _username,
  password: _password,
  confirmPassword: _confirmPassword,
  ...mobileOnlyFields
} = registrationFields;

const registrationErrors = [
  'registration_disabled',
  'field_invalid',
  'captcha_required',
  'captcha_invalid',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/code-expired',
  'invitation_code_error',
  'username_taken',
  'mobile_taken',
  'auth/too-many-requests',
] as const;

const smsRequest = {
  type: 'object',
  additionalProperties: false,
  required: ['mobileNum', 'countryDialingCode'],
  properties: {
    mobileNum: s.str('Mobile number, digits only.', { pattern: MOBILE_NUM_PATTERN }),
    countryDialingCode: s.str('Dialing code, e.g. 66.', { pattern: '^\\+?[0-9]{1,4}$' }),
    ...captchaFields,
  },
} as const;

export const memberOps = defineOps({
  memberInfo: {
    operationId: 'memberInfo',
    method: 'get',
    path: '/wps/member/info',
    summary: 'The logged-in member',
    auth: 'member',
    response: memberInfo,
  },
  memberIcon: {
    operationId: 'memberIcon',
    method: 'get',
    path: '/wps/member/info/icon',
    summary: 'Avatar of the logged-in member (SVG)',
    auth: 'member',
    raw: 'svg',
    response: { type: 'string', description: 'SVG document.' },
  },
  updateProfile: {
    operationId: 'updateProfile',
    method: 'put',
    path: '/wps/member/info',
    summary: 'Update nickname and profile fields; a birthday must make the member old enough',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        nickname: s.str('Nickname.', { minLength: 1, maxLength: 32 }),
        birthday: s.str('Birthday yyyy-MM-dd.', { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
        email: s.str('E-mail address.', { format: 'email', maxLength: 100 }),
        line: s.str('LINE id.', { maxLength: 100 }),
        telegram: s.str('Telegram account.', { maxLength: 100 }),
        whatsapp: s.str('WhatsApp number.', { maxLength: 100 }),
        facebook: s.str('Facebook account.', { maxLength: 100 }),
        wechat: s.str('WeChat id.', { maxLength: 100 }),
        zalo: s.str('Zalo account.', { maxLength: 100 }),
        skype: s.str('Skype account.', { maxLength: 100 }),
        address: s.str('Address.', { maxLength: 255 }),
        nationality: s.str('Nationality.', { maxLength: 64 }),
        occupation: s.str('Occupation.', { maxLength: 64 }),
      },
    },
    response: memberInfo,
    errors: ['birthday_limit'],
  },
  setLanguage: {
    operationId: 'setLanguage',
    method: 'put',
    path: '/wps/member/language',
    summary:
      "Store the member's language preference (spec §4 language change); one the tenant lists",
    auth: 'member',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['language'],
      properties: {
        language: { type: 'string', enum: [...LANGUAGES], description: 'Interface language.' },
      },
    },
    response: emptyObject,
  },
  register: {
    operationId: 'register',
    method: 'post',
    path: '/wps/member/register',
    summary: 'Register by username (USERNAMEREG3); logs in on success',
    auth: 'none',
    encrypted: true,
    body: registrationBody,
    response: loggedInResponse,
    errors: registrationErrors,
  },
  registerMobile: {
    operationId: 'registerMobile',
    method: 'post',
    path: '/wps/member/register/mobile',
    summary: 'Register by mobile number (MOBILENUMREG3); logs in on success',
    auth: 'none',
    encrypted: true,
    body: registrationBody,
    response: loggedInResponse,
    errors: registrationErrors,
  },
  registerOnlyMobile: {
    operationId: 'registerOnlyMobile',
    method: 'post',
    path: '/wps/member/register/onlyMobile',
    summary:
      'Register by mobile number alone (MOBILENUMREG3 without MOBILENUMPASSREG3): no name, no password, the SMS code when REGMOBVERF3 asks for it; logs in on success. It carries no password, so it is sent in clear like the SMS-code request',
    auth: 'none',
    body: { type: 'object', additionalProperties: false, properties: mobileOnlyFields },
    response: loggedInResponse,
    errors: registrationErrors,
  },
  registerSms: {
    operationId: 'registerSms',
    method: 'post',
    path: '/wps/verification/sms/register',
    summary: 'Send a registration SMS code to a mobile number not yet registered',
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['mobileNo', 'countryDialingCode'],
      properties: {
        mobileNo: s.str('Mobile number, digits only.', { pattern: '^[0-9]{5,15}$' }),
        countryDialingCode: s.str('Dialing code, e.g. 66.', { pattern: '^\\+?[0-9]{1,4}$' }),
        regType: {
          type: 'string',
          enum: ['username', 'mobile'],
          description: 'Which registration form asks.',
        },
        ...captchaFields,
      },
    },
    response: smsSentResponse,
    errors: [
      'sms_resend_too_soon',
      'sms_quota_exceeded',
      'sms_paced',
      'mobile_taken',
      'registration_disabled',
      'captcha_required',
      'captcha_invalid',
    ],
  },
  resetSms: {
    operationId: 'resetSms',
    method: 'post',
    path: '/wps/verification/sms/reset',
    summary:
      'Send a password-reset SMS code to a registered mobile number; a number no account has gets the same answer (and no SMS). Same countdown, quotas and proof of work as the login code',
    auth: 'none',
    body: smsRequest,
    response: smsSentResponse,
    errors: [
      'sms_resend_too_soon',
      'sms_quota_exceeded',
      'sms_paced',
      'feature_disabled',
      'captcha_required',
      'captcha_invalid',
    ],
  },
  affiliate: {
    operationId: 'affiliate',
    method: 'get',
    path: '/wps/agent/affiliate',
    summary: 'Check an invitation (affiliate) code',
    auth: 'none',
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['code'],
      properties: { code: s.str('The code to check.', { minLength: 1, maxLength: 64 }) },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['valid', 'domain'],
      properties: {
        valid: s.bool('Always true (an invalid code is an error).'),
        domain: s.str('Domain of the tenant the code belongs to.'),
      },
    },
    errors: ['invitation_code_error'],
  },
  changePassword: {
    operationId: 'changePassword',
    method: 'post',
    path: '/wps/member/password',
    summary:
      "Change the login password (old, new, confirmation); ends the member's other sessions. 5 wrong old passwords an hour lock the check (password_check_locked, value.retryAfterSeconds)",
    auth: 'member',
    noTrial: true,
    encrypted: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
      properties: {
        oldPassword: s.str('Current password.', { minLength: 1, maxLength: 64 }),
        newPassword: s.str('New password (password rule).', { minLength: 1, maxLength: 64 }),
        confirmNewPassword: s.str('Same as newPassword.', { minLength: 1, maxLength: 64 }),
      },
    },
    response: emptyObject,
    errors: [
      'inconsistent_twice',
      'old_password_incorrect',
      'password_check_locked',
      'password_same_as_old',
      'field_invalid',
    ],
  },
  forgotPasswordEmail: {
    operationId: 'forgotPasswordEmail',
    method: 'post',
    path: '/wps/member/password/email',
    summary: 'Send a reset link to the e-mail of the account (form-encoded or JSON)',
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'email'],
      properties: {
        username: s.str('Account name.', { minLength: 1, maxLength: 64 }),
        email: s.str('E-mail address of the account.', { minLength: 1, maxLength: 100 }),
      },
    },
    response: { type: 'string', description: 'Message key: in_been_out.' },
    errors: ['Username/Email does not exist'],
  },
  setPasswordByPhone: {
    operationId: 'setPasswordByPhone',
    method: 'post',
    path: '/wps/member/password/verification',
    summary:
      "Reset the password with an SMS code (forgotPasswordByPhone); ends the member's sessions and logs in on success. A code answers only the browser that asked for it. Past 10 strangers' wrong codes an hour for the number, or 5 from this address, each guess needs a proof of work (captcha_required); 20 from one address lock it (verification_attempts_exceeded)",
    auth: 'none',
    encrypted: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['newPassword', 'mobileNum', 'verificationCode'],
      properties: {
        newPassword: s.str('New password (password rule).', { minLength: 1, maxLength: 64 }),
        mobileNum: s.str('Registered mobile number.', { minLength: 1, maxLength: 32 }),
        verificationCode: s.str('Code from /wps/verification/sms/reset.', {
          minLength: 1,
          maxLength: 255,
        }),
        ...captchaFields,
      },
    },
    response: loggedInResponse,
    errors: [
      'feature_disabled',
      'field_invalid',
      'captcha_required',
      'captcha_invalid',
      'auth/invalid-verification-code',
      'auth/code-expired',
      'verification_attempts_exceeded',
    ],
  },
  paymentPassword: {
    operationId: 'paymentPassword',
    method: 'put',
    path: '/wps/member/paymentPassword',
    summary:
      'Set or change the 6-digit payment password (the login password confirms it; 5 wrong an hour lock the check: password_check_locked)',
    auth: 'member',
    noTrial: true,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
      properties: {
        loginPassword: s.str('Current login password.', { minLength: 1, maxLength: 64 }),
        newPaymentPassword: s.str('New payment password, 6 digits.', { pattern: '^[0-9]{6}$' }),
        confirmPaymentPassword: s.str('Same as newPaymentPassword.', { pattern: '^[0-9]{6}$' }),
      },
    },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['hasPaymentPassword'],
      properties: { hasPaymentPassword: s.bool('Always true after success.') },
    },
    errors: ['in_incorrect_password', 'password_check_locked', 'inconsistent_twice'],
  },
});
