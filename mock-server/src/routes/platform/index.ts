// The platform's wire format on the embedded server: a thin façade in front of Lobby's own
// operations. Each row of schemas/wire/platform-calls.ts becomes a route that renames the
// request onto the Lobby operation and calls the same handler (the same checks, the same domain),
// then reshapes the answer the way the platform's client reads it. The few calls Lobby has no
// operation for are answered by own-calls.ts. Which requests this takes: platform.ts's header.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { families } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import { platformCalls } from '#schemas/wire/platform-calls.ts';
import {
  isPlatformLanguage,
  lobbyLanguageOf,
  pathMatcher,
  type MappedCall,
  type PlatformCall,
} from '#schemas/wire/platform.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, asApiError } from '../../refusals/api-error.ts';
import type { Invokers } from '../../http/bind.ts';
import type { Tenant } from '../../tenancy.ts';
import type { AnswerShape } from '../games/answer-cache.ts';
import { imagesFromDataUrls } from './data-url-images.ts';
import { openEnvelope } from './envelope.ts';
import { afterCall, supplyNeeds } from './needs.ts';
import { ownCalls } from './own-calls.ts';
import { sendFailure, sendPlatform } from './send.ts';
import { lobbyInput, paramBag } from './translate.ts';

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

function opOf(row: MappedCall): OperationSpec {
  const [family, name] = row.op.split('.') as [keyof typeof families, string];
  const op = (families[family] as Record<string, OperationSpec>)[name];
  if (!op) throw new Error(`platform call ${row.name}: no Lobby operation ${row.op}`);
  return op;
}

/** The rows of one path, those that need a parameter first (they are the narrower). */
function indexRows(rows: readonly PlatformCall[]) {
  const fixed = new Map<string, PlatformCall[]>();
  const patterned: {
    row: PlatformCall;
    match: (path: string) => Record<string, string> | undefined;
  }[] = [];
  for (const row of rows) {
    if (row.path.includes('{')) {
      patterned.push({ row, match: pathMatcher(row.path) });
      continue;
    }
    const key = keyOf(row.method, row.path);
    fixed.set(
      key,
      [...(fixed.get(key) ?? []), row].sort((a, b) => Number(!a.when) - Number(!b.when)),
    );
  }
  return { fixed, patterned };
}

/** Paths Lobby's own wire answers too: there the platform's dialect must be asked for. */
function lobbyPaths(): Set<string> {
  const set = new Set<string>();
  for (const ops of Object.values(families))
    for (const op of Object.values(ops as Record<string, OperationSpec>))
      set.add(keyOf(op.method, op.path));
  return set;
}

export function platformFacade(deps: Deps, invokers: Invokers): RequestHandler {
  const { fixed, patterned } = indexRows(platformCalls);
  const shared = lobbyPaths();
  const own = ownCalls(deps);
  const ops = new Map<PlatformCall, OperationSpec>();
  for (const row of platformCalls) if (row.op !== null) ops.set(row, opOf(row));

  const serve = (
    row: PlatformCall,
    bag: Record<string, unknown>,
    pathParams: Record<string, string>,
    req: Request,
    res: Response,
  ): unknown => {
    const tenant = res.locals.tenant as Tenant;
    if (row.op === null)
      return deps.clock.within(tenant.code, () => {
        const value = own[row.own]({ tenant, req, res, bag, params: pathParams });
        if (value instanceof Promise)
          return value.then((v: unknown) => sendPlatform(req, res, row, v));
        sendPlatform(req, res, row, value);
      });
    const op = ops.get(row)!;
    const invoke = invokers.get(op);
    if (!invoke) throw new ApiError(404, 'not_found', `${row.name} is not served here`);
    // What a call needs supplied may read the tenant's clock (today's raffle day, live models).
    const input = row.needs
      ? deps.clock.within(tenant.code, () =>
          lobbyInput(op, row, supplyNeeds(row, bag, req, tenant, deps)),
        )
      : lobbyInput(op, row, bag);
    const shape: AnswerShape = {
      key: `platform:${row.name}`,
      shape: (v) => (row.toPlatform ? row.toPlatform(v as never) : v),
      bare: row.bare === true,
    };
    // Catalogue answers are cached already shaped (answer-cache.ts reads this).
    res.locals.answerShape = shape;
    return invoke(req, res, {
      ...input,
      // The façade opened the platform's envelope already (or free play's body is in clear).
      plain: row.needs === 'freePlay' || row.encrypted === true,
      ...(row.images !== undefined
        ? { files: imagesFromDataUrls(bag[row.images], row.images) }
        : {}),
      send: (value) => {
        const extra = afterCall(row, value, req, res, tenant, deps);
        const send = (v: unknown) => sendPlatform(req, res, row, v);
        if (extra instanceof Promise) return extra.then(send);
        send(extra);
      },
    });
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const language = req.get('language');
    const marked = isPlatformLanguage(language);
    // Lobby's operations the platform's wire keeps (no row) read the language as Lobby spells it.
    const passOn = () => {
      if (language !== undefined && marked) req.headers.language = lobbyLanguageOf(language);
      next();
    };
    let path = req.path;
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const key = keyOf(req.method, path);
    let rows = fixed.get(key);
    let pathParams: Record<string, string> = {};
    if (!rows) {
      for (const p of patterned) {
        const m = p.row.method === req.method ? p.match(path) : undefined;
        if (m) {
          rows = [p.row];
          pathParams = m;
          break;
        }
      }
      if (!rows) {
        passOn();
        return;
      }
    }
    if (!marked && shared.has(key)) {
      next();
      return;
    }
    const bag = paramBag(req);
    const row = rows.find((r) => !r.when || bag[r.when] !== undefined);
    if (!row) {
      passOn();
      return;
    }
    // Handlers read the language as Lobby spells it.
    if (language !== undefined && marked) req.headers.language = lobbyLanguageOf(language);
    const fail = (e: unknown) => {
      const refusal = asApiError(e);
      if (refusal) sendFailure(res, refusal);
      else next(e);
    };
    try {
      if (row.encrypted) {
        const cipher = (res.locals.tenant as Tenant).manifest.api.encryption?.cipher;
        const opened = openEnvelope(req, deps.keys, cipher);
        delete bag.value;
        Object.assign(bag, opened);
      }
      const result = serve(row, bag, pathParams, req, res);
      if (result instanceof Promise) result.then(undefined, fail);
    } catch (e) {
      fail(e);
    }
  };
}
