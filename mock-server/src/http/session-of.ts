// The session behind a request: its token (the Authorization header, `Bearer ` accepted) and the
// session and member it names, when the session is valid now.
import type { Request } from 'express';
import type { Member, Session } from '../domain/members/types.ts';
import type { Tenant } from '../tenancy.ts';

export function tokenOf(req: Request): string | undefined {
  const raw = req.get('authorization');
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** The session behind the request's token, if it is valid now. */
export function sessionOf(
  tenant: Tenant,
  req: Request,
  now: number,
): { session: Session; member: Member } | undefined {
  const token = tokenOf(req);
  if (!token) return undefined;
  const session = tenant.store.data.sessions.find((s) => s.token === token);
  if (!session || session.expiresAt <= now) return undefined;
  const member = tenant.store.data.members.find((m) => m.id === session.memberId);
  return member ? { session, member } : undefined;
}
