import type { ErrorKey } from '#schemas/api/errors.ts';

/**
 * The refusals the domain makes. Each needs its HTTP status in `DOMAIN_ERROR_STATUS`
 * (refusals/api-error.ts): the compiler holds the two together.
 */
export type DomainErrorKey = Extract<
  ErrorKey,
  | 'account_frozen'
  | 'amount_invalid'
  | 'auth/code-expired'
  | 'auth/quota-exceeded'
  | 'client_seed_invalid'
  | 'contract_exists'
  | 'contract_rate_out_of_bounds'
  | 'contract_state_invalid'
  | 'error_not_agent'
  | 'in_incorrect_password'
  | 'insufficient_balance'
  | 'invalid_request'
  | 'not_downline'
  | 'not_found'
  | 'not_upline'
  | 'old_password_incorrect'
  | 'payment_password_incorrect'
  | 'payment_password_not_set'
  | 'upload_type_invalid'
  | 'withdrawal_state_invalid'
>;

/**
 * A refusal the client can act on: a catalogue key, a message for logs and developers, and the
 * details the client reads (`value`). How it travels (status, envelope) is the HTTP layer's.
 */
export class Refusal extends Error {
  constructor(
    readonly key: ErrorKey,
    message?: string,
    readonly value: unknown = null,
  ) {
    super(message ?? key);
    this.name = 'Refusal';
  }
}

/** A refusal of a business rule, by one of the domain's keys. */
export class DomainError extends Refusal {
  declare readonly key: DomainErrorKey;

  constructor(key: DomainErrorKey, message?: string, value: unknown = null) {
    super(key, message, value);
    this.name = 'DomainError';
  }
}
