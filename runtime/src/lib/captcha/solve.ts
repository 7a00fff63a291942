// Solves a challenge in a Web Worker; where there is none (an old browser, the test DOM) on this
// thread, with the same Web Crypto solver.
import { solvePow, type PowChallenge } from '#schemas/proof-of-work.ts';

/** The challenge's number, or undefined when no number up to maxnumber solves it. */
export function solveInWorker(challenge: PowChallenge): Promise<number | undefined> {
  if (typeof Worker === 'undefined') return solvePow(challenge);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ number?: number }>) => {
      worker.terminate();
      resolve(e.data.number);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage(challenge);
  });
}
