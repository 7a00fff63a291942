// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNear } from './near.ts';

// The browser's IntersectionObserver is stood in for: the test says what it reports, and for
// which margin.
// The hook keeps one observer per margin for the page's life, so they outlive a test.
const observers: FakeObserver[] = [];

class FakeObserver {
  observed = new Set<Element>();
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
}

/** The observer with this margin reports whether each element it watches is inside it. */
function reportFrom(margin: string, inside: boolean) {
  const o = observers.find((x) => x.options.rootMargin === margin && x.observed.size > 0);
  if (!o) throw new Error(`nothing watched with margin ${margin}`);
  const entries = [...o.observed].map(
    (target) => ({ target, isIntersecting: inside }) as IntersectionObserverEntry,
  );
  act(() => o.report(entries, o as unknown as IntersectionObserver));
}

function Section({ keep, eager = false }: { keep?: number; eager?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, {
    screens: 1,
    eager,
    ...(keep ? { keepScreens: keep } : {}),
  });
  return <div ref={ref}>{near ? 'tiles' : 'placeholder'}</div>;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useNear', () => {
  it('mounts an eager element at once, without asking the observer', () => {
    render(<Section eager />);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('mounts the rest when the observer reports it within a screen, not before', () => {
    render(<Section />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    reportFrom('100%', true);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('lets go of it once it is further away than the keep margin, and takes it back', () => {
    render(<Section keep={3} />);
    reportFrom('100%', true);
    expect(screen.getByText('tiles')).toBeTruthy();
    reportFrom('300%', false);
    expect(screen.getByText('placeholder')).toBeTruthy();
    reportFrom('100%', true);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('once the keep observer says far, only an observer brings it back (no tug of war)', () => {
    // The two observers decide in turn, each only while the other is not watching: neither can
    // flip the element back while the other still holds it.
    render(<Section keep={3} />);
    reportFrom('100%', true);
    reportFrom('300%', false);
    expect(screen.getByText('placeholder')).toBeTruthy();
    reportFrom('100%', true);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('keeps it for good without a keep margin', () => {
    render(<Section />);
    reportFrom('100%', true);
    expect(observers.some((o) => o.observed.size > 0)).toBe(false);
    expect(screen.getByText('tiles')).toBeTruthy();
  });
});
