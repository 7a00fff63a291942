// What one answer must look like under the contract: the envelope, a status that agrees with
// it, a catalogued error key, and a success value valid against the operation's response schema.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ERROR_KEYS } from '#schemas/api/errors.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { Answer } from './client.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false, multipleOfPrecision: 6 });
addFormats.default(ajv);
const validators = new Map<OperationSpec, ValidateFunction>();
const catalogue = new Set<string>(ERROR_KEYS);

function validatorOf(op: OperationSpec): ValidateFunction {
  let v = validators.get(op);
  if (!v) {
    v = ajv.compile(op.response as object);
    validators.set(op, v);
  }
  return v;
}

type Verdict =
  | { ok: true; success: true; value: unknown }
  | { ok: true; success: false; errorCode: string }
  | { ok: false; problem: string };

/** Checks an answer's form only; whether success or failure was the right outcome is the caller's. */
export function checkEnvelope(op: OperationSpec, a: Answer): Verdict {
  if (op.raw) {
    if (a.status !== 200)
      return { ok: false, problem: `HTTP ${a.status} for a ${op.raw} resource` };
    const want = { html: 'text/html', svg: 'image/svg+xml', png: 'image/png' }[op.raw];
    if (!a.contentType.startsWith(want))
      return { ok: false, problem: `content-type ${a.contentType || '(none)'}, want ${want}` };
    return { ok: true, success: true, value: undefined };
  }
  const body = a.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return {
      ok: false,
      problem: `HTTP ${a.status}, body is not a JSON envelope: ${a.text.slice(0, 80)}`,
    };
  const env = body as Record<string, unknown>;
  if (typeof env.success !== 'boolean')
    return { ok: false, problem: `HTTP ${a.status}, envelope without a boolean "success"` };
  if (!('value' in env))
    return { ok: false, problem: `HTTP ${a.status}, envelope without "value"` };
  if (env.success) {
    if (a.status !== 200) return { ok: false, problem: `success envelope with HTTP ${a.status}` };
    const validate = validatorOf(op);
    if (!validate(env.value)) {
      const e = validate.errors?.[0];
      return {
        ok: false,
        problem:
          `value breaks the response schema: ${e?.instancePath || '/'} ${e?.message ?? ''}`.trim(),
      };
    }
    return { ok: true, success: true, value: env.value };
  }
  if (a.status < 400 || a.status > 499)
    return { ok: false, problem: `failure envelope with HTTP ${a.status} (want 4xx)` };
  if (typeof env.errorCode !== 'string')
    return { ok: false, problem: `HTTP ${a.status}, failure without an errorCode` };
  if (!catalogue.has(env.errorCode))
    return { ok: false, problem: `errorCode "${env.errorCode}" is not in the catalogue` };
  if (typeof env.message !== 'string')
    return { ok: false, problem: `HTTP ${a.status} ${env.errorCode}, failure without a message` };
  return { ok: true, success: false, errorCode: env.errorCode };
}
