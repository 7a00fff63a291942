// An older commit of this repository, checked out, built and served beside the working tree, so a
// browser bench can measure both on the same machine in the same minutes: figures taken an hour
// apart on a shared machine differ by more than most changes do.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './harness.ts';

export interface ServedTree {
  /** What is served: the commit the ref named (abbreviated), or "working tree". */
  name: string;
  port: number;
  close(): Promise<void>;
}

interface Lock {
  packages?: Record<string, { version?: string }>;
}

const readLock = (file: string): Lock => JSON.parse(fs.readFileSync(file, 'utf8')) as Lock;

/**
 * Whether the working tree's installed packages serve the older tree: every package its lockfile
 * names is installed here at the same version. Then its node_modules is a link to ours, not a
 * second install of the same thing.
 */
function sharesPackages(olderLock: string): boolean {
  const ours = readLock(path.join(root, 'package-lock.json')).packages ?? {};
  const theirs = readLock(olderLock).packages ?? {};
  return Object.entries(theirs).every(
    ([name, p]) => name === '' || ours[name]?.version === p.version,
  );
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Resolves once the child prints that its tenants are ready; rejects if it exits first. */
function whenReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    // Only the tail is kept: it says why a server that stops stopped.
    const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-4000));
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (/tenant\(s\) ready/.test(out)) resolve();
    });
    child.stderr?.on('data', keep);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
  });
}

/**
 * Serves the tenants of the checkout in `dir` the way a user runs them, `lobby start --mode test`
 * in a process of its own on a free port of 127.0.0.1, after building them: both trees of a
 * comparison are served alike, so neither shares an event loop with the bench.
 */
export async function serveTree(
  dir: string,
  name: string,
  log: (line: string) => void,
): Promise<ServedTree> {
  log(`${name}: building every tenant…`);
  execFileSync(process.execPath, ['cli/bin/lobby.js', 'build', '--all'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-bench-data-'));
  const child = spawn(
    process.execPath,
    ['cli/bin/lobby.js', 'start', '--mode', 'test', '--port', String(port), '--data-dir', data],
    { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const close = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(data, { recursive: true, force: true });
  };
  try {
    await whenReady(child);
  } catch (e) {
    await close();
    throw e;
  }
  log(`${name}: serving on 127.0.0.1:${port}`);
  return { name, port, close };
}

/** Checks `ref` out in a temporary worktree and serves it (serveTree); `close` removes the worktree too. */
export async function serveBaseline(ref: string, log: (line: string) => void): Promise<ServedTree> {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  const commit = git('rev-parse', '--short', ref);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-baseline-'));
  git('worktree', 'add', '--detach', dir, commit);
  const remove = () => git('worktree', 'remove', '--force', dir);
  try {
    if (sharesPackages(path.join(dir, 'package-lock.json'))) {
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    } else {
      log(`${commit}: its packages differ from these, installing them (npm ci)…`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    const served = await serveTree(dir, commit, log);
    return {
      ...served,
      close: async () => {
        await served.close();
        remove();
      },
    };
  } catch (e) {
    remove();
    throw e;
  }
}
