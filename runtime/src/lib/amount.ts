// Amounts typed by a member, checked with the server's rule (schemas/api/wallet.ts: positive,
// at most 2 decimals, at most 1,000,000,000) and, when known, within the balance and the
// channel's bounds. Errors are translation keys; the server's own keys are reused.
import { AMOUNT_MAX } from '../config/constants.ts';

type AmountCheck =
  { ok: true; value: number } | { ok: false; error: string; params?: Record<string, number> };

interface AmountLimits {
  /** Money the member has; amounts above it fail with insufficient_balance. */
  balance?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

const AMOUNT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/** Minor units, computed from the text so 0.1 + 0.2 style float error never decides a check. */
export function toCents(text: string): number {
  const [whole = '0', frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

const cents = (amount: number) => Math.round(amount * 100);

export function checkAmount(raw: string, limits: AmountLimits = {}): AmountCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, error: 'wallet.amount.required' };
  if (!AMOUNT_TEXT.test(text)) return { ok: false, error: 'amount_invalid' };
  const c = toCents(text);
  if (c <= 0 || c > cents(AMOUNT_MAX)) return { ok: false, error: 'amount_invalid' };
  if (limits.min !== undefined && c < cents(limits.min))
    return { ok: false, error: 'wallet.amount.belowMin', params: { min: limits.min } };
  if (limits.max !== undefined && c > cents(limits.max))
    return { ok: false, error: 'wallet.amount.aboveMax', params: { max: limits.max } };
  if (limits.balance !== undefined && c > cents(limits.balance))
    return { ok: false, error: 'insufficient_balance' };
  return { ok: true, value: c / 100 };
}
