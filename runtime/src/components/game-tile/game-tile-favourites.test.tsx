// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../lib/stores/modals.ts';
import { useSession } from '../../lib/stores/session.ts';
import {
  favouritesQueryOptions,
  useToggleFavourite,
  type FavouritesPage,
  type GameItem,
} from './game-tile-favourites.ts';

const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/client.ts', () => ({ callOp }));

const game = (nodeId: number): GameItem =>
  ({
    nodeId,
    gameId: nodeId,
    gameCode: `G${nodeId}`,
    vassalage: 'PG',
    gameType: 'RNG',
    isGame: true,
  }) as GameItem;
const page = (ids: number[]): FavouritesPage => ({
  content: ids.map(game),
  ids,
  pageNo: 1,
  pageSize: 999,
  total: ids.length,
  totalPages: 1,
});

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const key = () => favouritesQueryOptions('tok').queryKey;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  useSession.setState({ token: 'tok' });
  useModals.setState({ open: null, dialog: null });
  callOp.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('favourite toggle', () => {
  it('adds optimistically, before the server answers', async () => {
    client.setQueryData(key(), page([1]));
    let answer: (v: unknown) => void = () => undefined;
    callOp.mockImplementation((op: { method: string }) =>
      op.method === 'get' ? Promise.resolve(page([2, 1])) : new Promise((r) => (answer = r)),
    );
    const { result } = renderHook(() => useToggleFavourite(), { wrapper });
    act(() => result.current(game(2)));
    await waitFor(() => expect(client.getQueryData(key())?.ids).toEqual([2, 1]));
    expect(callOp.mock.calls[0]![0].method).toBe('post');
    answer({ ids: [2, 1] });
  });

  it('removes a present one (an add is skipped when already there), at most once per second', async () => {
    // The throttle is one per page: start well after the previous test's toggle.
    vi.setSystemTime(new Date('2026-01-01T00:00:05Z'));
    client.setQueryData(key(), page([5]));
    callOp.mockImplementation((op: { method: string }) =>
      Promise.resolve(op.method === 'get' ? page([]) : { ids: [] }),
    );
    const { result } = renderHook(() => useToggleFavourite(), { wrapper });
    act(() => result.current(game(5)));
    await waitFor(() => expect(client.getQueryData(key())?.ids).toEqual([]));
    expect(callOp.mock.calls[0]![0].method).toBe('delete');
    const calls = callOp.mock.calls.filter((c) => c[0].method !== 'get').length;
    vi.setSystemTime(new Date('2026-01-01T00:00:05.500Z'));
    act(() => result.current(game(5)));
    expect(callOp.mock.calls.filter((c) => c[0].method !== 'get').length).toBe(calls);
    vi.setSystemTime(new Date('2026-01-01T00:00:06.000Z'));
    act(() => result.current(game(5)));
    await waitFor(() =>
      expect(callOp.mock.calls.filter((c) => c[0].method !== 'get').length).toBe(calls + 1),
    );
  });

  it('rolls back when the server refuses', async () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
    client.setQueryData(key(), page([1]));
    callOp.mockImplementation((op: { method: string }) =>
      op.method === 'get' ? Promise.resolve(page([1])) : Promise.reject(new Error('boom')),
    );
    const { result } = renderHook(() => useToggleFavourite(), { wrapper });
    act(() => result.current(game(3)));
    await waitFor(() => expect(useModals.getState().dialog?.message).toBe('unknown_error'));
    expect(client.getQueryData(key())?.ids).toEqual([1]);
  });

  it('asks a visitor to log in and sends nothing', () => {
    useSession.setState({ token: null });
    const { result } = renderHook(() => useToggleFavourite(), { wrapper });
    act(() => result.current(game(1)));
    expect(useModals.getState().open).toBe('login');
    expect(callOp).not.toHaveBeenCalled();
  });
});
