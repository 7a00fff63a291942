// The one API client: method and path come from the contract's operation object
// (schemas/api/*), types from its JSON Schemas. Envelope, headers, encryption, timeout and
// error-key mapping live here and nowhere else.
import { answered, idempotencyKeyFor } from './idempotency.ts';
import type {
  BodyOf,
  OperationSpec,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '../../../../schemas/api/operation.ts';
import { systemOps } from '../../../../schemas/api/system.ts';
import { REQUEST_TIMEOUT_MS } from '../../config/constants.ts';
import { getTenant } from '../../config/tenant.ts';
import { useSession } from '../stores/session.ts';
import { ApiError } from './api-error.ts';
import { bootResponse } from './boot.ts';
import { noteServerDate } from '../server-time.ts';

export interface CallInput<O extends OperationSpec> {
  query?: QueryOf<O>;
  body?: BodyOf<O>;
  params?: ParamsOf<O>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Files of a multipart operation, by form field (e.g. `{ images: [...] }`). */
  files?: Record<string, readonly Blob[]>;
}

let language = 'en';
export const setApiLanguage = (lang: string) => {
  language = lang;
};

let publicKey: Promise<CryptoKey> | undefined;

function buildUrl(op: OperationSpec, params?: object, query?: object): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined)
      throw new Error(`missing path parameter ${name} for ${op.operationId}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const token = useSession.getState().token;
  return {
    Accept: 'application/json',
    Merchant: getTenant().merchantCode,
    Language: language,
    Device: 'web',
    'X-Gateway-Version': '3',
    ...(token ? { Authorization: token } : {}),
    ...extra,
  };
}

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
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

/**
 * The encryption code, loaded with the first encrypted call (a login or a form), not with the
 * first screen. A chunk that cannot load is a network failure to the caller.
 */
const loadEncrypt = () =>
  import('./encrypt.ts').catch((e: unknown) => {
    throw new ApiError('in_network_again', e instanceof Error ? e.message : 'chunk load failed', 0);
  });

async function getPublicKey(): Promise<CryptoKey> {
  publicKey ??= Promise.all([callOp(systemOps.publicKey, {}), loadEncrypt()]).then(
    ([pem, { importPublicKey }]) => importPublicKey(pem),
  );
  return publicKey.catch((e: unknown) => {
    publicKey = undefined;
    throw e;
  });
}

/** Calls one operation of the contract and returns the envelope's `value`. */
export async function callOp<O extends OperationSpec>(
  op: O,
  input: CallInput<O> = {},
): Promise<ResponseOf<O>> {
  const url = buildUrl(op, input.params as object | undefined, input.query as object | undefined);
  const init: RequestInit = { method: op.method.toUpperCase(), headers: headers() };
  if (input.signal) init.signal = input.signal;
  if (op.multipart) {
    // Multipart: text fields from the body, files by field; the browser sets the boundary.
    const form = new FormData();
    for (const [key, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    for (const [field, blobs] of Object.entries(input.files ?? {})) {
      for (const blob of blobs) form.append(field, blob);
    }
    init.body = form;
  } else if (op.method !== 'get' && op.method !== 'delete' && input.body !== undefined) {
    const body = op.encrypted
      ? await (await loadEncrypt()).encryptBody(input.body, await getPublicKey())
      : input.body;
    init.headers = headers({ 'Content-Type': 'application/json' });
    init.body = JSON.stringify(body);
  } else if (op.method === 'delete' && input.body !== undefined) {
    init.headers = headers({ 'Content-Type': 'application/json' });
    init.body = JSON.stringify(input.body);
  }
  if (op.idempotent) {
    init.headers = {
      ...(init.headers as Record<string, string>),
      'Idempotency-Key': idempotencyKeyFor(op.operationId, input.body),
    };
  }
  // A visitor's first calls may already be answered: the head script started them (boot.ts).
  const early =
    op.method === 'get' && !useSession.getState().token
      ? await bootResponse(url, language)
      : undefined;
  const response = early ?? (await send(url, init, input.timeoutMs ?? REQUEST_TIMEOUT_MS));
  noteServerDate(response.headers.get('Date'));
  if (op.idempotent) answered(op.operationId, input.body);
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError('unknown_error', `unexpected ${response.status} answer`, response.status);
  }
  if (response.ok && envelope.success) return envelope.value as ResponseOf<O>;
  const code = envelope.errorCode ?? 'unknown_error';
  if (response.status === 401 && code === 'user.or.token.invalid' && useSession.getState().token) {
    useSession.getState().clear('expired');
  }
  throw new ApiError(code, envelope.message ?? code, response.status, envelope.value ?? null);
}
