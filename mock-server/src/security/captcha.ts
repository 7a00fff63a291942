// Captchas. A tenant on Lobby's wire gets a proof of work (proof-of-work.ts): there is nothing to
// read. A tenant on the platform's wire keeps the platform's image captcha, which this server
// stands in for: 4 random digits drawn so that neither a template matcher nor a component reader
// takes them apart (README, security); the answer stays in the tenant's volatile state, expires
// after 5 minutes and is consumed by its first check.
import crypto from 'node:crypto';
import { ApiError } from '../refusals/api-error.ts';
import {
  DIGIT_STROKES,
  GLYPH_UNITS_HIGH,
  GLYPH_UNITS_WIDE,
  type Pt,
  type Stroke,
} from '../lib/digit-strokes.ts';
import { bendGlyph, type GlyphBend } from '../lib/glyph-warp.ts';
import { Raster, type Rgb } from '../lib/raster.ts';
import type { Tenant, Volatile } from '../tenancy.ts';
import { CAPTCHA_TTL_MS } from './limits.ts';
import { consumeSolution } from './proof-of-work.ts';

/** Whether the tenant's captcha is the platform's image (its wire) rather than a proof of work. */
export const usesImageCaptcha = (tenant: Tenant) => tenant.manifest.api.wire === 'platform';

/** How many digits a captcha asks for: the platform's client takes an answer of any length. */
export const CAPTCHA_DIGITS = 4;
const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 40;

const rnd = (min: number, max: number) => crypto.randomInt(min, max + 1);
/** A uniform float in [min, max), from the CSPRNG: a guessable image would help a reader. */
const rand = (min: number, max: number) =>
  min + ((max - min) * crypto.randomInt(0, 1 << 30)) / (1 << 30);
/** A paper channel with grain, kept a byte. */
const paper = (channel: number, grain: number) => Math.max(0, Math.min(255, channel + grain));
const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(0, items.length)]!;

/**
 * A segment of ink in image pixels, before the warp: the pen's half width at each end (a stroke
 * swells and thins along its way); `alpha` below 1 is the faint clutter.
 */
interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  penA: number;
  penB: number;
  alpha: number;
  /** Which digit a hollow digit's ink belongs to: only the outline of that digit's ink is drawn. */
  outline?: number;
}

/** The pen's half width at a point of the image: a smooth swell along the strokes. */
type Pen = (x: number, y: number) => number;

/** A random bend of one glyph (glyph-warp.ts), within what a person still reads as its digit. */
const randomBend = (): GlyphBend => ({
  waist: rand(-0.08, 0.08),
  taper: rand(-0.3, 0.3),
  bow: rand(-0.8, 0.8),
  ripple: rand(-0.25, 0.25),
  phase: rand(0, 2 * Math.PI),
});

/** A digit's strokes placed on the image: turned by `degrees`, `height` px tall, centred at (cx, cy). */
function placeGlyph(
  strokes: readonly Stroke[],
  cx: number,
  cy: number,
  height: number,
  degrees: number,
  alpha: number,
  pen: Pen,
): Segment[] {
  const scale = height / GLYPH_UNITS_HIGH;
  const widen = rand(0.8, 1.25);
  const turn = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const at = ([u, v]: Pt): Pt => {
    const x = (u - GLYPH_UNITS_WIDE / 2) * scale * widen;
    const y = (v - GLYPH_UNITS_HIGH / 2) * scale;
    return [cx + x * cos - y * sin, cy + x * sin + y * cos];
  };
  return strokes.flatMap((stroke) =>
    stroke.slice(1).map((p, i) => {
      const [ax, ay] = at(stroke[i]!);
      const [bx, by] = at(p);
      return { ax, ay, bx, by, penA: pen(ax, ay), penB: pen(bx, by), alpha };
    }),
  );
}

/**
 * A digit is drawn hollow: two lines of this half width (px) along the edges of a pen this much
 * (px) wider than the crossing stroke's. A template of a solid stroke laid on it covers the paper
 * between them; a person reads the outline as the digit, and the solid stroke as no part of it.
 */
const OUTLINE_HALF_WIDTH = 0.8;
const HOLLOW_PEN_EXTRA = 1.3;

