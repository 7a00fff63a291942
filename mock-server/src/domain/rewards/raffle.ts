// The daily raffle promotion (spec §7 "Raffle promotion claim"): every member holds one free
// ticket a day and earns one more per full RAFFLE_TICKET_BET of that day's valid bet, up to
// RAFFLE_MAX_TICKETS. Claiming (once a day, that day only) draws a prize per ticket.
import crypto from 'node:crypto';
import type { Minor } from '../../money.ts';
import type { TenantData } from '../../store/data.ts';
import type { RaffleClaim } from '../../records/rewards.ts';

/** Valid bet (minor units) that earns one more ticket. */
export const RAFFLE_TICKET_BET: Minor = 100_00;
export const RAFFLE_MAX_TICKETS = 5;
/** Prizes a ticket draws (minor units) and their weights, small prizes most often. */
export const RAFFLE_PRIZES: readonly { amount: Minor; weight: number }[] = [
  { amount: 1_00, weight: 40 },
  { amount: 2_00, weight: 30 },
  { amount: 5_00, weight: 18 },
  { amount: 10_00, weight: 10 },
  { amount: 50_00, weight: 2 },
];

export function ticketsFor(validBet: Minor): number {
  return Math.min(RAFFLE_MAX_TICKETS, 1 + Math.floor(validBet / RAFFLE_TICKET_BET));
}

export function drawPrize(): Minor {
  const total = RAFFLE_PRIZES.reduce((n, p) => n + p.weight, 0);
  let roll = crypto.randomInt(total);
  for (const p of RAFFLE_PRIZES) {
    if (roll < p.weight) return p.amount;
    roll -= p.weight;
  }
  return RAFFLE_PRIZES[0]?.amount ?? 0;
}

/** Claims kept in the rewards data (older data files have none yet). */
const raffleClaims = (data: Readonly<TenantData>): readonly RaffleClaim[] =>
  data.rewards.raffles ?? [];

export function claimOf(
  data: Readonly<TenantData>,
  memberId: number,
  day: string,
): RaffleClaim | undefined {
  return raffleClaims(data).find((c) => c.memberId === memberId && c.day === day);
}
