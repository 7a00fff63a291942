// One error type for every command: it carries the exit code and what to do next.
export const EXIT_OK = 0;
export const EXIT_USER = 1;
export const EXIT_INTERNAL = 2;

export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    readonly exitCode: number = EXIT_USER,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Thrown when a prompt is cancelled (Ctrl-C), so the entry point can say so and exit cleanly. */
export class CancelledError extends CliError {
  constructor() {
    super('Cancelled', undefined, EXIT_USER);
    this.name = 'CancelledError';
  }
}
