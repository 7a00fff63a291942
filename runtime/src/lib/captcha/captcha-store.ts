// A form's captcha, kept per form (`scope`) outside the form's own state. On Lobby's wire it is a
// proof of work the browser solves; on the platform's, the image's id and the digits typed.
// Kept here, not in the form or the widget, so that:
// - a form re-rendering or remounting its widget never fetches or solves again (one challenge per
//   need: the widget only asks for one when its form has none in hand);
// - solving never re-renders the form (only the widget watches the status);
// - a solution is handed out once, at submit (`takeCaptcha`); a refused submit asks for a new one
//   (`renewCaptcha`); a solved one is never reported twice.
import { create } from 'zustand';
import type { BodyOf, ResponseOf } from '#schemas/api/operation.ts';
import type { sessionOps } from '#schemas/api/session.ts';
import { systemOps } from '#schemas/api/system.ts';
import { encodePowSolution, expiryOfSalt } from '#schemas/proof-of-work.ts';
import { getTenant } from '../../config/tenant.ts';
import { callOp } from '../api/client.ts';
import { serverNow } from '../server-time.ts';
import { solveInWorker } from './solve.ts';

type LoginBody = NonNullable<BodyOf<typeof sessionOps.login>>;

/** What a form's body carries for its captcha (login, registration and feedback alike). */
export interface CaptchaAnswer {
  captcha: NonNullable<LoginBody['captcha']>;
  captchaId?: LoginBody['captchaId'];
}

/** verifying: fetching or solving; verified: a solution in hand; spent: handed to a submit. */
export type PowStatus = 'verifying' | 'verified' | 'failed' | 'spent';

export interface CaptchaSlot {
  status: PowStatus;
  /** The image captcha (platform's wire): its id, the digits typed, and which image to show. */
  captchaId: string;
  typed: string;
  imageNonce: number;
}

interface Job {
  /** Which need this job answers: a renewal starts a new generation, the old one is dropped. */
  generation: number;
  solution: Promise<{ payload: string; expiresAt: number } | undefined>;
}

/** A solution this close to its expiry is solved again before it is sent. */
const EXPIRY_MARGIN_MS = 30_000;

const idle: CaptchaSlot = { status: 'spent', captchaId: '', typed: '', imageNonce: 0 };

export const useCaptchaSlots = create<{ slots: Record<string, CaptchaSlot> }>(() => ({
  slots: {},
}));

const jobs = new Map<string, Job>();
let generations = 0;

export const usesProofOfWork = () => getTenant().api.wire !== 'platform';

export const slotOf = (scope: string): CaptchaSlot =>
  useCaptchaSlots.getState().slots[scope] ?? idle;

function patch(scope: string, change: Partial<CaptchaSlot>) {
  useCaptchaSlots.setState((s) => ({
    slots: { ...s.slots, [scope]: { ...slotOf(scope), ...change } },
  }));
}

async function solve(): Promise<{ payload: string; expiresAt: number } | undefined> {
  const challenge: ResponseOf<typeof systemOps.captchaChallenge> = await callOp(
    systemOps.captchaChallenge,
  );
  const number = await solveInWorker(challenge);
  if (number === undefined) return undefined;
  return {
    payload: encodePowSolution(challenge, number),
    expiresAt: expiryOfSalt(challenge.salt) ?? 0,
  };
}

/** Starts a new proof of work for the form; the one it replaces is never reported. */
function start(scope: string): Job {
  const generation = ++generations;
  const solution = solve().catch(() => undefined);
  const job = { generation, solution };
  jobs.set(scope, job);
  patch(scope, { status: 'verifying' });
  void solution.then((s) => {
    if (jobs.get(scope)?.generation === generation)
      patch(scope, { status: s ? 'verified' : 'failed' });
  });
  return job;
}

// On the server's clock: a browser whose own clock is off neither sends expired solutions nor
// solves again and again.
const stale = (s: { expiresAt: number } | undefined) =>
  s !== undefined && s.expiresAt - EXPIRY_MARGIN_MS <= serverNow();

/**
 * The form shows its captcha: on Lobby's wire, solve one unless one is in hand or under way
 * (a remount finds it there). The image of the platform's wire loads with its widget.
 */
export function needCaptcha(scope: string): void {
  if (!usesProofOfWork()) return;
  const status = slotOf(scope).status;
  if (jobs.has(scope) && (status === 'verifying' || status === 'verified')) return;
  start(scope);
}

/**
 * The captcha for a submit, taken out of the form's hands: waits for the proof of work if it is
 * still being solved. Undefined when there is none to send (the image's box is empty, or the
 * proof of work failed: the widget says so and offers a retry).
 */
export async function takeCaptcha(scope: string): Promise<CaptchaAnswer | undefined> {
  if (!usesProofOfWork()) {
    const { captchaId, typed } = slotOf(scope);
    if (!typed.trim()) return undefined;
    return { captcha: typed.trim(), captchaId };
  }
  let job = jobs.get(scope);
  if (!job || slotOf(scope).status === 'failed') job = start(scope);
  let solved = await job.solution;
  if (stale(solved)) {
    job = start(scope);
    solved = await job.solution;
  }
  if (jobs.get(scope) !== job || !solved) return undefined;
  jobs.delete(scope);
  patch(scope, { status: 'spent' });
  return { captcha: solved.payload };
}

/** After a refused submit (or a Retry): a new challenge, or a new image with an empty box. */
export function renewCaptcha(scope: string): void {
  if (usesProofOfWork()) start(scope);
  else patch(scope, { typed: '', imageNonce: slotOf(scope).imageNonce + 1 });
}

/**
 * Spec §3: switching the register form's tabs reloads the captcha. That is the image's; a proof
 * of work in hand stays valid for either tab.
 */
export function reloadCaptchaImage(scope: string): void {
  if (!usesProofOfWork()) renewCaptcha(scope);
}

/** Whether the form's captcha still needs the person (the image's box is empty). */
export const captchaMissing = (scope: string) => !usesProofOfWork() && !slotOf(scope).typed.trim();

/**
 * What to tell the person about a captcha refusal. The catalogue's texts ask them to type the
 * image's digits; a proof of work asks nothing of them, so on Lobby's wire they are told that a
 * check runs and to send again once it is done.
 */
const POW_MESSAGE: Partial<Record<string, string>> = {
  captcha_required: 'auth.powRequired',
  captcha_invalid: 'auth.powInvalid',
};
export const captchaMessageKey = (key: string): string =>
  (usesProofOfWork() && POW_MESSAGE[key]) || key;

/** The digits typed under the image (platform's wire). */
export const typeCaptcha = (scope: string, typed: string) => patch(scope, { typed });

/** The id of the image shown (platform's wire). */
export const showCaptchaImage = (scope: string, captchaId: string) => patch(scope, { captchaId });
