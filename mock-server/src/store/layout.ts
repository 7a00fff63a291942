// The layout of one tenant on disk. The append-only collections (the ledger and the bets, which
// grow with every bet and transfer) live in fixed-size partition files; everything else (the
// current state: members, balances, sessions, wallet records...) lives in the head file
// `<code>.json`, which also records how many entries of each collection are committed.
//
//   <dataDir>/<code>.json                              head, the commit point
//   <dataDir>/<code>.parts/g<gen>/<name>-<index>.json  PARTITION_SIZE entries each
//
// A commit rewrites only the partitions that gained entries (usually the last one) and then the
// head; a crash between the two leaves extra entries in a partition that the head does not count,
// and loading drops them. A rewrite of a whole collection (seed, reset, a collection replaced or
// shortened) goes to a new generation directory, switched to by the head write, so it is atomic too.
import fs from 'node:fs';
import path from 'node:path';
import { Low } from 'lowdb';
import type { TenantData } from './data.ts';
import { DurableTextFile, fsyncDir } from './durable-file.ts';

/** Entries per partition file: bounds what a commit rewrites per collection. */
export const PARTITION_SIZE = 256;

interface Collection {
  name: string;
  get(d: TenantData): unknown[];
  set(d: TenantData, list: unknown[]): void;
}

/**
 * Collections that code only ever appends to (never edits, removes or reorders an entry outside a
 * replace()): what makes it safe to write only their tail and to undo a change by truncating them.
 */
export const APPEND_ONLY: readonly Collection[] = [
  {
    name: 'ledger',
    get: (d) => d.ledger,
    set: (d, list) => {
      d.ledger = list as TenantData['ledger'];
    },
  },
  {
    name: 'bets',
    get: (d) => d.games.bets,
    set: (d, list) => {
      d.games.bets = list as TenantData['games']['bets'];
    },
  },
];

/** The data without the append-only collections, as JSON: the head, and the undo snapshot. */
export function headText(d: Readonly<TenantData>): string {
  return JSON.stringify({ ...d, ledger: undefined, games: { ...d.games, bets: undefined } });
}

/**
 * One top-level slice as JSON, for undoing a change that touched it: the append-only collections
 * are left out (graft() puts them back, truncated), so the cost does not grow with history.
 */
export function sliceText(d: Readonly<TenantData>, key: keyof TenantData): string | undefined {
  if (key === 'ledger') return '[]';
  if (key === 'games') return JSON.stringify({ ...d.games, bets: undefined });
  return d[key] === undefined ? undefined : JSON.stringify(d[key]);
}

export interface Storage {
  version: 2;
  gen: number;
  /** Committed entries per collection. */
  lengths: Record<string, number>;
}

/** Where each append-only collection stood at one moment: undo truncates back to it. */
export type Marks = [list: unknown[], length: number][];

export function marksOf(d: TenantData): Marks {
  return APPEND_ONLY.map((c) => {
    const list = c.get(d);
    return [list, list.length];
  });
}

/** Puts the collections back as they were at `marks` into data parsed from a head snapshot. */
export function graft(d: TenantData, marks: Marks): TenantData {
  APPEND_ONLY.forEach((c, i) => {
    const [list, length] = marks[i]!;
    list.length = length;
    c.set(d, list);
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
   * Reads the head and the partitions it counts. Returns null for a new tenant; `storage` is null
   * for a file written before partitions existed (everything in one file).
   */
  async load(): Promise<{ data: TenantData; storage: Storage | null } | null> {
    removeTemps(this.dataDir, `.${path.basename(this.head.filename)}.`);
    const text = await this.head.read();
    if (text === null) return null;
    const parsed = JSON.parse(text) as TenantData & { storage?: Storage };
    const storage = parsed.storage ?? null;
    delete parsed.storage;
    if (!storage) return { data: parsed, storage: null };
    parsed.games ??= {} as TenantData['games'];
    for (const c of APPEND_ONLY) {
      const length = storage.lengths[c.name] ?? 0;
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
      c.set(parsed, list);
    }
    // Generations left by a crash during a full rewrite are not referenced by the head.
    for (const dir of fs.existsSync(this.partsRoot) ? fs.readdirSync(this.partsRoot) : [])
      if (dir !== `g${storage.gen}`)
        fs.rmSync(path.join(this.partsRoot, dir), { recursive: true, force: true });
    removeTemps(this.genDir(storage.gen), '.');
    return { data: parsed, storage };
  }

  /**
   * Commits `data` whose head serializes to `head`: the partitions from `from` (per collection,
   * the committed length, or null to write the collection whole into generation `gen`), then the
   * head. Returns the bytes written.
   */
  async commit(
    data: TenantData,
    head: string,
    storage: Storage,
    from: Record<string, number> | null,
  ): Promise<number> {
    const dir = this.genDir(storage.gen);
    const writes: Promise<number>[] = [];
    let made = false;
    for (const c of APPEND_ONLY) {
      const list = c.get(data);
      const start = from ? from[c.name]! : 0;
      if (list.length === start && from) continue;
      if (!made) {
        await fs.promises.mkdir(dir, { recursive: true });
        made = true;
      }
      for (let i = Math.floor(start / PARTITION_SIZE); i * PARTITION_SIZE < list.length; i++) {
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
