// `lobby reload <codes...>`: builds the brands (only what changed), then has the running
// `lobby start` of this data dir serve them, each switched in one step or refused with its
// problems while the old version keeps serving (start/rollout.ts). It knocks on the server's
// loopback admin door with the token the server wrote into the data dir (start/admin.ts).
import http from 'node:http';
import path from 'node:path';
import { formatProblem, isError, type ManifestResult } from '#manifests/index.ts';
import type { Context } from '../../context.ts';
import { CliError, EXIT_OK, EXIT_USER } from '../../errors.ts';
import { ensureBuilt } from '../build/index.ts';
import { readAdminFile, type AdminFile } from '../start/admin.ts';
import type { RolloutResult } from '../start/rollout.ts';

function post(door: AdminFile, code: string): Promise<RolloutResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: door.port,
        method: 'POST',
        path: `/__lobby/reload/${encodeURIComponent(code)}`,
        headers: { authorization: `Bearer ${door.token}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(body) as RolloutResult | { error: string };
            if ('error' in parsed) reject(new CliError(`the server refused: ${parsed.error}`));
            else resolve(parsed);
          } catch {
            reject(new CliError(`the server answered ${res.statusCode ?? '?'} without a result`));
          }
        });
      },
    );
    req.on('error', (e) =>
      reject(
        new CliError(
          `could not reach the server on port ${door.port}: ${e.message}`,
          'is `lobby start` still running? start it again, then reload',
        ),
      ),
    );
    req.end();
  });
}

export interface Published {
  /** Brands not built (invalid manifest): the server was not asked, its old version serves. */
  invalid: ManifestResult[];
  /** The server's answer for each brand it was asked to switch. */
  results: RolloutResult[];
}

/**
 * Builds the brands (only what changed) and has the running `lobby start` of `dataDir` switch to
 * them: what `lobby reload` and the studio's publish both do.
 */
export async function publish(
  paths: { root: string; tenantsDir: string },
  codes: string[],
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<Published> {
  const door = readAdminFile(dataDir);
  if (!door)
    throw new CliError(
      `no running \`lobby start\` uses ${path.relative(paths.root, dataDir) || dataDir}`,
      'start one (`lobby start`), or pass the --data-dir it was started with',
    );
  const invalid: ManifestResult[] = [];
  await ensureBuilt(paths, { codes, log, onInvalid: (r) => invalid.push(r) });
  const results: RolloutResult[] = [];
  for (const code of codes.filter((c) => !invalid.some((r) => r.code === c)))
    results.push(await post(door, code));
  return { invalid, results };
}

export async function reload(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'io'>,
  opts: { codes: string[]; dataDir: string },
): Promise<number> {
  const { invalid, results } = await publish(
    { root: ctx.root, tenantsDir: ctx.tenantsDir },
    opts.codes,
    opts.dataDir,
    (l) => ctx.io.out(l),
  );
  for (const r of invalid) {
    ctx.io.err(`not rolled out ${r.code}: invalid manifest (the server keeps its old version)`);
    for (const p of r.problems.filter(isError)) ctx.io.err(`  ${formatProblem(p)}`);
  }
  for (const result of results) {
    if (result.ok)
      ctx.io.out(`rolled out ${result.code}: the server now serves version ${result.version}`);
    else {
      ctx.io.err(`not rolled out ${result.code}: ${result.reason}`);
      for (const p of result.problems) ctx.io.err(`  ${p}`);
    }
  }
  return invalid.length === 0 && results.every((r) => r.ok) ? EXIT_OK : EXIT_USER;
}
