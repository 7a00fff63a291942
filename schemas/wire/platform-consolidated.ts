// The contract checks (`/wps/member/info/funds/consolidated`) as the platform answers them. Lobby
// answers whether a request of each kind waits; the platform sends the requests themselves, per
// product, and its client opens its contract dialog on a non-empty one and answers from it (the
// first request of a product, by its `id` or `contractId`, a dividend by product and period). Its
// requests' `status`: P, a new contract (E, an edited one, reads the same); V, the other party
// asks to end it.
import type { ResponseOf } from '../api/operation.ts';
import type { contractsOps } from '../api/contracts.ts';
import { CONTRACT_PRODUCT } from './platform.ts';

/** Lobby's contract checks. */
export type Consolidated = ResponseOf<typeof contractsOps.consolidated>;
type ContractView = ResponseOf<typeof contractsOps.listContracts>['list'][number];

/** A rate the platform's dialogs print as a percentage of a fraction (`rateType` P). */
const PERCENT = 'P';

const statusOf = (c: ContractView) => (c.request?.type === 'termination' ? 'V' : 'P');

/** One request as the dialog of its kind reads it. */
function requestEntry(c: ContractView): Record<string, unknown> {
  const status = statusOf(c);
  const { activeMembers, validBet, profitLoss } = c.conditions;
  const fraction = c.rate / 100;
  switch (c.kind) {
    case 'dividend':
      return {
        id: c.id,
        status,
        minimumBet: validBet,
        netLoss: profitLoss,
        periodicTotalBetRequired: 'N',
        activeMember: activeMembers,
        contractRate: fraction,
        downlineHigherRate: 'N',
      };
    case 'dailySalary':
      return {
        id: c.id,
        status,
        details: [
          {
            id: c.id,
            betVolume: validBet,
            activeMember: activeMembers,
            rate: fraction,
            rateType: PERCENT,
          },
        ],
      };
    case 'hourSalary':
      return {
        contractId: c.id,
        status,
        hourSalaryRates: [
          {
            contractId: c.id,
            minimumBet: validBet,
            activeMember: activeMembers,
            rate: fraction,
            rateType: PERCENT,
          },
        ],
      };
    case 'realtimeSalary':
      // Lobby's rate pays on a window the players lost, its lossRate on one they won.
      return {
        contractId: c.id,
        status,
        realTimeSalaryRates: [
          {
            Id: c.id,
            betAmount: c.singleBetAmount ?? 0,
            lossRate: c.rate,
            winRate: c.lossRate ?? 0,
          },
        ],
      };
  }
}

/**
 * Lobby's contract checks with the requests that wait for the member (`waiting`, newest first)
 * in the platform's maps. Lobby's contracts cover every product: one product key.
 */
export function consolidatedToPlatform(
  value: Consolidated,
  waiting: readonly ContractView[],
): Record<string, unknown> {
  const of = (kind: ContractView['kind']) => waiting.filter((c) => c.kind === kind);
  const byProduct = (list: readonly ContractView[]) =>
    list.length ? { [CONTRACT_PRODUCT]: list.map(requestEntry) } : {};
  const dividends = of('dividend');
  const byPeriod: Record<string, Record<string, unknown>[]> = {};
  for (const c of dividends) (byPeriod[c.period ?? ''] ??= []).push(requestEntry(c));
  return {
    ...value,
    dailysalreqtype: byProduct(of('dailySalary')),
    divtypereq: byProduct(dividends),
    divtypecompperiodreq: dividends.length ? { [CONTRACT_PRODUCT]: byPeriod } : {},
    contracthoursalreq: byProduct(of('hourSalary')),
    realtimesalreqtype: byProduct(of('realtimeSalary')),
  };
}

/** A request map holds a request: the platform sends `{}` (or nothing) when none waits. */
const holdsOne = (map: unknown): boolean =>
  map !== null && typeof map === 'object'
    ? Object.values(map).some((v) => (Array.isArray(v) ? v.length > 0 : holdsOne(v)))
    : map === true;

/** The platform's answer as Lobby's checks, for the runtime on this wire. */
export function consolidatedFromPlatform(value: unknown): Consolidated {
  const v = (value ?? {}) as Record<string, unknown>;
  const flag = (name: string) => v[name] === true;
  return {
    dailysalreqtype: holdsOne(v.dailysalreqtype),
    divtypereq: holdsOne(v.divtypecompperiodreq) || holdsOne(v.divtypereq),
    contracthoursalreq: holdsOne(v.contracthoursalreq),
    realtimesalreqtype: holdsOne(v.realtimesalreqtype),
    enableCt: flag('enableCt'),
    salary: flag('salary'),
    hourSalary: flag('hourSalary'),
    realtimeSalary: flag('realtimeSalary'),
    frozen: flag('frozen'),
  };
}
