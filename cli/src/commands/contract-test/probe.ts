// One check at a time: send a call, judge its answer against the operation's contract, and
// record the outcome. The runs (checks.ts, money-flows.ts) decide what to call.
import type { Family } from '#schemas/api/index.ts';
import type { OperationSpec } from '#schemas/api/operation.ts';
import type { Answer, ApiClient } from './client.ts';
import { checkEnvelope } from './envelope.ts';
import { SeenAnswers, type Inputs } from './inputs.ts';

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

export class Probe {
  readonly results: CheckResult[] = [];
  readonly answers = new SeenAnswers();

  constructor(
    private readonly client: ApiClient,
    private readonly onResult?: (r: CheckResult) => void,
  ) {}

  record(r: CheckResult): void {
    this.results.push(r);
    this.onResult?.(r);
  }

  async send(
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
  async expectSuccess(
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
      this.answers.remember(family, v.value);
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

  async expectRefusal(
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

  skip(id: string, call: string, as: string, why: string): void {
    this.record({ outcome: 'skip', id, call, as, expected: '-', got: why });
  }
}
