// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_TICKER } from '../../config/constants.ts';
import { tickerNow, useTicker } from './game-tile-ticker.ts';

// The browser's IntersectionObserver stood in for: the test says which tickers are on screen.
let report: IntersectionObserverCallback | undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}
const show = (el: Element, inside: boolean) =>
  act(() =>
    report?.(
      [{ target: el, isIntersecting: inside } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );

const amount = (ticks: number) => `${100 + ticks * GAME_TICKER.step}`;
function Ticker({ id }: { id: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useTicker(ref, amount);
  return (
    <span ref={ref} data-testid={id}>
      {tickerNow(amount)}
    </span>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tiles’ ticker clock', () => {
  it('steps what is on screen every interval, leaves what is off screen, and catches it up as it shows', () => {
    const { getByTestId } = render(
      <>
        <Ticker id="seen" />
        <Ticker id="below" />
      </>,
    );
    const seen = getByTestId('seen');
    const below = getByTestId('below');
    const start = Number(seen.textContent);
    show(seen, true);
    show(below, false);
    act(() => vi.advanceTimersByTime(GAME_TICKER.intervalMs * 2));
    expect(Number(seen.textContent)).toBeCloseTo(start + 2 * GAME_TICKER.step, 2);
    expect(Number(below.textContent)).toBe(start);
    show(below, true);
    expect(below.textContent).toBe(seen.textContent);
  });

  it('a render after steps shows the same amount the clock wrote', () => {
    const { getByTestId, rerender } = render(<Ticker id="t" />);
    const el = getByTestId('t');
    show(el, true);
    act(() => vi.advanceTimersByTime(GAME_TICKER.intervalMs));
    const written = el.textContent;
    rerender(<Ticker id="t" />);
    expect(el.textContent).toBe(written);
  });
});
