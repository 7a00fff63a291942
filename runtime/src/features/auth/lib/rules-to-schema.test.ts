import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { manifestOf } from './test-tenants.ts';
import { ruleMessage, rulesToSchema, validateRegister, type Rules } from './rules-to-schema.ts';

const t = (key: string) =>
  ({
    reg_pattern_0: 'letters first, (min) - (max) characters',
    reg_pattern_5: 'digits only, (min) - (max) digits',
    reg_pattern_17: 'password (min) - (max)',
    not_empty: 'NOT_EMPTY',
    inconsistent_twice: 'INCONSISTENT',
  })[key] ?? key;

describe('field rules -> JSON Schema for rjsf', () => {
  const siam = manifestOf('siam88');
  const gold = manifestOf('goldcrown');
  const rules = siam.registration.fields as Rules;

  it('mobile tab: mobile number, SMS code (REGMOBVERF3), password (MOBILENUMPASSREG3), no username', () => {
    const { schema, uiSchema } = rulesToSchema('mobile', rules, siam.flags, (f) => f);
    expect(Object.keys(schema.properties)).toContain('mobileNum');
    expect(Object.keys(schema.properties)).toContain('verificationCode');
    expect(Object.keys(schema.properties)).toContain('password');
    expect(schema.properties.username).toBeUndefined();
    expect(schema.required).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    // The captcha shows, but it is answered outside the form's data (checked at submit).
    expect(schema.properties.captcha).toBeDefined();
    expect(schema.required).not.toContain('captcha');
    expect(schema.properties.mobileNum).toMatchObject({ minLength: 9, maxLength: 10 });
    expect((uiSchema.verificationCode as Record<string, unknown>)['ui:widget']).toBe('smsCode');
  });

  it('username tab: only enabled fields, disabled ones left out', () => {
    const goldRules = gold.registration.fields as Rules;
    const { schema } = rulesToSchema('username', goldRules, gold.flags, (f) => f);
    for (const [field, rule] of Object.entries(goldRules)) {
      if (!rule.enabled) expect(schema.properties[field]).toBeUndefined();
    }
    expect(schema.properties.username).toBeDefined();
    expect(schema.properties.verificationCode).toBeUndefined();
    // goldcrown enables an optional mobile number: shown, not required.
    expect(goldRules.mobileNum).toMatchObject({ enabled: true, required: false });
    expect(schema.properties.mobileNum).toBeDefined();
    expect(schema.required).not.toContain('mobileNum');
  });

  it('the schema validates with ajv exactly like the rule: pattern, min and max', () => {
    const { schema } = rulesToSchema(
      'username',
      gold.registration.fields as Rules,
      gold.flags,
      (f) => f,
    );
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: true });
    const validate = ajv.compile({
      ...schema,
      properties: { username: schema.properties.username },
      required: ['username'],
    });
    expect(validate({ username: 'abc12345' })).toBe(true);
    expect(validate({ username: '1abcdefg' })).toBe(false);
    expect(validate({ username: 'ab' })).toBe(false);
  });

  it('messages: reg_pattern_{id} with bounds, inconsistent_twice, terms not_empty', () => {
    const errors = validateRegister(
      { password: 'short', confirmPassword: 'other', mobileNum: '12' },
      'mobile',
      rules,
      siam.flags,
      t,
    );
    expect(errors.password).toBe('password 8 - 20');
    expect(errors.confirmPassword).toBe('INCONSISTENT');
    expect(errors.mobileNum).toBe('digits only, 9 - 10 digits');
    expect(errors.terms).toBe('NOT_EMPTY');
    expect(errors.verificationCode).toBe('NOT_EMPTY');
  });

  it('(min) - (max) collapses into one number when the bounds are equal', () => {
    expect(ruleMessage(t, 5, 4, 4)).toBe('digits only, 4 digits');
  });
});
