// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadable } from './lazy.ts';

afterEach(cleanup);

const Popup = () => <p>popup</p>;

describe('loadable', () => {
  it('shows the fallback, asks for the chunk on mount, then renders the module', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Popup }));
    const Lazy = loadable(load, <span>waiting</span>);
    render(<Lazy />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('popup')).toBeTruthy();
  });

  it('with a schedule, asks for the chunk only when the scheduled moment comes', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Popup }));
    let moment: (() => void) | undefined;
    const cancel = vi.fn();
    const Lazy = loadable(load, null, (task) => {
      moment = task;
      return cancel;
    });
    render(<Lazy />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => moment!());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('popup')).toBeTruthy();
  });

  it('a component gone before its moment never asks for the chunk', () => {
    const load = vi.fn(() => Promise.resolve({ default: Popup }));
    const cancel = vi.fn();
    const Lazy = loadable(load, null, () => cancel);
    const { unmount } = render(<Lazy />);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});
