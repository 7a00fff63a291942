// Register field rules come from the server's status call (spec §3 permission info); the
// tenant manifest's rules stand in until it answers.
import { useQuery } from '@tanstack/react-query';
import { getTenant } from '../../../config/tenant.ts';
import { systemStatusQueryOptions } from '../../../lib/api/get-system-status.ts';
import type { Rules } from '../lib/rules-to-schema.ts';

export function useRegisterRules(): Rules {
  const { data } = useQuery(systemStatusQueryOptions());
  const fromServer = data?.info.registerRules as Rules | undefined;
  return fromServer && Object.keys(fromServer).length > 0
    ? fromServer
    : (getTenant().registration.fields as Rules);
}