/** A smooth stroke across the whole image, as thick and dark as the digits it crosses. */
function crossingStroke(pen: Pen): Segment[] {
  const [y0, y1] = [rand(12, CAPTCHA_HEIGHT - 12), rand(12, CAPTCHA_HEIGHT - 12)];
  // A steep wave crosses each digit at an angle, where a flat line would read as a bar of it.
  const [amplitude, period, phase] = [rand(5, 8), rand(40, 70), rand(0, 2 * Math.PI)];
  const from = rand(-10, 25);
  const to = rand(CAPTCHA_WIDTH - 25, CAPTCHA_WIDTH + 10);
  const points: Pt[] = [];
  for (let x = from; x <= to; x += 4) {
    const t = (x - from) / (to - from);
    points.push([x, y0 + (y1 - y0) * t + amplitude * Math.sin((2 * Math.PI * x) / period + phase)]);
  }
  return points.slice(1).map(([bx, by], i) => {
    const [ax, ay] = points[i]!;
    return { ax, ay, bx, by, penA: pen(ax, ay), penB: pen(bx, by), alpha: 1 };
  });
}

/** How far pixel (px, py) lies outside a segment's ink, in px (negative inside it). */
function edgeDistance(s: Segment, px: number, py: number): number {
  const [ex, ey, wx, wy] = [s.bx - s.ax, s.by - s.ay, px - s.ax, py - s.ay];
  const t = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey || 1)));
  const [dx, dy] = [wx - ex * t, wy - ey * t];
  return Math.sqrt(dx * dx + dy * dy) - (s.penA + (s.penB - s.penA) * t);
}

/** How much of a pixel ink `edge` px outside it covers, in [0, 1]: the pen's edge is anti-aliased. */
const coverAt = (edge: number) => Math.max(0, Math.min(1, 0.5 - edge));

// Small cells: a hollow digit's wide pen files each segment under many, and a pixel then checks
// only the few that can reach it.
const GRID_CELL = 4;

/**
 * The segments filed by square cells of the image (and a margin around it), each under every cell
 * it comes within `reach` of, so a pixel measures its distance to a handful of them, not all.
 */
function segmentGrid(segments: readonly Segment[], reach: number) {
  // 16 px of cells around the image, where the wave and strokes running off it reach.
  const margin = 16 / GRID_CELL;
  const columns = Math.ceil(CAPTCHA_WIDTH / GRID_CELL) + 2 * margin;
  const rows = Math.ceil(CAPTCHA_HEIGHT / GRID_CELL) + 2 * margin;
  const cells: Segment[][] = Array.from({ length: columns * rows }, () => []);
  const column = (x: number) =>
    Math.max(0, Math.min(columns - 1, Math.floor(x / GRID_CELL) + margin));
  const row = (y: number) => Math.max(0, Math.min(rows - 1, Math.floor(y / GRID_CELL) + margin));
  for (const s of segments)
    for (let r = row(Math.min(s.ay, s.by) - reach); r <= row(Math.max(s.ay, s.by) + reach); r++)
      for (
        let c = column(Math.min(s.ax, s.bx) - reach);
        c <= column(Math.max(s.ax, s.bx) + reach);
        c++
      )
        cells[r * columns + c]!.push(s);
  return { cellAt: (x: number, y: number) => cells[row(y) * columns + column(x)]! };
}

/**
 * A PNG of the digits a reader cannot take apart: strokes in one of several hands each, each
 * digit bent on its own, turned, sized and placed at random and touching, drawn hollow (an
 * outline of a pen that swells and thins), crossed by a solid stroke of the same colour (so colour
 * cannot remove it), over faint digit fragments, the whole image bent by a wave. Exported for its
 * tests.
 */
