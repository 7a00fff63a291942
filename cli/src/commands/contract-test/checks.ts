// The checks themselves, derived from the contract objects: every GET operation anonymously and
// signed in, every member/agent operation refused without a token, the role and tenant
// refusals, the encrypted login, and with `write` a small money flow on the test account.
import { allOperations } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { ApiClient } from './client.ts';
import { moneyFlows } from './money-flows.ts';
import { Probe, type CheckResult, type RunOptions } from './probe.ts';

export type { CheckResult } from './probe.ts';

/** Login errors a refused sign-in answers with; the token key is what a missing token gets. */
const TOKEN_KEY = 'user.or.token.invalid';
/** GETs that change state (a launch ticket, recent games): only with --write. */
const WRITE_GETS = new Set(['launchGame', 'gameLaunchFB']);
/**
 * The two captchas: a tenant serves the one of its wire (the image on the platform's, the proof of
 * work on Lobby's) and answers the other not_found.
 */
const ONE_OF_CAPTCHAS = new Set(['captcha', 'captchaChallenge']);

export class ContractRun {
  private readonly probe: Probe;
  private token: string | undefined;
  private isAgent = false;

  constructor(
    client: ApiClient,
    private readonly opts: RunOptions,
  ) {
    this.probe = new Probe(client, opts.onResult);
  }

  get results(): CheckResult[] {
    return this.probe.results;
  }

  async run(): Promise<CheckResult[]> {
    const ops = allOperations().filter(({ op }) => !op.testOnly);
    const byId = (id: string) => ops.find((o) => o.op.operationId === id);
    const status = byId('systemStatus')!;
    // Tenant refusal: a Merchant header that does not match the host.
    await this.probe.expectRefusal(
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
      const inputs = this.probe.answers.inputsOf(family, op);
      if ('missing' in inputs) {
        this.probe.skip(id, `${op.method.toUpperCase()} ${op.path}`, 'any', inputs.missing);
        continue;
      }
      if (ONE_OF_CAPTCHAS.has(op.operationId)) {
        const a = await this.probe.send(id, 'anonymous', 'get', inputs.path);
        if (a?.status === 404) {
          this.probe.skip(
            id,
            `GET ${inputs.path}`,
            'any',
            "the other wire's captcha: not served here",
          );
          continue;
        }
      }
      if (WRITE_GETS.has(op.operationId) && !this.opts.write) {
        this.probe.skip(id, `GET ${inputs.path}`, 'any', 'changes state: runs with --write');
        continue;
      }
      if (op.auth === 'member' || op.auth === 'agent') {
        await this.probe.expectRefusal(id, op, 'anonymous', inputs.path, {
          status: 401,
          errorCode: TOKEN_KEY,
        });
        if (!this.token) continue;
        if (op.auth === 'agent' && !this.isAgent)
          await this.probe.expectRefusal(
            id,
            op,
            'signed in (not an agent)',
            inputs.path,
            { status: 403, errorCode: 'error_not_agent' },
            { token: this.token },
          );
        else await this.probe.expectSuccess(family, op, 'signed in', inputs, { token: this.token });
      } else {
        await this.probe.expectSuccess(family, op, 'anonymous', inputs);
        if (op.auth === 'optional' && this.token)
          await this.probe.expectSuccess(family, op, 'signed in', inputs, { token: this.token });
      }
    }

    // Writes a member or agent must be signed in for are refused without a token (nothing changes).
    for (const { family, op } of ops) {
      if (op.method === 'get' || (op.auth !== 'member' && op.auth !== 'agent')) continue;
      const path = op.path.replace(/\{(\w+)\}/g, '1');
      await this.probe.expectRefusal(`${family}.${op.operationId}`, op, 'anonymous', path, {
        status: 401,
        errorCode: TOKEN_KEY,
      });
    }

    if (this.opts.write) await moneyFlows(this.probe, byId, this.token, this.opts.paymentPassword);
    await this.logout(byId('logout')!.op, byId('balance')!.op);
    return this.probe.results;
  }

  private async login(op: OperationSpec): Promise<void> {
    // An unencrypted body is refused before any credential is looked at (no login attempt counted).
    await this.probe.expectRefusal(
      'session.login',
      op,
      'plain (unencrypted) body',
      op.path,
      { status: 400, errorCode: 'encryption_required' },
      { body: { username: 'contract-test', password: 'not-a-password' } },
    );
    const account = this.opts.account;
    if (!account) {
      this.probe.skip('session.login', `POST ${op.path}`, 'encrypted', 'no --account given');
      return;
    }
    // One login per run: backends throttle failed and repeated logins.
    const value = (await this.probe.expectSuccess(
      'session',
      op,
      `encrypted, as ${account.username}`,
      { path: op.path, inferred: false },
      { body: { username: account.username, password: account.password }, encrypt: true },
    )) as
      | { token?: string; member?: { isAgent?: boolean }; secondFactorRequired?: boolean }
      | undefined;
    if (value?.secondFactorRequired) {
      this.probe.skip(
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
    await this.probe.expectSuccess(
      'session',
      op,
      'signed in',
      { path: op.path, inferred: false },
      { token },
    );
    await this.probe.expectRefusal(
      'wallet.balance',
      balance,
      'after logout',
      balance.path,
      { status: 401, errorCode: TOKEN_KEY },
      { token },
    );
  }
}
