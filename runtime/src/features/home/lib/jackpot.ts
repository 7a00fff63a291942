// The jackpot counter of spec §9: a random start between 50,000,000 and 99,000,000 with 2
// decimals, then steps of 100–500 every 3, 4 or 5 seconds.
import { JACKPOT } from '../../../config/constants.ts';

type Random = () => number;

const cents = (n: number) => Math.round(n * 100) / 100;

export const jackpotStart = (random: Random = Math.random) =>
  cents(JACKPOT.min + random() * (JACKPOT.max - JACKPOT.min));

export const jackpotStep = (random: Random = Math.random) =>
  cents(JACKPOT.stepMin + random() * (JACKPOT.stepMax - JACKPOT.stepMin));

export const jackpotDelay = (random: Random = Math.random): number =>
  JACKPOT.intervalsMs[
    Math.min(JACKPOT.intervalsMs.length - 1, Math.floor(random() * JACKPOT.intervalsMs.length))
  ]!;
