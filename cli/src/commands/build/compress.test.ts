import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadValidManifests } from '#manifests/index.ts';
import { repoRoot } from '../../context.ts';
import { compressTree, type CompressCache } from './compress.ts';
import { distDir, runtimeBuildDir } from './paths.ts';
import { emitTenant, emitTenants } from './emit-tenant.ts';

const tmp: string[] = [];
afterEach(() => {
  for (const dir of tmp.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-compress-'));
  tmp.push(dir);
  return dir;
}

const SCRIPT = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Game ${i}` })))};\n`;

/** A temp root with a small runtime build, its locales from the real runtime sources. */
function builtRoot(): string {
  const root = tempDir();
  const built = runtimeBuildDir(root);
  fs.mkdirSync(path.join(built, 'app'), { recursive: true });
  fs.writeFileSync(
    path.join(built, 'index.html'),
    '<!doctype html><html lang="en"><head><!--lobby:head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(built, 'app', 'index-abc123.js'), SCRIPT);
  compressTree(path.join(built, 'app'));
  fs.symlinkSync(path.join(repoRoot, 'runtime'), path.join(root, 'runtime'));
  return root;
}

/** Every file under a folder with its bytes (siblings included), by relative path. */
function contents(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || e.name === '.emitted') continue;
    const file = path.join(e.parentPath, e.name);
    out[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
  }
  return out;
}

describe('precompressed siblings', () => {
  it('writes .br and .gz that decode to the file, and leaves images and tiny files alone', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'app'));
    fs.writeFileSync(path.join(dir, 'app', 'main-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(dir, 'tiny.json'), '{}');

    expect(compressTree(dir)).toBe(2);

    const js = path.join(dir, 'app', 'main-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(SCRIPT);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(SCRIPT.length / 3);
    expect(fs.existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    // Two bytes compress to more than two bytes: the file goes out as it is.
    expect(fs.existsSync(path.join(dir, 'tiny.json.br'))).toBe(false);
    // A second pass finds the siblings fresh and compresses nothing again.
    expect(compressTree(dir)).toBe(1);
  });

  it('compresses one content once, however many files hold it', () => {
    const dir = tempDir();
    for (const name of ['a.json', 'b.json', 'c.json'])
      fs.writeFileSync(path.join(dir, name), SCRIPT);
    const cache: CompressCache = new Map();
    compressTree(dir, cache);
    expect(cache.size).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'c.json.br'))).toEqual(
      fs.readFileSync(path.join(dir, 'a.json.br')),
    );
  });

  it('lobby build emits a tenant with compressed page, manifest and locales; app/ links the runtime’s', () => {
    const root = builtRoot();
    const built = runtimeBuildDir(root);
    const tenantsDir = path.join(repoRoot, 'tenants');
    const manifest = loadValidManifests(tenantsDir).find((m) => m.code === 'goldcrown')!;

    const out = emitTenant({ root, tenantsDir }, manifest);

    for (const file of ['index.html', 'tenant.json', 'locales/en.json']) {
      const plain = fs.readFileSync(path.join(out, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${file}.br`)))).toEqual(
        plain,
      );
      expect(zlib.gunzipSync(fs.readFileSync(path.join(out, `${file}.gz`)))).toEqual(plain);
    }
    const svg = fs
      .readdirSync(path.join(out, 'assets'), { recursive: true, encoding: 'utf8' })
      .find((f) => f.endsWith('.svg'));
    if (svg) expect(fs.existsSync(path.join(out, 'assets', `${svg}.br`))).toBe(true);
    // The runtime's siblings are shared (hard links), not compressed again per tenant.
    expect(fs.statSync(path.join(out, 'app', 'index-abc123.js.br')).ino).toBe(
      fs.statSync(path.join(built, 'app', 'index-abc123.js.br')).ino,
    );
  });

  it('a fleet emitted as lobby build does (shared locales and their siblings) is byte for byte what each tenant alone gets', () => {
    const tenantsDir = path.join(repoRoot, 'tenants');
    const manifests = loadValidManifests(tenantsDir);
    const [oneByOne, fleet] = [builtRoot(), builtRoot()];
    const cache: CompressCache = new Map();
    for (const m of manifests)
      emitTenant({ root: oneByOne, tenantsDir }, m, { compressCache: cache });
    emitTenants({ root: fleet, tenantsDir }, manifests, { localeCache: new Map() });
    expect(manifests.length).toBeGreaterThan(2);
    for (const m of manifests) {
      const want = contents(path.join(distDir(oneByOne), m.code));
      expect(Object.keys(want)).toContain('index.html.br');
      expect(contents(path.join(distDir(fleet), m.code)), m.code).toEqual(want);
    }
    // No staging folder is left behind.
    expect(fs.readdirSync(distDir(fleet)).filter((n) => n.startsWith('.staging'))).toEqual([]);
  });
});
