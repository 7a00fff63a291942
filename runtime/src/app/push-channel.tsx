// The signed-in tab's push channel (lib/push/) applied to the screens' server data: the header
// balance and the inbox badge take the pushed values, contract and withdrawal lists refetch, and
// a session ended elsewhere signs this tab out with the reason. Loaded only once signed in.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PushEvent } from '#schemas/api/push.ts';
import { balanceQueryOptions } from '../lib/api/get-balance.ts';
import { consolidatedQueryOptions } from '../lib/api/get-consolidated.ts';
import { memberInfoQueryOptions } from '../lib/api/get-member-info.ts';
import { messagesQueryOptions } from '../lib/api/get-messages.ts';
import { unreadCountQueryOptions } from '../lib/api/get-unread-count.ts';
import { withdrawalsQueryOptions } from '../lib/api/get-withdrawals.ts';
import { openPush } from '../lib/push/connection.ts';
import { useModals } from '../lib/stores/modals.ts';
import { useSession } from '../lib/stores/session.ts';
import { pendingContractsQueryOptions } from '../features/contracts/api/get-pending-contracts.ts';
import { listContractsQueryOptions } from '../features/contracts/api/list-contracts.ts';

function refetchContracts(client: QueryClient, token: string) {
  void client.invalidateQueries({ queryKey: pendingContractsQueryOptions(token).queryKey });
  void client.invalidateQueries({ queryKey: consolidatedQueryOptions().queryKey });
  void client.invalidateQueries({ queryKey: listContractsQueryOptions().queryKey });
}

/**
 * Stops a fetch of `key` in flight before a pushed value replaces its data. The server may have
 * answered that fetch before the change the event reports (the refetch on connecting, a screen's
 * own): landing after the event, its older figure would stay until the member's next change.
 * Events come in the server's order, so the pushed value is the newest.
 */
function superseding(client: QueryClient, queryKey: QueryKey): void {
  void client.cancelQueries({ queryKey, exact: true });
}

function apply(client: QueryClient, token: string, event: PushEvent): void {
  switch (event.type) {
    case 'balance': {
      const key = balanceQueryOptions(token).queryKey;
      superseding(client, key);
      if (client.getQueryData(key))
        client.setQueryData(key, (old) => old && { ...old, balance: event.balance });
      else void client.invalidateQueries({ queryKey: key });
      return;
    }
    case 'unread': {
      const key = unreadCountQueryOptions(token, false).queryKey;
      superseding(client, key);
      client.setQueryData(key, { count: event.count });
      void client.invalidateQueries({ queryKey: messagesQueryOptions.all });
      return;
    }
    case 'contract':
      refetchContracts(client, token);
      return;
    case 'withdrawal':
      void client.invalidateQueries({ queryKey: withdrawalsQueryOptions.all });
      return;
    case 'sessionEnded':
      // A logout ends only the session it was made with: this tab's own, which is signing out
      // already (its answer may come after this event). No "session ended" alert over it.
      if (event.reason === 'logout') return;
      useSession.getState().clear('expired');
      useModals.getState().alert({
        message:
          event.reason === 'passwordChanged'
            ? 'push.sessionEnded.passwordChanged'
            : 'user.or.token.invalid',
        tone: 'warning',
      });
      return;
  }
}

export default function PushChannel({ token }: { token: string }) {
  const client = useQueryClient();
  useEffect(
    () =>
      openPush(token, {
        onEvent: (event) => apply(client, token, event),
        onGap: () => {
          void client.invalidateQueries({ queryKey: balanceQueryOptions.all });
          void client.invalidateQueries({
            queryKey: unreadCountQueryOptions(token, false).queryKey,
          });
          void client.invalidateQueries({ queryKey: withdrawalsQueryOptions.all });
          refetchContracts(client, token);
        },
        // Its next call answers 401 if the session is over, which signs the tab out as usual.
        onRefused: () =>
          void client.invalidateQueries({ queryKey: memberInfoQueryOptions(token).queryKey }),
      }),
    [client, token],
  );
  return null;
}
