import type { testingOps } from '#schemas/api/testing.ts';
import type { RouteModule } from '../http/bind.ts';
import { newVolatile } from '../tenancy.ts';
import { runDueJobs } from '../jobs.ts';
import { seedTenant } from '../seed.ts';
import { ApiError } from '../refusals/api-error.ts';
import { peekCaptcha } from '../security/captcha.ts';
import { peekSmsCodes } from '../security/sms.ts';
import { textsOf } from '../security/test-phone.ts';
import { findByAccount, openSession } from '../domain/members/service.ts';
import { isAgent } from '../records/members.ts';
import { outcomeWithMultiplier } from '../domain/games/spin.ts';
import { settleDueDeposits } from '../domain/wallet/deposits.ts';

export const testingRoutes: RouteModule<typeof testingOps> = (deps) => ({
  // Handlers run on the request's tenant's clock: only this tenant's time moves.
  testAdvanceClock: async ({ tenant, body }) => {
    deps.clock.advance(body.ms);
    const failures = await runDueJobs(deps, [tenant]);
    return {
      now: deps.clock.now(),
      failedJobs: failures.map((f) => `${f.job}: ${String(f.error)}`),
    };
  },
  testClock: () => ({ now: deps.clock.now() }),
  testSetStatus: async ({ tenant, body }) => {
    await tenant.store.write((d) => {
      d.meta.systemStatus = body.status as 0 | 1 | 2;
    });
    return { status: body.status };
  },
  testReset: async ({ tenant }) => {
    tenant.volatile = newVolatile();
    await tenant.store.replace(await seedTenant(tenant.manifest, deps));
    return { members: tenant.store.data.members.length };
  },
  testSmsCodes: ({ tenant, query }) => peekSmsCodes(tenant.volatile, query.mobileNum),
  testSmsTexts: ({ tenant, query }) =>
    textsOf(tenant, query.mobileNum).map((m) => ({
      purpose: m.purpose,
      text: m.text,
      ...(m.link ? { link: m.link } : {}),
      sentAt: m.sentAt,
    })),
  testSession: ({ tenant, body }) => {
    const member = findByAccount(tenant.store.data, body.account.trim());
    if (!member) throw new ApiError(404, 'not_found', `no account ${body.account}`);
    const area = body.area ?? 'player';
    if (area === 'agent' && !isAgent(member))
      throw new ApiError(403, 'error_not_agent', 'only agents can have an agent session');
    // No address: a session made here must not make the caller's IP known to the account (a
    // later login from it would skip the second factor).
    return tenant.store.write((d) =>
      openSession(d, member.id, { ip: '', area, now: deps.clock.now(), manifest: tenant.manifest }),
    );
  },
  testCaptcha: ({ tenant, query }) => {
    const found = peekCaptcha(tenant.volatile, query.captchaId);
    if (!found) throw new ApiError(404, 'not_found', 'no such captcha');
    return found;
  },
  testDemoSpins: ({ tenant, body }) => {
    const member = findByAccount(tenant.store.data, body.account.trim());
    if (!member) throw new ApiError(404, 'not_found', `no account ${body.account}`);
    if (body.multipliers.some((m) => outcomeWithMultiplier(m, 100) === undefined))
      throw new ApiError(400, 'invalid_request', 'a multiplier the pay table does not have');
    if (body.multipliers.length === 0) tenant.volatile.forcedSpins.delete(member.id);
    else tenant.volatile.forcedSpins.set(member.id, [...body.multipliers]);
    return { queued: body.multipliers.length };
  },
  testSettleDeposits: async ({ tenant, body }) => {
    const member = findByAccount(tenant.store.data, body.account.trim());
    if (!member) throw new ApiError(404, 'not_found', `no account ${body.account}`);
    const now = deps.clock.now();
    const settled = await tenant.store.write((d) => {
      for (const dep of d.wallet.deposits)
        if (dep.memberId === member.id && dep.status === 'pending') dep.settleAt = now;
      return settleDueDeposits(d, now, tenant.manifest.currency.symbol, member.id);
    });
    return { settled };
  },
});
