// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefs } from '../../lib/stores/prefs.ts';
import { useSession } from '../../lib/stores/session.ts';
import { renderWithApp, setUp, textIn } from '../../testing/render.tsx';
import { BalanceControl } from './balance-control.tsx';

// The API is the boundary: the control under test is the real one.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

const th = textIn('th');

beforeAll(async () => {
  await setUp('siam88', 'th');
});
beforeEach(() => {
  callOp.mockReset();
  usePrefs.setState({ balanceHidden: false });
  useSession.getState().setToken('tok');
});
afterEach(cleanup);

describe('header balance', () => {
  it('shows the balance with the tenant symbol, 2 decimals and grouping', async () => {
    callOp.mockResolvedValue({ balance: 1234567.5 });
    renderWithApp(<BalanceControl />);
    await waitFor(() =>
      expect(screen.getByTestId('balance-amount').textContent).toBe('1,234,567.50'),
    );
    expect(screen.getByTestId('balance').textContent).toContain('฿');
  });

  it('hides the amount behind dots and shows it again', async () => {
    callOp.mockResolvedValue({ balance: 88 });
    renderWithApp(<BalanceControl />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('88.00'));
    await userEvent.click(screen.getByRole('button', { name: th('header.hideBalance') }));
    expect(screen.getByTestId('balance-amount').textContent).toBe('••••••');
    expect(screen.getByTestId('balance').textContent).not.toContain('88');
    await userEvent.click(screen.getByRole('button', { name: th('header.showBalance') }));
    expect(screen.getByTestId('balance-amount').textContent).toBe('88.00');
  });

  it('refresh asks the server again and shows the new balance', async () => {
    callOp.mockResolvedValueOnce({ balance: 100 }).mockResolvedValueOnce({ balance: 75.25 });
    renderWithApp(<BalanceControl />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('100.00'));
    await userEvent.click(screen.getByRole('button', { name: th('header.refreshBalance') }));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('75.25'));
    expect(callOp).toHaveBeenCalledTimes(2);
  });

  it('follows the interface language', async () => {
    callOp.mockResolvedValue({ balance: 1000 });
    renderWithApp(<BalanceControl />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('1,000.00'));
    await act(() => i18next.changeLanguage('de'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('1.000,00');
    await act(() => i18next.changeLanguage('th'));
  });
});
