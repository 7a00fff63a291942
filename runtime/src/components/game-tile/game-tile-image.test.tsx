// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameTileImage } from './game-tile-image.tsx';
import { whenIconsIn } from '../ui/icon-loads.ts';

// jsdom lays nothing out: each test places the icon by its bounding box, in a 400 x 800 window,
// and stands in for the browser's IntersectionObserver (one instance serves every icon).
let top = 0;
let observed: Element[] = [];
let report: IntersectionObserverCallback | undefined;

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe(el: Element) {
    observed.push(el);
  }
  unobserve(el: Element) {
    observed = observed.filter((e) => e !== el);
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, top, 150, 150),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observed = [];
});

const icon = (container: HTMLElement) => container.querySelector('img');

describe('GameTileImage', () => {
  it('waits for an icon below the fold until a tenth of it scrolls into view', () => {
    top = 795; // 5 of 150 px inside: under the 10% threshold
    const { container } = render(<GameTileImage src="/icons/b.png" alt="Beta" />);
    expect(icon(container)).toBeNull();
    expect(observed).toHaveLength(1);
    const target = observed[0]!;
    act(() =>
      report!(
        [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(icon(container)?.getAttribute('src')).toBe('/icons/b.png');
    expect(observed).toEqual([]);
  });

  it('shows the first letter of the name when the icon fails, without trying again', () => {
    top = 0;
    const { container } = render(<GameTileImage src="/icons/c.png" alt="gamma" />);
    const target = observed[0]!;
    act(() =>
      report!(
        [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    act(() => icon(container)!.dispatchEvent(new Event('error')));
    expect(icon(container)).toBeNull();
    expect(container.textContent).toBe('G');
  });

  it('holds background downloads back until its icon has loaded', () => {
    top = 0;
    const { container } = render(<GameTileImage src="/icons/d.png" alt="Delta" />);
    act(() =>
      report!(
        [{ target: observed[0]!, isIntersecting: true } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    const background = vi.fn();
    whenIconsIn(background, 5000);
    expect(background).not.toHaveBeenCalled();
    act(() => icon(container)!.dispatchEvent(new Event('load')));
    expect(background).toHaveBeenCalledTimes(1);
  });
});
