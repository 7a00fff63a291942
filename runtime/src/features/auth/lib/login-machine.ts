// The login popup as a small state machine (spec §4): submit, success, failure with or without
// a captcha demand, and what happens after a success.
import type { TenantFlags } from '../../../config/tenant.ts';
import type { LoginType } from '../../../config/constants.ts';
import type { ErrorParams } from '../../../lib/api/api-error.ts';

interface LoginState {
  phase: 'idle' | 'submitting' | 'failed' | 'succeeded';
  captchaRequired: boolean;
  errorKey: string | null;
  /** What the error's message fills in (a lockout's wait). */
  errorParams?: ErrorParams;
}

type LoginEvent =
  | { type: 'submit' }
  | { type: 'success' }
  | { type: 'failure'; errorKey: string; errorParams?: ErrorParams; captcha: boolean }
  | { type: 'switchTab' };

export const initialLoginState: LoginState = {
  phase: 'idle',
  captchaRequired: false,
  errorKey: null,
};

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'submitting'
        ? state
        : { ...state, phase: 'submitting', errorKey: null, errorParams: undefined };
    case 'success':
      return { ...state, phase: 'succeeded', errorKey: null, errorParams: undefined };
    case 'failure':
      // Once the server asked for a captcha it stays on screen for every later attempt.
      return {
        phase: 'failed',
        errorKey: event.errorKey,
        errorParams: event.errorParams,
        captchaRequired: state.captchaRequired || event.captcha,
      };
    case 'switchTab':
      return { ...state, phase: 'idle', errorKey: null, errorParams: undefined };
  }
}

/** Whether a refusal asks for a captcha (flag in the value, or the dedicated error keys). */
export function failureNeedsCaptcha(errorKey: string, value: Record<string, unknown>): boolean {
  return (
    value.captcha === true ||
    value.captchaRequired === true ||
    errorKey === 'captcha_required' ||
    errorKey === 'captcha_invalid'
  );
}

interface LoginOutcomeInput {
  value: {
    firstTimeLogin?: boolean;
    passwordExpired?: boolean;
    passwordIsDefault?: boolean;
  };
  loginType: LoginType;
  flags: Pick<TenantFlags, 'CHNGPASSVERIF3' | 'forcePasswordChange'>;
}

type LoginOutcome = 'changePassword' | 'continue';

/**
 * Spec §4: the change-password modal opens when the password is the default one, or expired
 * with the password policy on (also forced on first login), unless the login was by SMS.
 */
export function outcomeAfterLogin({ value, loginType, flags }: LoginOutcomeInput): LoginOutcome {
  if (loginType === 'sms') return 'continue';
  const isDefault = value.passwordIsDefault === true && flags.forcePasswordChange;
  const expired = value.passwordExpired === true && flags.CHNGPASSVERIF3;
  return isDefault || expired ? 'changePassword' : 'continue';
}

/** Where a member goes once logged in: agents to /agentHome, others stay (spec §4). */
export const destinationFor = (isAgent: boolean) => (isAgent ? '/agentHome' : null);
