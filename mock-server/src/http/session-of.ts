// The session behind a request: its token (the Authorization header, `Bearer ` accepted) and the
// session and member it names, when the session is valid now: before its absolute expiry (the
// tenant's sessionLifetimeHours from login) and used within the tenant's sessionIdleMinutes.
// When a session was last used is kept in memory, not in the data file (a write per request
// would cost more than the request); after a restart every session counts as used at the
// restart, which only ever favours the member.
import type { Request } from 'express';
import type { OperationSpec } from '#schemas/api/operation.ts';
import { isAgent, isTrial, type Member, type Session } from '../records/members.ts';
import { MINUTE_MS } from '../security/limits.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { Tenant, Volatile } from '../tenancy.ts';

interface LastUse {
  /** When this table started: sessions not seen since count as used then. */
  since: number;
  at: Map<string, number>;
}

const lastUse = new WeakMap<Volatile, LastUse>();

/**
 * Starts the tenant's record of session use (when its data opens): sessions older than this
 * count as used now, the only safe reading after a restart.
 */
export function startSessionUse(v: Volatile, now: number): void {
  lastUseOf(v, now);
}

function lastUseOf(v: Volatile, now: number): LastUse {
  let t = lastUse.get(v);
  if (!t) {
    t = { since: now, at: new Map() };
    lastUse.set(v, t);
  }
  return t;
}

/**
 * Refuses a caller the operation is not for: 401 without a valid session where one is needed,
 * 403 for a non-agent on an agent operation and for a trial account where a real one is needed.
 * The upload guard asks the same before reading a body, the handler again after.
 */
export function assertMayCall(
  op: Pick<OperationSpec, 'auth' | 'noTrial'>,
  auth: { member: Member } | undefined,
): void {
  if ((op.auth === 'member' || op.auth === 'agent') && !auth)
    throw new ApiError(401, 'user.or.token.invalid', 'log in first');
  if (op.auth === 'agent' && auth && !isAgent(auth.member))
    throw new ApiError(403, 'error_not_agent', 'agents only');
  if (op.noTrial && auth && isTrial(auth.member))
    throw new ApiError(403, 'in_need_true_account', 'register a real account');
}

export function tokenOf(req: Request): string | undefined {
  const raw = req.get('authorization');
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** The session behind the request's token, if it is valid now; a valid one counts as used now. */
export function sessionOf(
  tenant: Tenant,
  req: Request,
  now: number,
): { session: Session; member: Member } | undefined {
  const token = tokenOf(req);
  return token ? sessionOfToken(tenant, token, now) : undefined;
}

/** The session a token names, if it is valid now (a push connection's hello sends one). */
export function sessionOfToken(
  tenant: Tenant,
  token: string,
  now: number,
): { session: Session; member: Member } | undefined {
  const session = tenant.store.data.sessions.find((s) => s.token === token);
  if (!session || session.expiresAt <= now) return undefined;
  const uses = lastUseOf(tenant.volatile, now);
  const last = uses.at.get(token) ?? Math.max(session.createdAt, uses.since);
  if (now - last >= tenant.manifest.security.sessionIdleMinutes * MINUTE_MS) {
    uses.at.delete(token);
    return undefined;
  }
  const member = tenant.store.data.members.find((m) => m.id === session.memberId);
  if (!member) return undefined;
  uses.at.set(token, now);
  // Ended sessions (logout, expiry, a newer login past the cap) leave their entries: drop them
  // once they outnumber the live ones.
  const sessions = tenant.store.data.sessions;
  if (uses.at.size > 2 * sessions.length + 64) {
    const live = new Set(sessions.map((s) => s.token));
    for (const t of uses.at.keys()) if (!live.has(t)) uses.at.delete(t);
  }
  return { session, member };
}
