// Announcements by notice type (spec §7): the player's announcement list and the agent centre.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import type { QueryOf } from '#schemas/api/operation.ts';
import { PAGE_SIZE } from '../../config/constants.ts';
import { callOp } from './client.ts';

type AnnouncementQuery = NonNullable<QueryOf<typeof contentOps.announcements>>;
export const announcementQuery = (types: string, pageNo: number): AnnouncementQuery => ({
  types,
  pageNo,
  pageSize: PAGE_SIZE.announcements,
});
const getAnnouncements = (query: AnnouncementQuery) => callOp(contentOps.announcements, { query });

export const announcementsQueryOptions = (query: AnnouncementQuery, lang: string) =>
  queryOptions({
    queryKey: ['content', 'announcements', query, lang],
    queryFn: () => getAnnouncements(query),
  });

export const useAnnouncements = (query: AnnouncementQuery, lang: string) =>
  useQuery(announcementsQueryOptions(query, lang));
