// @vitest-environment jsdom
// The money input as a member meets it in the transfer form: the balance shown with the symbol,
// amounts refused before any call, and the amount sent in the server's unit.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletOps } from '#schemas/api/wallet.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { renderWithApp, setUp, textIn } from '../../../testing/render.tsx';
import { TransferForm } from './transfer-form.tsx';

// The API is the boundary: the form under test is the real one.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

const en = textIn('en');
const transfers = () => callOp.mock.calls.filter(([op]) => op === walletOps.walletTransfer);

beforeAll(async () => {
  await setUp('siam88', 'en');
});
beforeEach(() => {
  callOp.mockReset();
  callOp.mockImplementation((op: unknown, input?: { body?: { amount: number } }) =>
    Promise.resolve(
      op === walletOps.walletTransfer
        ? {
            transferId: 'x',
            amount: input!.body!.amount,
            targetAccount: 'agent5x1',
            balance: 0,
          }
        : { balance: 1000 },
    ),
  );
  useSession.getState().setToken('tok');
});
afterEach(cleanup);

async function fill(amount: string, pin = '123456') {
  const form = screen.getByTestId('transfer-form-toUpline');
  const input = within(form).getByLabelText(en('wallet.amount.label'));
  await userEvent.clear(input);
  await userEvent.type(input, amount);
  const pinInput = within(form).getByLabelText(en('wallet.paymentPassword'));
  await userEvent.clear(pinInput);
  if (pin) await userEvent.type(pinInput, pin);
  await userEvent.click(screen.getByTestId('transfer-submit'));
  return form;
}

/** The form to the upline once the balance it checks amounts against has loaded. */
async function renderLoaded() {
  renderWithApp(<TransferForm direction="toUpline" />);
  await waitFor(() => expect(screen.getByTestId('transfer-balance').textContent).toBe('฿1,000.00'));
}

describe('transfer form amount', () => {
  it('shows the balance with the currency symbol and 2 decimals', async () => {
    renderWithApp(<TransferForm direction="toUpline" />);
    await waitFor(() =>
      expect(screen.getByTestId('transfer-balance').textContent).toBe('฿1,000.00'),
    );
  });

  it('refuses 3 decimals, zero and more than the balance, each with its message, sending nothing', async () => {
    await renderLoaded();
    let form = await fill('12.345');
    expect(within(form).getByRole('alert').textContent).toBe(en('amount_invalid'));
    form = await fill('0');
    expect(within(form).getByRole('alert').textContent).toBe(en('amount_invalid'));
    form = await fill('1000.01');
    expect(within(form).getByRole('alert').textContent).toBe(en('insufficient_balance'));
    expect(transfers()).toHaveLength(0);
  });

  it('asks for the payment password', async () => {
    await renderLoaded();
    const form = await fill('10', '');
    expect(within(form).getByRole('alert').textContent).toBe(en('not_empty'));
    expect(transfers()).toHaveLength(0);
  });

  it('sends a valid amount once, in currency units, and says where it went', async () => {
    await renderLoaded();
    await fill('250.5');
    await waitFor(() =>
      expect(screen.getByTestId('transfer-done').textContent).toContain('฿250.50'),
    );
    expect(screen.getByTestId('transfer-done').textContent).toContain('agent5x1');
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]![1]).toMatchObject({
      body: { direction: 'toUpline', amount: 250.5, paymentPassword: '123456' },
    });
  });
});

describe('transfer form refusals', () => {
  it('shows why the server refused a transfer to the upline, translated, where the member looks', async () => {
    callOp.mockImplementation((op: unknown) =>
      op === walletOps.walletTransfer
        ? Promise.reject(new ApiError('not_downline', 'this account has no upline', 403))
        : Promise.resolve({ balance: 1000 }),
    );
    await renderLoaded();
    const form = await fill('10');
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(en('wallet.transfer.noUpline')),
    );
    expect(transfers()).toHaveLength(1);
  });
});
