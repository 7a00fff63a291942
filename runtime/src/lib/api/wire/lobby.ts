// Lobby's own wire format: the operation's method and path as the contract writes them, its
// parameter names as they are, GET parameters in the query string, JSON bodies (multipart for
// uploads), encrypted calls as the hybrid envelope of encrypt.ts, and every answer in the
// `{ success, value, errorCode, message }` envelope.
import type { OperationSpec } from '#schemas/api/operation.ts';
import { systemOps } from '#schemas/api/system.ts';
import { ApiError } from '../api-error.ts';
import type { WireAdapter, WireContext, WireInput, WireRequest } from './adapter.ts';

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/** The path with its parameters filled in and the query string (what boot answers are keyed by). */
function lobbyUrl(op: OperationSpec, params?: object, query?: object): string {
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

/**
 * The encryption code, loaded with the first encrypted call (a login or a form), not with the
 * first screen. A chunk that cannot load is a network failure to the caller.
 */
const loadEncrypt = () =>
  import('../encrypt.ts').catch((e: unknown) => {
    throw new ApiError('in_network_again', e instanceof Error ? e.message : 'chunk load failed', 0);
  });

let publicKey: Promise<CryptoKey> | undefined;

function getPublicKey(ctx: WireContext): Promise<CryptoKey> {
  publicKey ??= Promise.all([ctx.call(systemOps.publicKey, {}), loadEncrypt()]).then(
    ([pem, { importPublicKey }]) => importPublicKey(pem),
  );
  return publicKey.catch((e: unknown) => {
    publicKey = undefined;
    throw e;
  });
}

function multipart(body: unknown, files?: Record<string, readonly Blob[]>): FormData {
  // Text fields from the body, files by field; the browser sets the boundary.
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const [field, blobs] of Object.entries(files ?? {})) {
    for (const blob of blobs) form.append(field, blob);
  }
  return form;
}

async function request(
  op: OperationSpec,
  input: WireInput,
  ctx: WireContext,
): Promise<WireRequest> {
  const url = lobbyUrl(op, input.params, input.query);
  const method = op.method.toUpperCase();
  const body = input.body;
  if (op.multipart) return { method, url, headers: {}, body: multipart(body, input.files) };
  if (body === undefined || op.method === 'get') return { method, url, headers: {} };
  const sent =
    op.encrypted && op.method !== 'delete'
      ? await (await loadEncrypt()).encryptBody(body, await getPublicKey(ctx))
      : body;
  return {
    method,
    url,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(sent),
  };
}

async function answer(_op: OperationSpec, response: Response): Promise<unknown> {
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError('unknown_error', `unexpected ${response.status} answer`, response.status);
  }
  if (response.ok && envelope.success) return envelope.value;
  const code = envelope.errorCode ?? 'unknown_error';
  throw new ApiError(code, envelope.message ?? code, response.status, envelope.value ?? null);
}

export const lobbyWire: WireAdapter = {
  request,
  answer,
  endsSession: (error) => error.status === 401 && error.code === 'user.or.token.invalid',
};
