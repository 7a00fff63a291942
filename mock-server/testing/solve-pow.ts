// A script's solver of the proof of work: Node's native SHA-256 in a plain loop, as an attacker
// would write it (several times faster than the browser's Web Crypto). The harness answers
// captchas with it; bench/captcha.ts measures what one costs.
import crypto from 'node:crypto';
import { encodePowSolution, type PowChallenge } from '#schemas/proof-of-work.ts';

/** The form's `captcha` value for the challenge; throws when no number solves it. */
export function solvePowNative(c: PowChallenge): string {
  for (let n = 0; n <= c.maxnumber; n++)
    if (
      crypto
        .createHash('sha256')
        .update(c.salt + String(n))
        .digest('hex') === c.challenge
    )
      return encodePowSolution(c, n);
  throw new Error(`no number up to ${c.maxnumber} solves ${c.challenge}`);
}
