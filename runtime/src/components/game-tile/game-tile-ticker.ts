// One clock for every tile's ticker (spec §9: +165.11 every 3 s): a single interval however many
// tiles are mounted, started with the first subscriber and stopped with the last.
import { useSyncExternalStore } from 'react';
import { GAME_TICKER } from '../../config/constants.ts';

let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks += 1;
    for (const l of listeners) l();
  }, GAME_TICKER.intervalMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export const useTicks = () =>
  useSyncExternalStore(
    subscribe,
    () => ticks,
    () => ticks,
  );
