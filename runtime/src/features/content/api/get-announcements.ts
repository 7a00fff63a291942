import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export interface Announcement {
  id: string;
  title: string;
  content: string;
  promotionType?: string;
  timestamp?: number;
  execution?: string;
}

export interface AnnouncementPage {
  list: Announcement[];
  totalPages: number;
}

function normalise(value: unknown): AnnouncementPage {
  const raw = value as { list?: unknown[]; totalPages?: number } | unknown[] | null;
  const list = (Array.isArray(raw) ? raw : (raw?.list ?? [])) as Record<string, unknown>[];
  return {
    list: list.map((a, i) => ({
      id: String(a.id ?? i),
      title: String(a.title ?? ''),
      content: String(a.content ?? ''),
      promotionType: typeof a.promotionType === 'string' ? a.promotionType : undefined,
      timestamp: typeof a.timestamp === 'number' ? a.timestamp : undefined,
      execution: typeof a.execution === 'string' ? a.execution : undefined,
    })),
    totalPages: Array.isArray(raw) ? 1 : Math.max(1, Number(raw?.totalPages ?? 1)),
  };
}

export const getAnnouncements = async (params: { types: string; execution?: string; pageNo: number }) =>
  normalise(
    await callOp(pendingOps.announcements, {
      query: { ...params, pageSize: PAGE_SIZE.announcements },
    }),
  );

export const announcementsQueryOptions = (params: { types: string; execution?: string; pageNo: number }, lang: string) =>
  queryOptions({
    queryKey: ['content', 'announcements', params, lang],
    queryFn: () => getAnnouncements(params),
    retry: false,
  });

export const useAnnouncements = (params: { types: string; execution?: string; pageNo: number }, lang: string, enabled = true) =>
  useQuery({ ...announcementsQueryOptions(params, lang), enabled });
