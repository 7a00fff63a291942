// @vitest-environment jsdom
// The login form as a player meets it: what it refuses before any call, and what it sends.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionOps } from '#schemas/api/session.ts';
import { systemOps } from '#schemas/api/system.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { heldChallenge } from '../../../testing/pow-challenge.ts';
import { renderWithApp, setUp, textIn } from '../../../testing/render.tsx';
import LoginModal from './login-modal.tsx';

// The API is the boundary: the form under test is the real one.
const callOp = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api/client.ts', () => ({ callOp, setApiLanguage: () => {} }));

const en = textIn('en');
const loginCalls = () => callOp.mock.calls.filter(([op]) => op === sessionOps.login);

beforeAll(async () => {
  // longwan has the SMS-code tab (flags.mobileCodeLogin).
  await setUp('longwan', 'en');
});
beforeEach(() => {
  callOp.mockReset();
  callOp.mockImplementation((op: unknown) =>
    Promise.resolve(op === sessionOps.login ? { token: 't' } : []),
  );
});
afterEach(cleanup);

const form = () => screen.getByTestId('login-modal');
const submit = () =>
  userEvent.click(within(form()).getByRole('button', { name: en('auth.login') }));

describe('login form validation', () => {
  it('refuses an empty name and password with "cannot be empty" under each, sending nothing', async () => {
    renderWithApp(<LoginModal />);
    await submit();
    const alerts = within(form()).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([en('not_empty'), en('not_empty')]);
    expect(loginCalls()).toHaveLength(0);
  });

  it('a name of spaces is empty too', async () => {
    renderWithApp(<LoginModal />);
    await userEvent.type(within(form()).getByLabelText(en('field.username')), '   ');
    await userEvent.type(within(form()).getByLabelText(en('field.password')), 'Secret123!');
    await submit();
    expect(
      within(form())
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([en('not_empty')]);
    expect(loginCalls()).toHaveLength(0);
  });

  it('the SMS tab refuses a malformed number and a missing code', async () => {
    renderWithApp(<LoginModal />);
    await userEvent.click(within(form()).getByRole('tab', { name: en('auth.tabSms') }));
    await userEvent.type(within(form()).getByLabelText(en('field.mobileNum')), '12ab3');
    // Only digits are kept as the player types.
    expect((within(form()).getByLabelText(en('field.mobileNum')) as HTMLInputElement).value).toBe(
      '123',
    );
    await submit();
    expect(
      within(form())
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([en('auth/invalid-phone-number'), en('auth/missing-verification-code')]);
    expect(loginCalls()).toHaveLength(0);
  });

  it('a filled form sends the trimmed name, the password and the player area once', async () => {
    renderWithApp(<LoginModal />);
    await userEvent.type(within(form()).getByLabelText(en('field.username')), '  player1 ');
    await userEvent.type(within(form()).getByLabelText(en('field.password')), 'Player123!');
    await submit();
    expect(loginCalls()).toHaveLength(1);
    expect(loginCalls()[0]![1]).toEqual({
      body: { username: 'player1', password: 'Player123!', type: 'username', area: 'player' },
    });
    expect(within(form()).queryAllByRole('alert')).toHaveLength(0);
  });
});

describe('SMS code for login', () => {
  const sent = () => callOp.mock.calls.filter(([op]) => op === sessionOps.loginCode);

  it('a valid number whose code was sent no longer shows the earlier "invalid number"', async () => {
    callOp.mockImplementation((op: unknown) =>
      Promise.resolve(op === sessionOps.loginCode ? { expiredMinutes: 5 } : []),
    );
    // The button takes one press a second: the second press comes two seconds later.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      renderWithApp(<LoginModal />);
      await userEvent.click(within(form()).getByRole('tab', { name: en('auth.tabSms') }));
      const mobile = within(form()).getByLabelText(en('field.mobileNum'));
      await userEvent.type(mobile, '12');
      await userEvent.click(within(form()).getByTestId('send-sms'));
      expect(within(form()).getByRole('alert').textContent).toBe(en('auth/invalid-phone-number'));
      expect(sent()).toHaveLength(0);

      await userEvent.clear(mobile);
      await userEvent.type(mobile, '0812345678');
      now += 2000;
      await userEvent.click(within(form()).getByTestId('send-sms'));
      // The countdown has started: the code went out for this number.
      await waitFor(() =>
        expect((within(form()).getByTestId('send-sms') as HTMLButtonElement).disabled).toBe(true),
      );
      expect(sent()).toHaveLength(1);
      expect(within(form()).queryAllByRole('alert')).toHaveLength(0);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('the proof of work the server asks for', () => {
  it('says a check runs by itself when the server asks for one; a double click while it is solved sends one login with it', async () => {
    const solving = heldChallenge();
    let attempts = 0;
    callOp.mockImplementation((op: unknown) => {
      if (op === systemOps.captchaChallenge) return solving.pending;
      if (op !== sessionOps.login) return Promise.resolve([]);
      attempts += 1;
      // The first attempt is refused: the next must carry a proof of work.
      return attempts === 1
        ? Promise.reject(new ApiError('captcha_required', 'prove', 400, { captcha: true }))
        : Promise.resolve({ token: 't' });
    });
    renderWithApp(<LoginModal />);
    await userEvent.type(within(form()).getByLabelText(en('field.username')), 'player1');
    await userEvent.type(within(form()).getByLabelText(en('field.password')), 'Player123!');
    await submit();
    // What happened, in words for a check nobody types.
    expect(within(form()).getByTestId('login-error').textContent).toBe(en('auth.powRequired'));
    expect(within(form()).getByTestId('captcha').dataset.status).toBe('verifying');

    await userEvent.dblClick(within(form()).getByRole('button', { name: en('auth.login') }));
    solving.hand();
    await waitFor(() => expect(loginCalls()).toHaveLength(2));
    const body = (loginCalls()[1]![1] as { body: { captcha?: string } }).body;
    expect(body.captcha).toEqual(expect.any(String));
    expect(within(form()).queryByText(en('not_empty'))).toBeNull();
    // Nothing else went out once the first submit had the proof.
    await new Promise((r) => setTimeout(r, 50));
    expect(loginCalls()).toHaveLength(2);
  });
});
