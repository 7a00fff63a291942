import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemOps } from '#schemas/api/system.ts';
import { callOp } from '../../../lib/api/client.ts';

const getHelpCenter = (lang: string) =>
  callOp(systemOps.helpCenter, { query: { lang, device: 'WEB' } });

const helpCenterQueryOptions = (lang: string) =>
  queryOptions({ queryKey: ['content', 'help', lang], queryFn: () => getHelpCenter(lang) });

export const useHelpCenter = (lang: string) => useQuery(helpCenterQueryOptions(lang));
