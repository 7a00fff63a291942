// Lazy route and modal modules: a failed chunk load is retried once, then reported as
// ChunkLoadError so the error screen can say what happened (spec §8).
import {
  createElement,
  startTransition,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CHUNK_TIMEOUT_MS } from '../config/constants.ts';

class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
    promise.then(
      (v) => {
        window.clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        window.clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(load());
  } catch {
    await new Promise((r) => window.setTimeout(r, 300));
    try {
      return await withTimeout(load());
    } catch (second) {
      throw new ChunkLoadError(second instanceof Error ? second.message : 'chunk load failed');
    }
  }
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|CSS_CHUNK_LOAD_FAILED/i.test(
      error.message,
    ));

/**
 * A component for a lazily loaded module that never suspends: it shows `fallback` until the
 * chunk is in, then renders the module in a transition. A suspended component is retried by
 * React in a retry lane that other updates interrupt and that never expires, so on a busy
 * machine a member-centre panel (or a modal) could stay a spinner for longer than anyone waits;
 * a transition expires within seconds, and React renders it in slices of a few milliseconds,
 * so a page mounting its tiles no longer holds a phone's main thread for the whole page at once.
 * A chunk that fails twice is thrown to the nearest error boundary (the error screen).
 * `schedule` delays asking for the chunk (e.g. lib/idle.ts whenIdle); it returns a cancel.
 */
export function loadable<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode,
  schedule?: (task: () => void) => () => void,
): ComponentType<P> {
  const state: { module?: { default: ComponentType<P> }; pending?: Promise<unknown> } = {};
  const start = () =>
    (state.pending ??= loadChunk(load).then(
      (m) => {
        state.module = m;
      },
      (error: unknown) => {
        state.pending = undefined;
        throw error;
      },
    ));
  return function Loadable(props: P) {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (state.module) return;
      let live = true;
      const begin = () =>
        void start().then(
          () => live && startTransition(arrived),
          (error: unknown) => live && setFailure({ error }),
        );
      if (!schedule) begin();
      const cancel = schedule?.(begin);
      return () => {
        live = false;
        cancel?.();
      };
    }, []);
    if (failure) throw failure.error;
    return state.module ? createElement(state.module.default, props) : fallback;
  };
}
