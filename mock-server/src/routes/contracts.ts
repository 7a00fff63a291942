// Contracts between an agent and its direct downlines: offer, answer, terminate, list, and the
// consolidated contract checks the runtime uses for the popup and the agent menu.
import type { contractsOps } from '#schemas/api/contracts.ts';
import { ApiError } from '../refusals/api-error.ts';
import type { RouteModule } from '../http/bind.ts';
import { toMinor } from '../money.ts';
import {
  applyAction,
  assertNoOpenOffer,
  awaitingAnswer,
  checkRates,
  createOffer,
  lowerRateConflicts,
  type OfferInput,
} from '../domain/agents/contracts.ts';
import { isAgent } from '../records/members.ts';
import type { ContractKind } from '../records/agents.ts';
import { isDownlineOf } from '../domain/agents/team.ts';
import { accountOf, contractView } from '../domain/agents/views.ts';
import '../domain/agents/jobs.ts';

export const contractsRoutes: RouteModule<typeof contractsOps> = (deps) => ({
  consolidated: ({ tenant, member }) => {
    const data = tenant.store.data;
    const waiting = awaitingAnswer(data, member.id);
    const waits = (kind: ContractKind) => waiting.some((c) => c.kind === kind);
    // The contract pages of the agent menu (spec §2) show a kind the agent can work with: a top
    // agent holds every kind from the platform; below it, an agent holds what its upline gave it
    // (and may pass it down), so a new sub-agent with no contract sees none of them.
    const topAgent = isAgent(member) && member.parentId === undefined;
    const holds = (kind: ContractKind) =>
      topAgent ||
      data.agents.contracts.some(
        (c) =>
          c.kind === kind &&
          c.status === 'active' &&
          (c.uplineId === member.id || c.downlineId === member.id),
      );
    return {
      dailysalreqtype: waits('dailySalary'),
      divtypereq: waits('dividend'),
      contracthoursalreq: waits('hourSalary'),
      realtimesalreqtype: waits('realtimeSalary'),
      enableCt: holds('dividend'),
      salary: holds('dailySalary'),
      hourSalary: holds('hourSalary'),
      realtimeSalary: holds('realtimeSalary'),
      frozen: member.frozen,
    };
  },

  offerContract: async ({ tenant, member, params, body }) => {
    const data = tenant.store.data;
    const kind = params.kind as ContractKind;
    // A frozen upline owes a downline money: it may not take on more obligations until it pays.
    if (member.frozen) throw new ApiError(403, 'account_frozen', 'a frozen account cannot offer');
    const downline = data.members.find((m) => m.id === body.memberId);
    if (!downline || downline.parentId !== member.id) {
      const deeper = downline !== undefined && isDownlineOf(data, member.id, downline.id);
      throw new ApiError(
        403,
        'not_downline',
        deeper ? 'contracts are offered to direct downlines only' : 'not your downline',
      );
    }
    if (kind === 'dividend' && body.lossRate !== undefined)
      throw new ApiError(400, 'invalid_request', 'lossRate is for real-time salary', [
        { in: 'body', field: 'lossRate', message: 'real-time salary only' },
      ]);
    if (kind !== 'dividend' && body.period !== undefined)
      throw new ApiError(400, 'invalid_request', 'period is for dividends', [
        { in: 'body', field: 'period', message: 'dividends only' },
      ]);
    const input: OfferInput = {
      kind,
      downlineId: downline.id,
      rate: body.rate,
      conditions: {
        activeMembers: body.activeMembers ?? 0,
        validBet: toMinor(body.validBet ?? 0),
        profitLoss: toMinor(body.profitLoss ?? 0),
      },
    };
    if (body.lossRate !== undefined) input.lossRate = body.lossRate;
    if (body.singleBetAmount !== undefined) input.singleBetAmount = toMinor(body.singleBetAmount);
    if (body.period !== undefined) input.period = body.period;
    checkRates(tenant.manifest, input);
    assertNoOpenOffer(data, member.id, downline.id, kind);
    const conflicts = lowerRateConflicts(data, downline.id, kind, body.rate);
    const affected = conflicts.map((c) => contractView(data, c, member.id));
    if (conflicts.length > 0 && body.confirmLowerRate !== true)
      return { requiresConfirmation: true, affected, contract: null };
    const now = deps.clock.now();
    const contract = await tenant.store.write((d) => {
      const c = createOffer(d, member.id, input, now);
      return contractView(d, c, member.id);
    });
    return { requiresConfirmation: false, affected, contract };
  },

  pendingContracts: ({ tenant, member }) => {
    const data = tenant.store.data;
    return {
      list: awaitingAnswer(data, member.id).map((c) => {
        const view = contractView(data, c, member.id);
        if (c.status !== 'pending') return view;
        // The downline is warned too: accepting ends its own higher-rate contracts.
        const ends = lowerRateConflicts(data, member.id, c.kind, c.rate);
        if (ends.length === 0) return view;
        return {
          ...view,
          endsOnAccept: ends.map((x) => ({
            id: x.id,
            account: accountOf(data, x.downlineId),
            rate: x.rate,
          })),
        };
      }),
    };
  },

  contractAction: async ({ tenant, member, body }) => {
    const now = deps.clock.now();
    const done = tenant.store.data.agents.actions.find(
      (a) => a.memberId === member.id && a.requestId === body.requestId,
    );
    const view = (ids: { contractId: number; endedIds: number[] }) => {
      const data = tenant.store.data;
      const byId = (id: number) => data.agents.contracts.find((c) => c.id === id);
      const contract = byId(ids.contractId);
      if (!contract) throw new ApiError(404, 'not_found', 'no such contract');
      return {
        contract: contractView(data, contract, member.id),
        ended: ids.endedIds.flatMap((id) => {
          const c = byId(id);
          return c ? [contractView(data, c, member.id)] : [];
        }),
      };
    };
    if (done) {
      if (done.contractId !== body.contractId || done.action !== body.action)
        throw new ApiError(409, 'invalid_request', 'this requestId was used for another action');
      return view(done);
    }
    const record = await tenant.store.write((d) => {
      const again = d.agents.actions.find(
        (a) => a.memberId === member.id && a.requestId === body.requestId,
      );
      if (again) return again;
      const { ended } = applyAction(d, member.id, body.contractId, body.action, now);
      const r = {
        memberId: member.id,
        requestId: body.requestId,
        contractId: body.contractId,
        action: body.action,
        endedIds: ended.map((c) => c.id),
        at: now,
      };
      d.agents.actions.push(r);
      return r;
    });
    return view(record);
  },

  listContracts: ({ tenant, member, query }) => {
    const data = tenant.store.data;
    const list = data.agents.contracts
      .filter(
        (c) =>
          (query.role === 'upline'
            ? c.uplineId === member.id
            : query.role === 'downline'
              ? c.downlineId === member.id
              : c.uplineId === member.id || c.downlineId === member.id) &&
          (query.kind === undefined || c.kind === query.kind) &&
          (query.status === undefined || c.status === query.status),
      )
      .sort((a, b) => b.id - a.id)
      .map((c) => contractView(data, c, member.id));
    return { list };
  },
});
