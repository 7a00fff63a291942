// Multipart bodies are refused before they are read: an anonymous 100 MB upload to an operation
// that needs a session is answered 401 without the server buffering it.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const BOUNDARY = 'lobbyboundary';

/** Memory the process holds outside code: heap, buffers and array buffers. */
const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

/**
 * Streams a multipart body of `fields` text fields of 1 MB each (never more than one 1 MB chunk in
 * the test's own memory), with backpressure; resolves with the status and the bytes written
 * when the server answered, and the peak of held() meanwhile.
 */
function streamUpload(path: string, fields: number, token?: string, declareLength = true) {
  const value = Buffer.alloc(MB - 200, 'a');
  const part = (i: number) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="comment${i}"\r\n\r\n`,
        'latin1',
      ),
      value,
      Buffer.from('\r\n', 'latin1'),
    ]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`, 'latin1');
  const length = fields * part(0).length + end.length;
  return new Promise<{ status: number; written: number; peak: number }>((resolve, reject) => {
    let peak = held();
    const sampler = setInterval(() => (peak = Math.max(peak, held())), 10);
    let written = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path,
      headers: {
        host: `goldcrown.localhost:${server.port}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declareLength
          ? { 'content-length': String(length) }
          : { 'transfer-encoding': 'chunked' }),
        ...(token ? { authorization: token } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const status = res.statusCode ?? 0;
      const at = written;
      res.resume();
      res.on('end', () => {
        clearInterval(sampler);
        req.destroy();
        resolve({ status, written: at, peak });
      });
    });
    // The server closing the connection mid-body is the point: only a failure before it answers is one.
    req.on('error', (e) => {
      if (!answered) {
        clearInterval(sampler);
        reject(e);
      }
    });
    void (async () => {
      for (let i = 0; i < fields && !answered && !req.destroyed; i++) {
        written += part(i).length;
        if (!req.write(part(i))) await new Promise((r) => req.once('drain', r));
      }
      if (!answered && !req.destroyed) req.end(end);
    })();
  });
}

/**
 * Sends images of `sizes` bytes (png signature, then zeros) and an activity id, with their
 * length declared as a browser does. Resolves with the answer and the bytes written when it came.
 */
function images(path: string, sizes: number[], token: string, tenant = 'goldcrown') {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="activityId"\r\n\r\n1\r\n`),
    ...sizes.map((size, i) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.alloc(size - png.length),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ];
  const length = parts.reduce((n, p) => n + p.length, 0);
  return new Promise<{ status: number; errorCode?: string; written: number }>((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path,
      headers: {
        host: `${tenant}.localhost:${server.port}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
        authorization: token,
      },
    });
    req.on('response', (res) => {
      answered = true;
      const at = written;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy();
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { errorCode?: string };
        resolve({ status: res.statusCode ?? 0, errorCode: body.errorCode, written: at });
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    void (async () => {
      for (const part of parts)
        for (let at = 0; at < part.length && !answered && !req.destroyed; at += MB) {
          const chunk = part.subarray(at, at + MB);
          written += chunk.length;
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}

describe('multipart bodies', () => {
  it('an anonymous 100 MB upload to a signed-in operation is refused unread', async () => {
    global.gc?.();
    const before = held();
    const r = await streamUpload('/wps/activities/apply', 100);
    expect(r.status).toBe(401);
    // The server answered long before the body was through, and held far less than it.
    expect(r.written).toBeLessThan(30 * MB);
    expect(r.peak - before).toBeLessThan(40 * MB);
  });

  it('a signed-in caller past the field limits is refused too', async () => {
    const { token } = await server.memberWithToken('goldcrown', 'uploader1');
    const r = await streamUpload('/wps/activities/apply', 30, token);
    expect(r.status).toBe(413);
  });

  it('a signed-in upload that does not declare its length is refused unread', async () => {
    const { token } = await server.memberWithToken('goldcrown', 'uploader4');
    const r = await streamUpload('/wps/activities/apply', 40, token, false);
    expect(r.status).toBe(411);
    // Answered with a few MB in the sockets' buffers, not after the 40 MB.
    expect(r.written).toBeLessThan(20 * MB);
  });

  it('a signed-in image past 5 MB is refused as too large, not a 500', async () => {
    const { token } = await server.memberWithToken('goldcrown', 'uploader2');
    const r = await images('/wps/activities/apply', [6 * MB], token);
    expect([r.status, r.errorCode]).toEqual([413, 'upload_too_large']);
  });

  it('a fourth image is refused as too many', async () => {
    const { token } = await server.memberWithToken('goldcrown', 'uploader3');
    const r = await images('/wps/activities/apply', [1000, 1000, 1000, 1000], token);
    expect([r.status, r.errorCode]).toEqual([400, 'upload_too_many']);
  });

  it("a free trial account's upload is refused unread, as an anonymous one is", async () => {
    const trial = await server.call<{ token: string }>(
      'siam88',
      'POST',
      '/wps/session/login/freeplay',
      { body: { platform: 'W', Encryption: 'random-string-1' }, encrypt: true },
    );
    const token = trial.body.value.token;
    // Within the declared-length bound: only who may call stops it before the parser reads it.
    const r = await images(
      '/wps/activities/apply',
      [5 * MB - 1, 5 * MB - 1, 5 * MB - 1],
      token,
      'siam88',
    );
    expect(r.status).toBe(403);
    expect(r.errorCode).toBe('in_need_true_account');
    // Answered with a few MB in the sockets' buffers, not after the 15 MB.
    expect(r.written).toBeLessThan(10 * MB);
  });
});
