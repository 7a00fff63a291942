import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
  port = server.port;
});
afterAll(() => server.close());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(p: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) =>
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: p,
          headers: { host: `siam88.localhost:${port}`, ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject),
  );
}

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
