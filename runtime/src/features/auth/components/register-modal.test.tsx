// @vitest-environment jsdom
// The register form while its proof of work is still being solved: what a double click sends.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberOps } from '#schemas/api/member.ts';
import { systemOps } from '#schemas/api/system.ts';
import { heldChallenge } from '../../../testing/pow-challenge.ts';
import { renderWithApp, setUp, textIn } from '../../../testing/render.tsx';
import RegisterModal from './register-modal.tsx';

// The API is the boundary: the form under test is the real one.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

const en = textIn('en');
const registerCalls = () => callOp.mock.calls.filter(([op]) => op === memberOps.register);

beforeAll(async () => {
  // goldcrown registers by username, with a captcha (a proof of work on Lobby's wire).
  await setUp('goldcrown', 'en');
});
afterEach(cleanup);

describe('register while the proof of work is solved', () => {
  it('a double click sends one registration with the proof, and never says the captcha is empty', async () => {
    const solving = heldChallenge();
    callOp.mockImplementation((op: unknown) => {
      if (op === systemOps.captchaChallenge) return solving.pending;
      if (op === memberOps.register) return Promise.resolve({ token: 't' });
      return Promise.resolve({ info: {} });
    });
    renderWithApp(<RegisterModal />);
    const form = await screen.findByTestId('register-modal');
    // rjsf names each input after its field.
    const type = async (field: string, text: string) => {
      await waitFor(() => expect(form.querySelector(`#root_${field}`)).not.toBeNull());
      await userEvent.type(form.querySelector<HTMLInputElement>(`#root_${field}`)!, text);
    };
    await type('username', 'newplayer7');
    await type('password', 'Abc123!x');
    await type('confirmPassword', 'Abc123!x');
    await type('email', 'new7@example.com');
    await type('paymentPassword', '123456');
    await userEvent.click(within(form).getByRole('checkbox'));
    expect(within(form).getByTestId('captcha').dataset.status).toBe('verifying');

    await userEvent.dblClick(within(form).getByRole('button', { name: en('auth.register') }));
    solving.hand();
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    const body = (registerCalls()[0]![1] as { body: { captcha?: string } }).body;
    expect(body.captcha).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 50));
    expect(registerCalls()).toHaveLength(1);
    expect(within(form).queryByText(en('not_empty'))).toBeNull();
  });
});
