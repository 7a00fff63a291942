// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const load = async () => (await import('./prefs.ts')).usePrefs;

describe('prefs', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('remembers a hidden balance across a reload', async () => {
    const before = await load();
    expect(before.getState().balanceHidden).toBe(false);
    before.getState().toggleBalance();
    vi.resetModules();
    const after = await load();
    expect(after.getState().balanceHidden).toBe(true);
    after.getState().toggleBalance();
    vi.resetModules();
    expect((await load()).getState().balanceHidden).toBe(false);
  });
});
