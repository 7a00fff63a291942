// Wallet family, the fields its parts share: the amount a member asks to move (checked to 2
// decimals by the handler), the same amount in a multipart text field, and the payment password.
import { s } from './operation.ts';
import { AMOUNT_MAX } from '../constants.ts';

/**
 * A positive amount. Not the shared `amount` (its multipleOf 0.01 makes ajv refuse some valid
 * 2-decimal numbers through float error, e.g. 20.13): the handler checks "at most 2 decimals"
 * exactly and answers amount_invalid.
 */
export const amount = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: AMOUNT_MAX,
  description: 'Amount in currency units, at most 2 decimals (else amount_invalid).',
} as const;

/** A decimal amount in a multipart text field (multipart fields are strings). */
export const amountText = <const D extends string>(description: D) =>
  s.str(description, { pattern: '^\\d{1,10}(\\.\\d{1,2})?$' });

export const paymentPassword = s.str('Payment password of the member.', {
  minLength: 1,
  maxLength: 64,
});
