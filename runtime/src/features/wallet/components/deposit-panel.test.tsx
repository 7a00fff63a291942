// @vitest-environment jsdom
// The deposit screen in the player's language: each channel (the choices and the records) reads as
// words of that language, not as the server's code (BANK, QR, EWALLET) nor as the tenant default's
// words, which is what the server answers a language it has no name in (longwan: Chinese).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletOps } from '#schemas/api/wallet.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { renderWithApp, setUp, textIn } from '../../../testing/render.tsx';
import DepositPanel from './deposit-panel.tsx';

// The API is the boundary: the panel under test is the real one.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

const CODES = ['BANK', 'QR', 'EWALLET'] as const;
const SERVED = { BANK: '银行转账', QR: '扫码支付', EWALLET: '电子钱包', USDT: 'USDT (TRC20)' };
const ja = textIn('ja');

beforeAll(async () => {
  await setUp('longwan', 'ja');
  callOp.mockImplementation((op: unknown) =>
    Promise.resolve(
      op === walletOps.depositChannels
        ? {
            list: Object.entries(SERVED).map(([code, name]) => ({
              code,
              name,
              min: 100,
              max: 1000,
            })),
          }
        : op === walletOps.listDeposits
          ? {
              list: [...CODES, 'USDT'].map((channel, i) => ({
                id: i + 1,
                amount: 100,
                channel,
                status: 'credited',
                createdAt: 1_700_000_000_000,
              })),
              totalPages: 1,
              pageNo: 1,
              total: 4,
            }
          : { balance: 1000 },
    ),
  );
  useSession.getState().setToken('tok');
});
afterEach(cleanup);

describe('deposit channels in Japanese', () => {
  it('the choices and the records name each channel in Japanese', async () => {
    renderWithApp(<DepositPanel />);
    const records = await screen.findByTestId('deposit-list');
    for (const [i, code] of CODES.entries()) {
      expect(screen.getByTestId(`deposit-channel-${code}`).textContent).toContain(
        ja(`channel.${code}`),
      );
      expect(within(records).getByTestId(`deposit-${i + 1}`).textContent).toContain(
        ja(`channel.${code}`),
      );
    }
    expect(records.textContent).not.toMatch(/BANK|EWALLET|银行|扫码|电子/);
    // A brand the server names reads as it does everywhere.
    expect(within(records).getByTestId('deposit-4').textContent).toContain('USDT (TRC20)');
  });
});
