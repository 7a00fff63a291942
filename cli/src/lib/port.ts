import { CliError } from '../errors.ts';

/** `--port` as typed: an integer from 0 (any free port) to 65535, or a user error naming it. */
export function parsePort(text: string): number {
  const port = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliError(
      `--port "${text}" is not a port number`,
      'use a whole number from 1 to 65535, e.g. --port 8080',
    );
  }
  return port;
}
