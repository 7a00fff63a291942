// What the façade's own calls (the platform calls Lobby has no operation for) are given.
import type { Request, Response } from 'express';
import type { Deps } from '../../deps.ts';
import type { Member } from '../../records/members.ts';
import { ApiError } from '../../refusals/api-error.ts';
import { sessionOf } from '../../http/bind.ts';
import type { Tenant } from '../../tenancy.ts';

interface OwnCtx {
  tenant: Tenant;
  req: Request;
  res: Response;
  bag: Record<string, unknown>;
  params: Record<string, string>;
}

export type OwnHandler = (ctx: OwnCtx) => unknown;

export function memberOrRefuse(deps: Deps, { tenant, req }: OwnCtx): Member {
  const auth = sessionOf(tenant, req, deps.clock.now());
  if (!auth) throw new ApiError(401, 'user.or.token.invalid', 'log in first');
  return auth.member;
}
