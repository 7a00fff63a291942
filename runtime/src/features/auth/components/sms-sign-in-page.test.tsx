// @vitest-environment jsdom
// The owner's phone opens the sign-in link of an SMS a stranger asked for, against the real
// server: the token leaves the address bar at once, the page names the masked account, nobody is
// signed in before the click, and the click signs in and goes home. A used link is refused in
// the player's language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '#mock-server/testing/harness.ts';
import { memberWithMobile } from '#mock-server/testing/arrange.ts';
import { SMS_SIGN_IN_PATH } from '#schemas/constants.ts';
import { useSession } from '../../../lib/stores/session.ts';
import { setUp, textIn } from '../../../testing/render.tsx';
import { fetchFromServer } from '../../../testing/server-fetch.ts';
import SmsSignInPage from './sms-sign-in-page.tsx';

// siam88: Thai by default, members registered by mobile.
const T = 'siam88';
const th = textIn('th');
const PHONE_IP = '10.68.0.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ only: [T] });
  await setUp(T, 'th');
  fetchFromServer(server, T, { ip: PHONE_IP });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
afterEach(cleanup);

/** The link of the newest text on the phone, after a stranger asked for a reset code. */
async function linkTextedBy(stranger: string, mobile: string): Promise<URL> {
  const r = await server.call(T, 'POST', '/wps/verification/sms/reset', {
    body: { mobileNum: mobile, countryDialingCode: '66', ...(await server.captcha(T)) },
    ip: stranger,
  });
  expect(r.status).toBe(200);
  const [text] = await server.smsTexts(T, mobile);
  return new URL(text!.link!);
}

/** The page as the phone's browser opens the link: its path, with the token in the fragment. */
function open(link: URL) {
  window.history.replaceState(null, '', `${link.pathname}${link.hash}`);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[link.pathname]}>
        <Routes>
          <Route path="/" element={<p data-testid="home">home</p>} />
          <Route path={SMS_SIGN_IN_PATH} element={<SmsSignInPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the SMS sign-in page', () => {
  it('asks before signing in, then signs in and goes home', async () => {
    const mobile = '0868800001';
    await memberWithMobile(server, T, 'smslinkpage', 'NeverTyped123!', mobile);
    const link = await linkTextedBy('10.68.1.1', mobile);
    useSession.getState().clear();

    open(link);
    // The token is off the address bar before anything else happens.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(SMS_SIGN_IN_PATH);

    const question = await screen.findByTestId('sms-sign-in-question', {}, { timeout: 15_000 });
    expect(question.textContent).toBe(th('auth.smsLinkConfirm').replace('{{account}}', 'sm***e'));
    // Looking signed nobody in.
    expect(useSession.getState().token).toBeFalsy();

    await userEvent.click(screen.getByRole('button', { name: th('auth.login') }));
    await screen.findByTestId('home', {}, { timeout: 15_000 });
    const token = useSession.getState().token;
    expect(token).toBeTruthy();
    const me = await server.call<{ account: string }>(T, 'GET', '/wps/member/info', {
      headers: { authorization: token! },
    });
    expect(me.body.value.account).toBe('smslinkpage');
    cleanup();

    // The same link again: refused, in Thai, as an alert.
    useSession.getState().clear();
    open(link);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe(th('sms_link_invalid'));
    expect(useSession.getState().token).toBeFalsy();
  }, 60_000);

  it('says so when the address carries no link', async () => {
    open(new URL(`https://siam88.example.com${SMS_SIGN_IN_PATH}`));
    expect((await screen.findByRole('alert')).textContent).toBe(th('auth.smsLinkMissing'));
  });
});
