// kill -9 in the middle of group commits: every transfer, withdrawal and deposit request the
// server acknowledged is on disk, whole (both legs of a transfer; a withdrawal with its debit),
// and the books balance.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { openTenantStore } from './tenant-store.ts';

const T = 'siam88';
const here = path.dirname(fileURLToPath(import.meta.url));
let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Ready {
  port: number;
  pay: string;
  agent: string;
  players: { account: string; token: string }[];
}

/** The answer's value when it succeeded, null when it was refused. */
function postJson(
  port: number,
  token: string,
  route: string,
  body: unknown,
): Promise<Record<string, unknown> | null> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: route,
        headers: {
          host: `${T}.localhost:${port}`,
          authorization: token,
          'content-type': 'application/json',
          'content-length': String(payload.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const b = JSON.parse(Buffer.concat(chunks).toString()) as {
              success: boolean;
              value: Record<string, unknown>;
            };
            resolve(b.success ? b.value : null);
          } catch (e) {
            reject(e as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

it('after kill -9 during batched money writes, every acknowledged one is on disk', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-kill-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, '../../testing/durability.child.ts'), dir, T],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(JSON.parse(out.slice(0, nl)) as Ready);
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });

  const acked: string[] = [];
  const withdrawals: number[] = [];
  const deposits: number[] = [];
  const TRANSFER = '/wps/relay/GCS_walletTransfer';
  let killed = false;
  let sent = 0;
  const worker = async (i: number) => {
    while (!killed) {
      const p = ready.players[i % ready.players.length]!;
      const kind = (sent++ + i) % 4;
      try {
        if (kind === 0) {
          const r = await postJson(ready.port, p.token, TRANSFER, {
            direction: 'toUpline',
            amount: 1,
            paymentPassword: ready.pay,
          });
          if (r?.transferId) acked.push(String(r.transferId));
        } else if (kind === 1) {
          const r = await postJson(ready.port, ready.agent, TRANSFER, {
            direction: 'toDownline',
            targetAccount: p.account,
            amount: 2,
            paymentPassword: ready.pay,
          });
          if (r?.transferId) acked.push(String(r.transferId));
        } else if (kind === 2) {
          const r = await postJson(ready.port, p.token, '/wps/v2/withdraw', {
            amount: 1,
            paymentPassword: ready.pay,
            bankName: 'Kill Bank',
            bankAccountNo: '1234-5678',
            payeeName: 'Kill Player',
          });
          if (typeof r?.id === 'number') withdrawals.push(r.id);
        } else {
          const r = await postJson(ready.port, p.token, '/wps/v2/deposit', {
            amount: 100,
            channel: 'BANK',
          });
          if (typeof r?.id === 'number') deposits.push(r.id);
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
      if (acked.length + withdrawals.length + deposits.length >= 200 && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 40 }, (_, i) => worker(i)));
  await exited;
  expect(acked.length).toBeGreaterThan(0);
  expect(withdrawals.length).toBeGreaterThan(0);
  expect(deposits.length).toBeGreaterThan(0);

  const data = (await openTenantStore(dir, T)).data;
  const legs = new Map<string, number[]>();
  for (const e of data.ledger)
    if (e.ref && (e.type === 'transfer_in' || e.type === 'transfer_out'))
      legs.set(e.ref, [...(legs.get(e.ref) ?? []), e.amount]);
  const missing = acked.filter((ref) => !legs.has(ref));
  expect(missing).toEqual([]);
  for (const [, amounts] of legs) {
    expect(amounts).toHaveLength(2);
    expect(amounts[0]! + amounts[1]!).toBe(0);
  }
  const onDisk = new Set(data.wallet.withdrawals.map((w) => w.id));
  expect(withdrawals.filter((id) => !onDisk.has(id))).toEqual([]);
  const debits = new Set(
    data.ledger.filter((e) => e.type === 'withdrawal' && e.amount === -100).map((e) => e.ref),
  );
  // Every withdrawal of the run on disk, acknowledged or not, has its debit: they commit together.
  const ours = data.wallet.withdrawals.filter((w) => w.bankName === 'Kill Bank');
  expect(ours.length).toBeGreaterThanOrEqual(withdrawals.length);
  expect(ours.filter((w) => !debits.has(`withdrawal:${w.id}`))).toEqual([]);
  const depositIds = new Set(data.wallet.deposits.map((d) => d.id));
  expect(deposits.filter((id) => !depositIds.has(id))).toEqual([]);
  const sums = new Map<number, number>();
  for (const e of data.ledger) sums.set(e.memberId, (sums.get(e.memberId) ?? 0) + e.amount);
  for (const [id, balance] of Object.entries(data.balances)) {
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(sums.get(Number(id)) ?? 0).toBe(balance);
  }
}, 60_000);
