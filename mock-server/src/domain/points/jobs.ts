// Points jobs: accrual from new bets and deposits, and the review of redemptions.
import { registerJob } from '../../jobs.ts';
import { accrue, hasDueReview, hasPendingAccrual, reviewRedemptions } from './accrual.ts';

registerJob('points', async (tenant, deps) => {
  if (!tenant.manifest.flags.PTSYS3) return;
  const now = deps.clock.now();
  const data = tenant.store.data;
  if (!hasPendingAccrual(data) && !hasDueReview(data, now)) return;
  await tenant.store.write((d) => {
    accrue(d, now);
    reviewRedemptions(d, now);
  });
});
