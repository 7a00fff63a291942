// The platform's wire format (schemas/wire/platform.ts), a lazy chunk only its tenants download.
// Every call goes through the row of the platform table that carries its operation
// (schemas/wire/platform-send.ts): the row's method and path, Lobby's parameter names turned into
// the platform's, languages in the platform's upper case, JSON bodies (DELETE included; the one
// form post as a query string), the encryption envelope on the rows that say so, the answer
// unwrapped (or bare) and mapped back by the row's `fromPlatform`, and the platform's error codes
// turned into Lobby's translation keys. An operation no row carries keeps Lobby's method and path
// (the member- and agent-centre calls the platform's public client does not show). A contract
// action goes through the call of its contract's kind (platform-contracts.ts finds the kind).
import type { contractsOps } from '#schemas/api/contracts.ts';
import type { BodyOf, OperationSpec } from '#schemas/api/operation.ts';
import { systemOps } from '#schemas/api/system.ts';
import { EMBEDDED_KEY } from '#schemas/wire-formats.ts';
import {
  contractBody,
  LANGUAGE_PARAMS,
  lobbyErrorOf,
  PLATFORM_SESSION_ENDS,
  platformLanguageOf,
  TWO_FACTOR_CODE,
  type MappedCall,
} from '#schemas/wire/platform.ts';
import { contractRow, platformName, sendingRow } from '#schemas/wire/platform-send.ts';
import { getTenant } from '../../../config/tenant.ts';
import { ApiError } from '../api-error.ts';
import type { WireAdapter, WireContext, WireInput, WireRequest } from './adapter.ts';
import { lobbyWire } from './lobby.ts';
import { contractOf, noteContracts } from './platform-contracts.ts';

type ContractActionBody = BodyOf<typeof contractsOps.contractAction>;

interface Envelope {
  success?: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/** The row each request went out through, for reading its answer. */
const rowOf = new WeakMap<WireRequest, MappedCall>();

const chunkFailed = (e: unknown) => {
  throw new ApiError('in_network_again', e instanceof Error ? e.message : 'chunk load failed', 0);
};

let publicKey: Promise<CryptoKey> | undefined;

/** The API's key: the manifest's PEM, or the embedded server's own when the manifest says so. */
function getPublicKey(ctx: WireContext): Promise<CryptoKey> {
  const { encryption } = getTenant().api;
  if (!encryption)
    return Promise.reject(new ApiError('unknown_error', 'no api.encryption in the manifest', 0));
  const pem =
    encryption.publicKey === EMBEDDED_KEY
      ? ctx.call(systemOps.publicKey, {})
      : Promise.resolve(encryption.publicKey);
  publicKey ??= Promise.all([pem, import('../encrypt.ts').catch(chunkFailed)]).then(
    ([text, { importPublicKey }]) => importPublicKey(text),
  );
  return publicKey.catch((e: unknown) => {
    publicKey = undefined;
    throw e;
  });
}

/** Lobby's parameters of a call under the platform's names, the path's taken out. */
function platformParams(row: MappedCall, input: WireInput): Record<string, unknown> {
  const bag: Record<string, unknown> = {};
  const lobby = { ...input.params, ...input.query, ...(input.body as object | undefined) };
  for (const [name, value] of Object.entries(lobby)) {
    // An empty value means "none" on this wire, and the row implies its fixed parameters.
    if (value === undefined || value === null || value === '' || name in (row.fixed ?? {}))
      continue;
    const language = LANGUAGE_PARAMS.includes(name) && typeof value === 'string';
    const platform = platformName(row, name);
    bag[platform] = language ? platformLanguageOf(value) : platformValue(row, platform, value);
  }
  return bag;
}

/** A Lobby value under the platform's spelling, where the row names one (the first listed). */
function platformValue(row: MappedCall, platform: string, value: unknown): unknown {
  const values = row.values?.[platform];
  if (!values) return value;
  return Object.keys(values).find((k) => values[k] === value) ?? value;
}

/** A file as the platform's client posts it: a data URL, as FileReader reads it. */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one call with millions of arguments would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

function queryString(bag: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(bag)) search.set(k, String(v));
  return search.toString();
}

