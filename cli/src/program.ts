// The `lobby` program: its context and version, and every command, declared by group in
// program/ (in the order `lobby --help` lists them). Actions import their command lazily so
// `lobby list` does not load the server or Vite.
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { consoleOutput, repoRoot, type Context } from './context.ts';
import { declareBrandCommands } from './program/brands.ts';
import { declareCheckCommands } from './program/checks.ts';
import { declareDataCommands } from './program/data.ts';
import { declareServerCommands } from './program/servers.ts';
import type { ProgramResult } from './program/types.ts';
import { inquirerPrompter, noPrompter } from './prompts.ts';

export type { ProgramResult } from './program/types.ts';

const VERSION = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

export function defaultContext(): Context {
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  // LOBBY_ROOT points the CLI at another copy of the repository's data (bench:fleet's temp fleet).
  const root = process.env.LOBBY_ROOT ? path.resolve(process.env.LOBBY_ROOT) : repoRoot;
  return {
    root,
    tenantsDir: path.join(root, 'tenants'),
    templatesDir: path.join(repoRoot, 'templates', 'tenant'),
    io: consoleOutput,
    prompt: interactive ? inquirerPrompter() : noPrompter,
    tty: Boolean(process.stdout.isTTY),
  };
}

export function buildProgram(ctx: Context, result: ProgramResult): Command {
  const program = new Command('lobby')
    .description('Lobby: launch branded gaming sites (tenants) from one JSON manifest')
    .version(VERSION, '-v, --version', 'print the lobby version')
    .showHelpAfterError()
    .showSuggestionAfterError()
    .exitOverride();

  for (const declare of [
    declareBrandCommands,
    declareServerCommands,
    declareDataCommands,
    declareCheckCommands,
  ])
    declare(program, ctx, result);
  return program;
}
