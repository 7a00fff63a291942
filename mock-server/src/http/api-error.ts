import type { ErrorKey } from '../../../schemas/api/errors.ts';

/** A refusal the client can act on: HTTP status, a catalogue key and optional details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorKey,
    message?: string,
    readonly value: unknown = null,
  ) {
    super(message ?? key);
    this.name = 'ApiError';
  }
}
