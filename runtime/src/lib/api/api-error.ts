// Every failed call ends as an ApiError whose `code` is a translation key (spec §8).
import type { ErrorKey } from '#schemas/api/errors.ts';

type ClientErrorKey = ErrorKey | 'in_network_again' | 'timeout_retry_please' | 'unknown_error';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorKey | (string & {}),
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The translation key for any thrown value. */
export function errorKeyOf(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout_retry_please';
  if (error instanceof TypeError) return 'in_network_again';
  return 'unknown_error';
}

/** Details a refusal carries, e.g. `{ captcha: true }` or `{ field: 'username' }`. */
export function errorValue(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError && error.value && typeof error.value === 'object') {
    return error.value as Record<string, unknown>;
  }
  return {};
}

/** The words a refusal fills into its message: the wait a lockout names, in whole minutes. */
export type ErrorParams = { minutes: number };

/**
 * The slots of a refusal's message, from its details: a lockout says how long it lasts
 * (`retryAfterMinutes`, or the platform's `retryAfterSeconds`), and the message says that wait.
 */
export function errorParams(error: unknown): ErrorParams | undefined {
  const value = errorValue(error);
  if (typeof value.retryAfterMinutes === 'number') return { minutes: value.retryAfterMinutes };
  if (typeof value.retryAfterSeconds === 'number')
    return { minutes: Math.max(1, Math.ceil(value.retryAfterSeconds / 60)) };
  return undefined;
}
