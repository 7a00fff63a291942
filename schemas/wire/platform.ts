// The platform's wire format (../shared/reference/platform-wire.md) as data: one row per call of
// the platform's web client, with the Lobby operation it is, how its parameters are renamed and
// how the answer is reshaped. The embedded server's façade serves the platform's clients from it,
// and the runtime's platform adapter sends Lobby's operations through it, so this module (and the
// row files) import nothing but types and hold nothing but data and small pure functions.
//
// Rules of the wire, which both sides follow:
// - Which requests speak the platform's dialect: every path that only the platform uses (the
//   `/wps/relay/...` names, `/wps/system/location`, `/lgw/draw`...), and, on a path both wires
//   share (`/wps/member/info`, `/wps/captcha`, `/lgw/games/game_menus`...), a request whose
//   `Language` header is a platform code: upper case (`EN`, `TH`, `ZH`, `ZH_TW`), where Lobby's
//   runtime sends BCP 47 (`en`, `zh-Hant`). Lobby's own requests on shared paths are untouched.
// - Parameters: GET parameters come in the query, others in the JSON body (DELETE included); both
//   are one bag of names. Renamed names are taken under either spelling (`pageNo` and `page`);
//   a name the Lobby operation does not know is ignored, as a real server on this wire does.
// - Answers: `/wps` calls in the envelope `{success, value}`; `bare` calls (the `/lgw` lottery
//   maps) are the value alone. Failures keep the envelope, with the platform's error codes.
import type { families } from '../api/index.ts';
import type { BodyOf, OperationSpec, ResponseOf } from '../api/operation.ts';
import type { ErrorKey } from '../api/errors.ts';
import type { contractKind, contractsOps } from '../api/contracts.ts';

type Families = typeof families;

/** A Lobby operation as `family.name`, e.g. `games.gameList`. */
type OpRef = {
  [F in keyof Families]: `${F & string}.${keyof Families[F] & string}`;
}[keyof Families];

type OpOf<R> = R extends `${infer F}.${infer N}`
  ? F extends keyof Families
    ? N extends keyof Families[F]
      ? Families[F][N]
      : never
    : never
  : never;

/** The `value` Lobby's operation answers. */
export type LobbyValue<R extends OpRef> =
  OpOf<R> extends OperationSpec ? ResponseOf<OpOf<R>> : never;

type PlatformMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Answers only the façade's own handlers give: calls Lobby has no operation for. */
export type PlatformOnly =
  | 'location'
  | 'ping'
  | 'templates'
  | 'settingsConsolidated'
  | 'securityConfig'
  | 'playerAvatar'
  | 'trialGame'
  | 'gameWalletTransfer'
  | 'jackpot'
  | 'promoCategory'
  | 'lottPopular'
  | 'draw'
  | 'drawByCode'
  | 'nearIssues'
  | 'vnOpenedAll'
  | 'chatPermission'
  | 'csScript';

interface CallBase {
  /** The platform client's own name for the call (its API table). */
  name: string;
  method: PlatformMethod;
  /** The platform's path; `{name}` segments are parameters. */
  path: string;
  /** Platform parameter name -> Lobby parameter name. */
  rename?: Readonly<Record<string, string>>;
  /** What the platform sends that Lobby has no use for (the façade ignores any unknown name). */
  drop?: readonly string[];
  /**
   * Platform parameter -> its values under Lobby's (e.g. `isMoneyReceived: { Y: 'received' }`),
   * applied before `rename`. A value not listed passes as it is, for the operation to refuse.
   */
  values?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The platform parameter that carries the call's images: the platform's client reads each file
   * as a data URL (FileReader) and posts it in the JSON body, one string or a list. Lobby's
   * operation takes them as the multipart files it uploads.
   */
  images?: string;
  /** Lobby parameters this call implies, e.g. the HOT filter of a hot-games call. */
  fixed?: Readonly<Record<string, string | number | boolean>>;
  /** Two calls share a path: this row is the one whose request carries this parameter. */
  when?: string;
  /** The answer is the value alone, no envelope (the `/lgw` lottery maps). */
  bare?: boolean;
  /** The body comes as a query string although labelled JSON (forgot password by e-mail). */
  formBody?: boolean;
  /** The platform sends no identifier the operation needs; the server names it (see façade). */
  needs?: 'gameCode' | 'captchaId' | 'modelId' | 'raffleDay' | 'freePlay' | 'contract';
  /** One of the platform's contract calls: the kind it answers for, and how it names one. */
  contract?: ContractCall;
  /**
   * The body travels in the platform's envelope: `{"value": <symmetric ciphertext>}` with the
   * session key, RSA-encrypted, in the `Encryption` header (wire-envelope.ts).
   */
  encrypted?: boolean;
}

