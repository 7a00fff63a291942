// The checks themselves, derived from the contract objects: every GET operation anonymously and
// signed in, every member/agent operation refused without a token, the role and tenant
// refusals, the encrypted login, and with `write` a small money flow on the test account.
import { allOperations, type Family } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { Answer, ApiClient } from './client.ts';
import { checkEnvelope } from './envelope.ts';

export type Outcome = 'ok' | 'fail' | 'skip';

export interface CheckResult {
  outcome: Outcome;
  /** `family.operationId`, or a flow name. */
  id: string;
  /** Method and path, or what the flow does. */
  call: string;
  /** anonymous, signed in, wrong merchant... */
  as: string;
  expected: string;
  got: string;
}

export interface RunOptions {
  account?: { username: string; password: string };
  paymentPassword?: string;
  write: boolean;
  onResult?: (r: CheckResult) => void;
}

/** Login errors a refused sign-in answers with; the token key is what a missing token gets. */
const TOKEN_KEY = 'user.or.token.invalid';
/** GETs that change state (a launch ticket, recent games): only with --write. */
const WRITE_GETS = new Set(['launchGame', 'gameLaunchFB']);
/**
 * The two captchas: a tenant serves the one of its wire (the image on the platform's, the proof of
 * work on Lobby's) and answers the other not_found.
 */
const ONE_OF_CAPTCHAS = new Set(['captcha', 'captchaChallenge']);

/** Where else an input shows up in answers: an affiliate `code` is a member's referralCode. */
const ALIASES: Record<string, string[]> = { code: ['referralCode'] };

interface Found {
  family: Family;
  value: unknown;
}

