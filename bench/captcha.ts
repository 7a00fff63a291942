// `npx tsx bench/captcha.ts`: what the proof of work of Lobby's wire costs a script. Fetches
// BENCH_CHALLENGES (50) real challenges from the server over HTTP and solves each on this one
// core with Node's native SHA-256 (an attacker's fastest plain loop) and with Web Crypto (the
// browser's API, as the site's worker calls it). Prints the median and p90 ms per challenge and
// the hashes per second. There is no image to read: a reader of any kind solves nothing.
import { startTestServer } from '#mock-server/testing/harness.ts';
import { solvePowNative } from '#mock-server/testing/solve-pow.ts';
import { solvePow, type PowChallenge } from '#schemas/proof-of-work.ts';

const COUNT = Number(process.env.BENCH_CHALLENGES ?? 50);
const T = process.env.BENCH_TENANT ?? 'goldcrown';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const server = await startTestServer({ only: [T], dataDir: null });
try {
  const challenges: PowChallenge[] = [];
  for (let i = 0; i < COUNT; i++)
    challenges.push(
      (await server.call<PowChallenge>(T, 'GET', '/wps/captcha/challenge')).body.value,
    );
  const time = async (solve: (c: PowChallenge) => unknown) => {
    const ms: number[] = [];
    for (const c of challenges) {
      const t0 = performance.now();
      await solve(c);
      ms.push(performance.now() - t0);
    }
    return ms;
  };
  const maxnumber = challenges[0]!.maxnumber;
  console.log(`${COUNT} challenges, maxnumber ${maxnumber} (about ${maxnumber / 2} hashes each)`);
  for (const [name, solve] of [
    ['node:crypto (a script)', solvePowNative],
    ['Web Crypto (the browser API)', solvePow],
  ] as const) {
    const ms = await time(solve);
    const median = quantile(ms, 0.5);
    const total = ms.reduce((a, b) => a + b, 0);
    console.log(
      `${name}: median ${median.toFixed(1)} ms, p90 ${quantile(ms, 0.9).toFixed(1)} ms per challenge; ` +
        `${Math.round(((maxnumber / 2) * COUNT) / (total / 1000)).toLocaleString('en')} hashes/s; ` +
        `${Math.round(1000 / median)} solutions/s on one core`,
    );
  }
} finally {
  await server.close();
}
