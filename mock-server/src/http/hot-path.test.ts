// The per-request path (security headers, tenant lookup, routing, body parsing) is tuned for
// speed; these answers pin down what a client sees, header by header, so that no tuning changes
// a header, a status or an error envelope. The snapshots were taken before the tuning.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ dataDir: null, only: ['siam88'] });
  // A fixed token, so that the snapshots do not depend on a random one.
  ({ token } = await server.memberWithToken('siam88', 'hotpath1'));
});
afterAll(() => server.close());

/** Status and every header except the ones that vary by connection and time. */
function seen(r: ApiResponse): { status: number; headers: Record<string, unknown> } {
  const headers: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r.headers).sort(([a], [b]) => a.localeCompare(b)))
    if (!['date', 'connection', 'keep-alive', 'etag', 'content-length'].includes(k)) headers[k] = v;
  return { status: r.status, headers };
}

describe('hot routes answer with the same headers and envelopes', () => {
  it('balance with a session', async () => {
    const r = await server.call('siam88', 'GET', '/wps/v2/wallets/balance', { token });
    expect(r.body.success).toBe(true);
    // Express's weak ETag of the body, as the etag package computes it.
    const body = Buffer.from(r.text);
    const sha1 = crypto.createHash('sha1').update(body).digest('base64').substring(0, 27);
    expect(r.headers.etag).toBe(`W/"${body.length.toString(16)}-${sha1}"`);
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-store",
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
  });

  it('balance asked again with its ETag is not modified', async () => {
    const first = await server.call('siam88', 'GET', '/wps/v2/wallets/balance', { token });
    const again = await server.call('siam88', 'GET', '/wps/v2/wallets/balance', {
      token,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('balance with another case and a trailing slash is the same call', async () => {
    const r = await server.call('siam88', 'GET', '/WPS/v2/Wallets/balance/', { token });
    expect(r.body.success).toBe(true);
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-store",
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
  });

  it('balance without a session', async () => {
    const r = await server.call('siam88', 'GET', '/wps/v2/wallets/balance');
    expect(r.body).toMatchInlineSnapshot(`
      {
        "errorCode": "user.or.token.invalid",
        "message": "log in first",
        "success": false,
        "value": null,
      }
    `);
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 401,
      }
    `);
  });

  it('balance with an unknown token', async () => {
    const r = await server.call('siam88', 'GET', '/wps/v2/wallets/balance', {
      token: 'Bearer nosuchtoken',
    });
    expect(r.status).toBe(401);
  });

  it('HEAD of balance', async () => {
    const r = await server.call('siam88', 'HEAD', '/wps/v2/wallets/balance', { token });
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-store",
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
  });

  it('game list, compressed and then revalidated', async () => {
    const path = '/lgw/games/list?pageNo=1&pageSize=20';
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const r = await server.call('siam88', 'GET', path, { headers });
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-cache",
          "content-encoding": "br",
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 200,
      }
    `);
    const again = await server.call('siam88', 'GET', path, {
      headers: { ...headers, 'if-none-match': String(r.headers.etag) },
    });
    expect(seen(again)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-cache",
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 304,
      }
    `);
  });

  it('game list with a query the contract refuses', async () => {
    const r = await server.call('siam88', 'GET', '/lgw/games/list?pageNo=x&nope=1');
    expect(r.body).toMatchInlineSnapshot(`
      {
        "errorCode": "invalid_request",
        "message": "invalid query",
        "success": false,
        "value": [
          {
            "field": "nope",
            "in": "query",
            "message": "must NOT have additional properties",
          },
          {
            "field": "pageNo",
            "in": "query",
            "message": "must be integer",
          },
        ],
      }
    `);
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 400,
      }
    `);
  });

  it('an unknown call, an unknown host and a wrong merchant', async () => {
    const call = await server.call('siam88', 'GET', '/wps/no/such/call');
    expect(call.body).toMatchInlineSnapshot(`
      {
        "errorCode": "not_found",
        "message": "no such call: GET /no/such/call",
        "success": false,
        "value": null,
      }
    `);
    expect(seen(call)).toMatchInlineSnapshot(`
      {
        "headers": {
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 404,
      }
    `);
    const host = await server.call('nosuch', 'GET', '/wps/v2/wallets/balance');
    expect(host.body).toMatchInlineSnapshot(`
      {
        "errorCode": "domain_check_failed",
        "message": "no tenant serves host nosuch.localhost",
        "success": false,
        "value": null,
      }
    `);
    expect(seen(host)).toMatchInlineSnapshot(`
      {
        "headers": {
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 404,
      }
    `);
    const merchant = await server.call('siam88', 'GET', '/wps/v2/wallets/balance', {
      token,
      headers: { merchant: 'GOLDCROWN' },
    });
    expect(merchant.body).toMatchInlineSnapshot(`
      {
        "errorCode": "domain_check_failed",
        "message": "merchant does not match the host",
        "success": false,
        "value": null,
      }
    `);
  });

  it('a malformed JSON body and a form body', async () => {
    const bad = await server.call('siam88', 'POST', '/__test/status', {
      raw: { contentType: 'application/json', data: Buffer.from('{"status":') },
    });
    expect(bad.body).toMatchInlineSnapshot(`
      {
        "errorCode": "invalid_request",
        "message": "body is not valid JSON",
        "success": false,
        "value": null,
      }
    `);
    expect(seen(bad)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-store",
          "content-security-policy": "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
          "content-type": "application/json; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "DENY",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 400,
      }
    `);
    const form = await server.call('siam88', 'POST', '/__test/status', {
      raw: { contentType: 'application/x-www-form-urlencoded', data: Buffer.from('status=x') },
    });
    expect(form.body.errorCode).toBe('invalid_request');
  });

  it('the demo game page carries its own CSP', async () => {
    const r = await server.call('siam88', 'GET', '/demo-game/play?t=0123456789abcdefXYZ');
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-store",
          "content-security-policy": "default-src 'none'; script-src 'sha256-0MT+3rWga7C02wdHupL3l02enH6jmfNTtmp503Lf76c='; style-src 'sha256-2eK1GIQf4aCosPLVxisi7heQ/XEzmpneYAshmFF2o+I='; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
          "content-type": "text/html; charset=utf-8",
          "cross-origin-opener-policy": "same-origin-allow-popups",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
          "referrer-policy": "strict-origin-when-cross-origin",
          "strict-transport-security": "max-age=31536000; includeSubDomains",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "SAMEORIGIN",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        },
        "status": 401,
      }
    `);
  });

  it('a path outside the API is not given the API headers', async () => {
    const r = await server.call('siam88', 'GET', '/wpsx/v2/wallets/balance');
    expect(seen(r)).toMatchInlineSnapshot(`
      {
        "headers": {
          "content-security-policy": "default-src 'none'",
          "content-type": "text/html; charset=utf-8",
          "x-content-type-options": "nosniff",
        },
        "status": 404,
      }
    `);
  });
});
