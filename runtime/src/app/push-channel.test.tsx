// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '#schemas/api/push.ts';
import { useSession } from '../lib/stores/session.ts';
import { renderWithApp, setUp } from '../testing/render.tsx';
import { BalanceControl } from './layout/balance-control.tsx';
import PushChannel from './push-channel.tsx';

// The API and the socket are the boundaries: the channel and the header under test are the real ones.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

/** The server's end of the tab's socket. */
class ServerEnd {
  static last: ServerEnd | undefined;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    ServerEnd.last = this;
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  say(message: PushMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeAll(async () => {
  await setUp('goldcrown', 'en');
});
beforeEach(() => {
  callOp.mockReset();
  ServerEnd.last = undefined;
  vi.stubGlobal('WebSocket', ServerEnd);
  useSession.getState().setToken('tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('push channel and the header balance', () => {
  it('keeps a pushed balance over a fetch that the server answered before the change', async () => {
    callOp.mockResolvedValueOnce({ balance: 3480.5 });
    const { client } = renderWithApp(
      <>
        <BalanceControl />
        <PushChannel token="tok" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('3,480.50'));
    const server = ServerEnd.last!;
    act(() => server.onopen?.());
    expect(JSON.parse(server.sent[0]!)).toEqual({ token: 'tok' });

    // Connected afresh: the screens refetch what may have changed before the socket was open.
    // The server answers that refetch with the balance before the deposit it approves next.
    const stale = deferred<{ balance: number }>();
    callOp.mockReturnValue(stale.promise);
    server.say({ kind: 'ready', resumed: false });
    await waitFor(() => expect(callOp).toHaveBeenCalledTimes(2));

    server.say({ kind: 'event', id: 'e.1', event: { type: 'balance', balance: 4080.5 } });
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('4,080.50'));
    // The refetch's answer reaches the tab after the event.
    await act(async () => stale.resolve({ balance: 3480.5 }));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByTestId('balance-amount').textContent).toBe('4,080.50');
  });
});
