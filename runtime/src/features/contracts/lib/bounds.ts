// Client-side checks of a contract offer (spec §3 Contract, §4): rates within the tenant's
// agent.contractBounds, non-negative conditions with at most 2 decimals. The server checks the
// same (contract_rate_out_of_bounds); checking here gives the agent the message under the field.
import type { PublicManifest } from '../../../config/tenant.ts';
import type { ContractKind } from '../api/offer-contract.ts';

type ContractBounds = PublicManifest['agent']['contractBounds'];

export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export const DIVIDEND_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Highest rate (%) the tenant lets an agent offer for a kind. */
export function rateCap(bounds: ContractBounds, kind: ContractKind): number {
  switch (kind) {
    case 'dividend':
      return bounds.dividendMaxPercent;
    case 'dailySalary':
      return bounds.dailySalaryMaxPercent;
    case 'hourSalary':
      return bounds.hourlySalaryMaxPercent;
    case 'realtimeSalary':
      return bounds.realtimeSalaryMaxPercent;
  }
}

export interface OfferForm {
  memberId: string;
  rate: string;
  lossRate: string;
  singleBetAmount: string;
  period: DividendPeriod;
  activeMembers: string;
  validBet: string;
  profitLoss: string;
}

export const emptyOffer: OfferForm = {
  memberId: '',
  rate: '',
  lossRate: '',
  singleBetAmount: '',
  period: 'Monthly',
  activeMembers: '',
  validBet: '',
  profitLoss: '',
};

/** An error as a translation key plus values, e.g. { key: 'contracts.rateRange', max: 2 }. */
export interface FieldError {
  key: string;
  max?: number;
}

const MONEY = /^\d+(\.\d{1,2})?$/;
const RATE = /^\d+(\.\d{1,4})?$/;

function rateError(text: string, cap: number): FieldError | null {
  if (text.trim() === '') return { key: 'not_empty' };
  if (!RATE.test(text.trim())) return { key: 'contracts.rateRange', max: cap };
  const n = Number(text);
  return n > 0 && n <= cap ? null : { key: 'contracts.rateRange', max: cap };
}

function amountError(text: string): FieldError | null {
  if (text.trim() === '') return null;
  return MONEY.test(text.trim()) ? null : { key: 'amount_invalid' };
}

/** Errors per field of an offer; empty when it may be sent. */
export function validateOffer(
  kind: ContractKind,
  form: OfferForm,
  bounds: ContractBounds,
): Partial<Record<keyof OfferForm, FieldError>> {
  const cap = rateCap(bounds, kind);
  const errors: Partial<Record<keyof OfferForm, FieldError>> = {};
  if (!/^\d+$/.test(form.memberId)) errors.memberId = { key: 'not_empty' };
  const rate = rateError(form.rate, cap);
  if (rate) errors.rate = rate;
  if (kind === 'realtimeSalary') {
    const loss = rateError(form.lossRate, cap);
    if (loss) errors.lossRate = loss;
    const single = amountError(form.singleBetAmount);
    if (single) errors.singleBetAmount = single;
  }
  if (form.activeMembers.trim() !== '' && !/^\d{1,6}$/.test(form.activeMembers.trim()))
    errors.activeMembers = { key: 'amount_invalid' };
  const validBet = amountError(form.validBet);
  if (validBet) errors.validBet = validBet;
  if (kind === 'dividend') {
    const pl = amountError(form.profitLoss);
    if (pl) errors.profitLoss = pl;
  }
  return errors;
}

const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body of offerContract for a valid form (only the fields this kind takes). */
export function offerBody(kind: ContractKind, form: OfferForm) {
  const activeMembers = num(form.activeMembers);
  const validBet = num(form.validBet);
  const profitLoss = num(form.profitLoss);
  const singleBetAmount = num(form.singleBetAmount);
  return {
    memberId: Number(form.memberId),
    rate: Number(form.rate),
    ...(activeMembers !== undefined ? { activeMembers } : {}),
    ...(validBet !== undefined ? { validBet } : {}),
    ...(kind === 'dividend'
      ? { period: form.period, ...(profitLoss !== undefined ? { profitLoss } : {}) }
      : {}),
    ...(kind === 'realtimeSalary'
      ? {
          lossRate: Number(form.lossRate),
          ...(singleBetAmount !== undefined ? { singleBetAmount } : {}),
        }
      : {}),
  };
}
