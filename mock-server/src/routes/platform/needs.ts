// What a platform request leaves out that the Lobby operation needs, named from the request or
// the store, and what a platform answer carries beyond Lobby's value.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { PlatformCall } from '../../../../schemas/wire/platform.ts';
import {
  tenantCatalogue,
  type TenantCatalogue,
  type TenantGame,
} from '../../domain/games/catalogue.ts';
import { liveModels } from '../../domain/games/live.ts';
import type { Deps } from '../../deps.ts';
import { sessionOf } from '../../http/bind.ts';
import type { Tenant } from '../../tenancy.ts';
import { today } from '../rewards.ts';

/** The cookie that binds a captcha answer on this wire (the platform sends no captcha id). */
export const CAPTCHA_COOKIE = 'captchaId';

export function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

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
      return { captchaId: cookieOf(req, CAPTCHA_COOKIE) ?? '', ...bag };
    case 'modelId': {
      if (bag.modelId !== undefined) return bag;
      const model = liveModels(tenant.manifest, deps.clock.now()).find((m) => m.online);
      return { ...bag, modelId: model?.modelId ?? '' };
    }
    case 'raffleDay':
      return { day: today(tenant, deps.clock.now())[2], ...bag };
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
