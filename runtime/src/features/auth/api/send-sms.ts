import { useMutation } from '@tanstack/react-query';
import { callOp } from '../../../lib/api/client.ts';
import { pendingOps } from '../../../lib/api/pending-ops.ts';

export type SmsPurpose = 'register' | 'login' | 'reset';

export const sendSms = ({ purpose, mobileNum }: { purpose: SmsPurpose; mobileNum: string }) =>
  purpose === 'register'
    ? callOp(pendingOps.smsRegister, { body: { mobileNum, regType: 'mobile' } })
    : callOp(pendingOps.smsLogin, { body: { mobileNum } });

export const useSendSms = () => useMutation({ mutationFn: sendSms });
