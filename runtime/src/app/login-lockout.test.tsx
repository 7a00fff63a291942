// @vitest-environment jsdom
// A lock on sign-in attempts grows with each lock (5 minutes, then 10, ...): the login form against
// the real server tells the player the wait the lock really lasts, in their language.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '#mock-server/testing/harness.ts';
import { renderWithApp, setUp, textIn } from '../testing/render.tsx';
import { fetchFromServer } from '../testing/server-fetch.ts';
import LoginModal from '../features/auth/components/login-modal.tsx';

const T = 'goldcrown';
const th = textIn('th');
const ACCOUNT = 'lockwait1';
const BROWSER_IP = '10.67.0.1';

let server: TestServer;
/** The value of the server's last refusal of a login, as the browser received it. */
let lastRefusal: { retryAfterSeconds?: number; retryAfterMinutes?: number } = {};

/** Five wrong passwords from the browser's address: the pair (account, address) locks. */
async function lockOnce() {
  for (let i = 0; i < 5; i++) {
    const r = await server.call(T, 'POST', '/wps/session/login', {
      body: { username: ACCOUNT, password: `Wrong-${i}-pass`, ...(await server.captcha(T)) },
      encrypt: true,
      ip: BROWSER_IP,
    });
    expect(r.status).toBe(400);
  }
}

beforeAll(async () => {
  server = await startTestServer({ only: [T] });
  await server.memberWithPassword(T, ACCOUNT, 'Right123!');
  await setUp(T, 'th');
  fetchFromServer(server, T, {
    ip: BROWSER_IP,
    after: (pathname, r) => {
      if (pathname === '/wps/session/login' && r.status === 429)
        lastRefusal = r.body.value as typeof lastRefusal;
    },
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
afterEach(cleanup);

describe('a locked sign-in on the login form', () => {
  it('names the wait of a second lock (10 minutes), not the first lock’s 5', async () => {
    await lockOnce();
    // The first lock runs out; five more wrong passwords lock the pair again, for twice as long.
    await server.call(T, 'POST', '/__test/clock/advance', { body: { ms: 5 * 60_000 + 1_000 } });
    await lockOnce();

    renderWithApp(<LoginModal />);
    const form = screen.getByTestId('login-modal');
    await userEvent.type(within(form).getByLabelText(th('field.username')), ACCOUNT);
    await userEvent.type(within(form).getByLabelText(th('field.password')), 'Right123!');
    await userEvent.click(within(form).getByRole('button', { name: th('auth.login') }));

    const error = await within(form).findByTestId('login-error', {}, { timeout: 30_000 });
    expect(lastRefusal.retryAfterMinutes).toBe(10);
    await waitFor(() =>
      expect(error.textContent).toBe(th('auth/too-many-requests').replace('{{minutes}}', '10')),
    );
  }, 60_000);
});
