// Captchas. A tenant on Lobby's wire gets a proof of work (proof-of-work.ts): a script can read
// an image, and this one could (a template matcher read every one). A tenant on the platform's
// wire keeps the platform's image captcha, which this server stands in for: 4 random digits drawn
// into a real PNG (pngjs) with noise; the answer stays in the tenant's volatile state, expires
// after 5 minutes and is consumed by its first check.
import crypto from 'node:crypto';
import { ApiError } from '../refusals/api-error.ts';
import { GLYPHS } from '../lib/glyphs.ts';
import { Raster, type Rgb } from '../lib/raster.ts';
import type { Tenant, Volatile } from '../tenancy.ts';
import { CAPTCHA_TTL_MS } from './limits.ts';
import { consumeSolution } from './proof-of-work.ts';

/** Whether the tenant's captcha is the platform's image (its wire) rather than a proof of work. */
export const usesImageCaptcha = (tenant: Tenant) => tenant.manifest.api.wire === 'platform';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 40;
const SCALE = 3;

const rnd = (min: number, max: number) => crypto.randomInt(min, max + 1);
const darkColour = (): Rgb => [rnd(0, 110), rnd(0, 110), rnd(0, 110)];

/** A PNG of the digits with speckles and crossing lines. */
function renderCaptchaPng(digits: string): Buffer {
  const image = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const bg: Rgb = [rnd(215, 250), rnd(215, 250), rnd(215, 250)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) image.fillRow(y, bg);
  // Background speckles in light colours.
  for (let i = 0; i < 350; i++)
    image.set(rnd(0, CAPTCHA_WIDTH - 1), rnd(0, CAPTCHA_HEIGHT - 1), [
      rnd(120, 200),
      rnd(120, 200),
      rnd(120, 200),
    ]);
  [...digits].forEach((ch, n) => {
    const glyph = GLYPHS[ch] ?? GLYPHS['0']!;
    const colour = darkColour();
    const x0 = 10 + n * 27 + rnd(-3, 3);
    const y0 = 5 + rnd(-3, 3);
    const slant = rnd(-1, 1);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++)
            image.set(
              x0 + gx * SCALE + dx + Math.round((slant * (6 - gy)) / 2),
              y0 + gy * SCALE + dy,
              colour,
            );
      });
    });
  });
  // Crossing lines.
  for (let l = 0; l < 3; l++) {
    const colour = darkColour();
    let y = rnd(5, CAPTCHA_HEIGHT - 5);
    const dir = rnd(-1, 1);
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      if (x % 7 === 0) y = Math.min(CAPTCHA_HEIGHT - 2, Math.max(1, y + dir + rnd(-1, 1)));
      image.set(x, y, colour);
    }
  }
  // Foreground speckles in dark colours.
  for (let i = 0; i < 120; i++)
    image.set(rnd(0, CAPTCHA_WIDTH - 1), rnd(0, CAPTCHA_HEIGHT - 1), darkColour());
  return image.png();
}

/** Makes a new captcha, keeps its answer, and returns the id and a data URL of the image. */
export function issueCaptcha(v: Volatile, now: number): { captchaId: string; image: string } {
  for (const [id, c] of v.captchas) if (c.expiresAt <= now) v.captchas.delete(id);
  const answer = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  const captchaId = crypto.randomBytes(12).toString('hex');
  v.captchas.set(captchaId, { answer, expiresAt: now + CAPTCHA_TTL_MS });
  return {
    captchaId,
    image: `data:image/png;base64,${renderCaptchaPng(answer).toString('base64')}`,
  };
}

/**
 * Checks an answer and consumes the captcha whatever the outcome (single use).
 * Missing -> 400 captcha_required; wrong, unknown, used or expired -> 400 captcha_invalid.
 */
function consumeCaptcha(
  v: Volatile,
  captchaId: string | undefined,
  answer: string | undefined,
  now: number,
): void {
  if (!captchaId || !answer)
    throw new ApiError(400, 'captcha_required', 'enter the captcha', { captcha: true });
  const c = v.captchas.get(captchaId);
  v.captchas.delete(captchaId);
  if (!c || c.expiresAt <= now || c.answer !== answer.trim())
    throw new ApiError(400, 'captcha_invalid', 'the captcha is wrong or expired', {
      captcha: true,
    });
}

/** What a form sends for its captcha: the solution on Lobby's wire, the id and digits on the platform's. */
export interface CaptchaAnswer {
  captchaId?: string;
  captcha?: string;
}

/** Checks and uses up the form's captcha, of the kind the tenant's wire asks for. */
export function consumeFormCaptcha(
  tenant: Tenant,
  secret: Buffer,
  answer: CaptchaAnswer,
  now: number,
): void {
  if (usesImageCaptcha(tenant))
    consumeCaptcha(tenant.volatile, answer.captchaId, answer.captcha, now);
  else consumeSolution(tenant.volatile, secret, tenant.code, answer.captcha, now);
}

/** The answer of a captcha, or of the latest one (test routes only). */
export function peekCaptcha(
  v: Volatile,
  captchaId: string | undefined,
): { captchaId: string; answer: string } | undefined {
  const id = captchaId ?? [...v.captchas.keys()].at(-1);
  const c = id === undefined ? undefined : v.captchas.get(id);
  return id !== undefined && c ? { captchaId: id, answer: c.answer } : undefined;
}

/** The form's captcha as a check to run later, when a limit asks for it (security/sms.ts). */
export const proofOf =
  (tenant: Tenant, secret: Buffer, answer: CaptchaAnswer, now: number) => (): void =>
    consumeFormCaptcha(tenant, secret, answer, now);

/**
 * The proof of work a stranger's SMS send carries. Only on Lobby's wire: the platform's client
 * sends its own human check (Geetest) with a send, which its wire does not hand to this server.
 */
export const sendProofOf = (
  tenant: Tenant,
  secret: Buffer,
  answer: CaptchaAnswer,
  now: number,
): (() => void) | undefined =>
  usesImageCaptcha(tenant) ? undefined : proofOf(tenant, secret, answer, now);
