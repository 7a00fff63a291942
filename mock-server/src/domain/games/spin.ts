// The demo game's maths: a three-reel spin whose outcome is fixed by (ticket, spin number).
// The pay table returns about 96% of the stakes over time (RTP), see rtpOf().
import { rngOf } from '../../lib/prng.ts';

export interface PayLine {
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

const LOSING: [string, string, string][] = [
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

export function spinOutcome(ticket: string, spin: number, stakeMinor: number): SpinOutcome {
  const rand = rngOf('demo-spin', ticket, spin);
  let r = rand();
  for (const line of PAY_TABLE) {
    if (r < line.probability)
      return {
        multiplier: line.multiplier,
        symbols: line.symbols,
        payout: Math.floor(stakeMinor * line.multiplier),
      };
    r -= line.probability;
  }
  const symbols = LOSING[Math.floor(rand() * LOSING.length)] ?? LOSING[0]!;
  return { multiplier: 0, symbols, payout: 0 };
}
