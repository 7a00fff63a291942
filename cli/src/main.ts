// The one place that turns errors into exit codes and calls process.exit.
import { CommanderError } from 'commander';
import { CancelledError, CliError, EXIT_INTERNAL, EXIT_USER } from './errors.ts';
import { buildProgram, defaultContext, type ProgramResult } from './program.ts';

export async function run(argv: string[], ctx = defaultContext()): Promise<number> {
  const result: ProgramResult = { exitCode: 0 };
  try {
    await buildProgram(ctx, result).parseAsync(argv);
    return result.exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end through here with code 0; usage errors were printed already.
      return e.exitCode === 0 ? 0 : EXIT_USER;
    }
    if (e instanceof CancelledError) {
      ctx.io.err('Cancelled');
      return e.exitCode;
    }
    if (e instanceof CliError) {
      ctx.io.err(`error: ${e.message}`);
      if (e.hint) ctx.io.err(`hint: ${e.hint}`);
      return e.exitCode;
    }
    ctx.io.err(`internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return EXIT_INTERNAL;
  }
}

export async function main(argv: string[]): Promise<void> {
  const code = await run(argv);
  // Long-running commands (serve, start) never return here; short ones exit with their code.
  process.exitCode = code;
}
