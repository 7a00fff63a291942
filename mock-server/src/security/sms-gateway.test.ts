// SMS codes leave the server through the gateway the tenant's manifest names: a signed webhook
// (the operator's SMS provider behind it) or a staging file, in the receiver's language.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { SMS_WEBHOOK_KEY_FILE, type SmsMessage } from './sms-gateway.ts';

let server: TestServer;
let dataDir: string;
let hook: http.Server;
let hookUrl = '';
const received: { body: string; signature: string | undefined }[] = [];
/** Answers the next N webhook calls with 503, as a provider that is down would. */
let failNext = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-sms-'));
  server = await startTestServer({ dataDir });
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (failNext > 0) {
        failNext--;
        res.writeHead(503).end();
        return;
      }
      received.push({ body, signature: req.headers['x-lobby-signature'] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/send`;
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => hook.close(r));
});

let ipSeq = 1;
const freshIp = () => `10.71.0.${ipSeq++}`;

function useGateway(
  tenant: string,
  sms: { gateway: 'webhook'; url: string } | { gateway: 'file' },
) {
  const t = server.lobby.deps.tenants.byCode(tenant)!;
  t.manifest = { ...t.manifest, security: { ...t.manifest.security, sms } };
}

const askRegistrationCode = async (tenant: string, mobileNo: string) =>
  server.call(tenant, 'POST', '/wps/verification/sms/register', {
    body: { mobileNo, countryDialingCode: '66', ...(await server.captcha(tenant)) },
    ip: freshIp(),
  });

async function until<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('nothing arrived');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the SMS gateway', () => {
  it('posts the code to the webhook, signed with the data folder key, in the site language', async () => {
    useGateway('siam88', { gateway: 'webhook', url: hookUrl });
    const mobile = '0811222001';
    expect((await askRegistrationCode('siam88', mobile)).status).toBe(200);
    const got = await until(() => received.find((r) => r.body.includes(mobile)));
    const message = JSON.parse(got.body) as SmsMessage;
    const stored = (await server.smsCodes('siam88', mobile))[0]!.code;
    expect(message).toMatchObject({
      tenant: 'siam88',
      countryDialingCode: '66',
      mobileNum: mobile,
      purpose: 'register',
      code: stored,
      language: 'th',
    });
    expect(message.text).toContain(stored);
    expect(message.text).toContain('รหัส');
    const key = Buffer.from(
      fs.readFileSync(path.join(dataDir, SMS_WEBHOOK_KEY_FILE), 'utf8').trim(),
      'hex',
    );
    const expected = crypto.createHmac('sha256', key).update(got.body).digest('hex');
    expect(got.signature).toBe(`sha256=${expected}`);
  });

  it('tries a provider that is down again, and delivers once it answers', async () => {
    useGateway('siam88', { gateway: 'webhook', url: hookUrl });
    failNext = 1;
    const mobile = '0811222002';
    expect((await askRegistrationCode('siam88', mobile)).status).toBe(200);
    const got = await until(() => received.find((r) => r.body.includes(mobile)));
    expect((JSON.parse(got.body) as SmsMessage).mobileNum).toBe(mobile);
    expect(failNext).toBe(0);
  });

  it('the staging file gets one line per code; a number nobody holds gets none on reset', async () => {
    useGateway('siam88', { gateway: 'file' });
    const mobile = '0811222003';
    expect((await askRegistrationCode('siam88', mobile)).status).toBe(200);
    const reset = await server.call('siam88', 'POST', '/wps/verification/sms/reset', {
      body: {
        mobileNum: '0811222999',
        countryDialingCode: '66',
        ...(await server.captcha('siam88')),
      },
      ip: freshIp(),
    });
    expect(reset.status).toBe(200);
    const lines = fs
      .readFileSync(path.join(dataDir, 'sms', 'siam88.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as SmsMessage);
    expect(lines.map((l) => l.mobileNum)).toEqual([mobile]);
    expect(lines[0]!.code).toBe((await server.smsCodes('siam88', mobile))[0]!.code);
  });
});
