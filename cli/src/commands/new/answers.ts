// The choices `lobby new` asks for: each has a flag, a default, and (with --from) a value taken
// from an existing tenant.
import { LANGUAGES, type Language } from '#schemas/constants.ts';
import { ASKED_FLAGS, FLAGS } from '#schemas/flags.ts';
import { didYouMean, ISO_CURRENCIES } from '#manifests/checks.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Context } from '../../context.ts';
import { currencySymbolFinding } from '#manifests/checks/currency.ts';
import { CliError } from '../../errors.ts';

/** The flags `lobby new` asks about (registration modes are a question of their own). */
export const SWITCHABLE_FLAGS = ASKED_FLAGS;
type SwitchableFlag = (typeof SWITCHABLE_FLAGS)[number];
type RegistrationMode = 'username' | 'mobile';

export interface Answers {
  displayName: string;
  defaultLanguage: Language;
  languages: Language[];
  theme: 'dark' | 'light';
  registration: RegistrationMode[];
  flags: SwitchableFlag[];
  currencyCode: string;
  currencySymbol: string;
  primary: string;
  domain: string;
}

/** What the command line said; undefined means "not given". */
export interface AnswerFlags {
  name?: string;
  language?: string;
  languages?: string;
  theme?: string;
  registration?: string;
  flags?: string;
  currency?: string;
  symbol?: string;
  primary?: string;
  domain?: string;
}

const flagLabel = (f: SwitchableFlag): string => FLAGS[f].ask.label;

export function defaultAnswers(code: string): Answers {
  const name = code
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return {
    displayName: name,
    defaultLanguage: 'en',
    languages: ['en', 'th', 'zh'],
    theme: 'dark',
    registration: ['username'],
    flags: SWITCHABLE_FLAGS.filter((f) => FLAGS[f].default),
    currencyCode: 'USD',
    currencySymbol: '$',
    primary: '#2f80ed',
    domain: `${code}.example.com`,
  };
}

/** The choices an existing tenant made, for --from. */
export function answersFrom(m: TenantManifest, code: string): Answers {
  return {
    displayName: defaultAnswers(code).displayName,
    defaultLanguage: m.languages.default,
    languages: [...m.languages.available],
    theme: m.themes.default,
    registration: [
      ...(m.flags.USERNAMEREG3 ? ['username' as const] : []),
      ...(m.flags.MOBILENUMREG3 ? ['mobile' as const] : []),
    ],
    flags: SWITCHABLE_FLAGS.filter((f) => m.flags[f]),
    currencyCode: m.currency.code,
    currencySymbol: m.currency.symbol,
    primary: m.themes.dark.primary,
    domain: `${code}.example.com`,
  };
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new CliError(
    `--${flag} "${value}" is not allowed`,
    `${didYouMean(value, allowed)}use one of: ${allowed.join(', ')}`,
  );
}

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/**
 * One check per typed answer: `true`, or what is wrong and how to fix it. The same checks run on
 * each prompt as it is answered and on the flags, so nothing reaches the template that the
 * manifest schema would refuse.
 */
const answerChecks = {
  displayName: (v: string): true | string =>
    v.trim() === ''
      ? 'enter a name, e.g. "Lucky Star Casino"'
      : v.length > 60
        ? `use at most 60 characters (this is ${v.length})`
        : true,
  currencyCode: (v: string): true | string =>
    ISO_CURRENCIES.includes(v.toUpperCase())
      ? true
      : `"${v}" is not an ISO 4217 currency code: ${didYouMean(v.toUpperCase(), ISO_CURRENCIES)}use e.g. THB, USD, CNY, VND or EUR`,
  currencySymbol: (v: string): true | string =>
    v.trim() === ''
      ? 'enter the symbol shown before amounts, e.g. ฿ or $'
      : [...v].length > 4
        ? 'use at most 4 characters, e.g. ฿, $ or RM'
        : true,
  primary: (v: string): true | string =>
    /^#[0-9a-fA-F]{6}$/.test(v) ? true : `write # and six hex digits, e.g. #2f80ed (not "${v}")`,
  domain: (v: string): true | string =>
    DOMAIN.test(v.toLowerCase())
      ? true
      : `"${v}" is not a host name: write it without scheme, port or path, e.g. luckystar.example.com`,
};

/** The domain question also refuses a host another tenant already serves (`takenBy`: host → code). */
const domainCheck =
  (takenBy: ReadonlyMap<string, string>) =>
  (v: string): true | string => {
    const shape = answerChecks.domain(v);
    if (shape !== true) return shape;
    const owner = takenBy.get(v.toLowerCase());
    return owner === undefined
      ? true
      : `${v.toLowerCase()} is already used by "${owner}": enter another host name`;
  };

/** The languages question keeps the default language: it is the one the site opens in. */
const languagesCheck =
  (defaultLanguage: Language) =>
  (picked: readonly Language[]): true | string =>
    picked.includes(defaultLanguage)
      ? true
      : `keep ${defaultLanguage} ticked: it is the default language, the one the site opens in (space to tick)`;

const registrationCheck = (modes: readonly RegistrationMode[]): true | string =>
  modes.length > 0
    ? true
    : 'choose at least one way to register (space to tick): by username, by mobile number, or both';

