// The seam between the one API client (client.ts) and the wire format a tenant's backend speaks
// (manifest `api.wire`), the data-provider pattern of react-admin and Refine: screens and hooks
// call operations of the contract (schemas/api/*); an adapter turns one call into the request
// its backend expects and its answer back into the operation's value. One module per format
// beside this file (lobby.ts, Lobby's own contract), chosen by select.ts, so that a visitor
// downloads only the adapter of their tenant.
//
// What the client keeps, for every format: the API base URL (`api.baseUrl`), the common headers
// (Merchant, Language, Device, X-Gateway-Version, Authorization), timeouts and network errors,
// the head script's boot answers (matched by the adapter's URL), idempotency keys, the server's
// clock, and ending the session when an error says so. What an adapter owns: method, path and
// parameter names, the body's encoding and encryption, the envelope and the answer's shape, and
// which error codes end a session.
import type {
  BodyOf,
  OperationSpec,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '#schemas/api/operation.ts';
import type { ApiError } from '../api-error.ts';

export interface CallInput<O extends OperationSpec> {
  query?: QueryOf<O>;
  body?: BodyOf<O>;
  params?: ParamsOf<O>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Files of a multipart operation, by form field (e.g. `{ images: [...] }`). */
  files?: Record<string, readonly Blob[]>;
}

/**
 * A call's input as an adapter sees it: the client has typed it against the operation already
 * (CallInput), the adapter only moves the values onto the wire.
 */
export interface WireInput {
  query?: object;
  body?: unknown;
  params?: object;
  files?: Record<string, readonly Blob[]>;
}

/** One request on the wire, before the client adds its base URL and common headers. */
export interface WireRequest {
  method: string;
  /** Path and query string, from the API base (`/wps/...?...`). */
  url: string;
  /** Headers of this call only (Content-Type, Encryption...). */
  headers: Record<string, string>;
  body?: BodyInit;
  /** Cookies sent to a cross-origin API (a format that binds a captcha by cookie needs them). */
  credentials?: RequestCredentials;
}

/** What an adapter may ask of the client. */
export interface WireContext {
  /** Another operation through the same client (e.g. the key an encrypted call needs). */
  call<O extends OperationSpec>(op: O, input?: CallInput<O>): Promise<ResponseOf<O>>;
}

export interface WireAdapter {
  /** The request for one call of `op`. */
  request(op: OperationSpec, input: WireInput, ctx: WireContext): Promise<WireRequest>;
  /**
   * The operation's value from the answer, in the shape the contract gives it (the client types
   * it as the operation's response); throws an ApiError whose code is a translation key.
   */
  answer(op: OperationSpec, response: Response, request?: WireRequest): Promise<unknown>;
  /** The `Language` header's value for the runtime's language (default: as it is). */
  language?: (lang: string) => string;
  /** Whether a refusal means the session is over (the client then signs the member out). */
  endsSession(error: ApiError): boolean;
}
