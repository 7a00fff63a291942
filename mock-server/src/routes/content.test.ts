import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../domain/content/messages.ts';
import { issueChallenge } from '../security/proof-of-work.ts';
import { solvePowNative } from '../../testing/solve-pow.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

const T = 'goldcrown';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ only: [T] });
});
afterAll(() => server.close());

const tenant = (code = T) => server.lobby.deps.tenants.byCode(code)!;
/** A solved proof of work, as the site's browser sends it. */
const captcha = () => ({
  captcha: solvePowNative(
    issueChallenge(server.lobby.deps.pinPepper, T, server.lobby.deps.clock.now()),
  ),
});

interface Page<I> {
  list: I[];
  total: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

describe('announcements', () => {
  it('come 10 per page, newest first, filtered by type, with HTML and the tenant name', async () => {
    type A = {
      id: number;
      title: string;
      content: string;
      promotionType: string;
      timestamp: number;
      action: string | null;
    };
    const p1 = await server.call<Page<A>>(T, 'GET', '/wps/announcements');
    expect(p1.status).toBe(200);
    expect(p1.body.value).toMatchObject({ pageNo: 1, pageSize: 10, total: 25, totalPages: 3 });
    expect(p1.body.value.list).toHaveLength(10);
    const times = p1.body.value.list.map((a) => a.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(p1.body.value.list[0]!.content).toMatch(/^<p>/);
    expect(p1.body.value.list[0]!.title).toContain('Gold Crown');
    const p3 = await server.call<Page<A>>(T, 'GET', '/wps/announcements?pageNo=3');
    expect(p3.body.value.list).toHaveLength(5);
    const pr = await server.call<Page<A>>(T, 'GET', '/wps/announcements?types=PR,H');
    expect(pr.body.value.total).toBe(10);
    expect(new Set(pr.body.value.list.map((a) => a.promotionType))).toEqual(new Set(['PR', 'H']));
    expect(pr.body.value.list.filter((a) => a.action === 'rewardCenter')).toHaveLength(1);
    const bad = await server.call(T, 'GET', '/wps/announcements?types=B,XX');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('invalid_request');
  });
});

describe('popups', () => {
  it('are B for visitors, A for members, A and F on a first login', async () => {
    type P = { list: { execution: string }[] };
    const anon = await server.call<P>(T, 'GET', '/wps/announcements/popup');
    expect(anon.body.value.list.map((p) => p.execution)).toEqual(['B']);
    const { token } = await server.memberWithToken(T, 'cpop');
    const member = await server.call<P>(T, 'GET', '/wps/announcements/popup', { token });
    expect(member.body.value.list.map((p) => p.execution)).toEqual(['A']);
    const first = await server.call<P>(T, 'GET', '/wps/announcements/popup?firstLogin=true', {
      token,
    });
    expect(first.body.value.list.map((p) => p.execution).sort()).toEqual(['A', 'F']);
  });
});

describe('banners and notices', () => {
  it('serve every group by sequence from the tenant’s own assets', async () => {
    type B = { list: { url: string; sequence: number; linkageType: string; groupName: string }[] };
    const home = await server.call<B>(T, 'GET', '/wps/banners?groupName=w_home');
    expect(home.body.value.list.map((b) => b.sequence)).toEqual([1, 2, 3]);
    for (const b of home.body.value.list) {
      expect(b.url).toMatch(/^\/assets\/banners\/(?:(?:en|th|zh)\/)?banner-\d\.webp$/);
      const file = path.join('tenants', T, b.url.replace(/^\//, ''));
      expect(fs.existsSync(file)).toBe(true);
    }
    for (const g of ['w_login', 'w_register', 'w_pagcor', 'w_leftmenu']) {
      const r = await server.call<B>(T, 'GET', `/wps/banners?groupName=${g}`);
      expect(r.body.value.list.length).toBeGreaterThan(0);
      expect(r.body.value.list.every((b) => b.groupName === g)).toBe(true);
    }
    const none = await server.call(T, 'GET', '/wps/banners?groupName=w_nope');
    expect(none.status).toBe(400);
    const notices = await server.call<Page<{ text: string }>>(T, 'GET', '/wps/notices');
    expect(notices.body.value.list.length).toBeGreaterThan(0);
    expect(notices.body.value.list[0]!.text).toContain('Gold Crown');
  });
});

describe('messages', () => {
  it('list, read and count only the member’s own messages', async () => {
    const alice = await server.memberWithToken(T, 'cmsgalice');
    const bob = await server.memberWithToken(T, 'cmsgbob');
    const ids = await tenant().store.write((d) =>
      [1, 2, 3].map(
        (i) =>
          sendMessage(d, {
            memberId: alice.member.id,
            title: `Note ${i}`,
            content: 'Hello',
            at: server.lobby.deps.clock.now() + i,
          }).id,
      ),
    );
    const unread = () =>
      server.call<{ count: number }>(T, 'GET', '/wps/messages/unread', { token: alice.token });
    expect((await unread()).body.value.count).toBe(3);
    const list = await server.call<Page<{ id: number; title: string; read: boolean }>>(
      T,
      'GET',
      '/wps/messages',
      { token: alice.token },
    );
    expect(list.body.value.list.map((m) => m.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    const read = await server.call(T, 'PUT', `/wps/messages/${ids[0]}/read`, {
      token: alice.token,
    });
    expect(read.body.value).toMatchObject({ id: ids[0], read: true });
    expect((await unread()).body.value.count).toBe(2);
    const unreadOnly = await server.call<Page<unknown>>(T, 'GET', '/wps/messages?read=false', {
      token: alice.token,
    });
    expect(unreadOnly.body.value.total).toBe(2);
    const notHers = await server.call(T, 'PUT', `/wps/messages/${ids[1]}/read`, {
      token: bob.token,
    });
    expect(notHers.status).toBe(404);
    expect(notHers.body.errorCode).toBe('not_found');
    expect((await unread()).body.value.count).toBe(2);
  });

  it('are refused to trial players and to visitors', async () => {
    const trial = await server.memberWithToken(T, 'ctrial', { type: 4 });
    const r = await server.call(T, 'GET', '/wps/messages/unread', { token: trial.token });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('in_need_true_account');
    const anon = await server.call(T, 'GET', '/wps/messages/unread');
    expect(anon.status).toBe(401);
  });

  it('are refused with feature_disabled on a site without an inbox (INBOX3 off)', async () => {
    const alice = await server.memberWithToken(T, 'cmsgnoinbox');
    const flags = tenant().manifest.flags;
    flags.INBOX3 = false;
    try {
      for (const [method, url] of [
        ['GET', '/wps/messages/unread'],
        ['GET', '/wps/messages'],
        ['PUT', '/wps/messages/1/read'],
      ] as const) {
        const r = await server.call(T, method, url, { token: alice.token });
        expect(r.status, url).toBe(403);
        expect(r.body.errorCode, url).toBe('feature_disabled');
      }
    } finally {
      flags.INBOX3 = true;
    }
  });
});

describe('feedback', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    content: '   The deposit page took a long time to load today.   ',
    sender: 'cfeed',
    type: 1,
    ...captcha(),
    ...over,
  });

  it('is stored with a valid captcha, which is single use', async () => {
    const b = body();
    const ok = await server.call<{ id: number }>(T, 'PUT', '/wps/feedback', { body: b });
    expect(ok.status).toBe(200);
    const stored = tenant().store.data.content.feedback.find((f) => f.id === ok.body.value.id);
    expect(stored?.content).toBe('The deposit page took a long time to load today.');
    const reuse = await server.call(T, 'PUT', '/wps/feedback', { body: b });
    expect(reuse.body.errorCode).toBe('captcha_invalid');
  });

  it('refuses content outside 20–200 characters once trimmed, a wrong captcha and a bad type, leaving the data file as it was', async () => {
    const file = path.join(server.dataDir!, `${T}.json`);
    const before = fs.readFileSync(file);
    const short = await server.call(T, 'PUT', '/wps/feedback', {
      body: body({ content: `   ${'x'.repeat(19)}          ` }),
    });
    expect(short.status).toBe(400);
    expect(short.body.errorCode).toBe('feedback_length');
    const long = await server.call(T, 'PUT', '/wps/feedback', {
      body: body({ content: 'y'.repeat(201) }),
    });
    expect(long.body.errorCode).toBe('feedback_length');
    const wrong = await server.call(T, 'PUT', '/wps/feedback', {
      body: body({ captcha: 'nope' }),
    });
    expect(wrong.body.errorCode).toBe('captcha_invalid');
    const type = await server.call(T, 'PUT', '/wps/feedback', { body: body({ type: 5 }) });
    expect(type.body.errorCode).toBe('invalid_request');
    const extra = await server.call(T, 'PUT', '/wps/feedback', { body: body({ admin: true }) });
    expect(extra.body.errorCode).toBe('invalid_request');
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});