/** Applies the command-line flags over a base set of answers, refusing values that cannot work. */
export function applyFlags(base: Answers, f: AnswerFlags): Answers {
  const a: Answers = { ...base };
  if (f.name !== undefined) a.displayName = f.name;
  if (f.languages !== undefined) {
    a.languages = list(f.languages).map((l) => oneOf(l, LANGUAGES, 'languages'));
    const twice = a.languages.filter((l, i) => a.languages.indexOf(l) !== i);
    if (twice.length > 0)
      throw new CliError(
        `--languages lists ${[...new Set(twice)].join(', ')} more than once`,
        `list each language once, e.g. --languages ${[...new Set(a.languages)].join(',')}`,
      );
  }
  if (f.language !== undefined) a.defaultLanguage = oneOf(f.language, LANGUAGES, 'language');
  if (f.theme !== undefined) a.theme = oneOf(f.theme, ['dark', 'light'] as const, 'theme');
  if (f.registration !== undefined)
    a.registration = list(f.registration).map((r) =>
      oneOf(r, ['username', 'mobile'] as const, 'registration'),
    );
  if (f.flags !== undefined)
    a.flags = list(f.flags).map((x) => oneOf(x, SWITCHABLE_FLAGS, 'flags'));
  if (f.currency !== undefined) a.currencyCode = f.currency.toUpperCase();
  if (f.symbol !== undefined) a.currencySymbol = f.symbol;
  if (f.primary !== undefined) a.primary = f.primary;
  if (f.domain !== undefined) a.domain = f.domain.toLowerCase();
  if (!a.languages.includes(a.defaultLanguage)) a.languages = [a.defaultLanguage, ...a.languages];
  return a;
}

/** Refuses answers the manifest could not take, naming the flag that carried them. */
export function checkAnswers(a: Answers): void {
  const checks: [keyof typeof answerChecks, string, string, string][] = [
    ['displayName', a.displayName, 'name', '--name "Lucky Star Casino"'],
    ['currencyCode', a.currencyCode, 'currency', '--currency THB'],
    ['currencySymbol', a.currencySymbol, 'symbol', '--symbol ฿'],
    ['primary', a.primary, 'primary', '--primary "#2f80ed"'],
    ['domain', a.domain, 'domain', '--domain luckystar.example.com'],
  ];
  for (const [key, value, flag, example] of checks) {
    const verdict = answerChecks[key](value);
    if (verdict !== true) throw new CliError(`--${flag}: ${verdict}`, `e.g. ${example}`);
  }
  const symbol = currencySymbolFinding(
    { code: a.currencyCode, symbol: a.currencySymbol },
    a.languages,
  );
  if (symbol) throw new CliError(`--symbol: ${symbol.message}`, symbol.hint);
  const registration = registrationCheck(a.registration);
  if (registration !== true)
    throw new CliError(
      `--registration: ${registration}`,
      'pass --registration username, mobile or username,mobile',
    );
}

/** Asks every question, starting from `base`; each answer is checked as it is given. */
export async function askAnswers(
  prompt: Context['prompt'],
  base: Answers,
  /** Host names other tenants serve (host → code): the domain question refuses them. */
  takenDomains: ReadonlyMap<string, string> = new Map(),
): Promise<Answers> {
  const displayName = await prompt.input(
    'Display name',
    base.displayName,
    answerChecks.displayName,
  );
  const defaultLanguage = await prompt.select(
    'Default language',
    LANGUAGES.map((l) => ({ value: l, name: l })),
    base.defaultLanguage,
  );
  const languages = await prompt.checkbox(
    'Languages offered',
    LANGUAGES.map((l) => ({ value: l, name: l })),
    base.languages.includes(defaultLanguage)
      ? base.languages
      : [defaultLanguage, ...base.languages],
    languagesCheck(defaultLanguage),
  );
  const theme = await prompt.select(
    'Default theme',
    [
      { value: 'dark', name: 'Dark' },
      { value: 'light', name: 'Light' },
    ],
    base.theme,
  );
  const registration = await prompt.checkbox(
    'Registration modes',
    [
      { value: 'username', name: 'By username' },
      { value: 'mobile', name: 'By mobile number' },
    ],
    base.registration,
    registrationCheck,
  );
  const flags = await prompt.checkbox(
    'Features',
    SWITCHABLE_FLAGS.map((f) => ({ value: f, name: flagLabel(f) })),
    base.flags,
  );
  const currencyCode = await prompt.input(
    'Currency code (ISO 4217)',
    base.currencyCode,
    answerChecks.currencyCode,
  );
  const currencySymbol = await prompt.input(
    'Currency symbol',
    base.currencySymbol,
    answerChecks.currencySymbol,
  );
  const primary = await prompt.input('Brand colour (#rrggbb)', base.primary, answerChecks.primary);
  const domain = await prompt.input('Domain', base.domain, domainCheck(takenDomains));
  return applyFlags(
    {
      ...base,
      displayName,
      defaultLanguage,
      languages: languages.length ? languages : [defaultLanguage],
      theme,
      registration,
      flags,
      currencyCode: currencyCode.toUpperCase(),
      currencySymbol,
      primary,
    },
    { domain },
  );
}
