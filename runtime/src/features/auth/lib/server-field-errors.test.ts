import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { serverFieldErrors } from './server-field-errors.ts';

const t = (key: string) =>
  ({
    reg_pattern_17: 'Upper and lower case, a digit and a symbol, (min) - (max) characters',
    username_taken: 'This username is already taken',
    password_is_default: 'Choose a password of your own',
  })[key] ?? key;

describe('serverFieldErrors', () => {
  it('puts each field of a field_invalid refusal under its field, with the rule bounds', () => {
    const weak = new ApiError('field_invalid', 'x', 400, {
      fields: [{ field: 'newPassword', key: 'reg_pattern_17', min: 8, max: 20 }],
    });
    expect(serverFieldErrors(weak, t, ['mobileNum', 'newPassword'])).toEqual({
      newPassword: 'Upper and lower case, a digit and a symbol, 8 - 20 characters',
    });
  });

  it('puts a taken username under the username, not in a popup', () => {
    const taken = new ApiError('username_taken', 'x', 400);
    expect(serverFieldErrors(taken, t, ['username', 'password'])).toEqual({
      username: 'This username is already taken',
    });
  });

  it('follows the field the refusal names', () => {
    const own = new ApiError('password_is_default', 'x', 400, { field: 'newPassword' });
    expect(serverFieldErrors(own, t, ['newPassword'])).toEqual({
      newPassword: 'Choose a password of your own',
    });
  });

  it('leaves a refusal about no field of this form to the caller', () => {
    expect(serverFieldErrors(new ApiError('username_taken', 'x', 400), t, ['email'])).toEqual({});
    expect(serverFieldErrors(new TypeError('offline'), t, ['username'])).toEqual({});
  });
});
