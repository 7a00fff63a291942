// Money is integer minor units on the server and a number with at most 2 decimals on the wire.
// A refusal here is the domain's (it knows no HTTP status): the HTTP layer gives it its 400.
import { DomainError } from './refusals/refusal.ts';

export type Minor = number;

export function toMinor(amount: number): Minor {
  const minor = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(minor - amount * 100) > 1e-6) {
    throw new DomainError('amount_invalid', 'amount must have at most 2 decimals');
  }
  return minor;
}

export function fromMinor(minor: Minor): number {
  return minor / 100;
}
