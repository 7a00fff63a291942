// The only module that talks to inquirer: cancellation becomes CancelledError, and tests
// substitute a Prompter that answers from a table.
import { CancelledError, CliError } from './errors.ts';

interface Choice<T extends string> {
  value: T;
  name: string;
}

export interface Prompter {
  input(message: string, initial: string, validate?: (v: string) => true | string): Promise<string>;
  select<T extends string>(message: string, choices: Choice<T>[], initial: T): Promise<T>;
  checkbox<T extends string>(
    message: string,
    choices: Choice<T>[],
    initial: T[],
    validate?: (picked: T[]) => true | string,
  ): Promise<T[]>;
  confirm(message: string, initial: boolean): Promise<boolean>;
}

function isCancel(e: unknown): boolean {
  return e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError');
}

async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isCancel(e)) throw new CancelledError();
    throw e;
  }
}

export function inquirerPrompter(): Prompter {
  // Loaded lazily: commands that never prompt do not pay for inquirer's start-up.
  const load = () => import('inquirer').then((m) => m.default);
  return {
    input: (message, initial, validate) =>
      guard(async () => {
        const inquirer = await load();
        const { v } = await inquirer.prompt<{ v: string }>([
          {
            type: 'input',
            name: 'v',
            message,
            default: initial,
            ...(validate ? { validate } : {}),
          },
        ]);
        return v;
      }),
    select: (message, choices, initial) =>
      guard(async () => {
        const inquirer = await load();
        const { v } = await inquirer.prompt<{ v: (typeof choices)[number]['value'] }>([
          { type: 'select', name: 'v', message, choices, default: initial },
        ]);
        return v;
      }),
    checkbox: (message, choices, initial, validate) =>
      guard(async () => {
        const inquirer = await load();
        type Value = (typeof choices)[number]['value'];
        const { v } = await inquirer.prompt<{ v: Value[] }>([
          {
            type: 'checkbox',
            name: 'v',
            message,
            choices: choices.map((c) => ({ ...c, checked: initial.includes(c.value) })),
            // Checked as the answer is given, so the question is asked again: checked after the
            // last question, a wrong pick failed the whole command.
            ...(validate
              ? {
                  validate: (picked: readonly { value: Value }[]) =>
                    validate(picked.map((c) => c.value)),
                }
              : {}),
          },
        ]);
        return v;
      }),
    confirm: (message, initial) =>
      guard(async () => {
        const inquirer = await load();
        const { v } = await inquirer.prompt<{ v: boolean }>([
          { type: 'confirm', name: 'v', message, default: initial },
        ]);
        return v;
      }),
  };
}

const noTerminal = (question: string) =>
  Promise.reject(
    new CliError(
      `no terminal to ask "${question}"`,
      'run it in a terminal, or pass --yes with the flags you need (see --help)',
    ),
  );

/** A prompter for non-interactive runs: asking anything is a usage error (exit 1). */
export const noPrompter: Prompter = {
  input: noTerminal,
  select: noTerminal,
  checkbox: noTerminal,
  confirm: noTerminal,
};
