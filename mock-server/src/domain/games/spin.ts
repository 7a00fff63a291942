// The demo game's maths: a three-reel spin whose outcome is drawn from two numbers in [0, 1).
// Played spins draw them from HMAC-SHA256(server seed, "clientSeed:nonce") (provably fair, see
// fairness.ts); the seed data draws them from its own deterministic generator. The pay table
// returns about 96% of the stakes over time (RTP), see rtpOf().
import crypto from 'node:crypto';

interface PayLine {
  multiplier: number;
  probability: number;
  symbols: [string, string, string];
}

/** Outcomes other than a loss; what is left of the probability mass loses the stake. */
export const PAY_TABLE: readonly PayLine[] = [
  { multiplier: 50, probability: 0.002, symbols: ['7', '7', '7'] },
  { multiplier: 20, probability: 0.005, symbols: ['♦', '♦', '♦'] },
  { multiplier: 10, probability: 0.01, symbols: ['★', '★', '★'] },
  { multiplier: 5, probability: 0.03, symbols: ['♣', '♣', '♣'] },
  { multiplier: 2, probability: 0.1, symbols: ['♥', '♥', '♥'] },
  { multiplier: 1, probability: 0.15, symbols: ['$', '$', '♥'] },
  { multiplier: 0.5, probability: 0.32, symbols: ['$', '♥', '$'] },
];

export const LOSING: readonly [string, string, string][] = [
  ['7', '♥', '♣'],
  ['$', '★', '♦'],
  ['♦', '♣', '7'],
  ['♥', '7', '★'],
  ['★', '$', '♣'],
];

/** Expected return of one unit staked: sum of multiplier x probability (0.96). */
export function rtpOf(table: readonly PayLine[] = PAY_TABLE): number {
  return table.reduce((sum, l) => sum + l.multiplier * l.probability, 0);
}

export interface SpinOutcome {
  multiplier: number;
  symbols: [string, string, string];
  /** Minor units, rounded down. */
  payout: number;
}

/**
 * The outcome for a draw `u` in [0, 1) (which line of the table it lands in) and `pick` in
 * [0, 1) (which losing picture a loss shows). The game page repeats this mapping in the browser
 * to verify a spin: change both together.
 */
export function outcomeOf(u: number, pick: number, stakeMinor: number): SpinOutcome {
  let r = u;
  for (const line of PAY_TABLE) {
    if (r < line.probability)
      return {
        multiplier: line.multiplier,
        symbols: line.symbols,
        payout: Math.floor(stakeMinor * line.multiplier),
      };
    r -= line.probability;
  }
  const symbols = LOSING[Math.floor(pick * LOSING.length)] ?? LOSING[0]!;
  return { multiplier: 0, symbols, payout: 0 };
}

/** The commitment shown before play: SHA-256 of the server seed's text, in hex. */
export function seedHashOf(serverSeed: string): string {
  return crypto.createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/**
 * A played spin: HMAC-SHA256 keyed by the server seed's text over `clientSeed:nonce`; its first
 * four bytes (big-endian, / 2^32) are `u`, the next four `pick`.
 */
export function fairOutcome(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  stakeMinor: number,
): SpinOutcome {
  const mac = crypto
    .createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(`${clientSeed}:${nonce}`, 'utf8')
    .digest();
  return outcomeOf(mac.readUInt32BE(0) / 2 ** 32, mac.readUInt32BE(4) / 2 ** 32, stakeMinor);
}

/** A spin with a given multiplier (test mode's fixed outcomes); undefined when the table has none. */
export function outcomeWithMultiplier(
  multiplier: number,
  stakeMinor: number,
): SpinOutcome | undefined {
  if (multiplier === 0) return { multiplier: 0, symbols: LOSING[0]!, payout: 0 };
  const line = PAY_TABLE.find((l) => l.multiplier === multiplier);
  return (
    line && {
      multiplier,
      symbols: line.symbols,
      payout: Math.floor(stakeMinor * multiplier),
    }
  );
}
