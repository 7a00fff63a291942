import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
});
afterAll(() => server.close());

/** A GET with raw headers in and out: the body as it came, compressed or not. */
const rawGet = async (p: string, headers: Record<string, string>) => {
  const r = await server.call('siam88', 'GET', p, { headers });
  return { status: r.status, headers: r.headers, body: r.bytes };
};

const STATUS = '/wps/system/status';

describe('API answer compression', () => {
  it('compresses a JSON answer over 1 KB as the client accepts, saying the same thing', async () => {
    const plain = await rawGet(STATUS, {});
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await rawGet(STATUS, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gz = await rawGet(STATUS, { 'accept-encoding': 'gzip, br;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const r of [br, gz]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.body.length).toBeLessThan(plain.body.length / 2);
    }
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
  });

  it('answers 304 to the tag of the compressed answer', async () => {
    const br = await rawGet(STATUS, { 'accept-encoding': 'br' });
    const again = await rawGet(STATUS, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('leaves a small answer (an error envelope) uncompressed', async () => {
    const r = await rawGet('/wps/no/such/call', { 'accept-encoding': 'br' });
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(r.body.toString())).toMatchObject({ success: false, errorCode: 'not_found' });
  });

  it('does not compress the catalogue’s precompressed answers twice', async () => {
    const r = await rawGet('/lgw/games/list?pageNo=1&pageSize=20', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    const value = JSON.parse(zlib.brotliDecompressSync(r.body).toString()) as { success: boolean };
    expect(value.success).toBe(true);
  });
});
