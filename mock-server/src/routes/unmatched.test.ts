// Every path under the API's prefixes that no call owns answers the JSON error envelope, whatever
// the method: a client reads `errorCode`, never an HTML "Cannot POST" page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('unmatched API paths', () => {
  const paths = [
    '/wps/relay/NOPE_noSuchCall',
    '/wps',
    '/lgw/no/such/call',
    '/lotto/lgw/nothing',
    '/tools/anything',
    '/tools',
    '/WPS/Upper/Case',
  ];
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
    it(`${method} answers a JSON 404 envelope`, async () => {
      for (const p of paths) {
        const r = await server.call('goldcrown', method, p, method === 'GET' ? {} : { body: {} });
        expect(r.status, `${method} ${p}`).toBe(404);
        expect(r.headers['content-type'], `${method} ${p}`).toMatch(/application\/json/);
        expect(r.body, `${method} ${p}`).toEqual({
          success: false,
          errorCode: 'not_found',
          message: expect.any(String),
          value: null,
        });
      }
    });
  }

  it('a known path with a method it does not take is a JSON 404 too', async () => {
    const r = await server.call('goldcrown', 'PATCH', '/wps/system/status', { body: {} });
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('not_found');
  });
});
