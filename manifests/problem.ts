// A problem at its place: the file, line, column and JSON pointer an operator jumps to, found
// in the text of tenant.json as it was read.
import path from 'node:path';
import { findNodeAtLocation, type Node } from 'jsonc-parser';
import type { Finding } from './checks/finding.ts';

export interface ManifestProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint: string;
  /** A warning is printed but does not make the manifest invalid. */
  severity?: 'warning';
}

/** A tenant.json as read: its text, parse tree and value, and the problems reading found. */
export interface LoadedFile {
  code: string;
  file: string;
  text: string;
  /** The manifest's modification time: the older of two clashing declarations keeps the name. */
  changedAt: number;
  tree?: Node;
  value?: unknown;
  problems: ManifestProblem[];
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function segments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function escapePointer(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Locates a pointer in the parsed tree; a property's location is its key, else the value. */
function locate(loaded: LoadedFile, pointer: string): { line: number; column: number } {
  if (!loaded.tree) return { line: 1, column: 1 };
  const segs = segments(pointer);
  // Walk up until something exists: a missing property is reported at its parent object.
  for (let n = segs.length; n >= 0; n--) {
    const node = findNodeAtLocation(loaded.tree, segs.slice(0, n));
    if (!node) continue;
    const keyNode =
      node.parent?.type === 'property' && n === segs.length ? node.parent.children?.[0] : undefined;
    return lineColumn(loaded.text, (keyNode ?? node).offset);
  }
  return { line: 1, column: 1 };
}

export function problem(
  loaded: LoadedFile,
  pointer: string,
  message: string,
  hint: string,
): ManifestProblem {
  return { file: loaded.file, pointer, message, hint, ...locate(loaded, pointer) };
}

/** A check's finding at its place: in tenant.json, or at the top of the asset file it names. */
export function fromFinding(loaded: LoadedFile, f: Finding): ManifestProblem {
  const at = f.asset
    ? {
        ...problem(loaded, f.pointer, f.message, f.hint),
        file: path.join(path.dirname(loaded.file), f.asset),
        line: 1,
        column: 1,
      }
    : problem(loaded, f.pointer, f.message, f.hint);
  return f.severity ? { ...at, severity: f.severity } : at;
}

export const isError = (p: ManifestProblem) => p.severity !== 'warning';

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}:${p.line}:${p.column} ${p.pointer || '/'}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message} (fix: ${p.hint})`;
}
