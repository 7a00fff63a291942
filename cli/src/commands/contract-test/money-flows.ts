// The --write flows on the test account: a deposit shows in the records, and a transfer to the
// upline takes exactly its amount off the balance and leaves its ledger entry.
import type { Family } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import { checkEnvelope } from './envelope.ts';
import type { Probe } from './probe.ts';

export async function moneyFlows(
  probe: Probe,
  byId: (id: string) => { family: Family; op: OperationSpec } | undefined,
  token: string | undefined,
  paymentPassword: string | undefined,
): Promise<void> {
  if (!token) {
    probe.skip('flow.deposit', 'deposit and its record', 'signed in', 'needs --account');
    probe.skip('flow.transfer', 'transfer to upline', 'signed in', 'needs --account');
    return;
  }
  const get = async (id: string, query = '') => {
    const { family, op } = byId(id)!;
    return probe.expectSuccess(
      family,
      op,
      'signed in',
      { path: `${op.path}${query}`, inferred: false },
      { token },
    );
  };
  const balanceOf = async () => (await get('balance')) as { balance: number } | undefined;

  // Deposit: the request is answered and shows in the records.
  const channels = (await get('depositChannels')) as
    { list?: { code: string; min: number }[] } | { code: string; min: number }[] | undefined;
  const list = Array.isArray(channels) ? channels : (channels?.list ?? []);
  const channel = list[0];
  if (!channel)
    probe.skip('flow.deposit', 'deposit and its record', 'signed in', 'no deposit channel');
  else {
    const amount = Math.max(1, Math.ceil(channel.min));
    const { family, op } = byId('createDeposit')!;
    const dep = (await probe.expectSuccess(
      family,
      op,
      'signed in',
      { path: op.path, inferred: false },
      {
        token,
        body: { amount, channel: channel.code },
      },
    )) as { id: number } | undefined;
    if (dep) {
      const records = (await get('listDeposits')) as { list: { id: number }[] } | undefined;
      const listed = records?.list.some((r) => r.id === dep.id) ?? false;
      probe.record({
        outcome: listed ? 'ok' : 'fail',
        id: 'flow.deposit',
        call: 'createDeposit then listDeposits',
        as: 'signed in',
        expected: `deposit ${dep.id} in the records`,
        got: listed ? 'listed' : 'not in the first page of records',
      });
    }
  }

  // Transfer to the upline: the balance drops by the amount and the ledger shows the entry.
  if (!paymentPassword) {
    probe.skip('flow.transfer', 'transfer to upline', 'signed in', 'needs --payment-password');
    return;
  }
  const before = await balanceOf();
  if (!before || before.balance < 1) {
    probe.skip('flow.transfer', 'transfer to upline', 'signed in', 'balance below 1.00');
    return;
  }
  const { op } = byId('walletTransfer')!;
  const a = await probe.send('wallet.walletTransfer', 'signed in', 'post', op.path, {
    token,
    body: { direction: 'toUpline', amount: 1, paymentPassword: paymentPassword },
  });
  if (!a) return;
  const v = checkEnvelope(op, a);
  if (!v.ok || !v.success) {
    const why = v.ok ? `${a.status} ${v.success ? '' : v.errorCode}` : v.problem;
    const documented = v.ok && !v.success && (op.errors ?? []).includes(v.errorCode as never);
    if (documented)
      probe.skip('flow.transfer', 'transfer to upline', 'signed in', `refused: ${why}`);
    else
      probe.record({
        outcome: 'fail',
        id: 'wallet.walletTransfer',
        call: `POST ${op.path}`,
        as: 'signed in',
        expected: '200 success or a documented refusal',
        got: why,
      });
    return;
  }
  const after = await balanceOf();
  const cents = (n: number) => Math.round(n * 100);
  const sent = v.value as { balance: number };
  const adds =
    after !== undefined &&
    cents(before.balance) - 100 === cents(after.balance) &&
    cents(sent.balance) === cents(after.balance);
  probe.record({
    outcome: adds ? 'ok' : 'fail',
    id: 'flow.transfer',
    call: 'walletTransfer 1.00 toUpline',
    as: 'signed in',
    expected: `balance ${before.balance} - 1.00, as the transfer answered`,
    got: `balance ${after?.balance} (transfer answered ${sent.balance})`,
  });
  const ledger = (await get('transactionHistory')) as
    { list: { amount: number; balanceAfter: number }[] } | undefined;
  const entry = ledger?.list.find((e) => cents(e.amount) === -100);
  probe.record({
    outcome: entry && cents(entry.balanceAfter) === cents(after?.balance ?? NaN) ? 'ok' : 'fail',
    id: 'flow.transfer',
    call: 'transactionHistory after the transfer',
    as: 'signed in',
    expected: `an entry of -1.00 leaving ${after?.balance}`,
    got: entry ? `entry of ${entry.amount} leaving ${entry.balanceAfter}` : 'no such entry',
  });
}
