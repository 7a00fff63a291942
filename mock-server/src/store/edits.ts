// Edits in place to the entries of editable partitioned collections (layout.ts), as a change makes
// them through its draft: which entries it touched (so that a commit rewrites only their
// partitions) and what each was before (so that an undo puts it back). Appends are not edits:
// they are found by length, like the ledger's.
import type { TenantData } from './data.ts';
import { PARTITIONED, type Collection } from './layout.ts';

/** Per collection name: entry index → the entry as JSON before its first edit. */
export type Edits = Map<string, Map<number, string>>;

const EDITABLE = PARTITIONED.filter((c) => c.editable);
/** Top-level slices that hold an editable collection, and the collections each holds. */
const SLICES = new Map<string, Collection[]>();
for (const c of EDITABLE) SLICES.set(c.slice, [...(SLICES.get(c.slice) ?? []), c]);

type Slots = Record<string | symbol, unknown>;

function isIndex(key: string | symbol): boolean {
  return typeof key === 'string' && key !== '' && String(Number(key) >>> 0) === key;
}

/** Merges `from` into `into`, keeping the oldest text of an entry edited by both. */
export function mergeEdits(into: Edits, from: Edits): void {
  for (const [name, entries] of from) {
    const target = into.get(name) ?? new Map<number, string>();
    into.set(name, target);
    for (const [at, text] of entries) if (!target.has(at)) target.set(at, text);
  }
}

/** Puts back the entries `edits` saved, into the lists `data` holds now (already truncated). */
export function revertEdits(data: TenantData, edits: Edits): void {
  for (const c of EDITABLE) {
    const entries = edits.get(c.name);
    if (!entries) continue;
    const list = (
      c.key
        ? ((data as unknown as Slots)[c.slice] as Slots)[c.key]
        : (data as unknown as Slots)[c.slice]
    ) as unknown[];
    // Past the end: an entry appended after the point undone to, which the truncation removed.
    for (const [at, text] of entries) if (at < list.length) list[at] = JSON.parse(text) as unknown;
  }
}

/**
 * What a change's draft hands out for `slice` (a top-level key of the data): the slice itself,
 * or, when it holds editable collections, a view whose collections record edits into `edits`
 * while `open()` holds. The view changes the real data; it only watches.
 */
export function editTracker(edits: Edits, open: () => boolean) {
  const views = new Map<object, object>();

  const deep = (value: object, touch: () => void): object => {
    const known = views.get(value);
    if (known) return known;
    const view = new Proxy(value, {
      get(target, key) {
        const v = Reflect.get(target, key) as unknown;
        return typeof v === 'object' && v !== null ? deep(v, touch) : v;
      },
      set(target, key, v) {
        touch();
        return Reflect.set(target, key, v);
      },
      deleteProperty(target, key) {
        touch();
        return Reflect.deleteProperty(target, key);
      },
      defineProperty(target, key, descriptor) {
        touch();
        return Reflect.defineProperty(target, key, descriptor);
      },
    });
    views.set(value, view);
    return view;
  };

  const tracked = (list: unknown[], name: string): unknown[] => {
    const known = views.get(list);
    if (known) return known as unknown[];
    const touch = (at: number) => {
      if (!open() || at >= list.length) return;
      const entries = edits.get(name) ?? new Map<number, string>();
      edits.set(name, entries);
      if (!entries.has(at)) entries.set(at, JSON.stringify(list[at]));
    };
    const view = new Proxy(list, {
      get(target, key, receiver) {
        const v = Reflect.get(target, key, receiver) as unknown;
        if (!isIndex(key) || typeof v !== 'object' || v === null) return v;
        const at = Number(key);
        // Views are kept per object, so an entry keeps the place it was first reached at; moving
        // it (a sort, a splice) sets both places, which records them.
        return deep(v, () => touch(at));
      },
      set(target, key, v, receiver) {
        if (isIndex(key)) touch(Number(key));
        else if (key === 'length' && typeof v === 'number')
          for (let at = v; at < target.length; at++) touch(at);
        return Reflect.set(target, key, v, receiver);
      },
      deleteProperty(target, key) {
        if (isIndex(key)) touch(Number(key));
        return Reflect.deleteProperty(target, key);
      },
    });
    views.set(list, view);
    return view;
  };

  return (slice: string, value: unknown): unknown => {
    const inside = SLICES.get(slice);
    if (!inside || typeof value !== 'object' || value === null) return value;
    const known = views.get(value);
    if (known) return known;
    const view = new Proxy(value as Slots, {
      get(target, key, receiver) {
        const v = Reflect.get(target, key, receiver) as unknown;
        const c = inside.find((x) => x.key === key);
        return c && Array.isArray(v) ? tracked(v, c.name) : v;
      },
    });
    views.set(value, view);
    return view;
  };
}