async function request(
  op: OperationSpec,
  input: WireInput,
  ctx: WireContext,
): Promise<WireRequest> {
  const lobby = { ...input.params, ...input.query, ...(input.body as object | undefined) };
  let row = sendingRow(op.operationId, (p) => (lobby as Record<string, unknown>)[p] != null);
  if (!row) {
    if (op.encrypted) throw new ApiError('unknown_error', `${op.operationId}: no platform call`, 0);
    return { ...(await lobbyWire.request(op, input, ctx)), credentials: 'include' };
  }
  let bag: Record<string, unknown>;
  if (row.contract) {
    // One call per contract kind, the contract named the way that call names it.
    const { contractId, action, requestId } = lobby as ContractActionBody;
    const contract = await contractOf(contractId, ctx);
    const kindRow = contractRow(op.operationId, contract.kind);
    if (!kindRow?.contract)
      throw new ApiError('unknown_error', `no platform call for ${contract.kind} contracts`, 0);
    row = kindRow;
    bag = contractBody(kindRow.contract, contract, action, requestId);
  } else bag = platformParams(row, input);
  // The platform takes a call's images in its JSON body, as data URLs.
  const images = row.images === undefined ? [] : Object.values(input.files ?? {}).flat();
  if (row.images !== undefined && images.length > 0)
    bag[row.images] = await Promise.all(images.map(dataUrlOf));
  const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = bag[name];
    delete bag[name];
    return encodeURIComponent(String(value ?? ''));
  });
  let req: WireRequest;
  if (row.method === 'GET') {
    const qs = queryString(bag);
    req = { method: 'GET', url: qs ? `${path}?${qs}` : path, headers: {} };
  } else if (row.encrypted) {
    const [{ sealEnvelope }, key] = await Promise.all([
      import('./platform-envelope.ts').catch(chunkFailed),
      getPublicKey(ctx),
    ]);
    const cipher = getTenant().api.encryption?.cipher ?? 'AES-GCM';
    const sealed = await sealEnvelope(bag, key, cipher);
    req = {
      method: row.method,
      url: path,
      headers: { 'Content-Type': 'application/json', Encryption: sealed.encryption },
      body: JSON.stringify(sealed.body),
    };
  } else {
    req = {
      method: row.method,
      url: path,
      headers: { 'Content-Type': 'application/json' },
      // The platform's forgot-password form is a query string under a JSON content type.
      body: row.formBody ? queryString(bag) : JSON.stringify(bag),
    };
  }
  // The platform binds its captcha by cookie: the browser sends it to a cross-origin API too.
  req.credentials = 'include';
  rowOf.set(req, row);
  return req;
}

async function answer(
  op: OperationSpec,
  response: Response,
  request?: WireRequest,
): Promise<unknown> {
  const row = request && rowOf.get(request);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    const code = response.status === 504 ? 'timeout_retry_please' : 'unknown_error';
    throw new ApiError(code, `unexpected ${response.status} answer`, response.status);
  }
  const read = (value: unknown) => {
    const lobby = row?.fromPlatform ? row.fromPlatform(value) : value;
    noteContracts(op, lobby);
    return lobby;
  };
  if (row?.bare && response.ok) return read(body);
  const envelope = (body ?? {}) as Envelope;
  if (response.ok && envelope.success) return read(envelope.value);
  const platformCode = envelope.errorCode ?? 'unknown_error';
  // The platform refuses a login that needs its second factor; Lobby's login answers the challenge.
  if (platformCode === TWO_FACTOR_CODE && op.operationId === 'login')
    return { ...(envelope.value as object), secondFactorRequired: true };
  const code = lobbyErrorOf(platformCode, envelope.value);
  throw new ApiError(code, envelope.message ?? code, response.status, envelope.value ?? null);
}

export const platformWire: WireAdapter = {
  request,
  answer,
  language: platformLanguageOf,
  endsSession: (error) => error.status === 401 || PLATFORM_SESSION_ENDS.includes(error.code),
};
