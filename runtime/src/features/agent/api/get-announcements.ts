import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '../../../../../schemas/api/content.ts';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';

export type AnnouncementsPage = ResponseOf<typeof contentOps.announcements>;

/** Announcements for the agent centre (notice types B, PL, PU, PR; spec §7). */
export const getAgentAnnouncements = (pageNo: number) =>
  callOp(contentOps.announcements, {
    query: { types: 'B,PL,PU,PR', pageNo, pageSize: PAGE_SIZE.announcements },
  });

export const agentAnnouncementsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: ['agent', 'announcements', pageNo],
    queryFn: () => getAgentAnnouncements(pageNo),
  });

export const useAgentAnnouncements = (pageNo: number) =>
  useQuery({ ...agentAnnouncementsQueryOptions(pageNo), placeholderData: keepPreviousData });
