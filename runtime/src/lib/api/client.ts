// The one API client: method and path come from the contract's operation object
// (schemas/api/*), types from its JSON Schemas. Where the API is (api.baseUrl), the common
// headers, timeouts, the head's boot answers and the end of a session live here; how a call looks
// on the wire (path, parameters, encryption, envelope) is the tenant's wire adapter's
// (wire/adapter.ts).
import { answered, idempotencyKeyFor } from './idempotency.ts';
import type { OperationSpec, ResponseOf } from '#schemas/api/operation.ts';
import { REQUEST_TIMEOUT_MS } from '../../config/constants.ts';
import { getTenant } from '../../config/tenant.ts';
import { useSession } from '../stores/session.ts';
import { ApiError } from './api-error.ts';
import { apiBase } from './base.ts';
import { bootResponse } from './boot.ts';
import { noteServerDate } from '../server-time.ts';
import type { CallInput, WireContext, WireInput } from './wire/adapter.ts';
import { wireAdapter } from './wire/select.ts';

export type { CallInput } from './wire/adapter.ts';

let language = 'en';
export const setApiLanguage = (lang: string) => {
  language = lang;
};

function headers(
  extra: Record<string, string> = {},
  lang: string = language,
): Record<string, string> {
  const token = useSession.getState().token;
  return {
    Accept: 'application/json',
    Merchant: getTenant().merchantCode,
    Language: lang,
    Device: 'web',
    'X-Gateway-Version': '3',
    ...(token ? { Authorization: token } : {}),
    ...extra,
  };
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(url, { ...init, signal });
  } catch (e) {
    if (timeout.aborted) throw new ApiError('timeout_retry_please', 'request timed out', 0);
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('in_network_again', e instanceof Error ? e.message : 'network error', 0);
  }
}

const context: WireContext = { call: (op, input) => callOp(op, input) };

/** Calls one operation of the contract and returns its value. */
export async function callOp<O extends OperationSpec>(
  op: O,
  input: CallInput<O> = {},
): Promise<ResponseOf<O>> {
  const wire = await wireAdapter();
  const request = await wire.request(op, input as WireInput, context);
  const init: RequestInit = {
    method: request.method,
    headers: headers(request.headers, wire.language?.(language) ?? language),
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(request.credentials ? { credentials: request.credentials } : {}),
  };
  if (input.signal) init.signal = input.signal;
  if (op.idempotent) {
    init.headers = {
      ...(init.headers as Record<string, string>),
      'Idempotency-Key': idempotencyKeyFor(op.operationId, input.body),
    };
  }
  // A visitor's first calls may already be answered: the head script started them (boot.ts).
  const early =
    request.method === 'GET' && !useSession.getState().token
      ? await bootResponse(request.url, language)
      : undefined;
  const response =
    early ??
    (await send(`${apiBase()}${request.url}`, init, input.timeoutMs ?? REQUEST_TIMEOUT_MS));
  noteServerDate(response.headers.get('Date'));
  if (op.idempotent) answered(op.operationId, input.body);
  try {
    return (await wire.answer(op, response, request)) as ResponseOf<O>;
  } catch (e) {
    if (e instanceof ApiError && wire.endsSession(e) && useSession.getState().token)
      useSession.getState().clear('expired');
    throw e;
  }
}
