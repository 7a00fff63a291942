// Payment passwords: a keyed hash under the data folder's pepper, old scrypt hashes converted on
// the next correct entry, the pepper never in a tenant file and the same after a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPasswordWithSalt } from '../../security/password.ts';
import { startTestServer } from '../../../testing/harness.ts';
import { hashPin, verifyPin } from './pin-hash.ts';
import { PEPPER_FILE, newPepper } from './pin-pepper.ts';

describe('PIN hashes', () => {
  it('match the PIN under the same pepper only, and convert an old scrypt hash', async () => {
    const pepper = newPepper();
    const h = hashPin('246810', pepper);
    expect(h).toMatch(/^hmac-sha256\$/);
    expect(await verifyPin('246810', h, pepper)).toEqual({ ok: true });
    expect((await verifyPin('246811', h, pepper)).ok).toBe(false);
    expect((await verifyPin('246810', h, newPepper())).ok).toBe(false);
    expect(hashPin('246810', pepper)).not.toBe(h);
    const old = hashPasswordWithSalt('246810', Buffer.alloc(16, 3));
    const converted = await verifyPin('246810', old, pepper);
    expect(converted.ok).toBe(true);
    expect(await verifyPin('246810', converted.rehash!, pepper)).toEqual({ ok: true });
    expect(await verifyPin('000000', old, pepper)).toEqual({ ok: false });
    expect((await verifyPin('246810', 'hmac-sha256$bad', pepper)).ok).toBe(false);
  });
});

describe('payment passwords on the server', () => {
  it('the first correct entry of an old-format PIN converts it, even on a refused payment; the pepper stays beside the RSA key across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-pin-'));
    const T = 'goldcrown';
    try {
      let server = await startTestServer({ dataDir, only: [T] });
      const tenant = () => server.lobby.deps.tenants.byCode(T)!;
      const agent = tenant().store.data.members.find((m) => m.account === 'agent1')!;
      const child = tenant().store.data.members.find((m) => m.parentId === agent.id)!;
      expect(agent.paymentPasswordHash).toMatch(/^scrypt\$/);
      const login = async () =>
        (
          await server.call<{ token: string }>(T, 'POST', '/wps/session/login', {
            body: { username: 'agent1', password: 'Agent123!', type: 'username' },
            encrypt: true,
          })
        ).body.value.token;
      const send = async (token: string, pin: string, targetAccount = child.account) =>
        server.call(T, 'POST', '/wps/relay/GCS_walletTransfer', {
          token,
          body: { direction: 'toDownline', targetAccount, amount: 1, paymentPassword: pin },
        });
      const stored = () =>
        tenant().store.data.members.find((m) => m.id === agent.id)!.paymentPasswordHash!;
      let token = await login();
      expect((await send(token, '654321')).body.errorCode).toBe('payment_password_incorrect');
      expect(stored()).toBe(agent.paymentPasswordHash);
      // The right PIN converts the hash even when the payment itself is refused, and the
      // refused payment moves nothing.
      const entries = tenant().store.data.ledger.length;
      expect((await send(token, '123456', 'agent0')).body.errorCode).toBe('not_downline');
      expect(tenant().store.data.ledger.length).toBe(entries);
      const converted = stored();
      expect(converted).toMatch(/^hmac-sha256\$/);
      expect((await send(token, '123456')).status).toBe(200);
      expect(stored()).toBe(converted);

      // The pepper: beside the RSA key, owner-only, in no tenant file.
      const pepperFile = path.join(dataDir, PEPPER_FILE);
      expect(fs.existsSync(path.join(dataDir, 'rsa-private-key.pem'))).toBe(true);
      expect(fs.statSync(pepperFile).mode & 0o077).toBe(0);
      const pepper = fs.readFileSync(pepperFile, 'utf8').trim();
      expect(pepper).toMatch(/^[0-9a-f]{64}$/);
      const files = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true });
      for (const f of files.filter((x) => x.isFile() && x.name.endsWith('.json')))
        expect(fs.readFileSync(path.join(f.parentPath, f.name), 'utf8')).not.toContain(pepper);

      // A restart reads the same pepper: the converted PIN still pays.
      await server.close();
      server = await startTestServer({ dataDir, only: [T] });
      token = await login();
      expect((await send(token, '123456')).status).toBe(200);
      await server.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
