// Multipart calls (withdrawal confirmation with proof images). The shared client
// (lib/api/client.ts) sends JSON only; this sends FormData with the same headers and the same
// envelope/error handling. Path and method come from the operation object, never retyped.
// TODO(shell): move into lib/api/client.ts as a FormData body option and delete this file.
import i18next from 'i18next';
import type { OperationSpec, ParamsOf, ResponseOf } from '../../../../../schemas/api/operation.ts';
import { REQUEST_TIMEOUT_MS } from '../../../config/constants.ts';
import { getTenant } from '../../../config/tenant.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useSession } from '../../../lib/stores/session.ts';

export async function callMultipart<O extends OperationSpec & { multipart: true }>(
  op: O,
  params: ParamsOf<O>,
  form: FormData,
): Promise<ResponseOf<O>> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: op.method.toUpperCase(),
      headers: {
        Accept: 'application/json',
        Merchant: getTenant().merchantCode,
        Language: i18next.language || 'en',
        Device: 'web',
        'X-Gateway-Version': '3',
        ...(token ? { Authorization: token } : {}),
      },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'TimeoutError')
      throw new ApiError('timeout_retry_please', 'request timed out', 0);
    throw new ApiError('in_network_again', e instanceof Error ? e.message : 'network error', 0);
  }
  let envelope: { success?: boolean; value?: unknown; errorCode?: string; message?: string };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError('unknown_error', `unexpected ${response.status} answer`, response.status);
  }
  if (response.ok && envelope.success) return envelope.value as ResponseOf<O>;
  const code = envelope.errorCode ?? 'unknown_error';
  if (response.status === 401 && code === 'user.or.token.invalid')
    useSession.getState().clear('expired');
  throw new ApiError(code, envelope.message ?? code, response.status, envelope.value ?? null);
}
