// npx tsx bench/hash-flood.ts [cost=32768] [flood=200] [samples=12] — the owner's login latency
// (p95 of `samples` logins, one after the other) idle and while `flood` logins for unknown names
// from another address are in flight, against the real app. The hash pool
// (mock-server/src/security/hash-pool.ts) should keep the ratio within 2.
import { startTestServer } from '#mock-server/testing/harness.ts';
import { dataTools } from '#mock-server/src/index.ts';

const [cost = 2 ** 15, floodSize = 200, samples = 12] = process.argv.slice(2).map(Number);
const server = await startTestServer({ passwordCost: cost });

const login = (username: string, password: string, ip: string) =>
  server.call<{ token?: string }>('goldcrown', 'POST', '/wps/session/login', {
    body: { username, password },
    encrypt: true,
    ip,
  });

async function timedLogins(n: number, ip: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await login('floodowner', 'Right123!', ip);
    times.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`owner login answered ${r.status} ${r.text}`);
  }
  return times;
}

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]!;
};

try {
  const hash = await (await dataTools()).hashPassword('Right123!', cost);
  await server.memberWithToken('goldcrown', 'floodowner', { passwordHash: hash });
  const home = '10.62.0.1';
  // Warm-up: the first login makes the address known.
  await timedLogins(2, home);
  const idle = await timedLogins(samples, home);

  let answered = 0;
  const flood = Array.from({ length: floodSize }, (_, i) =>
    login(`nobody${i}`, 'Guess123!', '10.62.0.2').then(() => {
      answered += 1;
    }),
  );
  // Measured once the flood is queued on the server (its first answers are back).
  while (answered === 0) await new Promise((r) => setTimeout(r, 5));
  const attacked = await timedLogins(samples, home);
  const overlapped = answered < floodSize;
  await Promise.all(flood);
  console.log(
    `scrypt N=${cost}, flood ${floodSize}, ${samples} owner logins each way: p95 idle ${p95(idle).toFixed(0)} ms, ` +
      `under flood ${p95(attacked).toFixed(0)} ms, ratio ${(p95(attacked) / p95(idle)).toFixed(2)}` +
      (overlapped ? '' : ' (the flood ended before the last owner login: raise flood or cost)'),
  );
} finally {
  await server.close();
}
