// Wallet jobs that fall due by the server clock: deposit settlement, withdrawal approval,
// withdrawal auto-receive. Each writes only when something is due, in one store write.
import { registerJob } from '../../jobs.ts';
import { settleDueDeposits } from './deposits.ts';
import { autoReceiveDue, decideDueWithdrawals } from './withdrawals.ts';

registerJob('wallet.depositSettlement', async (tenant, deps) => {
  const now = deps.clock.now();
  const due = tenant.store.data.wallet.deposits.some(
    (d) => d.status === 'pending' && d.settleAt <= now,
  );
  if (due)
    await tenant.store.write((d) => settleDueDeposits(d, now, tenant.manifest.currency.symbol));
});

registerJob('wallet.withdrawalApproval', async (tenant, deps) => {
  const now = deps.clock.now();
  const due = tenant.store.data.wallet.withdrawals.some(
    (w) => w.status === 'pending' && w.decideAt <= now,
  );
  if (due)
    await tenant.store.write((d) =>
      decideDueWithdrawals(
        d,
        now,
        tenant.manifest.wallet.withdrawAutoReceiveMinutes,
        tenant.manifest.currency.symbol,
      ),
    );
});

registerJob('wallet.withdrawalAutoReceive', async (tenant, deps) => {
  const now = deps.clock.now();
  const due = tenant.store.data.wallet.withdrawals.some(
    (w) => w.status === 'approved' && w.autoReceiveAt !== undefined && w.autoReceiveAt <= now,
  );
  if (due) await tenant.store.write((d) => autoReceiveDue(d, now));
});
