// The shape of one API operation. Every family file under schemas/api/ defines its operations
// with `defineOps`; the OpenAPI document, the server's validation and the runtime client's
// types all come from these objects.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ErrorKey } from './errors.ts';
import { AMOUNT_MAX } from '../constants.ts';

/** Who may call: anyone, anyone (a token is read when present), a logged-in member, an agent. */
type AuthKind = 'none' | 'optional' | 'member' | 'agent';

export interface OperationSpec {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI-style path, e.g. `/wps/agent/downline/{memberId}`. */
  path: string;
  summary: string;
  auth: AuthKind;
  /**
   * Body must arrive hybrid-encrypted: AES-256-GCM under a random key that RSA-OAEP (SHA-256)
   * wraps with the server's public key (runtime/src/lib/api/encrypt.ts).
   */
  encrypted?: boolean;
  /** Trial members (type 4) are refused with in_need_true_account. */
  noTrial?: boolean;
  /** Body is multipart/form-data; `body` then describes the text fields. */
  multipart?: boolean;
  params?: JSONSchema;
  query?: JSONSchema;
  body?: JSONSchema;
  /** Schema of `value` in a success envelope. */
  response: JSONSchema;
  /** Error keys this operation answers with, beyond the common ones. */
  errors?: readonly ErrorKey[];
  /**
   * Takes an optional `Idempotency-Key` header: a retry with the same key (per member, 24 h)
   * answers the first result and applies nothing again; the same key with another body is
   * refused with idempotency_key_reused.
   */
  idempotent?: boolean;
  /** Only mounted in `dev` and `test` modes. */
  testOnly?: boolean;
  /** Response is not an envelope (an HTML page or an image). */
  raw?: 'html' | 'svg' | 'png';
}

export function defineOps<const T extends Record<string, OperationSpec>>(ops: T): T {
  return ops;
}

/** FromSchema of a concrete schema; the generic JSONSchema (an op not yet known) gives unknown. */
type From<S> = [S] extends [JSONSchema]
  ? JSONSchema extends S
    ? unknown
    : FromSchema<S>
  : unknown;

export type BodyOf<O extends OperationSpec> = O extends { body: infer S } ? From<S> : undefined;
export type QueryOf<O extends OperationSpec> = O extends { query: infer S }
  ? From<S>
  : Record<string, never>;
export type ParamsOf<O extends OperationSpec> = O extends { params: infer S }
  ? From<S>
  : Record<string, never>;
export type ResponseOf<O extends OperationSpec> = From<O['response']>;

/** Small schema builders: they keep family files short and every property described. */
export const s = {
  str: <const D extends string>(
    description: D,
    extra: { minLength?: number; maxLength?: number; pattern?: string; format?: string } = {},
  ) => ({ type: 'string', description, ...extra }) as const,
  int: <const D extends string>(
    description: D,
    extra: { minimum?: number; maximum?: number } = {},
  ) => ({ type: 'integer', description, ...extra }) as const,
  num: <const D extends string>(
    description: D,
    extra: {
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      multipleOf?: number;
    } = {},
  ) => ({ type: 'number', description, ...extra }) as const,
  bool: <const D extends string>(description: D) => ({ type: 'boolean', description }) as const,
};

/** Money on the wire: a positive amount with at most 2 decimals (the ledger keeps minor units). */
export const amount = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: AMOUNT_MAX,
  multipleOf: 0.01,
  description: 'Amount in currency units, at most 2 decimals.',
} as const;

/** A signed amount in currency units as an answer carries it (balances, totals, changes). */
export const money = <const D extends string>(description: D) =>
  ({ type: 'number', description }) as const;

/** A day, `YYYY-MM-DD` (in the tenant's time zone where the call says so). */
export const date = <const D extends string>(description: D) =>
  s.str(description, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A page of items, as list calls answer. */
export function page<const I extends JSONSchema>(item: I) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['list', 'pageNo', 'pageSize', 'total', 'totalPages'],
    properties: {
      list: { type: 'array', items: item, description: 'Items of this page.' },
      pageNo: { type: 'integer', description: 'Page number, from 1.' },
      pageSize: { type: 'integer', description: 'Items per page.' },
      total: { type: 'integer', description: 'Items in all pages.' },
      totalPages: { type: 'integer', description: 'Number of pages.' },
    },
  } as const;
}

/** A whole list, as calls that do not page answer. */
export function list<const I extends JSONSchema, const D extends string>(item: I, description: D) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['list'],
    properties: { list: { type: 'array', items: item, description } },
  } as const;
}

export const paging = {
  pageNo: { type: 'integer', minimum: 1, default: 1, description: 'Page number, from 1.' },
  pageSize: {
    type: 'integer',
    minimum: 1,
    maximum: 999,
    default: 20,
    description: 'Items per page.',
  },
} as const;

export const emptyObject = {
  type: 'object',
  additionalProperties: false,
  properties: {},
  description: 'No content.',
} as const;
