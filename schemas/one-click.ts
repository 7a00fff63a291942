// One-click sign-in (OpenID Connect, spec §2): the providers (the items of flags.oneClickLogin),
// the relying party's paths on the API, and what finishing a sign-in answers. Lobby's server is
// the client of each provider: the browser goes to `start`, the provider sends it back to
// `callback`, which hands the site a single-use ticket (`#oneclick=<ticket>`, or
// `#oneclick-error=<error key>`); the site trades the ticket at `complete` for a session, asking
// the player what the tenant's rules still need.
import type { FLAGS } from './flags.ts';

export type OneClickProvider = keyof typeof FLAGS.oneClickLogin.items;

// The page's first script reads this module: the list is written out rather than read from the
// flag registry (which would come with it), and the compiler holds the two equal.
export const ONE_CLICK_PROVIDERS = [
  'line',
  'google',
  'facebook',
] as const satisfies readonly OneClickProvider[];
type Missing = Exclude<OneClickProvider, (typeof ONE_CLICK_PROVIDERS)[number]>;
const everyProvider: [Missing] extends [never] ? true : Missing = true;
void everyProvider;

export const isOneClickProvider = (name: string): name is OneClickProvider =>
  (ONE_CLICK_PROVIDERS as readonly string[]).includes(name);

export const OIDC_API_PREFIX = '/wps/oidc';
export const oneClickStartPath = (p: OneClickProvider) => `${OIDC_API_PREFIX}/${p}/start`;
export const oneClickCallbackPath = (p: OneClickProvider) => `${OIDC_API_PREFIX}/${p}/callback`;
export const ONE_CLICK_COMPLETE_PATH = `${OIDC_API_PREFIX}/complete`;

/** The URL fragment the callback sends the site back with. */
export const ONE_CLICK_TICKET_PARAM = 'oneclick';
export const ONE_CLICK_ERROR_PARAM = 'oneclick-error';

/** Registration fields a provider may leave out and the tenant may require (asked once). */
export const ONE_CLICK_ASKED_FIELDS = [
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
] as const;
export type OneClickAskedField = (typeof ONE_CLICK_ASKED_FIELDS)[number];

export interface OneClickCompleteBody {
  ticket: string;
  /** The asked fields, once the player filled them in. */
  fields?: Partial<Record<OneClickAskedField, string>> & { countryDialingCode?: string };
  /** The existing account's password, to link the identity to it. */
  password?: string;
}

export interface OneClickSession {
  token: string;
  firstTimeLogin: boolean;
}

export type OneClickAnswer =
  | { status: 'signedIn'; session: OneClickSession }
  /** The tenant's rules need these before the member can be created. */
  | { status: 'fields'; fields: OneClickAskedField[]; name?: string }
  /** The identity's email or phone is an existing member's (the platform's bind_customer_required). */
  /** `account` is masked (`pl***1`): its owner recognises it, whoever typed the email does not learn it. */
  | { status: 'link'; account: string };
