// Drawing an image captcha takes the server's one event loop for 10-20 ms, and anyone may ask for
// one. Asked for straight away, a flood of them from one address held every other request of every
// tenant behind it: the owner's login waited for the whole flood to be drawn. So drawings run one
// at a time, sources in turn (lib/fair-pool.ts), each in an event-loop turn of its own: a flood
// waits behind itself, and any other request goes between two of its drawings. An address with
// CAPTCHA_WAITING_PER_SOURCE drawings already waiting is refused, which bounds what a flood holds.
import { FairPool } from '../lib/fair-pool.ts';
import type { Volatile } from '../tenancy.ts';
import { issueCaptcha } from './captcha.ts';
import { addressSource } from './hash-pool.ts';
import { lockedError } from './attempts.ts';
import { CAPTCHA_WAITING_PER_SOURCE } from './limits.ts';

const drawings = new FairPool(1);

/**
 * A new image captcha for a request from `ip`, drawn in its address's turn; `now` is the request's
 * time (a drawing runs outside the request's tenant clock).
 */
export function issueCaptchaInTurn(
  v: Volatile,
  ip: string,
  now: number,
): Promise<ReturnType<typeof issueCaptcha>> {
  const source = addressSource(ip);
  if (drawings.waiting(source) >= CAPTCHA_WAITING_PER_SOURCE)
    throw lockedError('auth/too-many-requests', 1000, 'too many captchas asked for at once');
  return drawings.run(
    source,
    () => new Promise((resolve) => setImmediate(() => resolve(issueCaptcha(v, now)))),
  );
}