/** The first string or number at `key` anywhere in a value (depth-first). */
function pick(value: unknown, key: string): string | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = pick(v, key);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const rec = value as Record<string, unknown>;
  const direct = rec[key];
  if ((typeof direct === 'string' && direct !== '') || typeof direct === 'number')
    return String(direct);
  for (const v of Object.values(rec)) {
    const hit = pick(v, key);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

interface Inputs {
  path: string;
  /** Some input was taken from an earlier answer or a schema default, not known to be valid. */
  inferred: boolean;
}

type SchemaProps = Record<string, { enum?: unknown[]; default?: unknown }>;

export class ContractRun {
  readonly results: CheckResult[] = [];
  private readonly seen: Found[] = [];
  private token: string | undefined;
  private isAgent = false;

  constructor(
    private readonly client: ApiClient,
    private readonly opts: RunOptions,
  ) {}

  private record(r: CheckResult): void {
    this.results.push(r);
    this.opts.onResult?.(r);
  }

  private findInput(family: Family, name: string): string | undefined {
    const sameFirst = [
      ...this.seen.filter((f) => f.family === family),
      ...this.seen.filter((f) => f.family !== family),
    ];
    for (const key of [name, ...(ALIASES[name] ?? [])])
      for (const f of sameFirst) {
        const hit = pick(f.value, key);
        if (hit !== undefined) return hit;
      }
    return undefined;
  }

  /** The call's path with its path parameters and required query filled, or why it cannot be. */
  private inputsOf(family: Family, op: OperationSpec): Inputs | { missing: string } {
    let inferred = false;
    let path = op.path;
    for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) {
      const v = this.findInput(family, name!);
      if (v === undefined) return { missing: `no value for path parameter ${name}` };
      inferred = true;
      path = path.replace(`{${name}}`, encodeURIComponent(v));
    }
    const q = op.query as { required?: string[]; properties?: SchemaProps } | undefined;
    const query = new URLSearchParams();
    for (const name of q?.required ?? []) {
      const prop = q?.properties?.[name];
      const v =
        prop?.default !== undefined
          ? String(prop.default)
          : prop?.enum?.length
            ? String(prop.enum[0])
            : this.findInput(family, name);
      if (v === undefined) return { missing: `no value for required query ${name}` };
      inferred = true;
      query.set(name, v);
    }
    const qs = query.toString();
    return { path: qs ? `${path}?${qs}` : path, inferred };
  }

  private async send(
    id: string,
    as: string,
    method: string,
    path: string,
    o: Parameters<ApiClient['call']>[2] = {},
  ): Promise<Answer | undefined> {
    try {
      return await this.client.call(method, path, o);
    } catch (e) {
      this.record({
        outcome: 'fail',
        id,
        call: `${method.toUpperCase()} ${path}`,
        as,
        expected: 'an answer',
        got: `no answer: ${e instanceof Error ? e.message : String(e)}`,
      });
      return undefined;
    }
  }

  /** Calls an operation and checks the answer is a success (or, for inferred inputs, a refusal the op documents). */
  private async expectSuccess(
    family: Family,
    op: OperationSpec,
    as: string,
    inputs: Inputs,
    o: { token?: string; body?: unknown; encrypt?: boolean } = {},
  ): Promise<unknown> {
    const id = `${family}.${op.operationId}`;
    const call = `${op.method.toUpperCase()} ${inputs.path}`;
    const a = await this.send(id, as, op.method, inputs.path, o);
    if (!a) return undefined;
    const v = checkEnvelope(op, a);
    const expected = op.raw ? `200 ${op.raw}` : '200 success, value valid against the schema';
    if (!v.ok) {
      this.record({ outcome: 'fail', id, call, as, expected, got: v.problem });
      return undefined;
    }
    if (v.success) {
      this.record({ outcome: 'ok', id, call, as, expected, got: `${a.status} success` });
      this.seen.push({ family, value: v.value });
      return v.value;
    }
    const documented = (op.errors ?? []).includes(v.errorCode as never);
    // A tenant may switch a feature off; the operation then documents feature_disabled.
    const featureOff = documented && v.errorCode === 'feature_disabled';
    this.record({
      outcome: documented && (inputs.inferred || featureOff) ? 'ok' : 'fail',
      id,
      call,
      as,
      expected: inputs.inferred ? `${expected}, or a refusal the operation documents` : expected,
      got: `${a.status} ${v.errorCode}${featureOff ? ' (feature off for this tenant)' : ''}`,
    });
    return undefined;
  }

  private async expectRefusal(
    id: string,
    op: OperationSpec,
    as: string,
    path: string,
    want: { status: number; errorCode: string },
    o: Parameters<ApiClient['call']>[2] = {},
  ): Promise<void> {
    const call = `${op.method.toUpperCase()} ${path}`;
    const a = await this.send(id, as, op.method, path, o);
    if (!a) return;
    const expected = `${want.status} ${want.errorCode}`;
    const v = checkEnvelope({ ...op, raw: undefined }, a);
    if (!v.ok) {
      this.record({ outcome: 'fail', id, call, as, expected, got: v.problem });
      return;
    }
    const got = v.success ? `${a.status} success` : `${a.status} ${v.errorCode}`;
    const ok = !v.success && a.status === want.status && v.errorCode === want.errorCode;
    this.record({ outcome: ok ? 'ok' : 'fail', id, call, as, expected, got });
  }

  private skip(id: string, call: string, as: string, why: string): void {
    this.record({ outcome: 'skip', id, call, as, expected: '-', got: why });
  }

  async run(): Promise<CheckResult[]> {
    const ops = allOperations().filter(({ op }) => !op.testOnly);
    const byId = (id: string) => ops.find((o) => o.op.operationId === id);
    const status = byId('systemStatus')!;
    // Tenant refusal: a Merchant header that does not match the host.
    await this.expectRefusal(
      'system.systemStatus',
      status.op,
      'wrong Merchant header',
      status.op.path,
      { status: 403, errorCode: 'domain_check_failed' },
      { headers: { merchant: 'LOBBY-CONTRACT-TEST-NOBODY' } },
    );
    await this.login(byId('login')!.op);

    for (const { family, op } of ops) {
      if (op.method !== 'get') continue;
      const id = `${family}.${op.operationId}`;
      const inputs = this.inputsOf(family, op);
      if ('missing' in inputs) {
        this.skip(id, `${op.method.toUpperCase()} ${op.path}`, 'any', inputs.missing);
        continue;
      }
      if (ONE_OF_CAPTCHAS.has(op.operationId)) {
        const a = await this.send(id, 'anonymous', 'get', inputs.path);
        if (a?.status === 404) {
          this.skip(id, `GET ${inputs.path}`, 'any', "the other wire's captcha: not served here");
          continue;
        }
      }
      if (WRITE_GETS.has(op.operationId) && !this.opts.write) {
        this.skip(id, `GET ${inputs.path}`, 'any', 'changes state: runs with --write');
        continue;
      }
      if (op.auth === 'member' || op.auth === 'agent') {
        await this.expectRefusal(id, op, 'anonymous', inputs.path, {
          status: 401,
          errorCode: TOKEN_KEY,
        });
        if (!this.token) continue;
        if (op.auth === 'agent' && !this.isAgent)
          await this.expectRefusal(
            id,
            op,
            'signed in (not an agent)',
            inputs.path,
            { status: 403, errorCode: 'error_not_agent' },
            { token: this.token },
          );
        else await this.expectSuccess(family, op, 'signed in', inputs, { token: this.token });
      } else {
        await this.expectSuccess(family, op, 'anonymous', inputs);
        if (op.auth === 'optional' && this.token)
          await this.expectSuccess(family, op, 'signed in', inputs, { token: this.token });
      }
    }

    // Writes a member or agent must be signed in for are refused without a token (nothing changes).
    for (const { family, op } of ops) {
      if (op.method === 'get' || (op.auth !== 'member' && op.auth !== 'agent')) continue;
      const path = op.path.replace(/\{(\w+)\}/g, '1');
      await this.expectRefusal(`${family}.${op.operationId}`, op, 'anonymous', path, {
        status: 401,
        errorCode: TOKEN_KEY,
      });
    }

    if (this.opts.write) await this.moneyFlows(byId);
    await this.logout(byId('logout')!.op, byId('balance')!.op);
    return this.results;
  }

  private async login(op: OperationSpec): Promise<void> {
    // An unencrypted body is refused before any credential is looked at (no login attempt counted).
    await this.expectRefusal(
      'session.login',
      op,
      'plain (unencrypted) body',
      op.path,
      { status: 400, errorCode: 'encryption_required' },
      { body: { username: 'contract-test', password: 'not-a-password' } },
    );
    const account = this.opts.account;
    if (!account) {
      this.skip('session.login', `POST ${op.path}`, 'encrypted', 'no --account given');
      return;
    }
    // One login per run: backends throttle failed and repeated logins.
    const value = (await this.expectSuccess(
      'session',
      op,
      `encrypted, as ${account.username}`,
      { path: op.path, inferred: false },
      { body: { username: account.username, password: account.password }, encrypt: true },
    )) as
      | { token?: string; member?: { isAgent?: boolean }; secondFactorRequired?: boolean }
      | undefined;
    if (value?.secondFactorRequired) {
      this.skip(
        'session.login',
        `POST ${op.path}`,
        'signed in',
        'the backend asks a second factor (new IP): signed-in checks skipped',
      );
      return;
    }
    this.token = value?.token;
    this.isAgent = value?.member?.isAgent === true;
  }

  private async logout(op: OperationSpec, balance: OperationSpec): Promise<void> {
    if (!this.token) return;
    const token = this.token;
    this.token = undefined;
    await this.expectSuccess(
      'session',
      op,
      'signed in',
      { path: op.path, inferred: false },
      { token },
    );
    await this.expectRefusal(
      'wallet.balance',
      balance,
      'after logout',
      balance.path,
      { status: 401, errorCode: TOKEN_KEY },
      { token },
    );
  }

  private async moneyFlows(
    byId: (id: string) => { family: Family; op: OperationSpec } | undefined,
  ): Promise<void> {
    const token = this.token;
    if (!token) {
      this.skip('flow.deposit', 'deposit and its record', 'signed in', 'needs --account');
      this.skip('flow.transfer', 'transfer to upline', 'signed in', 'needs --account');
      return;
    }
    const get = async (id: string, query = '') => {
      const { family, op } = byId(id)!;
      return this.expectSuccess(
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
      this.skip('flow.deposit', 'deposit and its record', 'signed in', 'no deposit channel');
    else {
      const amount = Math.max(1, Math.ceil(channel.min));
      const { family, op } = byId('createDeposit')!;
      const dep = (await this.expectSuccess(
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
        this.record({
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
    if (!this.opts.paymentPassword) {
      this.skip('flow.transfer', 'transfer to upline', 'signed in', 'needs --payment-password');
      return;
    }
    const before = await balanceOf();
    if (!before || before.balance < 1) {
      this.skip('flow.transfer', 'transfer to upline', 'signed in', 'balance below 1.00');
      return;
    }
    const { op } = byId('walletTransfer')!;
    const a = await this.send('wallet.walletTransfer', 'signed in', 'post', op.path, {
      token,
      body: { direction: 'toUpline', amount: 1, paymentPassword: this.opts.paymentPassword },
    });
    if (!a) return;
    const v = checkEnvelope(op, a);
    if (!v.ok || !v.success) {
      const why = v.ok ? `${a.status} ${v.success ? '' : v.errorCode}` : v.problem;
      const documented = v.ok && !v.success && (op.errors ?? []).includes(v.errorCode as never);
      if (documented)
        this.skip('flow.transfer', 'transfer to upline', 'signed in', `refused: ${why}`);
      else
        this.record({
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
    this.record({
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
    this.record({
      outcome: entry && cents(entry.balanceAfter) === cents(after?.balance ?? NaN) ? 'ok' : 'fail',
      id: 'flow.transfer',
      call: 'transactionHistory after the transfer',
      as: 'signed in',
      expected: `an entry of -1.00 leaving ${after?.balance}`,
      got: entry ? `entry of ${entry.amount} leaving ${entry.balanceAfter}` : 'no such entry',
    });
  }
}
