// What every group of commands is given, and what the program answers.
import type { Command } from 'commander';
import type { Context } from '../context.ts';

export interface ProgramResult {
  exitCode: number;
}

/** Adds a group of commands to the program; their actions set the exit code in `result`. */
export type DeclareCommands = (program: Command, ctx: Context, result: ProgramResult) => void;
