import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import { callOp } from '../../../lib/api/client.ts';

const getPopups = (firstLogin: boolean) =>
  callOp(contentOps.popups, { query: firstLogin ? { firstLogin } : {} });

const popupsQueryOptions = (token: string | null, firstLogin: boolean, lang: string) =>
  queryOptions({
    queryKey: ['content', 'popups', token, firstLogin, lang],
    queryFn: () => getPopups(firstLogin),
  });

export const usePopups = (
  token: string | null,
  firstLogin: boolean,
  lang: string,
  enabled: boolean,
) => useQuery({ ...popupsQueryOptions(token, firstLogin, lang), enabled });
