// Game launch (spec §2 "Game launch rules" 1–6) for every screen that shows game tiles: the
// decision is pure (game-tile-lib), this hook carries it out and a small store holds the dialogs
// it may open (vendor game list, maintenance alternatives, deposit offer).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { DEMO_STAKES, gamesOps } from '#schemas/api/games.ts';
import { paths } from '../../config/routes.ts';
import { ApiError, errorKeyOf, errorValue } from '../../lib/api/api-error.ts';
import { callOp } from '../../lib/api/client.ts';
import { balanceQueryOptions } from '../../lib/api/get-balance.ts';
import { useModals } from '../../lib/stores/modals.ts';
import { selectIsTrial, useSession } from '../../lib/stores/session.ts';
import { GAMES_QUERY_ROOT, type GameItem } from './game-tile-favourites.ts';
import { launchStepOf } from './game-tile-lib.ts';

type Dialog =
  | { kind: 'vendorList'; vassalage: string; title: string }
  | { kind: 'maintenance'; game: GameItem; alternatives: GameItem[] }
  | { kind: 'deposit' };

interface LaunchState {
  dialog: Dialog | null;
  /** A game was started in another window: refresh the balance when the player comes back. */
  launchedAt: number | null;
  open(dialog: Dialog): void;
  close(): void;
  markLaunched(): void;
}

export const useLaunchStore = create<LaunchState>((set) => ({
  dialog: null,
  launchedAt: null,
  open: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
  markLaunched: () => set({ launchedAt: Date.now() }),
}));

/** Below the smallest stake a game page offers there is nothing to play with. */
const MIN_PLAY_BALANCE = Math.min(...DEMO_STAKES);

type LaunchMode = 'window' | 'seamless';

/** Small screens play in the seamless page: popups on phones are clumsy and often blocked. */
const preferredMode = (): LaunchMode =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches
    ? 'seamless'
    : 'window';

function seamlessHref(gameCode: string): string {
  return `${paths.seamless}?gameCode=${encodeURIComponent(gameCode)}`;
}

export function useLaunchGame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    (game: GameItem, mode: LaunchMode = preferredMode()) =>
      launch(game, mode, navigate, queryClient),
    [navigate, queryClient],
  );
}

function failed(game: GameItem, error: unknown) {
  const code = errorKeyOf(error);
  if (code === 'recommend_game_tips1') {
    const alternatives = (errorValue(error).alternatives as GameItem[] | undefined) ?? [];
    useLaunchStore.getState().open({ kind: 'maintenance', game, alternatives });
  } else if (code === 'insufficient_balance') {
    useLaunchStore.getState().open({ kind: 'deposit' });
  } else {
    useModals.getState().alert({ message: code, tone: 'error' });
  }
}

function launch(
  game: GameItem,
  mode: LaunchMode,
  navigate: ReturnType<typeof useNavigate>,
  queryClient: ReturnType<typeof useQueryClient>,
): void {
  const session = useSession.getState();
  const step = launchStepOf(game, {
    loggedIn: session.token !== null,
    trial: selectIsTrial(session),
  });
  switch (step.kind) {
    case 'list':
      navigate(step.route);
      return;
    case 'login':
      useModals.getState().show('login');
      return;
    case 'trial':
      useModals.getState().alert({ message: 'in_need_true_account', tone: 'warning' });
      return;
    case 'route':
      // The server records the recent game and answers the same route.
      void callOp(gamesOps.launchGame, { query: { gameCode: game.gameCode } }).then(
        (answer) => navigate(answer.type === 'route' && answer.route ? answer.route : step.route),
        (e: unknown) => failed(game, e),
      );
      return;
    case 'vendorList':
      useLaunchStore
        .getState()
        .open({ kind: 'vendorList', vassalage: game.vassalage, title: game.vendorLabel });
      return;
    case 'direct':
      break;
  }
  if (mode === 'seamless') {
    void queryClient.fetchQuery({ ...balanceQueryOptions(session.token), staleTime: 0 }).then(
      (b) =>
        b.balance < MIN_PLAY_BALANCE
          ? useLaunchStore.getState().open({ kind: 'deposit' })
          : navigate(seamlessHref(game.gameCode)),
      (e: unknown) => failed(game, e),
    );
    return;
  }
  // Opened synchronously inside the click, so the browser lets it through; filled in later.
  const win = window.open('about:blank', '_blank');
  if (!win) {
    useModals.getState().alert({ message: 'popup_blocked', tone: 'warning' });
    return;
  }
  void (async () => {
    try {
      const { balance } = await queryClient.fetchQuery({
        ...balanceQueryOptions(session.token),
        staleTime: 0,
      });
      if (balance < MIN_PLAY_BALANCE) throw new ApiError('insufficient_balance', 'balance', 409);
      const answer = await callOp(gamesOps.launchGame, { query: { gameCode: game.gameCode } });
      if (answer.type === 'url' && answer.url) {
        win.location.href = answer.url;
        useLaunchStore.getState().markLaunched();
        void queryClient.invalidateQueries({ queryKey: GAMES_QUERY_ROOT });
        return;
      }
      win.close();
      if (answer.type === 'route' && answer.route) navigate(answer.route);
      else
        useLaunchStore
          .getState()
          .open({ kind: 'vendorList', vassalage: game.vassalage, title: game.vendorLabel });
    } catch (e) {
      win.close();
      failed(game, e);
    }
  })();
}
