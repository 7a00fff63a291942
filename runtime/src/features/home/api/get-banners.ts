// banners (schemas/api/content.ts): the w_home banner group.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOps } from '#schemas/api/content.ts';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { callOp } from '../../../lib/api/client.ts';

export type Banner = ResponseOf<typeof contentOps.banners>['list'][number];

const getHomeBanners = () => callOp(contentOps.banners, { query: { groupName: 'w_home' } });

const homeBannersQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['home', 'banners', lang],
    queryFn: getHomeBanners,
    staleTime: 5 * 60_000,
  });

export const useHomeBanners = (lang: string) => useQuery(homeBannersQueryOptions(lang));
