import type { testingOps } from '../../../schemas/api/testing.ts';
import type { RouteModule } from '../http/bind.ts';
import { newVolatile } from '../tenancy.ts';
import { runDueJobs } from '../jobs.ts';
import { seedTenant } from '../seed.ts';
import { ApiError } from '../http/api-error.ts';
import { peekCaptcha } from '../security/captcha.ts';
import { peekSmsCodes } from '../security/sms.ts';

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
  testCaptcha: ({ tenant, query }) => {
    const found = peekCaptcha(tenant.volatile, query.captchaId);
    if (!found) throw new ApiError(404, 'not_found', 'no such captcha');
    return found;
  },
});
