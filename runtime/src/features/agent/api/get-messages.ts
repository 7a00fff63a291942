import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '../../../../../schemas/api/content.ts';
import type { ResponseOf } from '../../../../../schemas/api/operation.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';

export type MessagesPage = ResponseOf<typeof contentOps.messages>;

export const getMessages = (pageNo: number) =>
  callOp(contentOps.messages, { query: { pageNo, pageSize: PAGE_SIZE.notices } });

export const messagesQueryOptions = (pageNo?: number) =>
  queryOptions({
    queryKey: pageNo === undefined ? ['agent', 'messages'] : ['agent', 'messages', pageNo],
    queryFn: () => getMessages(pageNo ?? 1),
  });

export const useMessages = (pageNo: number) =>
  useQuery({ ...messagesQueryOptions(pageNo), placeholderData: keepPreviousData });
