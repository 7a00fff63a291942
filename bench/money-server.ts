// The server process of bench:money: the real app on a temp data dir (given as argv[2]), with an
// agent tree arranged, answering the bench over HTTP and its parent over IPC (stats, checks,
// filling the ledger). Runs in its own process so that the client's work is not counted.
import crypto from 'node:crypto';
import { dataTools, systemClock, type Member, type StoreStats } from '#mock-server/src/index.ts';
import { startTestServer } from '#mock-server/testing/harness.ts';
import { checkInvariants, type Acked } from './money-check.ts';

export interface Actor {
  account: string;
  token: string;
  ticket: string;
}

export type Request =
  | { id: number; cmd: 'stats' }
  | { id: number; cmd: 'check'; acked: Acked }
  | { id: number; cmd: 'fill'; entries: number }
  | { id: number; cmd: 'close' };

export interface Ready {
  port: number;
  top: Actor;
  mid: Actor;
  players: Actor[];
}

export interface Stats {
  store: StoreStats | null;
  /** CPU time of this process so far, µs (user + system). */
  cpu: number;
}

const [dataDir, T = 'siam88', playerCount = '20'] = process.argv.slice(2);
if (!dataDir || !process.send) throw new Error('started by bench/money.ts');
const send = (m: unknown) => process.send!(m);
const PAY = '246810';
const LOGIN = 'Bench1234!';

const server = await startTestServer({ dataDir, only: [T], clock: systemClock() });
const tools = await dataTools();
const tenant = server.lobby.deps.tenants.byCode(T)!;

/** The login password's hash (scrypt at the harness cost): only setting the PIN checks it. */
const loginHash = await tools.hashPassword(LOGIN, 2 ** 14);

async function actor(account: string, init: Partial<Member>, units: number): Promise<Actor> {
  const r = await server.memberWithToken(T, account, { passwordHash: loginHash, ...init });
  // A real payment password, set as a member sets it: the server hashes it its own way.
  const pin = await server.call(T, 'PUT', '/wps/member/paymentPassword', {
    token: r.token,
    body: { loginPassword: LOGIN, newPaymentPassword: PAY, confirmPaymentPassword: PAY },
  });
  if (pin.status !== 200) throw new Error(`payment password of ${account}: ${pin.text}`);
  await server.fund(T, r.member.id, units * 100);
  const l = await server.call<{ url?: string }>(
    T,
    'GET',
    '/wps/game/launchGameFB?gameCode=PP_0003',
    {
      token: r.token,
    },
  );
  const ticket = new URL(l.body.value.url ?? 'http://x/').searchParams.get('t');
  if (!ticket) throw new Error(`no demo ticket for ${account}: ${l.text.slice(0, 200)}`);
  return { account, token: r.token, ticket };
}

const top = await actor('benchtop', { type: 1 }, 10_000_000);
const topId = tenant.store.data.members.find((m) => m.account === 'benchtop')!.id;
const mid = await actor('benchmid', { type: 1, parentId: topId }, 1_000_000);
const midId = tenant.store.data.members.find((m) => m.account === 'benchmid')!.id;
const players: Actor[] = [];
for (let i = 0; i < Number(playerCount); i++)
  players.push(await actor(`benchp${i}`, { parentId: midId }, 100_000));

const stats = (): Stats => {
  const c = process.cpuUsage();
  return { store: tenant.store.stats(), cpu: c.user + c.system };
};

process.on('message', (m: Request) => {
  void (async () => {
    if (m.cmd === 'stats') send({ id: m.id, value: stats() });
    else if (m.cmd === 'check') {
      const problems = checkInvariants(tenant.store.data, m.acked);
      const digest = crypto
        .createHash('sha1')
        .update(JSON.stringify(tenant.store.data))
        .digest('hex');
      send({ id: m.id, value: { problems, digest } });
    } else if (m.cmd === 'fill') {
      const filler = await server.memberWithToken(T, 'benchfiller');
      const { post } = await dataTools();
      const at = server.lobby.deps.clock.now();
      for (let done = 0; done < m.entries; done += 100_000) {
        const count = Math.min(100_000, m.entries - done);
        await tenant.store.write((d) => {
          for (let i = 0; i < count; i++)
            post(d, {
              memberId: filler.member.id,
              amount: 1,
              type: 'adjustment',
              at,
              note: 'bench fill',
            });
        });
      }
      send({ id: m.id, value: null });
    } else if (m.cmd === 'close') {
      await server.close();
      send({ id: m.id, value: null });
      process.exit(0);
    }
  })();
});

send({ ready: { port: server.port, top, mid, players } satisfies Ready });