/** A platform call served by a Lobby operation, typed against that operation's answer. */
interface TypedCall<R extends OpRef> extends CallBase {
  op: R;
  /** Lobby's value -> what the platform client reads (default: unchanged). */
  toPlatform?: (value: NoInfer<LobbyValue<R>>) => unknown;
  /** The inverse, for the runtime's adapter, where the shapes differ. */
  fromPlatform?: (value: unknown) => NoInfer<LobbyValue<R>>;
}

/** A row of the table: the value types are checked where the row is written (`mapped`). */
export interface MappedCall extends CallBase {
  op: OpRef;
  toPlatform?: (value: never) => unknown;
  fromPlatform?: (value: unknown) => unknown;
}

/** A platform call Lobby has no operation for: the façade answers it itself. */
interface OwnCall extends CallBase {
  op: null;
  own: PlatformOnly;
}

export type PlatformCall = MappedCall | OwnCall;

/** Keeps each row's mapping functions typed against its own operation. */
export function mapped<R extends OpRef>(row: TypedCall<R>): MappedCall {
  return row as unknown as MappedCall;
}

export function own(row: Omit<OwnCall, 'op'>): OwnCall {
  return { ...row, op: null };
}

/** Lobby's error keys under the platform's names; the rest keep their key on both wires. */
export const PLATFORM_ERRORS: Partial<Record<ErrorKey, string>> = {
  second_factor_required: 'login_verify_required',
  recommend_game_tips1: 'vendor_under_maintenance',
  insufficient_balance: 'launch_game_balance_not_enough',
  domain_check_failed: 'domain_not_available',
  rate_limited: 'TOO_MANY_REQUESTS',
  'auth/too-many-requests': 'TOO_MANY_REQUESTS',
};

/** Lobby's action on one contract (its contractAction operation). */
export type ContractAction = BodyOf<typeof contractsOps.contractAction>['action'];

/** What a contract action answers: an offer, the other party's termination request, or nothing. */
export type ContractAnswering = 'new' | 'termination' | 'none';

/**
 * The `status` the platform's four process calls send, as its client's buttons send it. To an
 * offer: A accepts, R rejects. Nothing open: C asks to end the contract. To a termination
 * request, the dividend's and the daily and real-time salaries' dialogs send the state the
 * contract is to be in (A: it stays active, so the request is refused; C: it ends), the hourly
 * salary's the answer (R refuses, A agrees). Read the other way round, A to a termination
 * request ends an hourly salary and keeps the others.
 */
function contractStatuses(
  kind: ContractKind,
  answering: ContractAnswering,
): Partial<Record<ContractAction, string>> {
  if (answering === 'new') return { Accept: 'A', Reject: 'R' };
  if (answering === 'none') return { Terminate: 'C' };
  return kind === 'hourSalary' ? { Accept: 'A', Reject: 'R' } : { Accept: 'C', Reject: 'A' };
}

/** The platform's `status` for Lobby's action, or undefined where its client has no such button. */
export function platformContractStatus(
  kind: ContractKind,
  answering: ContractAnswering,
  action: ContractAction,
): string | undefined {
  return contractStatuses(kind, answering)[action];
}

/** Lobby's action for the platform's `status`, or undefined where its client sends no such one. */
export function lobbyContractAction(
  kind: ContractKind,
  answering: ContractAnswering,
  status: string,
): ContractAction | undefined {
  const found = Object.entries(contractStatuses(kind, answering)).find(([, s]) => s === status);
  return found?.[0] as ContractAction | undefined;
}

export type ContractKind = (typeof contractKind.enum)[number];
/**
 * How the platform's client names the contract it answers: a dividend by its product and
 * computation period, a daily salary by `id`, the other salaries by `contractId`.
 */
export interface ContractCall {
  kind: ContractKind;
  by: 'period' | 'id' | 'contractId';
}

/** The product a contract covers on the platform's wire: Lobby's contracts cover them all. */
export const CONTRACT_PRODUCT = 'ALL';

/**
 * The platform client's body for Lobby's action on one contract, for the row of its kind. A
 * dividend call names no contract, and an agent may hold several of one period (one per
 * downline): Lobby's `contractId` goes with it, and with every kind the `requestId` that makes a
 * retry apply once; a server on this wire ignores names it does not know.
 */
