import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#mock-server/testing/harness.ts';
import { CliError } from '../../errors.ts';
import { defaultContext } from '../../program.ts';
import { createAccount } from './index.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-account-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const out: string[] = [];
const ctx = { ...defaultContext(), io: { out: (l: string) => out.push(l), err: () => undefined } };

describe('lobby account create', () => {
  it('creates the first agent of a prod tenant, who can then log in', async () => {
    const code = await createAccount(ctx, {
      code: 'goldcrown',
      username: 'owner01',
      role: 'agent',
      dataDir,
      password: 'Owner!2345',
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/Created agent "owner01"/);
    const data = JSON.parse(fs.readFileSync(path.join(dataDir, 'goldcrown.json'), 'utf8')) as {
      members: { account: string; type: number; passwordHash: string }[];
    };
    // No demo account beside it, and the hash has the production cost.
    expect(data.members.map((m) => m.account)).toEqual(['owner01']);
    expect(data.members[0]!.type).toBe(1);
    expect(data.members[0]!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);

    const prod = await startTestServer({ dataDir, mode: 'prod', only: ['goldcrown'] });
    try {
      const r = await prod.call<{ token: string }>('goldcrown', 'POST', '/wps/session/login', {
        body: { username: 'owner01', password: 'Owner!2345', area: 'agent' },
        encrypt: true,
      });
      expect(r.status).toBe(200);
      expect(r.body.value.token).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await prod.close();
    }
  });

  it('refuses an existing account, a name or password the tenant rules refuse, and an unknown tenant', async () => {
    const attempt = (username: string, password: string, tenant = 'goldcrown') =>
      createAccount(ctx, { code: tenant, username, role: 'player', dataDir, password });
    await expect(attempt('owner01', 'Another!234')).rejects.toThrow(/exists already/);
    await expect(attempt('x', 'Another!234')).rejects.toThrow(/username "x" does not fit/);
    await expect(attempt('player77', 'short')).rejects.toThrow(/password does not fit/);
    await expect(attempt('player77', 'Another!234', 'nosuchtenant')).rejects.toBeInstanceOf(
      CliError,
    );
  });
});
