import { useMutation } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { errorKeyOf, errorParams } from '../../../lib/api/api-error.ts';
import { callOp } from '../../../lib/api/client.ts';
import {
  captchaMessageKey,
  needCaptcha,
  takeCaptcha,
  usesProofOfWork,
} from '../../../lib/captcha/captcha-store.ts';
import type { Dialog } from '../../../lib/stores/modals.ts';

export type SmsPurpose = 'register' | 'login' | 'reset';

interface SmsRequest {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  regType?: 'username' | 'mobile';
}

/** The proof of work SMS sends carry, kept apart from the forms' own captchas. */
const SMS_CAPTCHA_SCOPE = 'sms';

/** A form that can send a code is on screen: solve its proof of work before the tap. */
export const prepareSmsProof = () => needCaptcha(SMS_CAPTCHA_SCOPE);

export async function sendSms({ purpose, mobileNum, countryDialingCode, regType }: SmsRequest) {
  // On Lobby's wire a stranger's send carries a proof of work (the server shares a number's
  // codes out per source); the browser cannot tell whether it is a known device, so it always
  // sends one. Without one (the solve failed) the server's refusal says so.
  const proof = usesProofOfWork() ? await takeCaptcha(SMS_CAPTCHA_SCOPE) : undefined;
  if (purpose === 'register') {
    return callOp(memberOps.registerSms, {
      body: { mobileNo: mobileNum, countryDialingCode, ...(regType ? { regType } : {}), ...proof },
    });
  }
  const op = purpose === 'login' ? sessionOps.loginCode : memberOps.resetSms;
  return callOp(op, { body: { mobileNum, countryDialingCode, ...proof } });
}

export const useSendSms = () => useMutation({ mutationFn: sendSms });

/**
 * The warning a refused send shows. A paced number (many codes asked for it) tells how long until
 * the next one may be asked for, so the owner on a new phone knows the wait is minutes.
 */
export function sendRefusal(error: unknown): Dialog {
  return {
    message: captchaMessageKey(errorKeyOf(error)),
    tone: 'warning',
    params: errorParams(error),
  };
}
