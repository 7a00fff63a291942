// lottoLobby (schemas/api/lottery.ts): launch the provider's lottery lobby (spec §7 "Lottery
// lobby": lottoArea, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device, backUrl,
// language). Each visit gets its own ticket: never cached, never retried.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '#schemas/api/operation.ts';
import { lotteryOps } from '#schemas/api/lottery.ts';
import { callOp } from '../../../lib/api/client.ts';

export type LottoLobbyQuery = QueryOf<typeof lotteryOps.lottoLobby>;

const launchLottoLobby = (query: LottoLobbyQuery) => callOp(lotteryOps.lottoLobby, { query });

const lottoLobbyQueryOptions = (query: LottoLobbyQuery, enabled: boolean) =>
  queryOptions({
    enabled,
    queryKey: ['lottery', 'lobbyLaunch', query],
    queryFn: () => launchLottoLobby(query),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** `enabled`: false until the caller knows the session is a real account's. */
export const useLottoLobby = (query: LottoLobbyQuery, enabled: boolean) =>
  useQuery(lottoLobbyQueryOptions(query, enabled));
