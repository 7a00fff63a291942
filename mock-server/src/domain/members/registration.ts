// Registration checks of spec §5: every field the tenant enables is checked against its rule
// (schemas/field-rules.ts); all failures are reported together so the form can mark each field.
import { checkField, ruleMessageKey, type FieldRuleLike } from '#schemas/field-rules.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { REGISTRATION_FIELDS, type RegistrationField } from '#schemas/constants.ts';

/** The registration forms: by username, by mobile number, and by mobile number alone. */
export type RegistrationVariant = 'username' | 'mobile' | 'mobileOnly';

type RegistrationFlags = Pick<
  TenantManifest['flags'],
  'USERNAMEREG3' | 'MOBILENUMREG3' | 'MOBILENUMPASSREG3'
>;

/**
 * Whether the tenant takes a form: by username with USERNAMEREG3, by mobile with MOBILENUMREG3,
 * and by mobile alone (no password) only where its mobile registration asks for none: with
 * MOBILENUMPASSREG3 on, every account opened by mobile has a password.
 */
export function registrationOpen(flags: RegistrationFlags, variant: RegistrationVariant): boolean {
  if (variant === 'username') return flags.USERNAMEREG3;
  if (variant === 'mobile') return flags.MOBILENUMREG3;
  return flags.MOBILENUMREG3 && !flags.MOBILENUMPASSREG3;
}

/** A mobile form (by mobile, or by mobile alone). */
export const byMobile = (variant: RegistrationVariant): boolean => variant !== 'username';

export interface FieldError {
  field: string;
  key: string;
  min?: number;
  max?: number;
}

type RegistrationInput = Partial<Record<RegistrationField, string>>;

/** The tenant's rule for a field, or undefined when the field is off. */
export function ruleOf(
  manifest: TenantManifest,
  field: RegistrationField,
): FieldRuleLike | undefined {
  const rule = (manifest.registration.fields as Partial<Record<string, FieldRuleLike>>)[field];
  return rule?.enabled ? rule : undefined;
}

/**
 * The field errors of a registration form. The username variant needs a username; the mobile
 * variants need a mobile number (its account is the number unless a username is given); the
 * username variant always needs a password, the mobile one only with MOBILENUMPASSREG3 (without
 * it the member signs in with SMS codes), the mobile-only one never; the SMS code is required
 * when REGMOBVERF3 is on for the mobile variants.
 */
export function registrationFieldErrors(
  manifest: TenantManifest,
  input: RegistrationInput,
  variant: RegistrationVariant,
): FieldError[] {
  const errors: FieldError[] = [];
  const passwordless =
    variant === 'mobileOnly' || (variant === 'mobile' && !manifest.flags.MOBILENUMPASSREG3);
  for (const field of REGISTRATION_FIELDS) {
    if (passwordless && (field === 'password' || field === 'confirmPassword')) continue;
    // The captcha has its own check (security/captcha.ts): on Lobby's wire its value is a proof of
    // work, not the digits the field's rule describes.
    if (field === 'captcha') continue;
    const value = input[field]?.trim();
    let rule = ruleOf(manifest, field);
    const mustHave =
      (field === 'username' && variant === 'username') ||
      (field === 'password' && !passwordless) ||
      (field === 'mobileNum' && byMobile(variant)) ||
      (field === 'verificationCode' && byMobile(variant) && manifest.flags.REGMOBVERF3);
    if (!rule && !mustHave) continue;
    if (field === 'username' && byMobile(variant)) rule = rule && { ...rule, required: false };
    if (field === 'verificationCode' && !mustHave) rule = rule && { ...rule, required: false };
    if (mustHave) rule = { ...(rule ?? { enabled: true }), required: true };
    if (!rule) continue;
    const check = checkField(rule, value);
    if (check.ok) continue;
    if (check.reason === 'required') {
      errors.push({ field, key: 'not_empty' });
      continue;
    }
    errors.push({
      field,
      key: ruleMessageKey(check.patternId),
      ...(check.min !== undefined ? { min: check.min } : {}),
      ...(check.max !== undefined ? { max: check.max } : {}),
    });
  }
  if (
    !passwordless &&
    input.password !== undefined &&
    input.confirmPassword !== undefined &&
    input.password !== input.confirmPassword &&
    !errors.some((e) => e.field === 'confirmPassword')
  )
    errors.push({ field: 'confirmPassword', key: 'inconsistent_twice' });
  return errors;
}
