// Proof of work in ALTCHA's challenge format: the server hashes a salt with a secret number below
// `maxnumber` and signs the hash; the browser finds the number by trying them in turn and sends
// the solution back where a typed captcha answer used to go. Nothing is read off an image, so a
// reader cannot solve it: every solution costs its hashes, which is what caps an automated flood.
// Web Crypto only: the same solver runs in the browser's worker, in Node tests and in benches.

/** A challenge as the server issues it (GET /wps/captcha/challenge). */
export interface PowChallenge {
  algorithm: 'SHA-256';
  /** Hex SHA-256 of `salt + number`. */
  challenge: string;
  /** Random, then `?expires=<unix seconds>`: the expiry is inside what the hash covers. */
  salt: string;
  maxnumber: number;
  /** Server's HMAC of the challenge: only challenges it issued verify. */
  signature: string;
}

/** What the client sends back, as base64 of its JSON (the form's `captcha` field). */
export interface PowSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The expiry a salt carries, in ms since the epoch; undefined when it has none. */
export function expiryOfSalt(salt: string): number | undefined {
  const m = /[?&]expires=(\d{1,12})(?:&|$)/.exec(salt);
  return m ? Number(m[1]) * 1000 : undefined;
}

/** Digests per batch: one await per batch, not per hash, keeps the solver near native speed. */
const BATCH = 500;

function bytesOfHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

function sameBytes(a: ArrayBuffer, b: Uint8Array): boolean {
  const x = new Uint8Array(a);
  if (x.length !== b.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== b[i]) return false;
  return true;
}

/** The number whose hash is the challenge, or undefined when none up to maxnumber is. */
export async function solvePow(c: PowChallenge): Promise<number | undefined> {
  const encoder = new TextEncoder();
  const target = bytesOfHex(c.challenge);
  for (let start = 0; start <= c.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH - 1, c.maxnumber);
    const tries: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n++)
      tries.push(crypto.subtle.digest('SHA-256', encoder.encode(c.salt + String(n))));
    const found = (await Promise.all(tries)).findIndex((h) => sameBytes(h, target));
    if (found >= 0) return start + found;
  }
  return undefined;
}

/** The form's `captcha` value for a solved challenge. */
export function encodePowSolution(c: PowChallenge, number: number): string {
  const solution: PowSolution = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number,
    salt: c.salt,
    signature: c.signature,
  };
  const json = JSON.stringify(solution);
  // btoa wants Latin-1: the fields are hex, digits and ASCII salt, so the JSON is ASCII.
  return btoa(json);
}
