// One lowdb file per tenant. Writes are serialized through one queue per tenant and applied to a
// copy: a write that throws leaves both memory and the file exactly as they were.
import fs from 'node:fs';
import path from 'node:path';
import { Low, Memory } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { emptyTenantData, type TenantData } from './data.ts';

export interface TenantStore {
  /** The current data; treat as read-only outside write(). */
  readonly data: Readonly<TenantData>;
  /**
   * Runs `change` on a draft and commits it (memory, then an atomic file write) only if it
   * returns normally. Calls run one at a time, in order, so read-modify-write never loses updates.
   * A request makes at most one write() so that it either happens whole or not at all.
   */
  write<T>(change: (draft: TenantData) => T): Promise<T>;
  /** Replaces everything (seed, reset). */
  replace(data: TenantData): Promise<void>;
}

function fillMissing(data: TenantData): TenantData {
  // Files written by an older version may lack newer slices.
  const empty = emptyTenantData();
  return { ...empty, ...data, meta: { ...empty.meta, ...data.meta } };
}

export async function openTenantStore(dataDir: string | null, code: string): Promise<TenantStore> {
  let db: Low<TenantData>;
  if (dataDir === null) {
    db = new Low<TenantData>(new Memory<TenantData>(), emptyTenantData());
  } else {
    fs.mkdirSync(dataDir, { recursive: true });
    db = new Low<TenantData>(
      new JSONFile<TenantData>(path.join(dataDir, `${code}.json`)),
      emptyTenantData(),
    );
  }
  await db.read();
  db.data = fillMissing(db.data ?? emptyTenantData());

  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    get data() {
      return db.data;
    },
    write<T>(change: (draft: TenantData) => T): Promise<T> {
      return enqueue(async () => {
        const draft = structuredClone(db.data);
        const result = change(draft);
        if (result instanceof Promise) throw new Error('store.write takes a synchronous change');
        const previous = db.data;
        db.data = draft;
        try {
          await db.write();
        } catch (e) {
          db.data = previous;
          throw e;
        }
        return result;
      });
    },
    replace(data: TenantData): Promise<void> {
      return enqueue(async () => {
        db.data = fillMissing(data);
        await db.write();
      });
    },
  };
}
