// The layout of one tenant on disk. The append-mostly collections (the ledger, bets, deposits,
// withdrawals, inbox messages, points records and agent settlements, which grow with every bet,
// transfer, payment and settlement window) live in fixed-size partition files; everything else
// (the current state: members, balances, sessions, settings...) lives in the head file
// `<code>.json`, which also records how many entries of each collection are committed.
//
//   <dataDir>/<code>.json                              head, the commit point
//   <dataDir>/<code>.parts/g<gen>/<name>-<index>.json  PARTITION_SIZE entries each
//
// A commit rewrites only the partitions that gained entries (usually the last one) or hold an
// entry edited in place (a deposit settled, a message read), and then the head; a crash between the
// two leaves extra entries in a partition that the head does not count, and loading drops them (an
// edit in place is not lost by that: the edited entry's partition is rewritten whole, atomically, and
// only an acknowledged write's head counts it). A rewrite of a whole collection (seed, reset, a
// collection replaced or shortened) goes to a new generation directory, switched to by the head
// write, so it is atomic too.
import fs from 'node:fs';
import path from 'node:path';
import { Low } from 'lowdb';
import type { TenantData } from './data.ts';
import { DurableTextFile, fsyncDir } from './durable-file.ts';

/** Entries per partition file: bounds what a commit rewrites per collection. */
export const PARTITION_SIZE = 256;

export interface Collection {
  /** Its name in partition file names and in the head's `storage.lengths`. */
  name: string;
  /** The top-level slice that holds it, and its key inside that slice (none: the slice itself). */
  slice: keyof TenantData;
  key?: string;
  /**
   * Entries may change in place after they are appended (a status, a read flag): writes track
   * which entries a change edited (tenant-store.ts) so that a commit rewrites their partitions
   * and an undo puts them back. Without it the collection is append-only.
   */
  editable?: boolean;
}

/**
 * Collections that code appends to and never removes from or reorders outside a replace() (a
 * change that does is written whole into a new generation): what makes it safe to write only their
 * tail plus the partitions of edited entries, and to undo a change by truncating them.
 */
export const PARTITIONED: readonly Collection[] = [
  { name: 'ledger', slice: 'ledger' },
  { name: 'bets', slice: 'games', key: 'bets' },
  { name: 'deposits', slice: 'wallet', key: 'deposits', editable: true },
  { name: 'withdrawals', slice: 'wallet', key: 'withdrawals', editable: true },
  { name: 'messages', slice: 'content', key: 'messages', editable: true },
  { name: 'pointsRecords', slice: 'points', key: 'records' },
  // One per agent contract per settlement window; `paid` grows as debts are collected.
  { name: 'settlements', slice: 'agents', key: 'settlements', editable: true },
];

type Slots = Record<string, unknown>;

export function listOf(d: Readonly<TenantData>, c: Collection): unknown[] {
  const slice = (d as unknown as Slots)[c.slice];
  return (c.key ? (slice as Slots | undefined)?.[c.key] : slice) as unknown[];
}

function setList(d: TenantData, c: Collection, list: unknown[]): void {
  const slots = d as unknown as Slots;
  if (!c.key) slots[c.slice] = list;
  else ((slots[c.slice] ??= {}) as Slots)[c.key] = list;
}

/** The data without the partitioned collections, as JSON: the head, and the undo snapshot. */
export function headText(d: Readonly<TenantData>): string {
  const out: Slots = { ...d };
  for (const c of PARTITIONED)
    out[c.slice] = c.key ? { ...(out[c.slice] as Slots), [c.key]: undefined } : undefined;
  return JSON.stringify(out);
}

/**
 * One top-level slice as JSON, for undoing a change that touched it: the partitioned collections
 * are left out (graft() puts them back, truncated), so the cost does not grow with history.
 */
export function sliceText(d: Readonly<TenantData>, key: keyof TenantData): string | undefined {
  const value = d[key] as unknown;
  const inside = PARTITIONED.filter((c) => c.slice === key);
  if (inside.length === 0) return value === undefined ? undefined : JSON.stringify(value);
  if (inside.some((c) => !c.key)) return '[]';
  const copy: Slots = { ...(value as Slots) };
  for (const c of inside) copy[c.key!] = undefined;
  return JSON.stringify(copy);
}

export interface Storage {
  /** 2: only the ledger and bets were partitioned; 3: every collection of PARTITIONED. */
  version: 2 | 3;
  gen: number;
  /** Committed entries per collection. */
  lengths: Record<string, number>;
}

/** Where each partitioned collection stood at one moment: undo truncates back to it. */
export type Marks = [list: unknown[], length: number][];

export function marksOf(d: TenantData): Marks {
  return PARTITIONED.map((c) => {
    const list = listOf(d, c);
    return [list, list.length];
  });
}

/** Puts the collections back as they were at `marks` into data parsed from a head snapshot. */
export function graft(d: TenantData, marks: Marks): TenantData {
  PARTITIONED.forEach((c, i) => {
    const [list, length] = marks[i]!;
    list.length = length;
    setList(d, c, list);
  });
  return d;
}

export class TenantFiles {
  readonly head: DurableTextFile;
  private readonly partsRoot: string;

