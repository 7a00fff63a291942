// Money is integer minor units on the server and a number with at most 2 decimals on the wire.
import { ApiError } from './http/api-error.ts';

export type Minor = number;

export function toMinor(amount: number): Minor {
  const minor = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(minor - amount * 100) > 1e-6) {
    throw new ApiError(400, 'amount_invalid', 'amount must have at most 2 decimals');
  }
  return minor;
}

export function fromMinor(minor: Minor): number {
  return minor / 100;
}
