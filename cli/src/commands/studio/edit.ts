// A save that keeps the file: only the values that differ are written, each with a jsonc-parser
// edit of the original text, so key order, indentation and comments stay as the operator left
// them. The diff shown before saving is a line diff of the old and new text.
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import type { DiffLine } from '#studio/src/protocol.ts';

export interface Change {
  path: JSONPath;
  /** undefined removes the property. */
  value: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && same(a[k], b[k]));
  }
  return false;
}

/** The smallest values to write to turn `before` into `after` (arrays of one length by item). */
export function changesBetween(before: unknown, after: unknown, path: JSONPath = []): Change[] {
  if (same(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const out: Change[] = [];
    for (const key of Object.keys(before))
      if (!(key in after) || after[key] === undefined)
        out.push({ path: [...path, key], value: undefined });
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      if (key in before) out.push(...changesBetween(before[key], value, [...path, key]));
      else out.push({ path: [...path, key], value });
    }
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => changesBetween(item, after[i], [...path, i]));
  return [{ path, value: after }];
}

/** The indentation the file already uses (two spaces when it cannot tell). */
function indentOf(text: string): { insertSpaces: boolean; tabSize: number } {
  const first = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return first.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1 }
    : { insertSpaces: true, tabSize: first.length };
}

export function applyChanges(text: string, changes: readonly Change[]): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const formattingOptions = { ...indentOf(text), eol };
  return changes.reduce((current, change) => {
    // Only a new property needs laying out; a replaced or removed one keeps the text around it
    // as it is (formatting would re-indent the whole enclosing object).
    const adds =
      change.value !== undefined && !findNodeAtLocation(parseTree(current)!, change.path);
    return applyEdits(
      current,
      modify(current, change.path, change.value, adds ? { formattingOptions } : {}),
    );
  }, text);
}

/** Lines of `after` that differ from `before`, with `context` kept lines around each change. */
export function lineDiff(before: string, after: string, context = 2): DiffLine[] {
  const a = before.split(/\r?\n/);
  const b = after.split(/\r?\n/);
  // Common prefix and suffix first: an edit of a few values leaves a small middle to compare.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const lcs: number[][] = Array.from({ length: midA.length + 1 }, () =>
    new Array<number>(midB.length + 1).fill(0),
  );
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lcs[i]![j] =
        midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const all: DiffLine[] = a.slice(0, start).map((text, i) => ({ kind: ' ', text, line: i + 1 }));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      all.push({ kind: ' ', text: midA[i]!, line: start + i + 1 });
      i++;
      j++;
    } else if (i < midA.length && (j === midB.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // A replaced line reads as its old text, then its new one.
      all.push({ kind: '-', text: midA[i]!, line: start + i + 1 });
      i++;
    } else {
      all.push({ kind: '+', text: midB[j]!, line: start + j + 1 });
      j++;
    }
  }
  a.slice(endA).forEach((text, k) => all.push({ kind: ' ', text, line: endA + k + 1 }));
  const keep = new Set<number>();
  all.forEach((d, k) => {
    if (d.kind === ' ') return;
    for (let c = Math.max(0, k - context); c <= Math.min(all.length - 1, k + context); c++)
      keep.add(c);
  });
  return all.filter((_, k) => keep.has(k));
}
