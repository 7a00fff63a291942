// The tenant flags (spec §6), one row each. The manifest schema, `lobby new`'s questions and the
// server's whitelabel answers are all derived from these rows, and every flag has a default, so a
// new flag is one row here plus the feature that reads it: no manifest of the fleet changes.

import type { RegistrationField } from './constants.ts';

/**
 * What must also be on for a flag to work: another flag, or a registration field (the data it
 * uses is collected there). `lobby validate` refuses a manifest that turns the flag on without it.
 */
export type FlagRequirement = { flag: string } | { field: RegistrationField };

/** How `lobby new` sets a flag: asked with this label, or from the registration modes chosen. */
type FlagAsk = { label: string } | { registration: 'username' | 'mobile' };

/** The groups of the whitelabel module tree of the status call, in the tree's order. */
export const FLAG_GROUPS = ['REGISTER', 'LOGIN', 'PASSWORD'] as const;
export type FlagGroup = (typeof FLAG_GROUPS)[number];

export interface FlagRow {
  description: string;
  default: boolean;
  /** Absent: `lobby new` writes the default and leaves the flag to a manifest edit. */
  ask?: FlagAsk;
  /** The flag's node id in Lobby's whitelabel tree. */
  node: string;
  group?: FlagGroup;
  /**
   * The platform's own name for the flag in `whitelabelVal` (all end in 3), where its public
   * client shows one; absent where the platform has no such switch.
   */
  platform?: string;
  /** The platform module (`modID`) that gates the flag's calls. */
  module: string;
  requires?: readonly FlagRequirement[];
  /** One of the flags `lobby list` shows for each tenant. */
  main?: true;
}

/** A flag made of one switch per item (the one-click login providers). */
interface FlagSetRow {
  description: string;
  node: string;
  group?: FlagGroup;
  items: Record<string, FlagRow>;
}

export const FLAGS = {
  USERNAMEREG3: {
    description: 'Registration by username.',
    default: true,
    ask: { registration: 'username' },
    node: 'USERNAMEREG3',
    group: 'REGISTER',
    platform: 'USERNAMEREG3',
    module: 'REG3',
  },
  MOBILENUMREG3: {
    description: 'Registration by mobile number.',
    default: false,
    ask: { registration: 'mobile' },
    node: 'MOBILENUMREG3',
    group: 'REGISTER',
    platform: 'MOBILENUMREG3',
    module: 'REG3',
  },
  PTSYS3: {
    description: 'Points system and points mall.',
    main: true,
    default: false,
    ask: { label: 'Points mall (PTSYS3)' },
    node: 'PTSYS3',
    platform: 'PTSYS3',
    module: 'PTSYS3',
  },
  MANPLAYREB3: {
    description: 'Manual rebate page for players.',
    main: true,
    default: false,
    ask: { label: 'Manual rebate (MANPLAYREB3)' },
    node: 'MANPLAYREB3',
    platform: 'MANPLAYREB3',
    module: 'REWCEN3',
  },
  AGENTPOLICY3: {
    description: 'Agent policy: contracts and the consolidated contract call.',
    main: true,
    default: false,
    ask: { label: 'Agent policy and contracts (AGENTPOLICY3)' },
    node: 'AGENTPOLICY3',
    platform: 'AGENTPOLICY3',
    module: 'SIGNCONDIV3',
  },
  REGMOBVERF3: {
    description: 'Mobile registration needs an SMS verification code.',
    main: true,
    default: false,
    ask: { label: 'SMS verification on mobile registration (REGMOBVERF3)' },
    requires: [{ flag: 'MOBILENUMREG3' }, { field: 'verificationCode' }],
    node: 'REGMOBVERF3',
    group: 'REGISTER',
    platform: 'REGMOBVERF3',
    module: 'REGMOBVERF3',
  },
  MOBILENUMPASSREG3: {
    description: 'Mobile registration asks for a password too (otherwise the SMS code logs in).',
    default: false,
    ask: { label: 'Password on mobile registration (MOBILENUMPASSREG3)' },
    node: 'MOBILENUMPASSREG3',
    group: 'REGISTER',
    platform: 'MOBILENUMPASSREG3',
    module: 'REG3',
  },
  CHNGPASSVERIF3: {
    description: 'Password policy: expired passwords must be changed.',
    main: true,
    default: false,
    ask: { label: 'Password expiry policy (CHNGPASSVERIF3)' },
    node: 'CHNGPASSVERIF3',
    group: 'PASSWORD',
    platform: 'CHNGPASSVERIF3',
    module: 'PASS3',
  },
  freePlay: {
    description: 'Free-play (trial) login.',
    main: true,
    default: true,
    ask: { label: 'Free play (trial accounts)' },
    node: 'FREEPLAY',
    group: 'LOGIN',
    platform: 'FREEPLAY3',
    module: 'FREEPLAY3',
  },
  forcePasswordChange: {
    description: 'Force the change-password modal on the default password or first login.',
    default: true,
    ask: { label: 'Force change of the default password' },
    node: 'FORCEPASSWORDCHANGE',
    group: 'PASSWORD',
    platform: 'PWDEXPFORCECHANGE3',
    module: 'PASS3',
  },
  mobileCodeLogin: {
    description: 'Login with a mobile number and SMS code.',
    main: true,
    default: false,
    ask: { label: 'Login with mobile number and SMS code' },
    requires: [{ field: 'mobileNum' }],
    node: 'MOBILECODELOGIN',
    group: 'LOGIN',
    platform: 'MOBILEVERCODELOGIN3',
    module: 'VERIFICATION3',
  },
  referral: {
    description: 'Referral / invite-friends programme.',
    main: true,
    default: false,
    ask: { label: 'Referral / invite friends' },
    node: 'REFERRAL',
    platform: 'AFFMAN3',
    module: 'AFFMAN3',
  },
  forgotPasswordByPhone: {
    description: 'Forgot password by mobile number and SMS code.',
    default: false,
    ask: { label: 'Forgot password by phone' },
    requires: [{ field: 'mobileNum' }],
    node: 'FORGOTPASSWORDBYPHONE',
    group: 'PASSWORD',
    // The platform gates reset-by-phone with its password-verification module, not a flag.
    module: 'CHNGPASSVERIF3',
  },
  INBOX3: {
    description: 'The member inbox: messages about deposits, withdrawals and news, with its badge.',
    default: true,
    ask: { label: 'Member inbox (INBOX3)' },
    node: 'INBOX3',
    platform: 'INBOX3',
    module: 'INBOX3',
  },
  firebaseLogin: {
    description: 'SMS codes sent through Firebase instead of the platform.',
    default: false,
    node: 'FIREBASELOGIN',
    group: 'LOGIN',
    platform: 'FIREBASECREATEACC3',
    module: 'VERIFICATION3',
  },
  oneClickLogin: {
    description: 'One-click login buttons per provider.',
    node: 'ONECLICKLOGIN',
    group: 'LOGIN',
    items: {
      line: {
        description: 'LINE login button.',
        default: false,
        node: 'LINE',
        platform: 'LINELOGIN3',
        module: 'COMM3',
      },
      google: {
        description: 'Google login button.',
        default: false,
        node: 'GOOGLE',
        platform: 'GOOGLELOGIN3',
        module: 'COMM3',
      },
      facebook: {
        description: 'Facebook login button.',
        default: false,
        node: 'FACEBOOK',
        platform: 'FACEBOOKLOGIN3',
        module: 'COMM3',
      },
    },
  },
} as const satisfies Record<string, FlagRow | FlagSetRow>;

