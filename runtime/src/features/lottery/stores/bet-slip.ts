// The bet slip being filled on a lottery game page: client state only (picks and stake typed by
// the player), reset when the game or the number of digits changes.
import { create } from 'zustand';
import type { PickDigits } from '../lib/picks.ts';

interface BetSlipState {
  digits: PickDigits;
  picks: string[];
  stake: string;
  /** Hundreds digit of the 3-digit grid page on show. */
  hundreds: number;
  setDigits(digits: PickDigits): void;
  toggle(pick: string): void;
  addPicks(picks: readonly string[]): void;
  setStake(stake: string): void;
  setHundreds(hundreds: number): void;
  clearPicks(): void;
  reset(): void;
}

const initial = { digits: 2 as PickDigits, picks: [] as string[], stake: '10', hundreds: 0 };

export const useBetSlip = create<BetSlipState>((set) => ({
  ...initial,
  setDigits: (digits) => set({ digits, picks: [], hundreds: 0 }),
  toggle: (pick) =>
    set((s) => ({
      picks: s.picks.includes(pick) ? s.picks.filter((p) => p !== pick) : [...s.picks, pick],
    })),
  addPicks: (picks) => set((s) => ({ picks: [...new Set([...s.picks, ...picks])] })),
  setStake: (stake) => set({ stake }),
  setHundreds: (hundreds) => set({ hundreds }),
  clearPicks: () => set({ picks: [] }),
  reset: () => set(initial),
}));
