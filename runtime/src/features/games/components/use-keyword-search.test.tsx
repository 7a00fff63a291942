// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_LIST } from '../../../config/constants.ts';
import { useKeywordSearch } from './use-keyword-search.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setUpHook(initialUrl: string) {
  const onChange = vi.fn();
  // The index stays unloaded: these tests are about the box and the URL.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ url }) => useKeywordSearch(url, onChange, false), {
    wrapper,
    initialProps: { url: initialUrl },
  });
  return { hook, onChange };
}

describe('search as you type', () => {
  it('puts the typed keyword in the URL after the pause', () => {
    const { hook, onChange } = setUpHook('');
    act(() => hook.result.current.setText('an'));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(GAME_LIST.searchDebounceMs));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'an' });
  });

  it('keeps what the player typed when its own earlier URL update lands late (slow phone)', () => {
    const { hook, onChange } = setUpHook('a');
    act(() => hook.result.current.setText('an'));
    act(() => vi.advanceTimersByTime(GAME_LIST.searchDebounceMs));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'an' });
    // The player types on before the router has committed "an".
    act(() => hook.result.current.setText('O'));
    hook.rerender({ url: 'an' });
    expect(hook.result.current.text).toBe('O');
    expect(hook.result.current.typed).toBe('O');
    act(() => vi.advanceTimersByTime(GAME_LIST.searchDebounceMs));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'O' });
  });

  it('follows a URL changed from outside (back, a link)', () => {
    const { hook } = setUpHook('a');
    hook.rerender({ url: 'dragon' });
    expect(hook.result.current.text).toBe('dragon');
  });
});
