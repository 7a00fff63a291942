// What a platform request leaves out that the Lobby operation needs, named from the request or
// the store, and what a platform answer carries beyond Lobby's value.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { CAPTCHA_COOKIE, lobbyContractAction, type PlatformCall } from '#schemas/wire/platform.ts';
import { answerAwaited, awaitingAnswer } from '../../domain/agents/contracts.ts';
import { contractView } from '../../domain/agents/views.ts';
import { consolidatedToPlatform, type Consolidated } from '#schemas/wire/platform-consolidated.ts';
import { ApiError } from '../../refusals/api-error.ts';
import {
  tenantCatalogue,
  type TenantCatalogue,
  type TenantGame,
} from '../../domain/games/catalogue.ts';
import { liveModels } from '../../domain/games/live.ts';
import type { Deps } from '../../deps.ts';
import { sessionOf } from '../../http/bind.ts';
import { cookieOf } from '../../http/cookies.ts';
import type { Tenant } from '../../tenancy.ts';
import { today } from '../rewards.ts';

const byGameId = new WeakMap<TenantCatalogue, Map<number, TenantGame>>();

/** The platform names a game by its numeric gameId or nodeId; Lobby by its code. */
export function gameByRef(tenant: Tenant, bag: Record<string, unknown>): TenantGame | undefined {
  const cat = tenantCatalogue(tenant.manifest);
  const nodeId = Number(bag.nodeId);
  if (Number.isInteger(nodeId) && cat.byNodeId.has(nodeId)) return cat.byNodeId.get(nodeId);
  const gameId = Number(bag.gameId);
  if (!Number.isInteger(gameId)) return undefined;
  let ids = byGameId.get(cat);
  if (!ids) byGameId.set(cat, (ids = new Map(cat.games.map((g) => [g.gameId, g]))));
  return ids.get(gameId);
}

/**
 * The platform's answer to a contract (`status`) as Lobby's action on one contract. Salaries name
 * theirs (`id` for daily ones, `contractId` for the others); a dividend is named by its period, so
 * the answer goes to the member's dividend of that period that waits for it (the latest, if
 * several), or, for a status that asks to end one, to its active one. What a status means depends on what it answers (see
 * `lobbyContractAction`): an offer, a termination request, or nothing open. The platform's client
 * sends no request id: each call is its own request.
 */
function contractAnswer(
  row: PlatformCall,
  bag: Record<string, unknown>,
  req: Request,
  tenant: Tenant,
  deps: Deps,
): Record<string, unknown> {
  const named = bag.contractId ?? bag.id;
  const member = sessionOf(tenant, req, deps.clock.now())?.member;
  const kind = row.contract?.kind;
  const contracts = tenant.store.data.agents.contracts;
  const status = bag.status === undefined ? undefined : String(bag.status);
  let contractId = named === undefined || named === '' ? undefined : Number(named);
  if (contractId === undefined && member && kind) {
    const period = String(bag.computationPeriod ?? '').toLowerCase();
    const candidates = contracts
      .filter(
        (c) =>
          c.kind === kind &&
          (c.uplineId === member.id || c.downlineId === member.id) &&
          (period === '' || c.period?.toLowerCase() === period),
      )
      .sort((a, b) => b.createdAt - a.createdAt);
    const endsOne =
      status !== undefined && lobbyContractAction(kind, 'none', status) === 'Terminate';
    const found =
      candidates.find((c) => answerAwaited(c, member.id) !== 'none') ??
      (endsOne ? candidates.find((c) => c.status === 'active') : undefined);
    if (!found) throw new ApiError(404, 'not_found', `no ${kind} contract waits for this answer`);
    contractId = found.id;
  }
  // A call answers for its kind only: an id of another kind's contract names none of this one.
  const contract = contracts.find((c) => c.id === contractId);
  if (kind && contract && contract.kind !== kind)
    throw new ApiError(404, 'not_found', `contract ${contractId} is not a ${kind} contract`);
  // An unknown contract is refused by the operation; its status is read as an offer's.
  const answering = contract && member ? answerAwaited(contract, member.id) : 'new';
  const action =
    status !== undefined && kind
      ? (lobbyContractAction(kind, answering, status) ?? status)
      : bag.action;
  return {
    ...bag,
    ...(contractId !== undefined ? { contractId } : {}),
    ...(action !== undefined ? { action } : {}),
    requestId: bag.requestId ?? crypto.randomUUID(),
  };
}

export function supplyNeeds(
  row: PlatformCall,
  bag: Record<string, unknown>,
  req: Request,
  tenant: Tenant,
  deps: Deps,
): Record<string, unknown> {
  switch (row.needs) {
    case 'gameCode': {
      if (bag.gameCode !== undefined) return bag;
      // An unknown id stays unknown: the operation refuses it as it refuses an unknown code.
      return {
        ...bag,
        gameCode: gameByRef(tenant, bag)?.gameCode ?? String(bag.gameId ?? bag.nodeId ?? ''),
      };
    }
    case 'captchaId':
      return { captchaId: decodeURIComponent(cookieOf(req, CAPTCHA_COOKIE) ?? ''), ...bag };
    case 'modelId': {
      if (bag.modelId !== undefined) return bag;
      const model = liveModels(tenant.manifest, deps.clock.now()).find((m) => m.online);
      return { ...bag, modelId: model?.modelId ?? '' };
    }
    case 'raffleDay':
      return { day: today(tenant, deps.clock.now())[2], ...bag };
    case 'contract':
      return contractAnswer(row, bag, req, tenant, deps);
    case 'freePlay':
      // The newer client posts {} in clear; the random string the older one encrypts is not
      // checked by free play, so the server draws one.
      return { ...bag, Encryption: crypto.randomBytes(16).toString('hex') };
    default:
      return bag;
  }
}

/** Lobby's value plus what only this wire's answer carries; may write the store. */
export function afterCall(
  row: PlatformCall,
  value: unknown,
  req: Request,
  res: Response,
  tenant: Tenant,
  deps: Deps,
): unknown {
  switch (row.name) {
    case 'captcha': {
      const { captchaId } = value as { captchaId: string };
      res.cookie(CAPTCHA_COOKIE, captchaId, { httpOnly: true, sameSite: 'lax', path: '/' });
      return value;
    }
    case 'memberInfo': {
      const auth = sessionOf(tenant, req, deps.clock.now());
      const member = auth?.member;
      return {
        ...(value as object),
        lastLogin: member?.lastLoginAt ?? member?.createdAt ?? null,
        toUpline: member?.parentId !== undefined,
      };
    }
    case 'consolidated': {
      // The requests themselves, newest first: the platform's dialog answers the first of each.
      const member = sessionOf(tenant, req, deps.clock.now())?.member;
      const data = tenant.store.data;
      const waiting = member
        ? awaitingAnswer(data, member.id)
            .sort((a, b) => b.createdAt - a.createdAt)
            .map((c) => contractView(data, c, member.id))
        : [];
      return consolidatedToPlatform(value as Consolidated, waiting);
    }
    case 'freePlay': {
      const device = paramOf(req, 'loginDeviceId');
      const { token } = value as { token: string };
      if (!device) return value;
      return tenant.store
        .write((d) => {
          const s = d.sessions.find((x) => x.token === token);
          if (s) s.deviceId = device.slice(0, 128);
        })
        .then(() => value);
    }
    default:
      return value;
  }
}

function paramOf(req: Request, name: string): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const v = body?.[name] ?? (req.query as Record<string, unknown>)[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}
