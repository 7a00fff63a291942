// The signed-in member (spec §7 member info): the layout, the login flows and the member-centre
// panels that depend on who the member is (its upline, for one) all read this one query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from './client.ts';
import { useSession } from '../stores/session.ts';

export type MemberInfo = ResponseOf<typeof memberOps.memberInfo>;

export async function getMemberInfo(): Promise<MemberInfo> {
  const info = await callOp(memberOps.memberInfo);
  useSession.getState().setMember(info);
  return info;
}

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: getMemberInfo,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/**
 * `fresh`: read again whenever the screen mounts, for screens that show or act on what may have
 * changed elsewhere since (the profile, whether a payment password is set).
 */
export function useMemberInfo({ fresh = false }: { fresh?: boolean } = {}) {
  const token = useSession((s) => s.token);
  return useQuery({ ...memberInfoQueryOptions(token), ...(fresh ? { staleTime: 0 } : {}) });
}
