// A platform request's parameters onto a Lobby operation: one bag of names from the query and
// the body, renamed, the language spelled as Lobby does, and only the names the operation knows.
import type { Request } from 'express';
import type { OperationSpec } from '#schemas/api/operation.ts';
import { LANGUAGE_PARAMS, lobbyLanguageOf, type MappedCall } from '#schemas/wire/platform.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The query and the body as one bag; the body wins on a name in both. */
export function paramBag(req: Request): Record<string, unknown> {
  const query = req.query as Record<string, unknown>;
  return isRecord(req.body) ? { ...query, ...req.body } : { ...query };
}

function namesOf(schema: unknown): string[] {
  return isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

function textNamesOf(schema: unknown): string[] {
  if (!isRecord(schema) || !isRecord(schema.properties)) return [];
  const props = schema.properties;
  return Object.keys(props).filter((k) => isRecord(props[k]) && props[k].type === 'string');
}

/** The names an operation takes, read from its contract once (this runs on every call). */
interface OpNames {
  query: string[];
  body: string[] | undefined;
  /** Body parameters the contract takes as strings. */
  bodyText: Set<string>;
  path: string[];
}

const opNames = new WeakMap<OperationSpec, OpNames>();

function namesOfOp(op: OperationSpec): OpNames {
  let names = opNames.get(op);
  if (!names) {
    names = {
      query: namesOf(op.query),
      body: op.body ? namesOf(op.body) : undefined,
      bodyText: new Set(textNamesOf(op.body)),
      path: [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
    };
    opNames.set(op, names);
  }
  return names;
}

/**
 * The platform's client sends ids as numbers where Lobby's contract takes digits in a string
 * (an activity id): the same value, spelled as the contract spells it.
 */
function numberAsText(op: OperationSpec, name: string, v: unknown): unknown {
  if (typeof v !== 'number' || !namesOfOp(op).bodyText.has(name)) return v;
  return String(v);
}

function pick(bag: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of names) if (bag[n] !== undefined) out[n] = bag[n];
  return out;
}

interface LobbyInput {
  query: Record<string, unknown>;
  body: unknown;
  params: Record<string, string>;
}

export function lobbyInput(
  op: OperationSpec,
  row: MappedCall,
  bag: Record<string, unknown>,
): LobbyInput {
  const named: Record<string, unknown> = {};
  for (const k in bag) {
    const v = bag[k];
    // The platform's client sends an empty value for "none" (vassalage=&gameClassify=).
    if (v === '' || row.drop?.includes(k)) continue;
    const name = (row.rename && Object.hasOwn(row.rename, k) ? row.rename[k] : undefined) ?? k;
    const values = row.values && Object.hasOwn(row.values, k) ? row.values[k] : undefined;
    const value =
      values && typeof v === 'string' && Object.hasOwn(values, v)
        ? values[v]
        : numberAsText(op, name, v);
    if (named[name] === undefined) named[name] = value;
  }
  for (const k of LANGUAGE_PARAMS)
    if (typeof named[k] === 'string') named[k] = lobbyLanguageOf(named[k]);
  Object.assign(named, row.fixed);
  const names = namesOfOp(op);
  const params: Record<string, string> = {};
  for (const name of names.path) if (named[name] !== undefined) params[name] = String(named[name]);
  return {
    query: pick(named, names.query),
    body: names.body ? pick(named, names.body) : undefined,
    params,
  };
}
