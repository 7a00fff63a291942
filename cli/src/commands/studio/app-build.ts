// The studio's browser app (studio/ at the repository root) is built by Vite when its sources
// changed since the last build, the way `lobby start` builds the runtime: a start with nothing
// changed costs a hash of file stats.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../context.ts';
import { distDir } from '../build/paths.ts';

const STAMP = '.fingerprint';
const studioSourceDir = path.join(repoRoot, 'studio');
const studioBuildDir = (root: string) => path.join(distDir(root), '.studio');

/** Every input of the app's bundle: its sources, the schema helpers it imports, the lockfile. */
function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const st = fs.statSync(full);
        hash.update(`${path.relative(repoRoot, full)}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  visit(studioSourceDir);
  visit(path.join(repoRoot, 'schemas'));
  const lock = fs.statSync(path.join(repoRoot, 'package-lock.json'));
  hash.update(`lock:${lock.size}:${lock.mtimeMs}`);
  return hash.digest('hex');
}

export async function ensureStudioBuilt(
  root: string,
  log: (line: string) => void,
): Promise<string> {
  const out = studioBuildDir(root);
  const want = fingerprint();
  const stamp = path.join(out, STAMP);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) return out;
  const started = Date.now();
  log('building the studio app (vite)…');
  const { build } = await import('vite');
  await build({
    configFile: path.join(studioSourceDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  fs.writeFileSync(stamp, want);
  log(`studio app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return out;
}
