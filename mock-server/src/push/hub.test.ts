// The push hub over a real socket on the real app: who may listen, what each tenant's tabs hear,
// and what a tab that was away gets when it comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PUSH_CLOSE, PUSH_PATH, type PushEvent, type PushMessage } from '#schemas/api/push.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { BUFFER_PER_MEMBER } from './channel.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir: null });
});
afterAll(() => server.close());

/** A tab's connection: every message it got, in order, and how it closed. */
class Tab {
  readonly messages: PushMessage[] = [];
  readonly closed: Promise<number>;
  private readonly ws: WebSocket;
  private waiters: (() => void)[] = [];

  constructor(tenant: string, hello: unknown) {
    this.ws = new WebSocket(`ws://127.0.0.1:${server.port}${PUSH_PATH}`, {
      headers: { host: `${tenant}.localhost:${server.port}` },
    });
    this.ws.on('open', () => this.ws.send(JSON.stringify(hello)));
    this.ws.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as PushMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code) => resolve(code)));
  }

  get events(): PushEvent[] {
    return this.messages.flatMap((m) => (m.kind === 'event' ? [m.event] : []));
  }

  get lastId(): string | undefined {
    return this.messages.findLast((m) => m.kind === 'event')?.id;
  }

  /** Resolves once `count` messages have arrived. */
  async received(count: number): Promise<PushMessage[]> {
    while (this.messages.length < count) await new Promise<void>((r) => this.waiters.push(r));
    return this.messages;
  }

  async close(): Promise<void> {
    this.ws.close();
    await this.closed;
  }
}

const balance = (minor: number): PushEvent => ({ type: 'balance', balance: minor / 100 });

describe('push hub', () => {
  it('refuses a hello without a live session, and a trial player', async () => {
    expect(await new Tab('goldcrown', { token: 'not-a-session' }).closed).toBe(
      PUSH_CLOSE.unauthorized,
    );
    expect(await new Tab('goldcrown', { lastId: 'x' }).closed).toBe(PUSH_CLOSE.unauthorized);
    const trial = await server.memberWithToken('goldcrown', 'pushtrial', { type: 4 });
    expect(await new Tab('goldcrown', { token: trial.token }).closed).toBe(PUSH_CLOSE.unauthorized);
  });

  it("sends a member's balance to its own tenant's tabs only", async () => {
    const gold = await server.memberWithToken('goldcrown', 'pushiso');
    const long = await server.memberWithToken('longwan', 'pushiso');
    // A goldcrown token means nothing on longwan's host.
    expect(await new Tab('longwan', { token: gold.token }).closed).toBe(PUSH_CLOSE.unauthorized);
    const goldTab = new Tab('goldcrown', { token: gold.token });
    const longTab = new Tab('longwan', { token: long.token });
    await Promise.all([goldTab.received(1), longTab.received(1)]);
    await server.fund('longwan', long.member.id, 500);
    await server.fund('goldcrown', gold.member.id, 700);
    await Promise.all([goldTab.received(2), longTab.received(2)]);
    expect(goldTab.events).toEqual([balance(700)]);
    expect(longTab.events).toEqual([balance(500)]);
    await Promise.all([goldTab.close(), longTab.close()]);
  });

  it('resumes after a reconnect with every event missed, in order', async () => {
    const { member, token } = await server.memberWithToken('goldcrown', 'pushresume');
    const first = new Tab('goldcrown', { token });
    await first.received(1);
    await server.fund('goldcrown', member.id, 100);
    await first.received(2);
    await first.close();
    await server.fund('goldcrown', member.id, 200);
    await server.fund('goldcrown', member.id, 300);
    const again = new Tab('goldcrown', { token, lastId: first.lastId });
    await again.received(3);
    expect(again.messages[0]).toEqual({ kind: 'ready', resumed: true });
    expect(again.events).toEqual([balance(300), balance(600)]);
    // A fresh tab (no lastId) starts from now: it refetches instead.
    const fresh = new Tab('goldcrown', { token });
    expect(await fresh.received(1)).toEqual([{ kind: 'ready', resumed: false }]);
    await Promise.all([again.close(), fresh.close()]);
  });

  it('keeps a bounded buffer: a tab away for longer is told to refetch', async () => {
    const { member, token } = await server.memberWithToken('goldcrown', 'pushbound');
    const first = new Tab('goldcrown', { token });
    await first.received(1);
    await server.fund('goldcrown', member.id, 1);
    await first.received(2);
    await first.close();
    for (let i = 0; i < BUFFER_PER_MEMBER; i++) await server.fund('goldcrown', member.id, 1);
    // Exactly the buffer's worth missed: still resumable.
    const within = new Tab('goldcrown', { token, lastId: first.lastId });
    await within.received(1 + BUFFER_PER_MEMBER);
    expect(within.messages[0]).toEqual({ kind: 'ready', resumed: true });
    await within.close();
    await server.fund('goldcrown', member.id, 1);
    const beyond = new Tab('goldcrown', { token, lastId: first.lastId });
    expect(await beyond.received(1)).toEqual([{ kind: 'ready', resumed: false }]);
    await beyond.close();
  });

  it('ends the other sessions on a password change, and they stop listening', async () => {
    const signIn = async () => {
      const r = await server.call<{ token: string }>('goldcrown', 'POST', '/__test/session', {
        body: { account: 'player2' },
      });
      return r.body.value.token;
    };
    const [mine, other] = [await signIn(), await signIn()];
    const mineTab = new Tab('goldcrown', { token: mine });
    const otherTab = new Tab('goldcrown', { token: other });
    await Promise.all([mineTab.received(1), otherTab.received(1)]);
    const r = await server.call('goldcrown', 'POST', '/wps/member/password', {
      token: mine,
      encrypt: true,
      body: {
        oldPassword: 'Player123!',
        newPassword: 'Changed123!',
        confirmNewPassword: 'Changed123!',
      },
    });
    expect(r.status, r.text).toBe(200);
    expect(await otherTab.closed).toBe(PUSH_CLOSE.sessionEnded);
    expect(otherTab.events).toEqual([{ type: 'sessionEnded', reason: 'passwordChanged' }]);
    expect(mineTab.events).toEqual([]);
    await mineTab.close();
  });

  it('tells the tab of a deposit the back office approved: balance and unread count', async () => {
    const { member, token } = await server.memberWithToken('goldcrown', 'pushdeposit');
    const tab = new Tab('goldcrown', { token });
    await tab.received(1);
    const made = await server.call('goldcrown', 'POST', '/wps/v2/deposit', {
      token,
      body: { amount: 100, channel: 'BANK' },
    });
    expect(made.status, made.text).toBe(200);
    const settled = await server.call<{ settled: number }>(
      'goldcrown',
      'POST',
      '/__test/deposits/settle',
      { body: { account: member.account } },
    );
    expect(settled.body.value.settled).toBe(1);
    await tab.received(3);
    expect(tab.events).toEqual([balance(10_000), { type: 'unread', count: 1 }]);
    await tab.close();
  });
});
