import type { ErrorKey } from '#schemas/api/errors.ts';
import { DomainError, Refusal, type DomainErrorKey } from './refusal.ts';

/** A refusal the client can act on: HTTP status, a catalogue key and optional details. */
export class ApiError extends Refusal {
  constructor(
    readonly status: number,
    key: ErrorKey,
    message?: string,
    value: unknown = null,
  ) {
    super(key, message, value);
    this.name = 'ApiError';
  }
}

/** The HTTP status of each refusal the domain makes. */
const DOMAIN_ERROR_STATUS: Record<DomainErrorKey, number> = {
  account_frozen: 403,
  amount_invalid: 400,
  'auth/code-expired': 400,
  'auth/quota-exceeded': 429,
  client_seed_invalid: 400,
  contract_exists: 409,
  contract_rate_out_of_bounds: 400,
  contract_state_invalid: 409,
  error_not_agent: 403,
  in_incorrect_password: 400,
  insufficient_balance: 400,
  invalid_request: 400,
  not_downline: 403,
  not_found: 404,
  not_upline: 403,
  old_password_incorrect: 400,
  payment_password_incorrect: 400,
  payment_password_not_set: 400,
  upload_type_invalid: 400,
  withdrawal_state_invalid: 409,
};

/** A refusal on its way out: an ApiError as it is, a domain refusal with its status; else null. */
export function asApiError(e: unknown): ApiError | null {
  if (e instanceof ApiError) return e;
  if (e instanceof DomainError) {
    return new ApiError(DOMAIN_ERROR_STATUS[e.key], e.key, e.message, e.value);
  }
  return null;
}
