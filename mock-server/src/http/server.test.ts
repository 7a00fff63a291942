import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { createLateServer } from './server.ts';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path: '/hello' }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject),
  );
}

it('answers with the waiting handler until the app is handed over, then with the app', async () => {
  const late = createLateServer((_req, res) => {
    res.writeHead(503);
    res.end('starting');
  });
  server = late.server;
  await new Promise<void>((resolve) => late.server.listen(0, '127.0.0.1', resolve));
  const port = (late.server.address() as AddressInfo).port;
  const made: object[] = [];
  late.server.prependListener('request', (req: http.IncomingMessage) =>
    made.push(Object.getPrototypeOf(req) as object),
  );
  expect(await get(port)).toEqual({ status: 503, body: 'starting' });

  const app = express();
  app.get('/hello', (req, res) => {
    res.json({ path: req.path, own: Object.getPrototypeOf(req) === app.request });
  });
  late.use(app, app);
  const answer = await get(port);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ path: '/hello', own: true });
  // Before: node's own request; after: built on the app's request from the start.
  expect(made).toEqual([http.IncomingMessage.prototype, app.request]);
});
