// Whether each brand's build is what its visitors get. The studio cannot see inside a running
// `lobby start`, so it asks it the way a visitor does: the brand's home page from the server whose
// admin file is in the data dir, compared byte for byte with the page the build left in dist/
// (the server sends that file as it is). No server, or no answer, is said as such, never guessed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BuildState, ServingAnswer } from '#studio/src/protocol.ts';
import { distDir } from '../build/paths.ts';
import { readAdminFile } from '../start/admin.ts';

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The home page the server at `port` gives the brand's host, or undefined without one. */
function servedHome(port: number, code: string): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        headers: { host: `${code}.localhost:${port}`, 'accept-encoding': 'identity' },
        timeout: 5_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(res.statusCode === 200 ? Buffer.concat(chunks) : undefined));
        res.on('error', () => resolve(undefined));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });
}

/** How many brands are asked at once: the server is on this machine and shares its cores. */
const AT_ONCE = 8;

export async function buildStates(
  root: string,
  codes: readonly string[],
  dataDir: string,
): Promise<ServingAnswer> {
  const door = readAdminFile(dataDir);
  const states: Record<string, BuildState> = {};
  const queue = [...codes];
  const worker = async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
      const page = path.join(distDir(root), code, 'index.html');
      if (!fs.existsSync(page)) {
        states[code] = 'none';
        continue;
      }
      const served = door && (await servedHome(door.port, code));
      states[code] = !served
        ? 'built'
        : sha256(served) === sha256(fs.readFileSync(page))
          ? 'serving'
          : 'older';
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { server: door?.port ?? null, states };
}
