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
  for (const [k, v] of Object.entries(bag)) {
    // The platform's client sends an empty value for "none" (vassalage=&gameClassify=).
    if (v === '' || row.drop?.includes(k)) continue;
    const name = row.rename?.[k] ?? k;
    if (named[name] === undefined) named[name] = v;
  }
  for (const k of LANGUAGE_PARAMS)
    if (typeof named[k] === 'string') named[k] = lobbyLanguageOf(named[k]);
  Object.assign(named, row.fixed);
  const params: Record<string, string> = {};
  for (const m of op.path.matchAll(/\{(\w+)\}/g)) {
    const name = m[1] ?? '';
    if (named[name] !== undefined) params[name] = String(named[name]);
  }
  return {
    query: pick(named, namesOf(op.query)),
    body: op.body ? pick(named, namesOf(op.body)) : undefined,
    params,
  };
}
