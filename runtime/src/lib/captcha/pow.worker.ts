// Solves one proof-of-work challenge off the main thread, so the page stays responsive while the
// browser tries its numbers.
import { solvePow, type PowChallenge } from '#schemas/proof-of-work.ts';

self.onmessage = (e: MessageEvent<PowChallenge>) => {
  void solvePow(e.data).then(
    (number) => self.postMessage({ number }),
    () => self.postMessage({ number: undefined }),
  );
};
