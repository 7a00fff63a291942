// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { iconLoading, whenIconsIn } from './icon-loads.ts';

afterEach(() => vi.useRealTimers());

describe('waiting for the icons on screen', () => {
  it('runs at once when no icon is loading', () => {
    const run = vi.fn();
    whenIconsIn(run, 5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until the last loading icon is in, counting each icon once', () => {
    const a = iconLoading();
    const b = iconLoading();
    const run = vi.fn();
    whenIconsIn(run, 5000);
    a();
    a();
    expect(run).not.toHaveBeenCalled();
    b();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the longest wait, and a cancel stops it', () => {
    vi.useFakeTimers();
    const stuck = iconLoading();
    const run = vi.fn();
    const cancelled = vi.fn();
    whenIconsIn(run, 5000);
    whenIconsIn(cancelled, 5000)();
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    stuck();
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
