// @vitest-environment jsdom
// A number strangers asked too many codes for, as its owner meets it on a new phone: the login
// form against the real server says, in the player's language, how many minutes until the next
// code, not "try again later".
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '#mock-server/testing/harness.ts';
import { SMS_STRANGERS_PACE_MS } from '#mock-server/src/security/limits.ts';
import { Dialog } from './layout/dialog.tsx';
import { renderWithApp, setUp, textIn } from '../testing/render.tsx';
import { fetchFromServer } from '../testing/server-fetch.ts';
import LoginModal from '../features/auth/components/login-modal.tsx';

// longwan has the SMS-code tab (flags.mobileCodeLogin).
const T = 'longwan';
const th = textIn('th');
const PHONE_IP = '10.66.0.1';

let server: TestServer;
/** The value of the server's last refusal of a send, as the browser received it. */
let lastRefusal: { retryAfterMinutes?: number } = {};

beforeAll(async () => {
  server = await startTestServer({ only: [T] });
  await setUp(T, 'th');
  // The page's requests go to the real server of the tenant, from the new phone's address.
  fetchFromServer(server, T, {
    ip: PHONE_IP,
    after: (pathname, r) => {
      if (pathname === '/wps/verification/sms/noLogin' && r.status === 429)
        lastRefusal = r.body.value as typeof lastRefusal;
    },
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
afterEach(cleanup);

describe('a paced number on the login form', () => {
  it('tells the owner’s new phone the minutes until the next code, in Thai', async () => {
    const mobile = '0866500001';
    // Strangers at other addresses spend what strangers may have of the number this hour.
    for (let i = 0; i < 5; i++) {
      const r = await server.call(T, 'POST', '/wps/verification/sms/noLogin', {
        body: { mobileNum: mobile, countryDialingCode: '66', ...(await server.captcha(T)) },
        ip: `10.66.1.${i + 1}`,
      });
      expect(r.status).toBe(200);
    }

    renderWithApp(
      <>
        <LoginModal />
        <Dialog />
      </>,
    );
    const form = screen.getByTestId('login-modal');
    await userEvent.click(within(form).getByRole('tab', { name: th('auth.tabSms') }));
    await userEvent.type(within(form).getByLabelText(th('field.mobileNum')), mobile);
    await userEvent.click(within(form).getByTestId('send-sms'));

    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 30_000 });
    const minutes = lastRefusal.retryAfterMinutes;
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(SMS_STRANGERS_PACE_MS / 60_000);
    await waitFor(() =>
      expect(dialog.textContent).toContain(th('sms_paced').replace('{{minutes}}', String(minutes))),
    );
  }, 60_000);
});
