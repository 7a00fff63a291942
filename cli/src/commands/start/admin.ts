// The running server's admin door, for `lobby reload` on the same machine: one call,
// POST /__lobby/reload/<code>, answered only to a loopback (or this machine's own) address that
// sends the token written at start into the data dir (readable by its owner only). The file also
// says on which port to knock; it is removed when the server stops.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RolloutResult } from './rollout.ts';

export const ADMIN_PREFIX = '/__lobby/';
const ADMIN_FILE = 'lobby-admin.json';

export interface AdminFile {
  pid: number;
  port: number;
  token: string;
}

export const adminFile = (dataDir: string) => path.join(dataDir, ADMIN_FILE);

export function writeAdminFile(dataDir: string, port: number): AdminFile {
  const info: AdminFile = { pid: process.pid, port, token: crypto.randomBytes(32).toString('hex') };
  const file = adminFile(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  return info;
}

/** The running server's door, or undefined when none runs for this data dir. */
export function readAdminFile(dataDir: string): AdminFile | undefined {
  let info: Partial<AdminFile>;
  try {
    info = JSON.parse(fs.readFileSync(adminFile(dataDir), 'utf8')) as Partial<AdminFile>;
  } catch {
    return undefined;
  }
  if (
    typeof info.pid !== 'number' ||
    typeof info.port !== 'number' ||
    typeof info.token !== 'string'
  )
    return undefined;
  try {
    process.kill(info.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return info as AdminFile;
}

/** Removes the file if it is still this server's (a newer server may have written its own). */
export function removeAdminFile(dataDir: string, info: AdminFile): void {
  if (readAdminFile(dataDir)?.token === info.token) fs.rmSync(adminFile(dataDir), { force: true });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** Handles a request under ADMIN_PREFIX. */
export function adminHandler(
  token: string,
  rollOut: (code: string) => RolloutResult,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const remote = req.socket.remoteAddress ?? '';
    if (!LOOPBACK.test(remote) && remote !== req.socket.localAddress)
      return answer(res, 403, { error: 'the admin calls answer this machine only' });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice('Bearer '.length), token))
      return answer(res, 401, { error: 'missing or wrong admin token' });
    const match = /^\/__lobby\/reload\/([a-z0-9-]+)$/.exec((req.url ?? '').split('?')[0]!);
    if (!match) return answer(res, 404, { error: 'no such admin call' });
    if (req.method !== 'POST') return answer(res, 405, { error: 'use POST' });
    const result = rollOut(match[1]!);
    answer(res, result.ok ? 200 : 409, result);
  };
}
