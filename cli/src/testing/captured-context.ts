// A CLI context whose output a test reads: what the command printed, line by line.
import { defaultContext } from '../program.ts';
import { noPrompter } from '../prompts.ts';

/** A non-interactive context (no prompts, no TTY) that keeps stdout and stderr lines. */
export function capturedContext() {
  const out: string[] = [];
  const err: string[] = [];
  const ctx = {
    ...defaultContext(),
    io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
    prompt: noPrompter,
    tty: false,
  };
  return { ctx, out, err };
}
