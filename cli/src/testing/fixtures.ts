// Small generators for CLI tests: a temp repo with copies of the example tenants, and a way to
// break one manifest in a targeted way (editing its text so line numbers stay meaningful).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context, Output } from '../context.ts';
import { repoRoot } from '../context.ts';
import { noPrompter, type Prompter } from '../prompts.ts';

export interface TempRepo {
  root: string;
  tenantsDir: string;
  ctx: Context;
  out: string[];
  err: string[];
  manifestFile(code: string): string;
  /** Reads, changes and writes back a tenant's manifest as JSON (2-space indented). */
  edit(code: string, change: (m: Record<string, unknown>) => void): void;
  cleanup(): void;
}

export function tempRepo(
  codes: string[] = ['siam88', 'goldcrown', 'longwan'],
  prompt: Prompter = noPrompter,
): TempRepo {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-cli-'));
  const tenantsDir = path.join(root, 'tenants');
  for (const code of codes)
    fs.cpSync(path.join(repoRoot, 'tenants', code), path.join(tenantsDir, code), {
      recursive: true,
    });
  const out: string[] = [];
  const err: string[] = [];
  const io: Output = { out: (l) => out.push(l), err: (l) => err.push(l) };
  const ctx: Context = {
    root,
    tenantsDir,
    templatesDir: path.join(repoRoot, 'templates', 'tenant'),
    io,
    prompt,
    tty: false,
  };
  const manifestFile = (code: string) => path.join(tenantsDir, code, 'tenant.json');
  return {
    root,
    tenantsDir,
    ctx,
    out,
    err,
    manifestFile,
    edit(code, change) {
      const m = JSON.parse(fs.readFileSync(manifestFile(code), 'utf8')) as Record<string, unknown>;
      change(m);
      fs.writeFileSync(manifestFile(code), `${JSON.stringify(m, null, 2)}\n`);
    },
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The 1-based line of the first occurrence of `needle` in a file. */
export function lineOf(file: string, needle: string): number {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const i = lines.findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} not in ${file}`);
  return i + 1;
}
