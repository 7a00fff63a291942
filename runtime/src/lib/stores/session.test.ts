// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/constants.ts';
import { takeTokenFromUrl } from './session.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a token in the URL', () => {
  it('moves to session storage and leaves the address bar and history at once', () => {
    window.history.replaceState({ keep: 1 }, '', '/wallet/deposit?token=abc123&tab=2#top');
    const before = window.history.length;
    expect(takeTokenFromUrl()).toBe('abc123');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/wallet/deposit?tab=2#top',
    );
    expect(window.history.length).toBe(before);
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('leaves a URL without a token alone', () => {
    window.history.replaceState(null, '', '/games?q=x');
    expect(takeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('?q=x');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
