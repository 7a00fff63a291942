// One-click sign-in through the real server: a small browser (cookies, redirects) goes from the
// site's button to the embedded provider's consent form and back, as a player's would.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OneClickAnswer } from '#schemas/one-click.ts';
import { hashPassword } from '../security/password.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TENANT = 'goldcrown';

interface Hop {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * One browser: its cookies, and requests to a host of the test server (the tenant's own, unless
 * `hostName` names another: a host several brands share).
 */
function browser(hostName = `${TENANT}.localhost`) {
  const jar = new Map<string, string>();
  const host = () => `${hostName}:${server.port}`;
  const request = (method: string, url: string, form?: Record<string, string>) =>
    new Promise<Hop>((resolve, reject) => {
      const u = new URL(url, `http://${host()}`);
      const body = form ? new URLSearchParams(form).toString() : undefined;
      const headers: Record<string, string> = { host: u.host };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (body) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const req = http.request(
        { host: '127.0.0.1', port: server.port, method, path: `${u.pathname}${u.search}`, headers },
        (res) => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const [pair] = c.split(';');
            const [k, ...v] = (pair ?? '').split('=');
            if (k) jar.set(k.trim(), v.join('='));
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  /** Follows redirects until a page answers (or the site is reached: a URL with a fragment). */
  const follow = async (method: string, url: string, form?: Record<string, string>) => {
    let hop = await request(method, url, form);
    let at = url;
    for (let i = 0; i < 10 && hop.location && hop.status >= 300 && hop.status < 400; i++) {
      at = new URL(hop.location, new URL(at, `http://${host()}`)).href;
      if (at.includes('#')) return { hop, at };
      hop = await request('GET', at);
    }
    return { hop, at };
  };
  return { jar, request, follow, host };
}

type Browser = ReturnType<typeof browser>;

/** The consent form's action, from the provider's page. */
const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1];

/** From the site's button to the consent page: the page's URL and HTML. */
async function toConsent(b: Browser, provider: string) {
  const start = `/wps/oidc/${provider}/start?return=${encodeURIComponent(`http://${b.host()}/`)}&lang=en`;
  const { hop, at } = await b.follow('GET', start);
  expect(hop.status).toBe(200);
  return { at, html: hop.body };
}

/** Answers the consent form; returns where the site was sent back to (with its fragment). */
async function consent(
  b: Browser,
  html: string,
  decision: 'allow' | 'cancel',
  identity: Record<string, string>,
) {
  const action = actionOf(html);
  expect(action).toBeDefined();
  const { at } = await b.follow('POST', action!.replace(/&amp;/g, '&'), { ...identity, decision });
  return new URL(at);
}

let subSeq = 0;
const newSub = () => `tester-${Date.now()}-${subSeq++}`;

/** Consents as a new identity at Google and stops where the provider sends the browser back. */
async function toCallback(b: Browser): Promise<string> {
  const { html } = await toConsent(b, 'google');
  const action = actionOf(html)!.replace(/&amp;/g, '&');
  let hop = await b.request('POST', action, { sub: newSub(), decision: 'allow' });
  let at = new URL(hop.location!, `http://${b.host()}`).href;
  while (!at.includes('/wps/oidc/google/callback')) {
    hop = await b.request('GET', at);
    at = new URL(hop.location!, at).href;
  }
  return at;
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

const complete = (body: Record<string, unknown>) =>
  server.call<OneClickAnswer>(TENANT, 'POST', '/wps/oidc/complete', { body });

async function signInAs(provider: string, identity: Record<string, string>, b = browser()) {
  const { html } = await toConsent(b, provider);
  const back = await consent(b, html, 'allow', identity);
  return { back, ticket: fragment(back).get('oneclick'), browser: b };
}

describe('one-click sign-in (OpenID Connect code flow with the embedded provider)', () => {
  it('the consent page is the tenant language and asks for a demo identity', async () => {
    const { html } = await toConsent(browser(), 'google');
    expect(html).toContain('Sign in with Google');
    expect(html).toContain('name="sub"');
    expect(html).not.toContain('<script');
  });

  it('first sign-in creates the member; the second signs the same member in', async () => {
    const sub = newSub();
    const email = `${sub}@example.com`;
    const first = await signInAs('google', { sub, name: 'Ada Tester', email, phone: '' });
    expect(first.back.origin).toBe(`http://${TENANT}.localhost:${server.port}`);
    expect(first.ticket).toBeTruthy();
    const answer = await complete({ ticket: first.ticket });
    expect(answer.body.value.status).toBe('signedIn');
    if (answer.body.value.status !== 'signedIn') return;
    const token = answer.body.value.session.token;
    const info = await server.call<{ account: string; email?: string; nickname: string }>(
      TENANT,
      'GET',
      '/wps/member/info',
      { token },
    );
    expect(info.body.value.account).toMatch(/^google\d{6}$/);
    expect(info.body.value.email).toBe(email);
    expect(info.body.value.nickname).toBe('Ada Tester');

    const again = await signInAs('google', { sub, name: 'Ada Tester', email, phone: '' });
    const second = await complete({ ticket: again.ticket });
    expect(second.body.value.status).toBe('signedIn');
    if (second.body.value.status !== 'signedIn') return;
    const info2 = await server.call<{ account: string }>(TENANT, 'GET', '/wps/member/info', {
      token: second.body.value.session.token,
    });
    expect(info2.body.value.account).toBe(info.body.value.account);
    // The ticket was spent by the first trade.
    expect((await complete({ ticket: again.ticket })).body.errorCode).toBe('auth/code-expired');
  });

  it('a field the tenant requires and the provider did not give is asked once', async () => {
    const { ticket } = await signInAs('line', {
      sub: newSub(),
      name: 'No Mail',
      email: '',
      phone: '',
    });
    const asked = await complete({ ticket });
    expect(asked.body.value).toMatchObject({ status: 'fields', fields: ['email'] });
    const bad = await complete({ ticket, fields: { email: 'not-an-email' } });
    expect(bad.body.errorCode).toBe('field_invalid');
    const done = await complete({ ticket, fields: { email: `${newSub()}@example.com` } });
    expect(done.body.value.status).toBe('signedIn');
  });

  it("an identity with an existing member's email links to it with that member's password", async () => {
    const email = `${newSub()}@example.com`;
    const hash = await hashPassword('Linked#2026', 2 ** 14);
    const { member } = await server.memberWithToken(TENANT, `linkme${subSeq++}`, {
      email,
      passwordHash: hash,
    });
    const { ticket } = await signInAs('facebook', { sub: newSub(), name: 'X', email, phone: '' });
    const ask = await complete({ ticket });
    // Named so the owner knows it, not so anyone typing that email learns the account.
    expect(ask.body.value).toEqual({
      status: 'link',
      account: `${member.account.slice(0, 2)}***${member.account.slice(-1)}`,
    });
    const wrong = await complete({ ticket, password: 'nope' });
    expect(wrong.body.errorCode).toBe('in_incorrect_password');
    const right = await complete({ ticket, password: 'Linked#2026' });
    expect(right.body.value.status).toBe('signedIn');
    if (right.body.value.status !== 'signedIn') return;
    const info = await server.call<{ id: number }>(TENANT, 'GET', '/wps/member/info', {
      token: right.body.value.session.token,
    });
    expect(info.body.value.id).toBe(member.id);
  });

  it('a cancelled consent comes back as auth/popup-closed-by-user', async () => {
    const b = browser();
    const { html } = await toConsent(b, 'google');
    const back = await consent(b, html, 'cancel', { sub: '' });
    expect(fragment(back).get('oneclick-error')).toBe('auth/popup-closed-by-user');
  });

  it('an answer that reaches another browser than the one that started is a state mismatch', async () => {
    const victim = browser();
    const attacker = browser();
    // The attacker stops at the provider's redirect to the site's callback...
    const at = await toCallback(attacker);
    // ...and has the victim's browser open it.
    const { at: landed } = await victim.follow('GET', at);
    expect(fragment(new URL(landed)).get('oneclick-error')).toBe('auth/state-mismatch');
    // A made-up state is one too.
    const forged = await victim.follow('GET', '/wps/oidc/google/callback?code=x&state=forged');
    expect(fragment(new URL(forged.at)).get('oneclick-error')).toBe('auth/state-mismatch');
  });

  it('a code that comes back twice is refused the second time', async () => {
    const b = browser();
    const at = await toCallback(b);
    const first = await b.follow('GET', at);
    expect(fragment(new URL(first.at)).get('oneclick')).toBeTruthy();
    const replay = await b.follow('GET', at);
    expect(fragment(new URL(replay.at)).get('oneclick-error')).toBe('auth/code-already-used');
  });

  it('a provider the tenant has not turned on does not start', async () => {
    const res = await server.call(
      'longwan',
      'GET',
      `/wps/oidc/google/start?return=${encodeURIComponent(`http://longwan.localhost:${server.port}/`)}`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toContain('#oneclick-error=auth%2Foperation-not-allowed');
  });
});

describe('a number typed on the one-click form', () => {
  it('is said to be taken only within the address budget registration has', async () => {
    const tenant = server.lobby.deps.tenants.byCode(TENANT)!;
    const before = tenant.manifest;
    // A tenant that asks one-click players for a mobile number and does not prove it by SMS.
    const fields = { ...before.registration.fields };
    fields.mobileNum = { ...fields.mobileNum!, enabled: true, required: true };
    tenant.manifest = {
      ...before,
      registration: { ...before.registration, fields },
      flags: { ...before.flags, REGMOBVERF3: false },
    };
    try {
      const numbers = Array.from({ length: 11 }, (_, i) => `81${String(70000000 + i)}`);
      for (const [i, mobileNum] of numbers.entries())
        await server.memberWithToken(TENANT, `taken${i}x${subSeq++}`, {
          mobile: { countryDialingCode: '66', mobileNum },
        });
      const { ticket } = await signInAs('google', {
        sub: newSub(),
        name: 'P',
        email: '',
        phone: '',
      });
      const codes: (string | undefined)[] = [];
      for (const mobileNum of numbers) {
        const answer = await complete({
          ticket,
          fields: { email: `${newSub()}@example.com`, mobileNum, countryDialingCode: '66' },
        });
        codes.push(answer.body.errorCode);
      }
      // One ticket used to test any number of numbers: ten answers, then the address is refused.
      expect(codes.slice(0, 10)).toEqual(Array(10).fill('mobile_taken'));
      expect(codes[10]).toBe('auth/too-many-requests');
    } finally {
      tenant.manifest = before;
    }
  });
});

describe('one-click sign-in where brands share the API host', () => {
  // The site of a brand whose API is on another origin (api.baseUrl) that the first brand uses
  // too: the loopback host serves every tenant, the Merchant header (or its query) picks one.
  const SHARED = '127.0.0.1';
  const BRAND = { code: 'siam88', merchant: 'SIAM88', provider: 'line', lang: 'th' };
  const site = () => `http://${BRAND.code}.localhost:${server.port}/`;
  const start = () =>
    `/wps/oidc/${BRAND.provider}/start?return=${encodeURIComponent(site())}&lang=${BRAND.lang}` +
    `&merchant=${BRAND.merchant}`;

  /** From the brand's button to the provider's redirect to the callback (on the shared host). */
  async function toSharedCallback(b: Browser) {
    const { hop, at } = await b.follow('GET', start());
    expect(hop.status).toBe(200);
    const action = actionOf(hop.body)!.replace(/&amp;/g, '&');
    let next = await b.request('POST', new URL(action, at).href, {
      sub: newSub(),
      name: 'Somchai Tester',
      decision: 'allow',
    });
    let url = new URL(next.location!, at).href;
    while (!url.includes(`/wps/oidc/${BRAND.provider}/callback`)) {
      next = await b.request('GET', url);
      url = new URL(next.location!, url).href;
    }
    return { consent: hop.body, callback: url };
  }

  it('the start names the brand: its provider, its language, back to its site, its member', async () => {
    const b = browser(SHARED);
    const { consent, callback } = await toSharedCallback(b);
    expect(consent).toContain(`<html lang="${BRAND.lang}"`);
    const { at } = await b.follow('GET', callback);
    const back = new URL(at);
    expect(back.origin).toBe(new URL(site()).origin);
    const ticket = fragment(back).get('oneclick');
    expect(ticket).toBeTruthy();
    // The ticket is the brand's: its site trades it, the first brand's cannot.
    const other = await server.call(TENANT, 'POST', '/wps/oidc/complete', { body: { ticket } });
    expect(other.body.errorCode).toBe('auth/code-expired');
    const mine = await server.call<OneClickAnswer>(BRAND.code, 'POST', '/wps/oidc/complete', {
      body: { ticket },
    });
    expect(mine.body.success, JSON.stringify(mine.body)).toBe(true);
  });

  it("a callback whose flow is another brand's is refused on this brand's own site", async () => {
    const b = browser(SHARED);
    const { callback } = await toSharedCallback(b);
    const u = new URL(callback);
    // The same browser, the same answer, delivered to the first brand's own host.
    const { at } = await b.follow(
      'GET',
      `http://${TENANT}.localhost:${server.port}${u.pathname}${u.search}`,
    );
    expect(fragment(new URL(at)).get('oneclick-error')).toBe('auth/state-mismatch');
  });
});
