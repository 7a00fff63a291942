// Server field rules (spec §5) -> JSON Schema + uiSchema for @rjsf/core, and the messages that go
// with them: reg_pattern_{patternId} with (min)/(max), inconsistent_twice, not_empty.
// The rule logic itself is schemas/field-rules.ts, shared with `lobby validate` and the server.
import { REGISTRATION_FIELDS, type RegistrationField } from '#schemas/constants.ts';
import {
  checkField,
  compileAcceptedPattern,
  formatRuleMessage,
  ruleMessageKey,
  type FieldRuleLike,
} from '#schemas/field-rules.ts';
import type { TenantFlags } from '../../../config/tenant.ts';

export type RegisterMode = 'username' | 'mobile';
export type Rules = Partial<Record<RegistrationField, FieldRuleLike>>;

interface JsonSchemaProp {
  type: 'string' | 'boolean';
  title: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

interface FormSchema {
  type: 'object';
  required: string[];
  properties: Record<string, JsonSchemaProp>;
}

export type UiSchema = Record<string, unknown>;

/** Fields the mobile tab always asks for itself, and the ones only the username tab has. */
const USERNAME_ONLY: readonly RegistrationField[] = ['username'];

/** The fields one tab shows, in the order of spec §3. */
function fieldsFor(mode: RegisterMode, rules: Rules, flags: TenantFlags): RegistrationField[] {
  return REGISTRATION_FIELDS.filter((field) => {
    const rule = rules[field];
    if (mode === 'mobile') {
      if (USERNAME_ONLY.includes(field)) return false;
      if (field === 'mobileNum') return true;
      if (field === 'verificationCode') return flags.REGMOBVERF3;
      if (field === 'password' || field === 'confirmPassword') return flags.MOBILENUMPASSREG3;
    } else {
      // An enabled optional mobile number shows too (goldcrown), not only a required one.
      if (field === 'verificationCode') return false;
    }
    return rule?.enabled === true;
  });
}

/** Required on this tab: the rule says so, or the tab cannot work without it (spec §5). */
function isRequired(field: RegistrationField, mode: RegisterMode, rules: Rules): boolean {
  if (field === 'username' || field === 'password' || field === 'confirmPassword') return true;
  if (field === 'mobileNum' && mode === 'mobile') return true;
  if (field === 'verificationCode') return true;
  // Not a value of the form (lib/captcha): it is taken, and checked, when the form is sent.
  if (field === 'captcha') return false;
  return rules[field]?.required === true;
}

/** JSON Schema pattern of a rule (ajv compiles patterns with the `u` flag, as the rule does). */
function rulePattern(rule: FieldRuleLike): string | undefined {
  if (!rule.acceptedPattern) return undefined;
  return compileAcceptedPattern(rule.acceptedPattern).source;
}

const WIDGETS: Partial<Record<RegistrationField, Record<string, unknown>>> = {
  password: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
  confirmPassword: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
  paymentPassword: { 'ui:widget': 'password' },
  captcha: { 'ui:widget': 'captcha' },
  verificationCode: { 'ui:widget': 'smsCode' },
  mobileNum: { 'ui:options': { inputType: 'tel' }, 'ui:autocomplete': 'tel' },
  email: { 'ui:widget': 'email', 'ui:autocomplete': 'email' },
  username: { 'ui:autocomplete': 'username' },
};

export function rulesToSchema(
  mode: RegisterMode,
  rules: Rules,
  flags: TenantFlags,
  label: (field: string) => string,
): { schema: FormSchema; uiSchema: UiSchema; fields: RegistrationField[] } {
  const fields = fieldsFor(mode, rules, flags);
  const properties: Record<string, JsonSchemaProp> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  for (const field of fields) {
    const rule = rules[field];
    const prop: JsonSchemaProp = { type: 'string', title: label(field) };
    if (rule?.minLength !== undefined) prop.minLength = rule.minLength;
    if (rule?.maxLength !== undefined) prop.maxLength = rule.maxLength;
    const pattern = rule ? rulePattern(rule) : undefined;
    if (pattern && field !== 'confirmPassword') prop.pattern = pattern;
    properties[field] = prop;
    if (isRequired(field, mode, rules)) required.push(field);
    uiSchema[field] = { ...(WIDGETS[field] ?? {}), 'ui:placeholder': label(field) };
  }
  properties.terms = { type: 'boolean', title: label('terms') };
  uiSchema.terms = { 'ui:widget': 'terms' };
  uiSchema['ui:order'] = [...fields, 'terms'];
  return { schema: { type: 'object', required, properties }, uiSchema, fields };
}

export type FormValues = Partial<Record<RegistrationField, string>> & { terms?: boolean };

export type Translate = (key: string) => string;

/** The message of one field rule failure, translated and with its bounds substituted. */
export function ruleMessage(t: Translate, patternId: number, min?: number, max?: number): string {
  return formatRuleMessage(t(ruleMessageKey(patternId)), min, max);
}

/** Every field error of a register form, keyed by field, as translated text (spec §5). */
export function validateRegister(
  values: FormValues,
  mode: RegisterMode,
  rules: Rules,
  flags: TenantFlags,
  t: Translate,
): Partial<Record<RegistrationField | 'terms', string>> {
  const errors: Partial<Record<RegistrationField | 'terms', string>> = {};
  for (const field of fieldsFor(mode, rules, flags)) {
    const value = values[field] ?? '';
    const rule: FieldRuleLike = {
      enabled: true,
      ...(rules[field] ?? {}),
      required: isRequired(field, mode, rules),
    };
    if (field === 'confirmPassword') {
      if (value === '') errors[field] = t('not_empty');
      else if (value !== (values.password ?? '')) errors[field] = t('inconsistent_twice');
      continue;
    }
    const check = checkField(rule, value);
    if (check.ok) continue;
    errors[field] =
      check.reason === 'required'
        ? t('not_empty')
        : ruleMessage(t, check.patternId, check.min, check.max);
  }
  if (values.terms !== true) errors.terms = t('not_empty');
  return errors;
}
