// notices (schemas/api/content.ts): the marquee's first page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import { PAGE_SIZE } from '../../../config/constants.ts';
import { callOp } from '../../../lib/api/client.ts';

const getNotices = () =>
  callOp(contentOps.notices, { query: { pageNo: 1, pageSize: PAGE_SIZE.notices } });

const noticesQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['home', 'notices', lang], queryFn: getNotices, staleTime: 5 * 60_000 });

export const useNotices = (lang: string) => useQuery(noticesQueryOptions(lang));
