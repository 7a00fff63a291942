// Number picks of a lottery bet: 2 or 3 digits each, unique, at most LOTTERY.maxPicks; a stake per
// number with at most 2 decimals. Pure helpers: the bet form and its tests use them.
import { LOTTERY } from '../../../config/constants.ts';

export type PickDigits = (typeof LOTTERY.pickDigits)[number];

const isPick = (value: string, digits: PickDigits) => new RegExp(`^\\d{${digits}}$`).test(value);

/** Splits typed picks ("12, 34 56;78") into valid unique picks and the rejected entries. */
export function parsePicks(
  text: string,
  digits: PickDigits,
): { picks: string[]; invalid: string[] } {
  const picks: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[\s,;]+/).filter(Boolean)) {
    if (!isPick(entry, digits)) invalid.push(entry);
    else if (!picks.includes(entry)) picks.push(entry);
  }
  return { picks, invalid };
}

/** The translation key of what is wrong with these picks, or null. */
export function picksError(picks: readonly string[], digits: PickDigits): string | null {
  if (picks.length === 0) return 'lottery.error.noPicks';
  if (picks.length > LOTTERY.maxPicks) return 'lottery.error.tooManyPicks';
  if (new Set(picks).size !== picks.length) return 'lottery.error.duplicatePick';
  if (!picks.every((p) => isPick(p, digits))) return 'lottery.error.invalidPick';
  return null;
}

/** The stake typed as a number, or the translation key of what is wrong with it. */
export function parseStake(text: string): { stake: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'lottery.error.stakeRequired' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'lottery.error.stakeInvalid' };
  const stake = Number(trimmed);
  if (!(stake > 0)) return { error: 'lottery.error.stakeInvalid' };
  return { stake };
}

/** stake x picks, computed in cents so 0.1 x 3 is 0.3 and not 0.30000000000000004. */
export const betTotal = (stake: number, count: number) => (Math.round(stake * 100) * count) / 100;

/** The 100 numbers of a grid page: 00-99, or for 3 digits the hundred starting at `hundreds`. */
export function gridNumbers(digits: PickDigits, hundreds = 0): string[] {
  return Array.from({ length: 100 }, (_, i) =>
    digits === 2 ? String(i).padStart(2, '0') : `${hundreds}${String(i).padStart(2, '0')}`,
  );
}
