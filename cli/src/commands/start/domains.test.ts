// Two brands declare one domain: the brand whose manifest changed first keeps serving it, the
// newer declaration is refused (and logged), whatever the codes' order; `lobby validate` blames
// the same brand `lobby start` refuses.
import fs from 'node:fs';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { tempRepo, type TempRepo } from '../../testing/fixtures.ts';
import { startTempFleet } from '../../testing/site-servers.ts';
import type { RunningServer } from './index.ts';

let repo: TempRepo | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  repo?.cleanup();
  repo = undefined;
});

function status(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/wps/system/status', headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** `newer` takes `older`'s first domain; `older`'s manifest is dated an hour back. */
function clash(r: TempRepo, older: string, newer: string): string {
  const domain = (
    JSON.parse(fs.readFileSync(r.manifestFile(older), 'utf8')) as { domains: string[] }
  ).domains[0]!;
  const hourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(r.manifestFile(older), hourAgo, hourAgo);
  r.edit(newer, (m) => (m.domains as string[]).push(domain));
  return domain;
}

describe('a domain declared by two brands', () => {
  for (const [older, newer] of [
    ['siam88', 'goldcrown'],
    ['goldcrown', 'siam88'],
  ] as const) {
    it(`keeps it with ${older} (declared first) and refuses ${newer}, in validate and start`, async () => {
      repo = tempRepo([older, newer]);
      const domain = clash(repo, older, newer);

      expect(await run(['node', 'lobby', 'validate', '--all'], repo.ctx)).toBe(1);
      const blamed = repo.err.filter((l) => l.includes(`domain "${domain}"`));
      expect(blamed).toHaveLength(1);
      expect(blamed[0]).toMatch(new RegExp(`^tenants/${newer}/tenant\\.json:\\d+:\\d+ /domains/`));
      expect(blamed[0]).toContain(
        `declared by "${older}" (tenants/${older}/tenant.json) and "${newer}"`,
      );

      server = await startTempFleet(repo);
      expect(server.codes).toEqual([older]);
      expect(server.skipped.map((r) => r.code)).toEqual([newer]);
      expect(server.skipped[0]!.problems.map((p) => p.message).join('\n')).toContain(
        `"${older}" keeps serving it`,
      );
      const served = await status(server.port, domain);
      expect(served.status).toBe(200);
      const olderMerchant = (
        JSON.parse(fs.readFileSync(repo.manifestFile(older), 'utf8')) as { merchantCode: string }
      ).merchantCode;
      expect(served.body).toContain(olderMerchant);
    });
  }
});
