// A server refusal that concerns one or more fields of the form: spec §8 puts field errors under
// the input, so "This username is already taken" or a weak new password is shown where the
// player fixes it, not in a popup.
import { formatRuleMessage } from '#schemas/field-rules.ts';
import { errorKeyOf, errorValue } from '../../../lib/api/api-error.ts';

type Translate = (key: string) => string;

/** Refusals whose only possible cause is one field's value. */
const FIELD_OF_ERROR: Readonly<Record<string, string>> = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  invitation_code_error: 'affiliateCode',
  'auth/invalid-verification-code': 'verificationCode',
  'auth/missing-verification-code': 'verificationCode',
  'auth/captcha-check-failed': 'captcha',
  captcha_required: 'captcha',
  captcha_invalid: 'captcha',
  password_same_as_old: 'newPassword',
  password_is_default: 'newPassword',
};

interface ServerFieldError {
  field: string;
  key: string;
  min?: number;
  max?: number;
}

const isFieldError = (x: unknown): x is ServerFieldError =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as ServerFieldError).field === 'string' &&
  typeof (x as ServerFieldError).key === 'string';

/**
 * The translated message of each field of `fields` the refusal names: the `fields` list of a
 * field_invalid answer, the `field` of the answer, or the field an error key is about.
 * Empty when the refusal is about none of them (the caller shows it for the whole form).
 */
export function serverFieldErrors(
  error: unknown,
  t: Translate,
  fields: readonly string[],
): Record<string, string> {
  const key = errorKeyOf(error);
  const value = errorValue(error);
  const out: Record<string, string> = {};
  const list = Array.isArray(value.fields) ? value.fields.filter(isFieldError) : [];
  for (const f of list) {
    if (fields.includes(f.field) && !(f.field in out))
      out[f.field] = formatRuleMessage(t(f.key), f.min, f.max);
  }
  const named = typeof value.field === 'string' ? value.field : FIELD_OF_ERROR[key];
  if (named && fields.includes(named) && !(named in out)) out[named] = t(key);
  return out;
}
