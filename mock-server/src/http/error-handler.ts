import type { ErrorRequestHandler } from 'express';
import { ApiError, asApiError } from '../refusals/api-error.ts';

interface HttpishError {
  status?: number;
  type?: string;
  code?: string;
}

/** The one error handler, registered last: every failure becomes a failure envelope. */
export function errorHandler(log: (e: unknown) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, _next) => {
    if (res.headersSent) return;
    let e = asApiError(err);
    if (!e) {
      const h = (err ?? {}) as HttpishError;
      if (h.type === 'entity.parse.failed')
        e = new ApiError(400, 'invalid_request', 'body is not valid JSON');
      else if (
        h.type === 'entity.too.large' ||
        h.code === 'LIMIT_FILE_SIZE' ||
        h.code === 'LIMIT_PART_COUNT' ||
        h.code === 'LIMIT_FIELD_VALUE'
      )
        e = new ApiError(413, 'upload_too_large', 'request is too large');
      else if (h.code === 'LIMIT_FILE_COUNT' || h.code === 'LIMIT_UNEXPECTED_FILE')
        e = new ApiError(400, 'upload_too_many', 'too many files');
      else if (h.code === 'LIMIT_FIELD_COUNT' || h.code === 'LIMIT_FIELD_KEY')
        e = new ApiError(400, 'invalid_request', 'too many or too long form fields');
      else if (typeof h.status === 'number' && h.status >= 400 && h.status < 500)
        e = new ApiError(h.status, 'invalid_request');
      else {
        log(err);
        e = new ApiError(500, 'unknown_error', 'unexpected server error');
      }
    }
    res
      .status(e.status)
      .json({ success: false, errorCode: e.key, message: e.message, value: e.value ?? null });
  };
}
