// The platform client's plaintext calls, replayed as it sends them (upper-case Language, lower-case
// merchant, its extra parameters, JSON bodies) against the embedded server, signed in as player1.
// The site is siam88 on the platform's wire, with SMS-code login and the manual rebate on (a
// platform site shows both), in a copy of the tenants folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoTenantsDir, startTestServer, type TestServer } from '../../../testing/harness.ts';
import { replayCalls } from '#schemas/wire/client-calls/calls.ts';
import {
  answerOf,
  answered,
  bodyFor,
  pathFor,
  sendOrder,
  smsRequestOf,
  whyNot,
  type Answer,
  type ReplayCall,
} from '#schemas/wire/client-calls/reads.ts';

const TENANT = 'siam88';
const SITE = { merchant: TENANT, host: `${TENANT}.localhost` };
const HEADERS = { Language: 'TH', Merchant: TENANT, Device: 'web', 'X-Gateway-Version': '3' };
let server: TestServer;
let token: string;

function replayTenants(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-replay-'));
  fs.cpSync(path.join(repoTenantsDir, TENANT), path.join(dir, TENANT), { recursive: true });
  const file = path.join(dir, TENANT, 'tenant.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    flags: Record<string, unknown>;
    api: Record<string, unknown>;
  };
  // A site of the platform's wire: its captcha is the image the client reads, not a proof of work.
  manifest.api = {
    ...manifest.api,
    wire: 'platform',
    encryption: { publicKey: 'embedded', cipher: 'AES-GCM' },
  };
  manifest.flags.mobileCodeLogin = true;
  manifest.flags.MANPLAYREB3 = true;
  // Registration by mobile number alone: the mobile form asks for no password.
  manifest.flags.MOBILENUMPASSREG3 = false;
  fs.writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

beforeAll(async () => {
  server = await startTestServer({ dataDir: null, tenantsDir: replayTenants() });
  token = (await server.memberWithToken(TENANT, 'player1')).token;
  await offerEveryContract();
});

/**
 * Offers of every contract kind waiting for player1's answer, made by agent1 once player1 is its
 * direct downline: the contract checks list them and the contract calls answer them, as the
 * platform's dialog does.
 */
async function offerEveryContract() {
  const upline = await server.memberWithToken(TENANT, 'agent1');
  const player = await server.memberWithToken(TENANT, 'player1');
  await server.arrange(TENANT, (d) => {
    d.members.find((m) => m.id === player.member.id)!.parentId = upline.member.id;
  });
  const offers: [string, Record<string, unknown>][] = [
    ['dividend', { rate: 20 }],
    ['dailySalary', { rate: 1.5, validBet: 100 }],
    ['hourSalary', { rate: 0.5 }],
    ['realtimeSalary', { rate: 1, lossRate: 0.5, singleBetAmount: 10 }],
  ];
  for (const [kind, terms] of offers) {
    const r = await server.call(TENANT, 'POST', `/wps/relay/contract/${kind}`, {
      token: upline.token,
      body: { memberId: player.member.id, ...terms },
    });
    expect(r.status, r.text).toBe(200);
  }
}
afterAll(() => server.close());

/** What the player types: the captcha's answer, and the cookie its image came with. */
async function solveCaptcha(): Promise<{ answer: string; cookie: string }> {
  const image = await server.call(TENANT, 'GET', '/wps/captcha?', { headers: HEADERS });
  const cookie = (image.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const latest = await server.call<{ answer: string }>(TENANT, 'GET', '/__test/captcha');
  return { answer: latest.body.value.answer, cookie };
}

/** What the player types from the registration SMS sent to the call's number. */
async function smsCode(c: ReplayCall): Promise<string> {
  const request = smsRequestOf(c);
  const sent = await server.call(TENANT, 'POST', '/wps/verification/sms/register', {
    headers: HEADERS,
    body: request,
  });
  expect(sent.status, sent.text).toBe(200);
  const codes = await server.call<{ code: string }[]>(
    TENANT,
    'GET',
    `/__test/sms?mobileNum=${request.mobileNo}`,
  );
  return codes.body.value[0]?.code ?? '';
}

async function replay(c: ReplayCall, earlier: ReadonlyMap<string, Answer>): Promise<Answer> {
  const sends = bodyFor(c, earlier);
  if (!sends) return answerOf(0, '{"message":"the call before it listed nothing to answer"}');
  let body = sends.body;
  let headers: Record<string, string> = HEADERS;
  if (c.smsCode) body = { ...(body as object), verificationCode: await smsCode(c) };
  if (c.captcha) {
    const solved = await solveCaptcha();
    body = { ...(body as object), captcha: solved.answer };
    headers = { ...HEADERS, Cookie: solved.cookie };
  }
  const r = await server.call(TENANT, c.method, pathFor(c, SITE), {
    token,
    headers,
    ...(c.form !== undefined
      ? { raw: { contentType: 'application/json', data: Buffer.from(c.form) } }
      : body !== undefined
        ? { body }
        : {}),
  });
  return answerOf(r.status, r.text, r.headers['set-cookie']?.join('; '));
}

describe('the platform client replayed', () => {
  it('answers its plaintext calls as it reads them (at least 86 of 92)', async () => {
    expect(replayCalls).toHaveLength(92);
    // Logging out ends the session the others use: last.
    const ordered = sendOrder(replayCalls);
    const failed: string[] = [];
    let ok = 0;
    const earlier = new Map<string, Answer>();
    for (const c of ordered) {
      const a = await replay(c, earlier);
      earlier.set(c.name, a);
      if (answered(c, a)) ok++;
      else failed.push(`#${c.n} ${c.name}: ${whyNot(a)}`);
    }
    console.log(`${ok} of ${replayCalls.length} plaintext calls answered as the client reads them`);
    if (failed.length) console.log(`not answered:\n  ${failed.join('\n  ')}`);
    expect(ok).toBeGreaterThanOrEqual(86);
  });
});
