// The platform client's 92 plaintext calls (platform-wire.md's table less its 8 encrypted ones),
// as it sends them: method, path, query with its extra parameters, JSON bodies, and the fields
// it reads from the answer. Replayed by replay.test.ts against the embedded server.

export interface ReplayCall {
  /** Row number in platform-wire.md. */
  n: number;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Raw body text (the form-encoded one). */
  form?: string;
  /** The body's `captcha` is answered from a captcha fetched first, bound by its cookie. */
  captcha?: boolean;
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
  'clientType=3&platform=WEB&merchant=siam88&language=TH&vassalage=&gameClassify=&pageNo=1&pageSize=20&gameType=RNG';
