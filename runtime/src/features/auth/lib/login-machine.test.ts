import { describe, expect, it } from 'vitest';
import {
  failureNeedsCaptcha,
  initialLoginState,
  loginReducer,
  outcomeAfterLogin,
} from './login-machine.ts';

const flags = { CHNGPASSVERIF3: true, forcePasswordChange: true };
const value = { firstTimeLogin: false, passwordExpired: false, passwordIsDefault: false };

describe('login state machine', () => {
  it('submits, fails without captcha, then fails asking for a captcha which then stays', () => {
    let s = loginReducer(initialLoginState, { type: 'submit' });
    expect(s.phase).toBe('submitting');
    s = loginReducer(s, { type: 'failure', errorKey: 'in_incorrect_password', captcha: false });
    expect(s).toEqual({
      phase: 'failed',
      errorKey: 'in_incorrect_password',
      captchaRequired: false,
    });
    s = loginReducer(s, { type: 'failure', errorKey: 'in_incorrect_password', captcha: true });
    expect(s.captchaRequired).toBe(true);
    s = loginReducer(s, { type: 'failure', errorKey: 'captcha_invalid', captcha: false });
    expect(s.captchaRequired).toBe(true);
    s = loginReducer(loginReducer(s, { type: 'submit' }), { type: 'success' });
    expect(s.phase).toBe('succeeded');
    expect(s.errorKey).toBeNull();
  });
  it('ignores a second submit while one is in flight', () => {
    const s = loginReducer(initialLoginState, { type: 'submit' });
    expect(loginReducer(s, { type: 'submit' })).toBe(s);
  });
  it('reads the captcha demand from the refusal', () => {
    expect(failureNeedsCaptcha('in_incorrect_password', { captcha: true })).toBe(true);
    expect(failureNeedsCaptcha('captcha_required', {})).toBe(true);
    expect(failureNeedsCaptcha('in_incorrect_password', {})).toBe(false);
  });
  it.each([
    ['an ordinary password', {}, 'username', flags, 'continue'],
    ['a default password', { passwordIsDefault: true }, 'username', flags, 'changePassword'],
    ['an expired password', { passwordExpired: true }, 'username', flags, 'changePassword'],
    [
      'an expired password, the expiry check off',
      { passwordExpired: true },
      'username',
      { ...flags, CHNGPASSVERIF3: false },
      'continue',
    ],
    ['a default password, SMS login', { passwordIsDefault: true }, 'sms', flags, 'continue'],
  ] as const)(
    'forces a password change on a default or expired password, never after SMS login: %s',
    (_case, answer, loginType, caseFlags, expected) => {
      expect(
        outcomeAfterLogin({ value: { ...value, ...answer }, loginType, flags: caseFlags }),
      ).toBe(expected);
    },
  );
});
