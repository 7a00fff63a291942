import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main.ts';
import { capturedContext } from '../../testing/captured-context.ts';
import { startApi, type RunningApi } from './index.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-serve-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function get(port: number, host: string, p: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('lobby serve', () => {
  let api: RunningApi;
  afterAll(() => api?.close());

  it('serves every tenant by host from one process, with data files in the data dir', async () => {
    const { ctx } = capturedContext();
    api = await startApi(ctx, { port: 0, mode: 'prod', dataDir, host: '127.0.0.1' });
    expect(api.codes).toEqual(expect.arrayContaining(['siam88', 'goldcrown', 'longwan']));
    const siam = await get(api.port, `siam88.localhost:${api.port}`, '/wps/system/status');
    expect(JSON.parse(siam.body)).toMatchObject({ value: { info: { merchantCode: 'SIAM88' } } });
    const gold = await get(api.port, `goldcrown.localhost:${api.port}`, '/wps/system/status');
    expect(JSON.parse(gold.body)).toMatchObject({ value: { info: { merchantCode: 'GOLDCROWN' } } });
    // prod mode: no test routes.
    expect((await get(api.port, `siam88.localhost:${api.port}`, '/__test/clock')).status).toBe(404);
    expect(fs.existsSync(path.join(dataDir, 'siam88.json'))).toBe(true);
  });

  it("builds the API's requests on the app's own prototypes (no re-prototyping per request)", async () => {
    const { ctx } = capturedContext();
    api ??= await startApi(ctx, { port: 0, mode: 'prod', dataDir, host: '127.0.0.1' });
    const made: object[] = [];
    // First in line: sees each request as the server made it, before Express touches it.
    const spy = (req: http.IncomingMessage) => made.push(Object.getPrototypeOf(req) as object);
    api.server.prependListener('request', spy);
    const status = await get(api.port, `siam88.localhost:${api.port}`, '/wps/system/status');
    api.server.off('request', spy);
    expect(status.status).toBe(200);
    expect(made).toEqual([api.lobby.app.request]);
  });
});

describe('lobby seed', () => {
  it('reseeds one tenant data file', async () => {
    const { ctx, out } = capturedContext();
    const file = path.join(dataDir, 'longwan.json');
    fs.writeFileSync(file, JSON.stringify({ meta: { nextId: 1, systemStatus: 0 }, members: [] }));
    const code = await run(['node', 'lobby', 'seed', 'longwan', '--data-dir', dataDir], ctx);
    expect(code).toBe(0);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { members: { account: string }[] };
    expect(data.members.map((m) => m.account)).toEqual(
      expect.arrayContaining(['player1', 'player2', 'agent1']),
    );
    expect(out.join('\n')).toMatch(/Seeded longwan/);
  });

  it('exits 1 for an unknown tenant, saying what to do', async () => {
    const { ctx, err } = capturedContext();
    const code = await run(['node', 'lobby', 'seed', 'nosuch', '--data-dir', dataDir], ctx);
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/unknown tenant "nosuch"[\s\S]*lobby list/);
    expect(fs.existsSync(path.join(dataDir, 'nosuch.json'))).toBe(false);
  });
});
