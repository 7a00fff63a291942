import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getTenant } from '../../../config/tenant.ts';
import { errorKeyOf } from '../../../lib/api/api-error.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  useOfferContract,
  type Contract,
  type ContractKind,
  type OfferBody,
} from '../api/offer-contract.ts';
import {
  DIVIDEND_PERIODS,
  emptyOffer,
  offerBody,
  rateCap,
  validateOffer,
  type DividendPeriod,
  type FieldError,
  type OfferForm as Form,
} from '../lib/bounds.ts';
import { useContracts } from '../api/list-contracts.ts';
import type { DownlineOption, FindDownlines } from '../lib/downlines.ts';
import { ContractTerms, validBetLabel } from './contract-terms.tsx';
import { DownlinePicker } from './downline-picker.tsx';
import { FormDone, FormError } from '../../../components/ui/form-end.tsx';

/**
 * Offer a contract to a direct downline. A rate below what the downline pays its own downlines
 * comes back with requiresConfirmation: the agent sees which contracts will end, then confirms.
 */
export function OfferForm({
  kind,
  findDownlines,
}: {
  kind: ContractKind;
  findDownlines: FindDownlines;
}) {
  const { t } = useTranslation();
  const bounds = getTenant().agent.contractBounds;
  const cap = rateCap(bounds, kind);
  const offer = useOfferContract(kind);
  const [form, setForm] = useState<Form>(emptyOffer);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, FieldError>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ body: OfferBody; affected: Contract[] } | null>(null);
  const [done, setDone] = useState(false);
  const [downline, setDownline] = useState<DownlineOption | null>(null);
  // A new picker after an offer is made, so it starts empty again.
  const [offers, setOffers] = useState(0);
  const set = (k: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const msg = (k: keyof Form) => {
    const e = errors[k];
    return e ? t(e.key, { max: e.max }) : undefined;
  };

  const send = async (body: OfferBody) => {
    setServerError(null);
    try {
      const answer = await offer.mutateAsync(body);
      if (answer.requiresConfirmation) {
        setConfirm({ body, affected: answer.affected });
        return;
      }
      setConfirm(null);
      setDone(true);
      setForm(emptyOffer);
      setDownline(null);
      setOffers((n) => n + 1);
    } catch (error) {
      setConfirm(null);
      setServerError(t(errorKeyOf(error), { max: cap }));
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const next = validateOffer(kind, form, bounds);
    setErrors(next);
    if (Object.keys(next).length === 0) void send(offerBody(kind, form));
  };

  return (
    <form
      className="form agent-card contracts__offer"
      onSubmit={onSubmit}
      noValidate
      data-testid="offer-form"
    >
      <h2 className="agent-subtitle">{t('contracts.offerTitle')}</h2>
      <div className="contracts__grid">
        <div className={errors.memberId ? 'field has-error' : 'field'}>
          <label className="field__label" htmlFor={`offer-member-${kind}`}>
            {t('contracts.field.downline')}
          </label>
          <DownlinePicker
            key={offers}
            id={`offer-member-${kind}`}
            value={downline}
            onChange={(d) => {
              setDownline(d);
              setForm((f) => ({ ...f, memberId: d ? String(d.id) : '' }));
            }}
            findDownlines={findDownlines}
            invalid={errors.memberId !== undefined}
          />
          {errors.memberId && <p className="field__error">{msg('memberId')}</p>}
        </div>
        <Field
          label={`${t(kind === 'realtimeSalary' ? 'contracts.field.profitRate' : kind === 'dividend' ? 'contracts.field.ratio' : 'contracts.field.rate')} (%, ≤ ${cap})`}
          name="rate"
          inputMode="decimal"
          value={form.rate}
          onChange={set('rate')}
          error={msg('rate')}
        />
        {kind === 'realtimeSalary' && (
          <>
            <Field
              label={`${t('contracts.field.lossRate')} (%, ≤ ${cap})`}
              name="lossRate"
              inputMode="decimal"
              value={form.lossRate}
              onChange={set('lossRate')}
              error={msg('lossRate')}
            />
            <Field
              label={t('contracts.field.singleBetAmount')}
              name="singleBetAmount"
              inputMode="decimal"
              value={form.singleBetAmount}
              onChange={set('singleBetAmount')}
              error={msg('singleBetAmount')}
            />
          </>
        )}
        {kind === 'dividend' && (
          <div className="field">
            <label className="field__label" htmlFor="offer-period">
              {t('contracts.field.period')}
            </label>
            <select
              id="offer-period"
              name="period"
              className="input"
              value={form.period}
              onChange={(e) => setForm((f) => ({ ...f, period: e.target.value as DividendPeriod }))}
            >
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.period.${p}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <Field
          label={t('contracts.field.activeMembers')}
          name="activeMembers"
          inputMode="numeric"
          placeholder="0"
          value={form.activeMembers}
          onChange={set('activeMembers')}
          error={msg('activeMembers')}
        />
        <Field
          label={t(validBetLabel(kind))}
          name="validBet"
          inputMode="decimal"
          placeholder="0.00"
          value={form.validBet}
          onChange={set('validBet')}
          error={msg('validBet')}
        />
        {kind === 'dividend' && (
          <Field
            label={t('contracts.field.profitLoss')}
            name="profitLoss"
            inputMode="decimal"
            placeholder="0.00"
            value={form.profitLoss}
            onChange={set('profitLoss')}
            error={msg('profitLoss')}
          />
        )}
      </div>
      {serverError && <FormError testId="offer-error">{serverError}</FormError>}
      {done && <FormDone testId="offer-done">{t('contracts.offered')}</FormDone>}
      <button
        type="submit"
        className="btn btn--primary"
        disabled={offer.isPending}
        data-testid="offer-submit"
      >
        {t('contracts.offer')}
      </button>
      {confirm && (
        <Modal
          title={t('contracts.lowerRate.title')}
          onClose={() => setConfirm(null)}
          size="md"
          testId="lower-rate-confirm"
        >
          <DownlineRate kind={kind} offer={confirm.body} account={downline?.account ?? ''} />
          <p>{t('contracts.lowerRate.text', { count: confirm.affected.length })}</p>
          <ul className="contracts__list">
            {confirm.affected.map((c) => (
              <li key={c.id} className="contracts__item">
                <strong>
                  {c.upline.account} → {c.downline.account}
                </strong>
                <ContractTerms contract={c} />
              </li>
            ))}
          </ul>
          <div className="modal__actions">
            <button type="button" className="btn btn--outline" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={offer.isPending}
              onClick={() => void send({ ...confirm.body, confirmLowerRate: true })}
              data-testid="lower-rate-agree"
            >
              {t('contracts.lowerRate.agree')}
            </button>
          </div>
        </Modal>
      )}
    </form>
  );
}

/**
 * What the downline's own rate becomes if it accepts: the popup lists the contracts of its team
 * that end, and says plainly that its own rate drops too (from its active contract with the agent).
 */
function DownlineRate({
  kind,
  offer,
  account,
}: {
  kind: ContractKind;
  offer: OfferBody;
  account: string;
}) {
  const { t } = useTranslation();
  const active = useContracts({ kind, role: 'upline', status: 'active' });
  const current = active.data?.list.find((c) => c.downline.id === offer.memberId);
  return (
    <p className="notice" data-testid="lower-rate-becomes">
      <strong>
        {current
          ? t('contracts.lowerRate.becomesFrom', { account, rate: offer.rate, was: current.rate })
          : t('contracts.lowerRate.becomes', { account, rate: offer.rate })}
      </strong>
    </p>
  );
}
