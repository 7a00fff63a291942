// liveChat (schemas/api/games-live.ts): a one-time chat room URL (value.chatUrl) for a model.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gamesOps } from '#schemas/api/games.ts';
import { callOp } from '../../../lib/api/client.ts';
import { liveModelsQueryOptions } from './get-live-models.ts';

const launchLiveChat = (modelId: string) => callOp(gamesOps.liveChat, { query: { modelId } });

export function useLaunchLiveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchLiveChat,
    // An offline answer means the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: liveModelsQueryOptions().queryKey }),
  });
}
