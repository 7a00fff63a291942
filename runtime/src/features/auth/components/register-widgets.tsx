// Custom @rjsf widgets of the register form: captcha, SMS code with countdown, terms.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/ui/captcha-field.tsx';
import { SendCodeButton } from './send-code-button.tsx';

/** The register form's captcha, kept outside the form's data (lib/captcha/captcha-store.ts). */
export const REGISTER_CAPTCHA_SCOPE = 'register';

export interface RegisterFormContext {
  seconds: number;
  sendingSms: boolean;
  sendSms(): void;
  openTerms(): void;
}

const ctxOf = (props: WidgetProps) => props.registry.formContext as RegisterFormContext;

// Not a value of the form: re-rendering the form (as every keystroke does) leaves the captcha be.
function CaptchaWidget(props: WidgetProps) {
  return <CaptchaField scope={REGISTER_CAPTCHA_SCOPE} bare inputId={props.id} />;
}

function SmsCodeWidget(props: WidgetProps) {
  const ctx = ctxOf(props);
  return (
    <div className="field__row">
      <input
        id={props.id}
        name={props.name}
        className="input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={typeof props.value === 'string' ? props.value : ''}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      />
      <SendCodeButton seconds={ctx.seconds} sending={ctx.sendingSms} onClick={ctx.sendSms} />
    </div>
  );
}

function TermsWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const ctx = ctxOf(props);
  return (
    <label className="check">
      <input
        id={props.id}
        name={props.name}
        type="checkbox"
        checked={props.value === true}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>
        {t('auth.agreeTo')}{' '}
        <button type="button" className="link" onClick={ctx.openTerms}>
          {t('auth.terms')}
        </button>
      </span>
    </label>
  );
}

export const registerWidgets = {
  captcha: CaptchaWidget,
  smsCode: SmsCodeWidget,
  terms: TermsWidget,
};
