// Contract life cycle (spec §4): an upline offers a contract to a direct downline, the downline
// accepts or rejects it; either side asks for termination, which the other accepts or rejects.
// Functions here change a store draft and throw DomainError for refusals, so a refusal writes nothing.
import type { TenantManifest } from '#schemas/index.ts';
import { DomainError } from '../../refusals/refusal.ts';
import { notifyMember } from '../../store/outbox.ts';
import { nextId, type TenantData } from '../../store/data.ts';
import type {
  Contract,
  ContractAction,
  ContractConditions,
  ContractKind,
  DividendPeriod,
} from '../../records/agents.ts';

export interface OfferInput {
  kind: ContractKind;
  downlineId: number;
  rate: number;
  lossRate?: number;
  singleBetAmount?: number;
  period?: DividendPeriod;
  conditions: ContractConditions;
}

/** Highest rate (percent) the tenant lets an agent offer for a kind. */
export function rateCap(manifest: TenantManifest, kind: ContractKind): number {
  const b = manifest.agent.contractBounds;
  switch (kind) {
    case 'dividend':
      return b.dividendMaxPercent;
    case 'dailySalary':
      return b.dailySalaryMaxPercent;
    case 'hourSalary':
      return b.hourlySalaryMaxPercent;
    case 'realtimeSalary':
      return b.realtimeSalaryMaxPercent;
  }
}

/** Rates are percentages with at most two decimals (0.25 %), as the offer form enters them. */
const hasAtMostTwoDecimals = (r: number) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-9;

export function checkRates(manifest: TenantManifest, input: OfferInput): void {
  const cap = rateCap(manifest, input.kind);
  for (const [field, r] of [
    ['rate', input.rate],
    ['lossRate', input.lossRate],
  ] as const) {
    if (r === undefined) continue;
    if (!hasAtMostTwoDecimals(r))
      throw new DomainError('invalid_request', 'a rate has at most 2 decimals', [
        { in: 'body', field, message: 'at most 2 decimals' },
      ]);
    if (!(r > 0) || r > cap)
      throw new DomainError(
        'contract_rate_out_of_bounds',
        `rate must be above 0 and at most ${cap}%`,
        {
          max: cap,
        },
      );
  }
}

/**
 * Active contracts of the same kind that the downline has offered its own downlines at a higher
 * rate than the new one: they end when the new contract is accepted (spec §4).
 */
export function lowerRateConflicts(
  data: Readonly<TenantData>,
  downlineId: number,
  kind: ContractKind,
  rate: number,
): Contract[] {
  return data.agents.contracts.filter(
    (c) => c.uplineId === downlineId && c.kind === kind && c.status === 'active' && c.rate > rate,
  );
}

/**
 * Refuses a second waiting offer of one kind to one downline. Checked before the lower-rate
 * confirmation too, so an agent is never asked to confirm an offer that will be refused.
 */
export function assertNoOpenOffer(
  data: Readonly<TenantData>,
  uplineId: number,
  downlineId: number,
  kind: ContractKind,
): void {
  const open = data.agents.contracts.find(
    (c) =>
      c.uplineId === uplineId &&
      c.downlineId === downlineId &&
      c.kind === kind &&
      c.status === 'pending',
  );
  if (open)
    throw new DomainError('contract_exists', 'an offer of this kind is already waiting', {
      contractId: open.id,
    });
}

export function createOffer(
  draft: TenantData,
  uplineId: number,
  input: OfferInput,
  now: number,
): Contract {
  assertNoOpenOffer(draft, uplineId, input.downlineId, input.kind);
  const contract: Contract = {
    id: nextId(draft),
    kind: input.kind,
    uplineId,
    downlineId: input.downlineId,
    rate: input.rate,
    conditions: input.conditions,
    status: 'pending',
    request: { type: 'new', by: uplineId, at: now },
    createdAt: now,
  };
  if (input.kind === 'realtimeSalary') {
    if (input.lossRate !== undefined) contract.lossRate = input.lossRate;
    contract.singleBetAmount = input.singleBetAmount ?? 0;
  }
  if (input.kind === 'dividend') contract.period = input.period ?? 'Monthly';
  draft.agents.contracts.push(contract);
  tellParties(contract, 'offered');
  return contract;
}

