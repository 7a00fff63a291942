import { useMutation } from '@tanstack/react-query';
import { memberOps } from '#schemas/api/member.ts';
import { sessionOps } from '#schemas/api/session.ts';
import { callOp } from '../../../lib/api/client.ts';

export type SmsPurpose = 'register' | 'login' | 'reset';

interface SmsRequest {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  regType?: 'username' | 'mobile';
}

export function sendSms({ purpose, mobileNum, countryDialingCode, regType }: SmsRequest) {
  if (purpose === 'register') {
    return callOp(memberOps.registerSms, {
      body: { mobileNo: mobileNum, countryDialingCode, ...(regType ? { regType } : {}) },
    });
  }
  const op = purpose === 'login' ? sessionOps.loginCode : memberOps.resetSms;
  return callOp(op, { body: { mobileNum, countryDialingCode } });
}

export const useSendSms = () => useMutation({ mutationFn: sendSms });
