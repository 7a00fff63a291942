// The member's platform messages, read by the member centre (with a read filter) and the agent centre.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { PAGE_SIZE } from '../../config/constants.ts';
import { callOp } from './client.ts';

export type Message = ResponseOf<typeof contentOps.messages>['list'][number];
export type ReadFilter = 'all' | 'unread' | 'read';

const getMessages = (pageNo: number, filter: ReadFilter) =>
  callOp(contentOps.messages, {
    query: {
      pageNo,
      pageSize: PAGE_SIZE.records,
      ...(filter === 'all' ? {} : { read: filter === 'read' }),
    },
  });

export const messagesQueryOptions = Object.assign(
  (pageNo: number, filter: ReadFilter) =>
    queryOptions({
      queryKey: ['messages', 'list', filter, pageNo],
      queryFn: () => getMessages(pageNo, filter),
      placeholderData: keepPreviousData,
    }),
  { all: ['messages', 'list'] as const },
);

export const useMessages = (pageNo: number, filter: ReadFilter) =>
  useQuery(messagesQueryOptions(pageNo, filter));
