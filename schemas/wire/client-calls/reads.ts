// The platform client's 92 plaintext calls (platform-wire.md's table less its 8 encrypted ones),
// as it sends them: method, path, query with its extra parameters, JSON bodies, and the fields
// it reads from the answer. Replayed against the embedded server by its façade's test, and
// against any backend by `lobby contract-test --wire platform`. `{merchant}` and `{host}` in a
// path stand for the site's merchant code and host name.

export interface ReplayCall {
  /** Row number in platform-wire.md. */
  n: number;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Raw body text (the form-encoded one). */
  form?: string;
  /**
   * The body as the client builds it from an earlier answer (by call name), as a dialog sends back
   * the id of an item it listed; the call is not sent when that answer has no such item.
   */
  bodyFrom?: (earlier: ReadonlyMap<string, Answer>) => unknown;
  /** The body's `captcha` is answered from a captcha fetched first, bound by its cookie. */
  captcha?: boolean;
  /**
   * The body's `verificationCode` is the code of a registration SMS sent first to its
   * `mobileNum` and `countryDialingCode`, as the player types it from the message.
   */
  smsCode?: boolean;
  /** The answer has what the client reads (default: a success envelope). */
  reads?: (answer: Answer) => boolean;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> | unknown[] | null;
  /** `value` of a success envelope. */
  value: unknown;
  cookie: string | undefined;
}

export type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});
export const has =
  (...fields: string[]) =>
  (a: Answer) =>
    fields.every((f) => obj(a.value)[f] !== undefined);
/** A bare map or list: no envelope around it. */
export const bare = (a: Answer) =>
  a.status === 200 && a.body !== null && typeof a.body === 'object' && !('success' in a.body);
export const bareMap = (a: Answer) =>
  bare(a) && !Array.isArray(a.body) && Object.keys(a.body ?? {}).length > 0;

/** A game's address to open (a launch that names no page is not one). */
export const launched = (a: Answer) => {
  const url = obj(a.value).gameUrl;
  return typeof url === 'string' && url.length > 0;
};
export const GAME_Q =
  'clientType=3&platform=WEB&merchant={merchant}&language=TH&vassalage=&gameClassify=&pageNo=1&pageSize=20&gameType=RNG';

export const firstOf = (v: unknown): unknown => (Array.isArray(v) ? v[0] : undefined);

/**
 * The body a call sends after the answers so far, or undefined when it has nothing to send (the
 * earlier answer listed nothing to act on).
 */
export function bodyFor(
  c: ReplayCall,
  earlier: ReadonlyMap<string, Answer>,
): { body: unknown } | undefined {
  if (!c.bodyFrom) return { body: c.body };
  const body = c.bodyFrom(earlier);
  return body === undefined ? undefined : { body };
}

/** The registration SMS a call with `smsCode` asks for first (the registerSms call's body). */
export function smsRequestOf(c: ReplayCall): { mobileNo: string; countryDialingCode: string } {
  const body = obj(c.body);
  return { mobileNo: String(body.mobileNum), countryDialingCode: String(body.countryDialingCode) };
}

/** A call's path and query for one site. */
export const pathFor = (c: ReplayCall, site: { merchant: string; host: string }): string =>
  c.path.replaceAll('{merchant}', site.merchant).replaceAll('{host}', site.host);

/** An answer as the client sees it: status and JSON text, unwrapped where it is an envelope. */
export function answerOf(status: number, text: string, cookie?: string): Answer {
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = null;
  }
  const envelope = body !== null && !Array.isArray(body) ? body : {};
  return { status, body, value: envelope.value, cookie };
}

/** Whether the client got what it reads (by default a success envelope with a value). */
export function answered(c: ReplayCall, a: Answer): boolean {
  if (c.reads) return c.reads(a);
  const env = a.body !== null && !Array.isArray(a.body) ? a.body : {};
  return a.status >= 200 && a.status < 300 && env.success === true && env.value !== undefined;
}

/** Why an answer is not what the client reads, in a line. */
export function whyNot(a: Answer): string {
  const env = a.body !== null && !Array.isArray(a.body) ? a.body : {};
  return `${a.status} ${String(env.errorCode ?? '')} ${String(env.message ?? '').slice(0, 90)}`.trim();
}

/** The order to send them in: logging out ends the session the others use, so it goes last. */
export const sendOrder = (calls: readonly ReplayCall[]): ReplayCall[] =>
  [...calls].sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