/** Both parties' open tabs: the downline's popup and either side's contract lists. */
function tellParties(c: Contract, change: 'offered' | 'answered' | 'terminated'): void {
  for (const memberId of [c.uplineId, c.downlineId])
    notifyMember(memberId, { type: 'contract', contractId: c.id, change });
}

function end(c: Contract, now: number, reason: NonNullable<Contract['endReason']>): void {
  c.status = reason === 'rejected' ? 'rejected' : 'terminated';
  c.endedAt = now;
  c.endReason = reason;
  delete c.request;
}

const invalid = (why: string) => new DomainError('contract_state_invalid', why);

/**
 * Applies one action by one party. Returns the contracts ended as a side effect (replaced or
 * ended by the lower-rate rule) besides the contract itself.
 */
export function applyAction(
  draft: TenantData,
  memberId: number,
  contractId: number,
  action: ContractAction,
  now: number,
): { contract: Contract; ended: Contract[] } {
  const done = act(draft, memberId, contractId, action, now);
  const { contract } = done;
  // A termination request waits for an answer as an offer does (the popup shows both).
  const change =
    contract.status === 'terminated' ? 'terminated' : contract.request ? 'offered' : 'answered';
  tellParties(contract, change);
  for (const old of done.ended) tellParties(old, 'terminated');
  return done;
}

function act(
  draft: TenantData,
  memberId: number,
  contractId: number,
  action: ContractAction,
  now: number,
): { contract: Contract; ended: Contract[] } {
  const c = draft.agents.contracts.find((x) => x.id === contractId);
  if (!c || (c.uplineId !== memberId && c.downlineId !== memberId))
    throw new DomainError('not_downline', 'this contract is not yours');
  const ended: Contract[] = [];
  if (c.status === 'pending') {
    if (memberId !== c.downlineId) throw invalid('the downline answers an offer');
    if (action === 'Reject') {
      end(c, now, 'rejected');
    } else if (action === 'Accept') {
      for (const old of draft.agents.contracts) {
        if (old.id === c.id || old.status !== 'active' || old.kind !== c.kind) continue;
        if (old.uplineId === c.uplineId && old.downlineId === c.downlineId) {
          end(old, now, 'replaced');
          ended.push(old);
        } else if (old.uplineId === c.downlineId && old.rate > c.rate) {
          end(old, now, 'lower_rate');
          ended.push(old);
        }
      }
      c.status = 'active';
      c.acceptedAt = now;
      c.settledUntil = now;
      delete c.request;
    } else {
      throw invalid('an offer is accepted or rejected');
    }
    return { contract: c, ended };
  }
  if (c.status !== 'active') throw invalid(`the contract is ${c.status}`);
  if (!c.request) {
    if (action !== 'Terminate') throw invalid('nothing to answer');
    c.request = { type: 'termination', by: memberId, at: now };
    return { contract: c, ended };
  }
  // An open termination request: only the other party answers it.
  if (c.request.by === memberId) throw invalid('waiting for the other party');
  if (action === 'Accept') end(c, now, 'terminated');
  else if (action === 'Reject') delete c.request;
  else throw invalid('answer the termination request with Accept or Reject');
  return { contract: c, ended };
}

/**
 * What `memberId` is asked to answer on `c`: the offer made to it, the other party's request to
 * end it, or nothing.
 */
export function answerAwaited(c: Contract, memberId: number): 'new' | 'termination' | 'none' {
  if (c.status === 'pending' && c.downlineId === memberId) return 'new';
  const party = c.uplineId === memberId || c.downlineId === memberId;
  if (
    c.status === 'active' &&
    party &&
    c.request?.type === 'termination' &&
    c.request.by !== memberId
  )
    return 'termination';
  return 'none';
}

/** The contracts waiting for this member's answer. */
export function awaitingAnswer(data: Readonly<TenantData>, memberId: number): Contract[] {
  return data.agents.contracts.filter((c) => answerAwaited(c, memberId) !== 'none');
}