export function drawCaptcha(digits: string): Buffer {
  const image = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ink: Rgb = [rnd(10, 80), rnd(10, 80), rnd(10, 80)];
  const swell = {
    base: rand(1.35, 1.6),
    depth: rand(0.35, 0.6),
    kx: rand(0.15, 0.35),
    ky: rand(0.15, 0.35),
    phase: rand(0, 2 * Math.PI),
  };
  const pen: Pen = (x, y) =>
    swell.base + swell.depth * Math.sin(swell.kx * x + swell.ky * y + swell.phase);
  const segments: Segment[] = [];
  for (let i = 0; i < 6; i++) {
    const hand = pick(pick(Object.values(DIGIT_STROKES)));
    const stroke = pick(hand);
    const at: Pt = [rand(0, CAPTCHA_WIDTH), rand(0, CAPTCHA_HEIGHT)];
    segments.push(...placeGlyph([stroke], at[0], at[1], rand(12, 22), rand(-60, 60), 0.25, pen));
  }
  // Where the digits stand varies by more than a matcher's search around fixed slots would cover.
  const step = rand(22, 27);
  const left = CAPTCHA_WIDTH / 2 - ((digits.length - 1) / 2) * step + rand(-6, 6);
  [...digits].forEach((ch, n) => {
    const hand = bendGlyph(pick(DIGIT_STROKES[ch] ?? DIGIT_STROKES['0']!), randomBend());
    const cx = left + n * step + rand(-3, 3);
    const hollowPen: Pen = (x, y) => pen(x, y) + HOLLOW_PEN_EXTRA;
    const glyph = placeGlyph(hand, cx, rand(17, 23), rand(22, 30), rand(-18, 18), 1, hollowPen);
    for (const s of glyph) s.outline = n;
    segments.push(...glyph);
  });
  segments.push(...crossingStroke(pen));
  const bg: Rgb = [rnd(215, 250), rnd(215, 250), rnd(215, 250)];
  const wave = {
    ax: rand(1, 2),
    px: rand(25, 45),
    pxPhase: rand(0, 2 * Math.PI),
    ay: rand(1.5, 3),
    py: rand(40, 80),
    pyPhase: rand(0, 2 * Math.PI),
  };
  // A byte of grain a pixel, drawn at once: a CSPRNG call a pixel took a third of the time.
  const grains = crypto.randomBytes(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  // Per hollow digit, how far the pixel lies outside its ink (the nearest of its segments).
  const outside = new Float64Array(digits.length);
  const near = segmentGrid(segments, swell.base + swell.depth + HOLLOW_PEN_EXTRA + 1);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    image.fillRow(y, bg);
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const sx = x + 0.5 + wave.ax * Math.sin((2 * Math.PI * y) / wave.px + wave.pxPhase);
      const sy = y + 0.5 + wave.ay * Math.sin((2 * Math.PI * x) / wave.py + wave.pyPhase);
      let cover = 0;
      outside.fill(Infinity);
      for (const s of near.cellAt(sx, sy)) {
        const edge = edgeDistance(s, sx, sy);
        if (s.outline !== undefined) outside[s.outline] = Math.min(outside[s.outline]!, edge);
        else cover = Math.max(cover, coverAt(edge) * s.alpha);
      }
      // The outline of the digit's whole ink, not of each segment: no seams where they join.
      for (const edge of outside) {
        const fromLine = Math.abs(edge + OUTLINE_HALF_WIDTH) - OUTLINE_HALF_WIDTH;
        if (edge < Infinity) cover = Math.max(cover, coverAt(fromLine));
      }
      const i = y * CAPTCHA_WIDTH + x;
      // Grain everywhere, so no one threshold splits ink from paper cleanly.
      const grain = Math.floor((grains[i]! * 33) / 256) - 16;
      image.blendAt(i, [paper(bg[0], grain), paper(bg[1], grain), paper(bg[2], grain)], 1);
      if (cover > 0) image.blendAt(i, ink, cover);
    }
  }
  return image.png();
}

/** Makes a new captcha, keeps its answer, and returns the id and a data URL of the image. */
export function issueCaptcha(v: Volatile, now: number): { captchaId: string; image: string } {
  for (const [id, c] of v.captchas) if (c.expiresAt <= now) v.captchas.delete(id);
  const answer = String(crypto.randomInt(0, 10 ** CAPTCHA_DIGITS)).padStart(CAPTCHA_DIGITS, '0');
  const captchaId = crypto.randomBytes(12).toString('hex');
  v.captchas.set(captchaId, { answer, expiresAt: now + CAPTCHA_TTL_MS });
  return {
    captchaId,
    image: `data:image/png;base64,${drawCaptcha(answer).toString('base64')}`,
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
