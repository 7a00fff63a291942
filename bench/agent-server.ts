// The server process of bench:agent: the real app on a temp data dir (argv[2]) serving the agent's
// tenant (argv[3]) and another one (argv[4]), with one agent's big team arranged straight into the
// store (argv[5] members, argv[6] bets). It times every request it handles from arrival to the
// last byte, which the bench reads over IPC as the server time. Runs in its own process so that
// the client's work is neither counted nor in the server's way.
import { createLateServer, dataTools, systemClock, type Member } from '#mock-server/src/index.ts';
import { startTestServer } from '#mock-server/testing/harness.ts';

export interface Timing {
  path: string;
  ms: number;
}

export interface Ready {
  port: number;
  token: string;
  /** The accounts of the agent's direct downline, first page of the picker's order. */
  sample: string[];
  seedMs: number;
}

const [dataDir, T = 'goldcrown', OTHER = 'siam88', memberCount = '1000', betCount = '50000'] =
  process.argv.slice(2);
if (!dataDir || !process.send) throw new Error('started by bench/agent.ts');
const send = (m: unknown) => process.send!(m);

const started = performance.now();
const test = await startTestServer({ dataDir, only: [T, OTHER], clock: systemClock() });
const tenant = test.lobby.deps.tenants.byCode(T)!;
const { post } = await dataTools();
const now = test.lobby.deps.clock.now();
const DAY = 24 * 3600_000;

const agent = await test.memberWithToken(T, 'benchagent', { type: 1 });

/** A fixed pseudo-random sequence, so every run seeds the same team. */
let x = 42;
const rnd = () => {
  x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
  return x / 2_147_483_648;
};

// Half the team is the agent's direct downline (a few of them agents with their own players), as
// a team grown by referral looks; members joined over the last 60 days.
await tenant.store.write((d) => {
  const members: Member[] = [];
  const subAgents: Member[] = [];
  const total = Number(memberCount);
  for (let i = 0; i < total; i++) {
    const direct = i < total / 2 || subAgents.length === 0;
    const parent = direct ? agent.member : subAgents[i % subAgents.length]!;
    const m: Member = {
      id: d.meta.nextId++,
      account: `bm${String(i).padStart(5, '0')}`,
      nickname: `Bench ${i}`,
      type: direct && i % 25 === 0 ? 2 : 0,
      passwordHash: 'bench-only',
      passwordChangedAt: now,
      passwordIsDefault: false,
      profile: {},
      parentId: parent.id,
      referralCode: `BM${i}`,
      createdAt: now - Math.floor(rnd() * 60 * DAY),
      knownIps: [],
      frozen: false,
    };
    members.push(m);
    if (m.type === 2) subAgents.push(m);
    d.members.push(m);
  }
  // Money in and out, as the profit and loss report shows it: a deposit per member, a third
  // withdraw part of it.
  for (const m of members) {
    const at = now - Math.floor(rnd() * 30 * DAY);
    post(d, { memberId: m.id, amount: 500_000, type: 'deposit', at, note: 'bench' });
    if (rnd() < 0.33)
      post(d, { memberId: m.id, amount: -20_000, type: 'withdrawal', at: at + 3600_000 });
  }
  // Bets over the last 30 days, in time order, each with its ledger entries as play writes them.
  const ats = Array.from({ length: Number(betCount) }, () => now - Math.floor(rnd() * 30 * DAY));
  ats.sort((a, b) => a - b);
  for (const at of ats) {
    const m = members[Math.floor(rnd() * members.length)]!;
    const stake = 100 + Math.floor(rnd() * 50) * 100;
    const payout = rnd() < 0.45 ? stake * 2 : 0;
    post(d, { memberId: m.id, amount: -stake, type: 'bet', at, ref: 'demo:PG_DEMO' });
    const id = d.meta.nextId++;
    if (payout > 0)
      post(d, { memberId: m.id, amount: payout, type: 'payout', at, ref: `bet:${id}` });
    d.games.bets.push({
      id,
      memberId: m.id,
      gameCode: 'PG_DEMO',
      gameName: 'Demo slot',
      vassalage: 'PG',
      category: rnd() < 0.8 ? 'RNG' : 'LIVE',
      stake,
      payout,
      at,
      source: 'seed',
    });
  }
});
const seedMs = performance.now() - started;

const timings: Timing[] = [];
const { server, use } = createLateServer((_req, res) => res.end());
use((req, res) => {
  const t0 = performance.now();
  res.on('finish', () =>
    timings.push({ path: (req.url ?? '').split('?')[0]!, ms: performance.now() - t0 }),
  );
  test.lobby.app(req, res);
}, test.lobby.app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;

process.on('message', (m: { id: number; cmd: 'timings' | 'close' }) => {
  if (m.cmd === 'timings') send({ id: m.id, value: timings.splice(0) });
  else {
    server.close();
    void test.close().then(() => {
      send({ id: m.id, value: null });
      process.exit(0);
    });
  }
});

const sample = tenant.store.data.members
  .filter((m) => m.parentId === agent.member.id)
  .slice(0, 5)
  .map((m) => m.account);
send({ ready: { port, token: agent.token, sample, seedMs } satisfies Ready });
