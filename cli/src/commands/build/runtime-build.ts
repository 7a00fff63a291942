// The one Vite build of the runtime (dist/.runtime), and whether the one on disk is still fresh.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compressTree } from './compress.ts';
import { FINGERPRINT_FILE, prerenderDir, runtimeBuildDir, runtimeDir } from './paths.ts';
import { buildPrerenderer } from './prerender.ts';

/** Every file under `dir` that a build reads (no tests, no dot folders, no node_modules). */
export function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/** A hash of every input of the Vite build (sources, locales, schemas, lockfile). */
export function runtimeFingerprint(root: string): string {
  const files: string[] = [];
  walk(runtimeDir(root), files);
  walk(path.join(root, 'schemas'), files);
  files.push(path.join(root, 'package-lock.json'));
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    if (!fs.existsSync(file)) continue;
    const st = fs.statSync(file);
    hash.update(`${path.relative(root, file)}:${st.size}:${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function runtimeIsFresh(root: string): boolean {
  const file = path.join(runtimeBuildDir(root), FINGERPRINT_FILE);
  return (
    fs.existsSync(path.join(runtimeBuildDir(root), 'index.html')) &&
    fs.existsSync(file) &&
    fs.readFileSync(file, 'utf8') === runtimeFingerprint(root)
  );
}

/** Runs the one Vite build of the runtime into dist/.runtime. */
export async function buildRuntime(root: string, log: (line: string) => void): Promise<void> {
  const fingerprint = runtimeFingerprint(root);
  const started = Date.now();
  log('building the runtime (vite)…');
  const { build } = await import('vite');
  await build({
    configFile: path.join(runtimeDir(root), 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: runtimeBuildDir(root) },
  });
  compressTree(path.join(runtimeBuildDir(root), 'app'));
  await buildPrerenderer(runtimeDir(root), prerenderDir(root));
  fs.writeFileSync(path.join(runtimeBuildDir(root), FINGERPRINT_FILE), fingerprint);
  log(`runtime built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
