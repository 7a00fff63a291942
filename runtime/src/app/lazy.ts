// Lazy route and modal modules: a failed chunk load is retried once, then reported as
// ChunkLoadError so the error screen can say what happened (spec §8).
import { CHUNK_TIMEOUT_MS } from '../config/constants.ts';

export class ChunkLoadError extends Error {
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