  constructor(
    private readonly dataDir: string,
    code: string,
  ) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.head = new DurableTextFile(path.join(dataDir, `${code}.json`));
    this.partsRoot = path.join(dataDir, `${code}.parts`);
  }

  private genDir(gen: number): string {
    return path.join(this.partsRoot, `g${gen}`);
  }

  private partFile(gen: number, name: string, index: number): string {
    return path.join(this.genDir(gen), `${name}-${String(index).padStart(6, '0')}.json`);
  }

  /**
   * Reads the head and the partitions it counts. Returns null for a new tenant. `migrate` is true
   * for a head written by an older layout (a single file, or fewer collections partitioned): the
   * collections it does not count are read from the head itself, and the caller rewrites it all.
   */
  async load(): Promise<{ data: TenantData; storage: Storage | null; migrate: boolean } | null> {
    removeTemps(this.dataDir, `.${path.basename(this.head.filename)}.`);
    const text = await this.head.read();
    if (text === null) return null;
    const parsed = JSON.parse(text) as TenantData & { storage?: Storage };
    const storage = parsed.storage ?? null;
    delete parsed.storage;
    if (!storage) return { data: parsed, storage: null, migrate: true };
    let migrate = false;
    for (const c of PARTITIONED) {
      const length = storage.lengths[c.name];
      if (length === undefined) {
        // Kept in the head by the layout that wrote it.
        migrate = true;
        setList(parsed, c, listOf(parsed, c) ?? []);
        continue;
      }
      const list: unknown[] = [];
      for (let i = 0; i * PARTITION_SIZE < length; i++) {
        const part = new Low<unknown[]>(
          new JsonArrayFile(this.partFile(storage.gen, c.name, i)),
          [],
        );
        await part.read();
        for (const entry of part.data) list.push(entry);
      }
      if (list.length < length)
        throw new Error(`${c.name}: ${length} entries committed, ${list.length} on disk`);
      list.length = length;
      setList(parsed, c, list);
    }
    // Generations left by a crash during a full rewrite are not referenced by the head.
    for (const dir of fs.existsSync(this.partsRoot) ? fs.readdirSync(this.partsRoot) : [])
      if (dir !== `g${storage.gen}`)
        fs.rmSync(path.join(this.partsRoot, dir), { recursive: true, force: true });
    removeTemps(this.genDir(storage.gen), '.');
    return { data: parsed, storage, migrate };
  }

  /**
   * Commits `data` whose head serializes to `head`: the partitions from `from` (per collection,
   * the committed length, or null to write the collection whole into generation `gen`) and those
   * holding the entries `edited` (per collection, indexes below that length), then the head.
   * Returns the bytes written.
   */
  async commit(
    data: TenantData,
    head: string,
    storage: Storage,
    from: Record<string, number> | null,
    edited: ReadonlyMap<string, Iterable<number>> = new Map(),
  ): Promise<number> {
    const dir = this.genDir(storage.gen);
    const writes: Promise<number>[] = [];
    let made = false;
    for (const c of PARTITIONED) {
      const list = listOf(data, c);
      const start = from ? from[c.name]! : 0;
      const parts = new Set<number>();
      if (from)
        for (const at of edited.get(c.name) ?? [])
          if (at < start) parts.add(Math.floor(at / PARTITION_SIZE));
      // From the partition the first new entry went to; none when nothing was appended.
      if (!from || list.length > start)
        for (let i = Math.floor(start / PARTITION_SIZE); i * PARTITION_SIZE < list.length; i++)
          parts.add(i);
      if (parts.size === 0) continue;
      if (!made) {
        await fs.promises.mkdir(dir, { recursive: true });
        made = true;
      }
      for (const i of parts) {
        const slice = list.slice(i * PARTITION_SIZE, (i + 1) * PARTITION_SIZE);
        writes.push(new JsonArrayFile(this.partFile(storage.gen, c.name, i)).writeList(slice));
      }
    }
    let bytes = (await Promise.all(writes)).reduce((a, b) => a + b, 0);
    if (made) {
      await fsyncDir(dir);
      if (!from) await fsyncDir(this.partsRoot);
    }
    bytes += await this.head.writeCounted(`{"storage":${JSON.stringify(storage)},${head.slice(1)}`);
    await fsyncDir(this.dataDir);
    if (!from)
      for (const old of fs.existsSync(this.partsRoot) ? fs.readdirSync(this.partsRoot) : [])
        if (old !== `g${storage.gen}`)
          await fs.promises.rm(path.join(this.partsRoot, old), { recursive: true, force: true });
    return bytes;
  }
}

/** Temp files of writes a crash interrupted (durable-file.ts names them `.<file>.<pid>.<n>.tmp`). */
function removeTemps(dir: string, prefix: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir))
    if (name.startsWith(prefix) && name.endsWith('.tmp'))
      fs.rmSync(path.join(dir, name), { force: true });
}

/** One partition: a JSON array in a durable file, read and written through lowdb. */
class JsonArrayFile {
  private readonly file: DurableTextFile;

  constructor(filename: string) {
    this.file = new DurableTextFile(filename);
  }

  async read(): Promise<unknown[] | null> {
    const text = await this.file.read();
    return text === null ? null : (JSON.parse(text) as unknown[]);
  }

  async write(list: unknown[]): Promise<void> {
    await this.writeList(list);
  }

  writeList(list: unknown[]): Promise<number> {
    return this.file.writeCounted(JSON.stringify(list));
  }
}
