import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemOps } from '#schemas/api/system.ts';
import { callOp } from '../../../lib/api/client.ts';

const getCountryCodes = () => callOp(systemOps.countryCodes);

const countryCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countryCodes'],
    queryFn: getCountryCodes,
    staleTime: Infinity,
  });

/** The tenant's own dialing code (the server lists it first). */
export function useDialingCode(): string {
  const { data } = useQuery(countryCodesQueryOptions());
  return data?.[0]?.dialingCode ?? '66';
}
