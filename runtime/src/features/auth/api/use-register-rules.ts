// Register field rules come from the server's status call (spec §3 permission info); the
// tenant manifest's rules stand in when the server sends none.
import { useQuery } from '@tanstack/react-query';
import { getTenant } from '../../../config/tenant.ts';
import { systemStatusQueryOptions } from '../../../lib/api/get-system-status.ts';
import type { Rules } from '../lib/rules-to-schema.ts';

export function useRegisterRules(): { rules: Rules; ready: boolean } {
  const { data, isPending } = useQuery(systemStatusQueryOptions());
  const fromServer = data?.info.registerRules as Rules | undefined;
  const rules =
    fromServer && Object.keys(fromServer).length > 0
      ? fromServer
      : (getTenant().registration.fields as Rules);
  return { rules, ready: !isPending };
}
