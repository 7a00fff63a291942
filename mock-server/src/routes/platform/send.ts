// Answers on the platform's wire: the envelope (or the bare value of the lottery maps), and
// failures under the platform's error codes.
import type { Request, Response } from 'express';
import { PLATFORM_ERRORS, TWO_FACTOR_CODE, type PlatformCall } from '#schemas/wire/platform.ts';
import type { ApiError } from '../../refusals/api-error.ts';
import { sendEnvelope } from '../../http/envelope.ts';

export function sendPlatform(req: Request, res: Response, row: PlatformCall, value: unknown): void {
  if (res.headersSent) return;
  if (
    row.op === 'session.login' &&
    (value as { secondFactorRequired?: boolean }).secondFactorRequired
  ) {
    // The platform's login fails with the challenge; its client then posts the code.
    const { secondFactorRequired: _, ...challenge } = value as Record<string, unknown>;
    res.status(403).json({
      success: false,
      errorCode: TWO_FACTOR_CODE,
      message: 'a second factor is required',
      value: challenge,
    });
    return;
  }
  const shaped = row.op !== null && row.toPlatform ? row.toPlatform(value as never) : value;
  if (row.bare) res.json(shaped ?? null);
  else sendEnvelope(req, res, shaped);
}

export function sendFailure(res: Response, e: ApiError): void {
  if (res.headersSent) return;
  const code = PLATFORM_ERRORS[e.key] ?? e.key;
  // The platform's maintenance dialog reads its times under value.content.data.
  const value =
    code === 'vendor_under_maintenance'
      ? { ...(e.value as object | null), content: { data: { maintainTime: null, endTime: null } } }
      : (e.value ?? null);
  res.status(e.status).json({ success: false, errorCode: code, message: e.message, value });
}
