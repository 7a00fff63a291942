// What every command may need, passed explicitly so commands run without a terminal in tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Prompter } from './prompts.ts';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export interface Context {
  /** Repository root: where tenants/, templates/ and dist/ live. */
  root: string;
  tenantsDir: string;
  templatesDir: string;
  io: Output;
  prompt: Prompter;
  /** Whether stdout is an interactive terminal (plain text otherwise). */
  tty: boolean;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const consoleOutput: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
