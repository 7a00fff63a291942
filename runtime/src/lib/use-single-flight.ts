import { useRef } from 'react';

/**
 * A submit handler that ignores calls while its previous one runs. A form's first await (its
 * proof of work being solved) comes before its state says "submitting": a double click there
 * must not start a second submit, which would find the proof already taken.
 */
export function useSingleFlight<A extends unknown[]>(
  run: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const busy = useRef(false);
  return async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run(...args);
    } finally {
      busy.current = false;
    }
  };
}
