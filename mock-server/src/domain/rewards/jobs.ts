// Reviews activity applications after a delay: approved ones are Issued (bonus via the ledger).
import { registerJob } from '../../jobs.ts';
import { textIn } from '../content/localized.ts';
import { post } from '../ledger.ts';

const APPLICATION_REVIEW_MS = 10 * 60_000;

registerJob('rewards-applications', async (tenant, deps) => {
  const now = deps.clock.now();
  const due = (a: { status: string; at: number }) =>
    a.status === 'Applying' && a.at + APPLICATION_REVIEW_MS <= now;
  if (!tenant.store.data.rewards.applications.some(due)) return;
  await tenant.store.write((d) => {
    for (const app of d.rewards.applications.filter(due)) {
      const activity = d.rewards.activities.find((a) => a.id === app.activityId);
      app.decidedAt = now;
      if (!activity || activity.reviewOutcome === 'reject') {
        app.status = 'Rejected';
        continue;
      }
      app.status = 'Issued';
      if (activity.bonus > 0)
        post(d, {
          memberId: app.memberId,
          amount: activity.bonus,
          type: 'bonus',
          at: now,
          ref: `application:${app.id}`,
          // A job has no request: the note is in the tenant's default language.
          note: textIn(tenant.manifest.languages.default, tenant.manifest)(activity.title),
        });
    }
  });
});