export function contractBody(
  call: ContractCall,
  contract: { id: number; kind: ContractKind; period?: string; answering: ContractAnswering },
  action: ContractAction,
  requestId: string,
): Record<string, unknown> {
  const status = platformContractStatus(contract.kind, contract.answering, action);
  const named =
    call.by === 'period'
      ? {
          productType: CONTRACT_PRODUCT,
          computationPeriod: contract.period ?? '',
          contractId: contract.id,
        }
      : { [call.by]: contract.id };
  return { ...named, status, requestId };
}

/** The cookie that binds a captcha answer on this wire (the platform's answers carry no id). */
export const CAPTCHA_COOKIE = 'captchaId';

/**
 * Two-factor login on this wire: the login call fails with this code and the challenge as its
 * value (Lobby's login answers the challenge as a success), then the code goes to the row of
 * Lobby's second-factor operation (`/wps/session/login/verification`).
 */
export const TWO_FACTOR_CODE = 'login_verify_required';

/**
 * Refusals after which the platform's client drops the session (its storage, then `/`): any HTTP
 * 401, and these codes whatever the status.
 */
export const PLATFORM_SESSION_ENDS: readonly string[] = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
];

/**
 * The platform's error code back to Lobby's key (the runtime's adapter). The platform has one
 * too-many-requests code: one that says when to retry (`retryAfterSeconds`) is a lockout of
 * sign-in attempts, which Lobby's form words with its wait; any other is a plain rate limit.
 */
export function lobbyErrorOf(code: string, value?: unknown): string {
  if (code === PLATFORM_ERRORS['auth/too-many-requests'])
    return value !== null && typeof value === 'object' && 'retryAfterSeconds' in value
      ? 'auth/too-many-requests'
      : 'rate_limited';
  for (const [key, platform] of Object.entries(PLATFORM_ERRORS)) if (platform === code) return key;
  return code === 'TOO_MANY_REQUEST' ? 'rate_limited' : code;
}

/** A platform language code (upper case, `_` or `-` before a region or script). */
const PLATFORM_LANGUAGE = /^[A-Z]{2,3}(?:[-_][A-Z]{2,4})?$/;

/** Whether a `Language` header marks a request of the platform's clients. */
export function isPlatformLanguage(header: string | undefined): boolean {
  return header !== undefined && PLATFORM_LANGUAGE.test(header);
}

/** Platform codes whose Lobby language is not their lower case. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  ZH_TW: 'zh-Hant',
  ZH_HK: 'zh-Hant',
  TW: 'zh-Hant',
  CN: 'zh',
  ZH_CN: 'zh',
};

/** `EN` -> `en`, `ZH_TW` -> `zh-Hant`; a Lobby code is returned as it is. */
export function lobbyLanguageOf(code: string): string {
  if (!isPlatformLanguage(code)) return code;
  const key = code.replace('-', '_');
  if (key === 'ZH_HANT') return 'zh-Hant';
  return LANGUAGE_ALIASES[key] ?? key.toLowerCase().replace('_', '-');
}

/** `en` -> `EN`, `zh-Hant` -> `ZH_TW`. */
export function platformLanguageOf(lang: string): string {
  if (lang === 'zh-Hant') return 'ZH_TW';
  return lang.toUpperCase().replace('-', '_');
}

/** Lobby's paging name on the platform's wire, which also takes `page`. */
export const paging: Readonly<Record<string, string>> = { pageNo: 'pageNo', page: 'pageNo' };

/** Parameters that carry a language in either wire's spelling. */
export const LANGUAGE_PARAMS: readonly string[] = ['language', 'lang'];

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A path pattern's matcher: `{name}` segments capture, the others compare case-blind. */
export function pathMatcher(pattern: string): (path: string) => Record<string, string> | undefined {
  // Split once: a server tries every pattern on each request that no fixed path takes.
  const want = pattern.split('/').map((text) => {
    const name = /^\{(\w+)\}$/.exec(text)?.[1];
    return name === undefined ? { text: text.toLowerCase() } : { name, text };
  });
  return (path) => {
    const got = path.split('/');
    if (want.length !== got.length) return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < want.length; i++) {
      const w = want[i]!;
      const g = got[i]!;
      if (w.name === undefined) {
        if (w.text !== g.toLowerCase()) return undefined;
      } else {
        // A malformed escape names nothing here: no match, so the caller's 404 answers it.
        const value = decodeSegment(g);
        if (value === undefined) return undefined;
        params[w.name] = value;
      }
    }
    return params;
  };
}

export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  return pathMatcher(pattern)(path);
}
