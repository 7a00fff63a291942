import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#schemas/api/operation.ts';
import { systemOps } from '#schemas/api/system.ts';
import { callOp } from './client.ts';

export type Captcha = ResponseOf<typeof systemOps.captcha>;

const getCaptcha = () => callOp(systemOps.captcha);

const captchaQueryOptions = (scope: string, nonce: number) =>
  queryOptions({
    queryKey: ['captcha', scope, nonce],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCaptcha = (scope: string, nonce: number, enabled: boolean) =>
  useQuery({ ...captchaQueryOptions(scope, nonce), enabled });
