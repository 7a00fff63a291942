// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNear } from './near.ts';

// jsdom lays nothing out: the element's box is set by each test, in a 400 x 800 window, and the
// browser's IntersectionObserver is stood in for (the test says what it reports, and for which
// margin).
let top = 0;
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

function Section({ keep }: { keep?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, { axis: 'y', screens: 1, ...(keep ? { keepScreens: keep } : {}) });
  return <div ref={ref}>{near ? 'tiles' : 'placeholder'}</div>;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, top, 400, 300),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useNear', () => {
  it('mounts what is on screen, or within a screen of it, at once', () => {
    top = 1200;
    render(<Section />);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('waits with what is further down until the observer reports it near', () => {
    top = 2400;
    render(<Section />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    reportFrom('100% 0px', true);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('lets go of it once it is further away than the keep margin, and takes it back', () => {
    top = 0;
    render(<Section keep={3} />);
    expect(screen.getByText('tiles')).toBeTruthy();
    top = -3500; // scrolled four screens further down
    reportFrom('300% 0px', false);
    expect(screen.getByText('placeholder')).toBeTruthy();
    top = -700; // and back up
    reportFrom('100% 0px', true);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('once the keep observer says far, only an observer brings it back (no tug of war)', () => {
    // Where a box between the element and its root clips it (swiper's), the first reading of
    // the geometry and the observers disagree: the observers win, or the two would flip the
    // element between mounted and not for ever.
    top = 0;
    render(<Section keep={3} />);
    reportFrom('300% 0px', false);
    expect(screen.getByText('placeholder')).toBeTruthy();
    reportFrom('100% 0px', true);
    expect(screen.getByText('tiles')).toBeTruthy();
  });

  it('keeps it for good without a keep margin', () => {
    top = 0;
    render(<Section />);
    expect(observers.some((o) => o.observed.size > 0)).toBe(false);
    expect(screen.getByText('tiles')).toBeTruthy();
  });
});
