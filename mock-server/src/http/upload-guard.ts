// Multipart bodies are bounded before any of them is read: a caller the operation is not for is
// refused (401 without a valid session, 403 for a trial account, which anyone can open for free),
// a body that does not declare its length is refused (411), and a declared length over what the
// limits could ever accept is refused (413); these answers close the connection, so the rest of
// the body is never read. What is read is bounded by the declared length and by multer's limits:
// file size and count, field count, size and name length, and parts, so neither files nor
// fields can make the server buffer more.
import type { Request, RequestHandler, Response } from 'express';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#schemas/constants.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { Deps } from '../deps.ts';
import type { Tenant } from '../tenancy.ts';
import { ApiError } from '../refusals/api-error.ts';
import { assertMayCall, sessionOf } from './session-of.ts';

/** Text fields a form of ours sends (amounts, names, comments): a handful, each short. */
const MAX_FIELDS = 20;
/** A text field's longest value (the longest form text, a 140-character comment, fits many times). */
const MAX_FIELD_BYTES = 16 * 1024;
/** Boundaries and part headers, generously. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Spec §5/§9: png/jpg, 5 MB each, 3 files; and the text fields around them. */
export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: MAX_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  fieldNameSize: 100,
  parts: UPLOAD_MAX_FILES + MAX_FIELDS,
} as const;

/** The most a multipart body within UPLOAD_LIMITS can weigh. */
const MULTIPART_MAX_BYTES =
  UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + MAX_FIELDS * MAX_FIELD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Answers without reading the body, and closes the connection so nothing more is read. */
function refuseUnread(res: Response, error: unknown): never {
  res.setHeader('Connection', 'close');
  throw error;
}

/** Runs before multer on a multipart operation. */
export function uploadGuard(deps: Deps, op: OperationSpec): RequestHandler {
  return (req: Request, res: Response, next) => {
    const tenant = res.locals.tenant as Tenant;
    const now = deps.clock.within(tenant.code, () => deps.clock.now());
    try {
      assertMayCall(op, sessionOf(tenant, req, now));
    } catch (e) {
      refuseUnread(res, e);
    }
    // Without a declared length (chunked) the parser, after its first limit error, would read
    // and discard the rest of an endless body before answering. Browsers declare the length of
    // a FormData upload, so only other clients meet this.
    const declared = Number(req.headers['content-length']);
    if (req.headers['content-length'] === undefined || !Number.isFinite(declared))
      refuseUnread(res, new ApiError(411, 'invalid_request', 'an upload must declare its length'));
    if (declared > MULTIPART_MAX_BYTES)
      refuseUnread(res, new ApiError(413, 'upload_too_large', 'request is too large'));
    next();
  };
}
