import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOp } from './client.ts';
import { pendingOps } from './pending-ops.ts';

/** The captcha as an <img> source, whichever shape the server answers (base64 or object). */
export async function getCaptcha(): Promise<string> {
  const value: unknown = await callOp(pendingOps.captcha);
  const raw =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? String(
            (value as Record<string, unknown>).image ?? (value as Record<string, unknown>).img ?? '',
          )
        : '';
  if (raw.startsWith('data:') || raw.startsWith('<svg')) {
    return raw.startsWith('<svg') ? `data:image/svg+xml;utf8,${encodeURIComponent(raw)}` : raw;
  }
  return `data:image/png;base64,${raw}`;
}

export const captchaQueryOptions = (scope: string, nonce: number) =>
  queryOptions({
    queryKey: ['captcha', scope, nonce],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCaptcha = (scope: string, nonce: number, enabled: boolean) =>
  useQuery({ ...captchaQueryOptions(scope, nonce), enabled });
