// Trades the ticket a one-click sign-in came back with for a session (or for the questions the
// tenant's rules still ask). A call of Lobby's server itself, not of the platform's contract:
// same host, headers and envelope as every call, whichever wire the tenant speaks.
import { useMutation } from '@tanstack/react-query';
import {
  ONE_CLICK_COMPLETE_PATH,
  type OneClickAnswer,
  type OneClickCompleteBody,
} from '#schemas/one-click.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { apiBase } from '../../../lib/api/base.ts';
import { getTenant } from '../../../config/tenant.ts';

interface Envelope {
  success: boolean;
  /** The answer, or a refusal's details. */
  value?: unknown;
  errorCode?: string;
  message?: string;
}

export async function completeOneClick(
  body: OneClickCompleteBody,
  language: string,
): Promise<OneClickAnswer> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${ONE_CLICK_COMPLETE_PATH}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Merchant: getTenant().merchantCode,
        Language: language,
      },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError('in_network_again', e instanceof Error ? e.message : 'network error', 0);
  }
  const envelope = (await response.json().catch(() => ({ success: false }))) as Envelope;
  if (!response.ok || !envelope.success || !envelope.value)
    throw new ApiError(
      envelope.errorCode ?? 'unknown_error',
      envelope.message ?? `HTTP ${response.status}`,
      response.status,
      envelope.value ?? null,
    );
  return envelope.value as OneClickAnswer;
}

export const useCompleteOneClick = (language: string) =>
  useMutation({ mutationFn: (body: OneClickCompleteBody) => completeOneClick(body, language) });
