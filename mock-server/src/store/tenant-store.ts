// One lowdb file per tenant. Writes are serialized through one queue per tenant and applied to a
// copy: a write that throws leaves both memory and the file exactly as they were.
import fs from 'node:fs';
import path from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { TextFile } from 'lowdb/node';
import { emptyTenantData, type TenantData } from './data.ts';

export interface TenantStore {
  /** The current data; treat as read-only outside write(). */
  readonly data: Readonly<TenantData>;
  /**
   * Runs `change` on the data and commits it (an atomic file write) only if it returns
   * normally; if it throws, the data goes back to the last committed state. Calls run one at a time, in order, so read-modify-write never loses updates.
   * A request makes at most one write() so that it either happens whole or not at all.
   */
  write<T>(change: (draft: TenantData) => T): Promise<T>;
  /** Replaces everything (seed, reset). */
  replace(data: TenantData): Promise<void>;
}

function fillMissing(data: TenantData): TenantData {
  // Files written by an older version may lack newer slices or collections inside a slice.
  const empty = emptyTenantData() as unknown as Record<string, unknown>;
  const filled: Record<string, unknown> = { ...empty, ...data };
  for (const [key, value] of Object.entries(empty)) {
    const current = filled[key];
    const isPlain = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (isPlain(value) && isPlain(current))
      filled[key] = { ...(value as object), ...(current as object) };
  }
  return filled as unknown as TenantData;
}

/**
 * lowdb adapter that keeps the text it last read or wrote: that text is the committed state,
 * so a change that throws is undone by parsing it again instead of copying the data before
 * every write (copying a seeded tenant costs more than the write itself).
 */
class CommittedJson implements Adapter<TenantData> {
  committed: string | null = null;

  constructor(private readonly file: TextFile | null) {}

  async read(): Promise<TenantData | null> {
    this.committed = this.file ? await this.file.read() : this.committed;
    return this.committed === null ? null : (JSON.parse(this.committed) as TenantData);
  }

  async write(data: TenantData): Promise<void> {
    const text = JSON.stringify(data);
    if (this.file) await this.file.write(text);
    this.committed = text;
  }

  restore(): TenantData {
    return this.committed === null
      ? emptyTenantData()
      : fillMissing(JSON.parse(this.committed) as TenantData);
  }
}

export async function openTenantStore(dataDir: string | null, code: string): Promise<TenantStore> {
  let file: TextFile | null = null;
  if (dataDir !== null) {
    fs.mkdirSync(dataDir, { recursive: true });
    file = new TextFile(path.join(dataDir, `${code}.json`));
  }
  const adapter = new CommittedJson(file);
  const db = new Low<TenantData>(adapter, emptyTenantData());
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
        let result: T;
        try {
          result = change(db.data);
          if (result instanceof Promise) throw new Error('store.write takes a synchronous change');
          await db.write();
        } catch (e) {
          db.data = adapter.restore();
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
