import { describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { repoTenantsDir } from '../../../testing/harness.ts';
import { registrationFieldErrors } from './registration.ts';

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
