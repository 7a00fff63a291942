// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNoScrollAnchoring } from './use-no-scroll-anchoring.ts';

afterEach(cleanup);

const anchoring = () => document.documentElement.style.overflowAnchor;

describe('scroll anchoring while a game grid is on the page', () => {
  it('is off while the grid is mounted and back as it was once it is gone', () => {
    document.documentElement.style.overflowAnchor = 'auto';
    const grid = renderHook(() => useNoScrollAnchoring());
    expect(anchoring()).toBe('none');
    grid.unmount();
    expect(anchoring()).toBe('auto');
  });

  it('stays off until the last of two grids is gone, whichever leaves first', () => {
    document.documentElement.style.overflowAnchor = '';
    const first = renderHook(() => useNoScrollAnchoring());
    const second = renderHook(() => useNoScrollAnchoring());
    first.unmount();
    expect(anchoring()).toBe('none');
    second.unmount();
    expect(anchoring()).toBe('');
  });
});
