// @vitest-environment jsdom
// The captcha widget of Lobby's wire against the real server: it solves one challenge per need,
// says where it is in a live status (in the tenant's language), survives a remount without
// starting over, hands its solution out once, and offers a retry when it cannot get one.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '#mock-server/testing/harness.ts';
import { takeCaptcha } from '../../lib/captcha/captcha-store.ts';
import { setUp, textIn } from '../../testing/render.tsx';
import { fetchFromServer } from '../../testing/server-fetch.ts';
import { CaptchaField } from './captcha-field.tsx';

const T = 'goldcrown';
const th = textIn('th');

let server: TestServer;
let challenges = 0;
/** The next challenge requests that find the network down. */
let offline = 0;

beforeAll(async () => {
  server = await startTestServer({ only: [T] });
  await setUp(T, 'th');
  // The page's requests go to the real server of the tenant.
  fetchFromServer(server, T, {
    before: (pathname) => {
      if (pathname !== '/wps/captcha/challenge') return;
      challenges++;
      if (offline > 0 && offline--) throw new TypeError('network down');
    },
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
afterEach(cleanup);

const feedback = (captcha: string | undefined) =>
  server.call(T, 'PUT', '/wps/feedback', {
    body: {
      content: 'The deposit page took a long time to load today.',
      sender: 'widget',
      type: 1,
      captcha,
    },
  });

describe('CaptchaField on Lobby’s wire', () => {
  it('solves once, announces it, survives a remount and hands the solution out once', async () => {
    const before = challenges;
    const { rerender, unmount } = render(<CaptchaField scope="t-once" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(th('auth.captchaVerifying'));
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe(th('auth.captchaVerified')),
      {
        timeout: 15_000,
      },
    );
    // Nothing to read or type: no image, no text box.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    rerender(<CaptchaField scope="t-once" />);
    unmount();
    render(<CaptchaField scope="t-once" />);
    expect(screen.getByRole('status').textContent).toBe(th('auth.captchaVerified'));
    expect(challenges - before).toBe(1);

    const answer = await takeCaptcha('t-once');
    expect(answer?.captcha).toBeTruthy();
    expect((await feedback(answer?.captcha)).status).toBe(200);
    // Taken: the form's next submit gets a new one, never the same again.
    const next = await takeCaptcha('t-once');
    expect(next?.captcha).toBeTruthy();
    expect(next?.captcha).not.toBe(answer?.captcha);
    expect((await feedback(next?.captcha)).status).toBe(200);
    expect(challenges - before).toBe(2);
  }, 40_000);

  it('says it failed and offers a retry a keyboard reaches, which solves a new one', async () => {
    offline = 1;
    render(<CaptchaField scope="t-retry" />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(th('auth.captchaFailed')),
    );
    const retry = screen.getByRole('button', { name: th('common.retry') });
    await userEvent.tab();
    expect(document.activeElement).toBe(retry);
    await act(() => userEvent.keyboard('{Enter}'));
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe(th('auth.captchaVerified')),
      {
        timeout: 15_000,
      },
    );
    expect(screen.queryByRole('button')).toBeNull();
    const answer = await takeCaptcha('t-retry');
    expect((await feedback(answer?.captcha)).status).toBe(200);
  }, 40_000);
});
