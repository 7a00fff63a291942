// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver, observers, reportFrom } from '../testing/intersection-observer.ts';
import { useNear } from './near.ts';

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
