import { describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { repoTenantsDir } from '../../../testing/harness.ts';
import { registrationFieldErrors, registrationOpen } from './registration.ts';

const manifests = loadValidManifests(repoTenantsDir);
const tenant = (code: string) => manifests.find((m) => m.code === code)!;
const keys = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`);

describe('registrationFieldErrors', () => {
  it('accepts a complete goldcrown username form', () => {
    expect(
      registrationFieldErrors(
        tenant('goldcrown'),
        {
          username: 'goldfan01',
          password: 'Abc123!x',
          confirmPassword: 'Abc123!x',
          email: 'a@b.co',
          paymentPassword: '123456',
          captcha: '1234',
        },
        'username',
      ),
    ).toEqual([]);
  });

  it('reports rule failures with bounds, empties with not_empty, mismatches with inconsistent_twice', () => {
    const errors = registrationFieldErrors(
      tenant('goldcrown'),
      { username: 'ab', password: 'Abc123!x', confirmPassword: 'Abc123!z', captcha: '12' },
      'username',
    );
    expect(keys(errors)).toEqual([
      'username:reg_pattern_0',
      'email:not_empty',
      // The captcha is left to its own check (a proof of work on Lobby's wire, not 4 digits).
      'paymentPassword:not_empty',
      'confirmPassword:inconsistent_twice',
    ]);
    expect(errors[0]).toMatchObject({ min: 6, max: 16 });
  });

  it('needs a mobile number and, with REGMOBVERF3, an SMS code for the mobile variant', () => {
    const siam = registrationFieldErrors(
      tenant('siam88'),
      { password: 'Abc123!x', confirmPassword: 'Abc123!x', captcha: '1234' },
      'mobile',
    );
    expect(keys(siam)).toEqual(['mobileNum:not_empty', 'verificationCode:not_empty']);
    const longwan = registrationFieldErrors(
      tenant('longwan'),
      {
        mobileNum: '13800000000',
        password: 'Abc123!x',
        confirmPassword: 'Abc123!x',
        captcha: '1234',
      },
      'mobile',
    );
    expect(longwan).toEqual([]);
  });
});

describe('registrationOpen', () => {
  const flags = (MOBILENUMREG3: boolean, MOBILENUMPASSREG3: boolean) => ({
    USERNAMEREG3: false,
    MOBILENUMREG3,
    MOBILENUMPASSREG3,
  });

  it('takes the mobile-only form only where the mobile form asks no password', () => {
    expect(registrationOpen(flags(true, false), 'mobileOnly')).toBe(true);
    expect(registrationOpen(flags(true, true), 'mobileOnly')).toBe(false);
    expect(registrationOpen(flags(false, false), 'mobileOnly')).toBe(false);
    expect(registrationOpen(flags(true, true), 'mobile')).toBe(true);
    expect(registrationOpen(flags(true, true), 'username')).toBe(false);
  });

  it('never asks the mobile-only form for a password, even where the mobile form does', () => {
    const siam = tenant('siam88');
    expect(siam.flags.MOBILENUMPASSREG3).toBe(true);
    const fields = keys(
      registrationFieldErrors(
        siam,
        { mobileNum: '0899000111', verificationCode: '1234' },
        'mobileOnly',
      ),
    ).map((k) => k.split(':')[0]);
    expect(fields).not.toContain('password');
    expect(fields).not.toContain('confirmPassword');
  });
});
