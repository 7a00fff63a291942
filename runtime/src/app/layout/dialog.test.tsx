// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModals } from '../../lib/stores/modals.ts';
import { renderWithApp, setUp, textIn } from '../../testing/render.tsx';
import { Dialog } from './dialog.tsx';

const en = textIn('en');

beforeAll(async () => {
  await setUp('goldcrown', 'en');
});
afterEach(() => {
  act(() => useModals.getState().closeDialog());
  cleanup();
});

describe('alert dialog', () => {
  it('is announced by its message (a dialog without a name reads as an empty "dialog")', () => {
    renderWithApp(<Dialog />);
    act(() => useModals.getState().alert({ message: 'popup_blocked', tone: 'warning' }));
    expect(screen.getByRole('alertdialog', { name: en('popup_blocked') })).toBeTruthy();
  });
});
