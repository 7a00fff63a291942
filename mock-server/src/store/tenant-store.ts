// One store per tenant, with group commit: write() calls queue up, the ones queued together apply
// in order and share one commit (layout.ts), and each resolves only once the commit that holds
// its change is on disk. A change that throws is undone alone (the others of its batch still
// commit); a batch whose commit fails is undone whole and every write() in it rejects.
import { emptyTenantData, type TenantData } from './data.ts';
import { editTracker, mergeEdits, revertEdits, type Edits } from './edits.ts';
import {
  PARTITIONED,
  graft,
  headText,
  marksOf,
  sliceText,
  TenantFiles,
  type Marks,
  type Storage,
} from './layout.ts';

export interface StoreStats {
  /** Commits made (each one file write of the head, plus the partitions that grew). */
  commits: number;
  /** Bytes written to data files by those commits. */
  bytesWritten: number;
}

export interface TenantStore {
  /** The current data; treat as read-only outside write(). */
  readonly data: Readonly<TenantData>;
  /**
   * Runs `change` on the data and resolves with its result once the change is committed to disk.
   * If it throws, its effects are undone and the promise rejects; nothing of it is written. Calls
   * apply one at a time, in order, so read-modify-write never loses updates.
   * A request makes at most one write() so that it either happens whole or not at all.
   */
  write<T>(change: (draft: TenantData) => T): Promise<T>;
  /** Replaces everything (seed, reset). */
  replace(data: TenantData): Promise<void>;
  stats(): StoreStats;
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
 * The data as a change sees it: the first time the change reaches a top-level slice, that slice
 * is saved as JSON, so undo() can put back exactly what the change may have touched. A transfer
 * touches members, balances, meta and the ledger, not the whole tenant. Partitioned collections
 * are not saved: appends are undone by truncation, and the entries of editable ones that the
 * change edits in place are saved one by one (`edits`, which the commit also reads).
 */
function undoable(data: TenantData): {
  draft: TenantData;
  edits: Edits;
  undo(): void;
  close(): void;
} {
  const saved = new Map<keyof TenantData, string | undefined>();
  const marks = marksOf(data);
  const edits: Edits = new Map();
  let open = true;
  const view = editTracker(edits, () => open);
  const touch = (key: string | symbol) => {
    if (typeof key !== 'string' || saved.has(key as keyof TenantData)) return;
    saved.set(key as keyof TenantData, sliceText(data, key as keyof TenantData));
  };
  const draft = new Proxy(data, {
    get(target, key, receiver) {
      touch(key);
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof key === 'string' ? view(key, value) : value;
    },
    set(target, key, value, receiver) {
      touch(key);
      return Reflect.set(target, key, value, receiver);
    },
    deleteProperty(target, key) {
      touch(key);
      return Reflect.deleteProperty(target, key);
    },
  });
  const undo = () => {
    const slots = data as unknown as Record<string, unknown>;
    for (const [key, text] of saved) {
      if (text === undefined) delete slots[key];
      else slots[key] = JSON.parse(text) as unknown;
    }
    graft(data, marks);
    revertEdits(data, edits);
    open = false;
  };
  // Views a change returned stay readable; they stop recording once it is over.
  return { draft, edits, undo, close: () => (open = false) };
}

type Job =
  | {
      kind: 'change';
      change: (draft: TenantData) => unknown;
      resolve(v: unknown): void;
      reject(e: unknown): void;
    }
  | { kind: 'replace'; data: TenantData; resolve(v: unknown): void; reject(e: unknown): void };

export async function openTenantStore(dataDir: string | null, code: string): Promise<TenantStore> {
  const files = dataDir === null ? null : new TenantFiles(dataDir, code);
  const loaded = files ? await files.load() : null;

  let data = fillMissing(loaded?.data ?? emptyTenantData());
  // The committed state: the head as JSON and where each append-only collection ended.
  let committedHead = headText(data);
  let committedMarks: Marks = marksOf(data);
  let gen = loaded?.storage?.gen ?? 0;
  // A new tenant is written whole, into a new generation, at its first commit.
  let rewriteAll = loaded === null;
  const stats: StoreStats = { commits: 0, bytesWritten: 0 };

  const restore = (head: string, marks: Marks): TenantData =>
    graft(fillMissing(JSON.parse(head) as TenantData), marks);

  async function persist(head: string, full: boolean, edits: Edits): Promise<void> {
    if (!files) return;
    const marks = marksOf(data);
    const lengths: Record<string, number> = {};
    const from: Record<string, number> = {};
    PARTITIONED.forEach((c, i) => {
      lengths[c.name] = marks[i]![1];
      const [list, length] = committedMarks[i]!;
      // Only a collection that kept its array and its entries can be written from its tail.
      if (list !== marks[i]![0] || marks[i]![1] < length) full = true;
      from[c.name] = length;
    });
    const storage: Storage = { version: 3, gen: full ? gen + 1 : gen, lengths };
    const edited = new Map([...edits].map(([name, entries]) => [name, entries.keys()]));
    stats.bytesWritten += await files.commit(data, head, storage, full ? null : from, edited);
    gen = storage.gen;
  }

  // A data dir written by an older layout is moved to this one on open, whole, in one commit.
  if (loaded?.migrate) {
    await persist(committedHead, true, new Map());
    stats.commits++;
  }

  async function runBatch(batch: Job[]): Promise<void> {
    const done: (() => void)[] = [];
    const undo: ((e: unknown) => void)[] = [];
    const edits: Edits = new Map();
    // Edits made to the committed lists, fixed at a replace: the later ones are to the new data's.
    let beforeReplace: Edits | null = null;
    let full = rewriteAll;
    for (const job of batch) {
      if (job.kind === 'replace') {
        data = fillMissing(job.data);
        full = true;
        beforeReplace ??= new Map([...edits].map(([name, entries]) => [name, new Map(entries)]));
        done.push(() => job.resolve(undefined));
        undo.push(job.reject);
        continue;
      }
      const guard = undoable(data);
      try {
        const result = job.change(guard.draft);
        if (result instanceof Promise) throw new Error('store.write takes a synchronous change');
        guard.close();
        mergeEdits(edits, guard.edits);
        done.push(() => job.resolve(result));
        undo.push(job.reject);
      } catch (e) {
        guard.undo();
        job.reject(e);
      }
    }
    // A batch of refused changes writes nothing: the files stay byte-identical.
    if (done.length === 0) return;
    const head = headText(data);
    try {
      await persist(head, full, edits);
    } catch (e) {
      data = restore(committedHead, committedMarks);
      revertEdits(data, beforeReplace ?? edits);
      for (const reject of undo) reject(e);
      return;
    }
    committedHead = head;
    committedMarks = marksOf(data);
    rewriteAll = false;
    stats.commits++;
    for (const resolve of done) resolve();
  }

  let queue: Job[] = [];
  let draining = false;
  async function drain(): Promise<void> {
    // Jobs that arrive while a batch commits form the next batch.
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await runBatch(batch);
    }
    draining = false;
  }
  function enqueue(job: Job): void {
    queue.push(job);
    if (draining) return;
    draining = true;
    // Start after the current tick so that requests handled in the same tick share a commit.
    setImmediate(() => void drain());
  }

  return {
    get data() {
      return data;
    },
    write<T>(change: (draft: TenantData) => T): Promise<T> {
      return new Promise<T>((resolve, reject) =>
        enqueue({
          kind: 'change',
          change,
          resolve: resolve as (v: unknown) => void,
          reject,
        }),
      );
    },
    replace(next: TenantData): Promise<void> {
      return new Promise<void>((resolve, reject) =>
        enqueue({ kind: 'replace', data: next, resolve: () => resolve(), reject }),
      );
    },
    stats: () => ({ ...stats }),
  };
}