type FlagName = keyof typeof FLAGS;

export const isSet = (row: FlagRow | FlagSetRow): row is FlagSetRow => 'items' in row;

/** Rows as a list, in declaration order (the order `lobby new` asks in, and of the schema). */
export const flagRows = (): [FlagName, FlagRow | FlagSetRow][] =>
  Object.entries(FLAGS) as [FlagName, FlagRow | FlagSetRow][];

/** Flags `lobby new` asks about with a label (the `--flags` list). */
type AskedFlagName = {
  [K in FlagName]: (typeof FLAGS)[K] extends { ask: { label: string } } ? K : never;
}[FlagName];

export const ASKED_FLAGS = flagRows().flatMap(([name, row]) =>
  !isSet(row) && row.ask && 'label' in row.ask ? [name as AskedFlagName] : [],
);

/** The flags `lobby list` shows for each tenant, in the registry's order. */
export const MAIN_FLAGS = flagRows().flatMap(([name, row]) =>
  !isSet(row) && row.main ? [name as SimpleFlagName] : [],
);

/** Flags that are one switch (every row but the sets). */
type SimpleFlagName = {
  [K in FlagName]: (typeof FLAGS)[K] extends FlagSetRow ? never : K;
}[FlagName];

// ---- The manifest's `flags` schema, derived from the rows. ----

type BoolSchemaOf<R extends FlagRow> = {
  readonly type: 'boolean';
  readonly default: R['default'] extends true ? true : false;
  readonly description: string;
};
type SetSchemaOf<R extends FlagSetRow> = {
  readonly type: 'object';
  readonly description: string;
  readonly additionalProperties: false;
  readonly default: Record<string, never>;
  readonly properties: { readonly [K in keyof R['items']]: BoolSchemaOf<R['items'][K]> };
};
type FlagSchemaOf<R> = R extends FlagSetRow
  ? SetSchemaOf<R>
  : R extends FlagRow
    ? BoolSchemaOf<R>
    : never;

const boolSchema = (row: FlagRow) => ({
  type: 'boolean' as const,
  default: row.default,
  description: row.description,
});

function propertiesOf<T extends Record<string, FlagRow | FlagSetRow>>(rows: T) {
  const out: Record<string, unknown> = {};
  for (const [name, row] of Object.entries(rows)) {
    out[name] = isSet(row)
      ? {
          type: 'object',
          description: row.description,
          additionalProperties: false,
          // An absent set is filled item by item from the items' own defaults.
          default: {},
          properties: Object.fromEntries(
            Object.entries(row.items).map(([item, r]) => [item, boolSchema(r)]),
          ),
        }
      : boolSchema(row);
  }
  return out as { readonly [K in keyof T]: FlagSchemaOf<T[K]> };
}

/**
 * The manifest's `flags` object: every flag optional with its default, so a manifest names only
 * the flags it turns away from the default (validation fills in the rest).
 */
export const flagsSchema = {
  type: 'object',
  description: 'Whitelabel flags of spec §6: which features the tenant turns on.',
  additionalProperties: false,
  default: {},
  properties: propertiesOf(FLAGS),
} as const;

/** A tenant's flag values, as the manifest type has them after validation. */
export type FlagValues = {
  [K in FlagName]: (typeof FLAGS)[K] extends FlagSetRow
    ? { [I in keyof (typeof FLAGS)[K]['items']]: boolean }
    : boolean;
};
