// A proof-of-work challenge for component tests: solved in a few digests, valid ten minutes.
import crypto from 'node:crypto';
import type { PowChallenge } from '#schemas/proof-of-work.ts';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export function easyChallenge(): PowChallenge {
  const expires = Math.ceil(Date.now() / 1000) + 600;
  const salt = `${crypto.randomBytes(6).toString('hex')}?expires=${expires}`;
  return {
    algorithm: 'SHA-256',
    challenge: sha256(`${salt}7`),
    salt,
    maxnumber: 20,
    signature: 'unchecked by the form',
  };
}

/** A challenge the test hands to the form when it chooses: the proof is "being solved" till then. */
export function heldChallenge(): { pending: Promise<PowChallenge>; hand: () => void } {
  let hand: () => void = () => undefined;
  const pending = new Promise<PowChallenge>((resolve) => (hand = () => resolve(easyChallenge())));
  return { pending, hand };
}
