// `lobby contract-test --wire platform`: the platform's own web client's plaintext calls, sent as
// that client sends them (its paths and verbs, upper-case Language, its extra parameters, JSON
// bodies, the form post), each checked for the fields the client reads. A backend that passes
// them serves that client, and a Lobby site on the platform wire.
import { replayCalls } from '#schemas/wire/client-calls/calls.ts';
import {
  answerOf,
  bodyFor,
  type Answer,
  answered,
  pathFor,
  sendOrder,
  smsRequestOf,
  whyNot,
  type ReplayCall,
} from '#schemas/wire/client-calls/reads.ts';
import type { CheckResult } from './checks.ts';
import type { ApiClient } from './client.ts';

interface PlatformRunOptions {
  /** A session token of a test account, if the run has one. */
  token?: string;
  /** The site's merchant code and host, as the client puts them in its queries. */
  site: { merchant: string; host: string };
  onResult?: (r: CheckResult) => void;
}

/**
 * A session for `account` from a Lobby server in test mode (`POST /__test/session`): the
 * platform's login is encrypted with a cipher its public client does not show, so a run against
 * a real platform takes a token instead (`--token`).
 */
export async function testSession(client: ApiClient, account: string): Promise<string | undefined> {
  const r = await client.call('POST', '/__test/session', { body: { account } });
  const token = (r.json as { value?: { token?: unknown } } | undefined)?.value?.token;
  return typeof token === 'string' ? token : undefined;
}

/** The captcha the client shows, with its cookie, answered through a test-mode server. */
async function solvedCaptcha(client: ApiClient, headers: Record<string, string>) {
  const image = await client.call('GET', '/wps/captcha?', { headers });
  const latest = await client.call('GET', '/__test/captcha');
  const answer = (latest.json as { value?: { answer?: unknown } } | undefined)?.value?.answer;
  return typeof answer === 'string' ? { answer, cookie: image.cookies } : undefined;
}

/**
 * The code of a registration SMS sent to the call's number, read back from a test-mode server
 * (a real backend sends it to a phone).
 */
async function receivedSmsCode(
  client: ApiClient,
  c: ReplayCall,
  headers: Record<string, string>,
): Promise<string | undefined> {
  const request = smsRequestOf(c);
  await client.call('POST', '/wps/verification/sms/register', { headers, body: request });
  const codes = await client.call('GET', `/__test/sms?mobileNum=${request.mobileNo}`);
  const first = (codes.json as { value?: { code?: unknown }[] } | undefined)?.value?.[0]?.code;
  return typeof first === 'string' ? first : undefined;
}

export async function runPlatformCalls(
  client: ApiClient,
  o: PlatformRunOptions,
): Promise<CheckResult[]> {
  const headers = { language: (client.opts.language ?? 'EN').toUpperCase() };
  const results: CheckResult[] = [];
  const report = (c: ReplayCall, outcome: CheckResult['outcome'], got: string) => {
    const r: CheckResult = {
      outcome,
      id: `#${c.n} ${c.name}`,
      call: `${c.method} ${c.path.split('?')[0]}`,
      as: o.token ? 'signed in' : 'anonymous',
      expected: 'what the platform client reads',
      got,
    };
    results.push(r);
    o.onResult?.(r);
  };
  const earlier = new Map<string, Answer>();
  for (const c of sendOrder(replayCalls)) {
    const sends = bodyFor(c, earlier);
    if (!sends) {
      report(c, 'skip', 'the call before it listed nothing for it to answer');
      continue;
    }
    let body = sends.body;
    let callHeaders: Record<string, string> = headers;
    if (c.smsCode) {
      const code = await receivedSmsCode(client, c, headers);
      if (code === undefined) {
        report(c, 'skip', 'needs an SMS code (only a test-mode server gives one)');
        continue;
      }
      body = { ...(body as object), verificationCode: code };
    }
    if (c.captcha) {
      const solved = await solvedCaptcha(client, headers);
      if (!solved) {
        report(c, 'skip', 'needs a captcha answer (only a test-mode server gives one)');
        continue;
      }
      body = { ...(body as object), captcha: solved.answer };
      callHeaders = { ...headers, cookie: solved.cookie };
    }
    const r = await client.call(c.method, pathFor(c, o.site), {
      ...(o.token ? { token: o.token } : {}),
      headers: callHeaders,
      ...(c.form !== undefined ? { raw: c.form } : body !== undefined ? { body } : {}),
    });
    const a = answerOf(r.status, r.text, r.cookies);
    earlier.set(c.name, a);
    if (answered(c, a)) report(c, 'ok', String(r.status));
    else report(c, 'fail', whyNot(a));
  }
  return results;
}
