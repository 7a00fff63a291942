// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/constants.ts';
import { dropTokenFromUrl } from './session.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a token in the URL', () => {
  it('is no session when the app starts on a link carrying one', async () => {
    window.history.replaceState(null, '', '/member?token=theirs');
    vi.resetModules();
    const { useSession, selectIsLogin } = await import('./session.ts');
    expect(useSession.getState().token).toBeNull();
    expect(selectIsLogin(useSession.getState())).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('signs nobody in and leaves the address bar and history at once', () => {
    window.history.replaceState({ keep: 1 }, '', '/wallet/deposit?token=abc123&tab=2#top');
    const before = window.history.length;
    dropTokenFromUrl();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/wallet/deposit?tab=2#top',
    );
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('does not replace the session this browser has', () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'mine');
    window.history.replaceState(null, '', '/?token=theirs');
    dropTokenFromUrl();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('mine');
    expect(window.location.search).toBe('');
  });

  it('leaves a URL without a token alone', () => {
    window.history.replaceState(null, '', '/games?q=x');
    dropTokenFromUrl();
    expect(window.location.search).toBe('?q=x');
  });
});
