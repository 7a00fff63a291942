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
function streamUpload(path: string, fields: number, token?: string) {
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
        'content-length': String(length),
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
});
