// The choices `lobby new` asks for: each has a flag, a default, and (with --from) a value taken
// from an existing tenant. The questions themselves are `BRAND_QUESTIONS` (schemas/), which the
// studio's create dialog draws too; the checks on the answers are here, for both.
import { LANGUAGES, type Language } from '#schemas/constants.ts';
import { ASKED_FLAGS, FLAGS } from '#schemas/flags.ts';
import {
  BRAND_QUESTIONS,
  type BrandAnswers,
  type RegistrationMode,
  type TextKey,
} from '#schemas/new-brand.ts';
import { didYouMean, ISO_CURRENCIES } from '#manifests/checks.ts';
import type { TenantManifest } from '#schemas/index.ts';
import type { Context } from '../../context.ts';
import { currencySymbolFinding } from '#manifests/checks/currency.ts';
import { CliError } from '../../errors.ts';

/** The flags `lobby new` asks about (registration modes are a question of their own). */
export const SWITCHABLE_FLAGS = ASKED_FLAGS;

export type Answers = BrandAnswers;

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
 * each prompt as it is answered, on the flags and on the studio's form, so nothing reaches the
 * template that the manifest schema would refuse.
 */
const answerChecks: Record<TextKey, (v: string) => true | string> = {
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

/** What is wrong with one answer, said at its question; `hint` says it for the command line. */
export interface AnswerRefusal {
  field: keyof Answers;
  reason: string;
  hint?: string;
}

/** The command-line flag of each answer and an example of it. */
const ANSWER_FLAGS: Record<keyof Answers, [flag: string, example: string]> = {
  displayName: ['name', '--name "Lucky Star Casino"'],
  defaultLanguage: ['language', '--language en'],
  languages: ['languages', '--languages en,th'],
  theme: ['theme', '--theme dark'],
  registration: ['registration', '--registration username,mobile'],
  flags: ['flags', '--flags PTSYS3'],
  currencyCode: ['currency', '--currency THB'],
  currencySymbol: ['symbol', '--symbol ฿'],
  primary: ['primary', '--primary "#2f80ed"'],
  domain: ['domain', '--domain luckystar.example.com'],
};

/**
 * Every answer the manifest could not take, in question order: each question's own check (the
 * domain also against the hosts other tenants serve), then the currency symbol against the
 * languages.
 */
export function answerRefusals(
  a: Answers,
  takenDomains: ReadonlyMap<string, string> = new Map(),
): AnswerRefusal[] {
  const refusals: AnswerRefusal[] = [];
  for (const q of BRAND_QUESTIONS) {
    const verdict =
      q.kind === 'text'
        ? q.key === 'domain'
          ? domainCheck(takenDomains)(a.domain)
          : answerChecks[q.key](a[q.key])
        : q.key === 'languages'
          ? languagesCheck(a.defaultLanguage)(a.languages)
          : q.key === 'registration'
            ? registrationCheck(a.registration)
            : true;
    if (verdict !== true) refusals.push({ field: q.key, reason: verdict });
  }
  const symbol = currencySymbolFinding(
    { code: a.currencyCode, symbol: a.currencySymbol },
    a.languages,
  );
  if (symbol) refusals.push({ field: 'currencySymbol', reason: symbol.message, hint: symbol.hint });
  return refusals;
}

/** A refused answer as the command line says it: the flag that carried it, and an example. */
export function answerError(r: AnswerRefusal): CliError {
  const [flag, example] = ANSWER_FLAGS[r.field];
  return new CliError(`--${flag}: ${r.reason}`, r.hint ?? `e.g. ${example}`);
}

/** Refuses answers the manifest could not take, naming the flag that carried them. */
export function checkAnswers(a: Answers, takenDomains?: ReadonlyMap<string, string>): void {
  const [first] = answerRefusals(a, takenDomains);
  if (first) throw answerError(first);
}

/** The check the prompt runs on a typed answer as it is given. */
function typedCheck(key: TextKey, taken: ReadonlyMap<string, string>) {
  return key === 'domain' ? domainCheck(taken) : answerChecks[key];
}

/** Asks every question, starting from `base`; each answer is checked as it is given. */
export async function askAnswers(
  prompt: Context['prompt'],
  base: Answers,
  /** Host names other tenants serve (host → code): the domain question refuses them. */
  takenDomains: ReadonlyMap<string, string> = new Map(),
): Promise<Answers> {
  const a: Answers = { ...base };
  for (const q of BRAND_QUESTIONS) {
    switch (q.key) {
      case 'defaultLanguage':
        a.defaultLanguage = await prompt.select(q.label, [...q.choices], a.defaultLanguage);
        break;
      case 'theme':
        a.theme = await prompt.select(q.label, [...q.choices], a.theme);
        break;
      case 'languages': {
        const picked = await prompt.checkbox(
          q.label,
          [...q.choices],
          a.languages.includes(a.defaultLanguage)
            ? a.languages
            : [a.defaultLanguage, ...a.languages],
          languagesCheck(a.defaultLanguage),
        );
        a.languages = picked.length ? picked : [a.defaultLanguage];
        break;
      }
      case 'registration':
        a.registration = await prompt.checkbox(
          q.label,
          [...q.choices],
          a.registration,
          registrationCheck,
        );
        break;
      case 'flags':
        a.flags = await prompt.checkbox(q.label, [...q.choices], a.flags);
        break;
      default:
        a[q.key] = await prompt.input(q.label, a[q.key], typedCheck(q.key, takenDomains));
    }
  }
  return normaliseAnswers(a);
}

/** Answers as the manifest writes them: upper-case currency, lower-case host, default offered. */
export function normaliseAnswers(a: Answers): Answers {
  return applyFlags({ ...a, currencyCode: a.currencyCode.toUpperCase() }, { domain: a.domain });
}
