// The questions a new brand is created with, in the order they are asked: `lobby new` prompts
// them on the terminal and the studio's create dialog draws its form from them, so both ask the
// same things with the same choices. The checks on the answers run where the fleet is known
// (cli/src/commands/new/answers.ts).
import { LANGUAGES, type Language } from './constants.ts';
import { ASKED_FLAGS, FLAGS } from './flags.ts';

export type RegistrationMode = 'username' | 'mobile';
export type AskedFlag = (typeof ASKED_FLAGS)[number];

/** Every answer a new brand is made from. */
export interface BrandAnswers {
  displayName: string;
  defaultLanguage: Language;
  languages: Language[];
  theme: 'dark' | 'light';
  registration: RegistrationMode[];
  flags: AskedFlag[];
  currencyCode: string;
  currencySymbol: string;
  primary: string;
  domain: string;
}

export interface Choice<T extends string> {
  value: T;
  name: string;
}

/** The answers typed as text. */
export type TextKey = {
  [K in keyof BrandAnswers]: BrandAnswers[K] extends string
    ? string extends BrandAnswers[K]
      ? K
      : never
    : never;
}[keyof BrandAnswers];
/** The answers picked from a list, one value. */
type PickKey = 'defaultLanguage' | 'theme';
/** The answers ticked in a list, any number of values. */
type TickKey = 'languages' | 'registration' | 'flags';

export type BrandQuestion =
  | { kind: 'text'; key: TextKey; label: string }
  | {
      [K in PickKey]: {
        kind: 'pick';
        key: K;
        label: string;
        choices: readonly Choice<BrandAnswers[K]>[];
      };
    }[PickKey]
  | {
      [K in TickKey]: {
        kind: 'tick';
        key: K;
        label: string;
        choices: readonly Choice<BrandAnswers[K][number]>[];
      };
    }[TickKey];

const languageChoices = LANGUAGES.map((l) => ({ value: l, name: l }));

export const BRAND_QUESTIONS: readonly BrandQuestion[] = [
  { kind: 'text', key: 'displayName', label: 'Display name' },
  { kind: 'pick', key: 'defaultLanguage', label: 'Default language', choices: languageChoices },
  { kind: 'tick', key: 'languages', label: 'Languages offered', choices: languageChoices },
  {
    kind: 'pick',
    key: 'theme',
    label: 'Default theme',
    choices: [
      { value: 'dark', name: 'Dark' },
      { value: 'light', name: 'Light' },
    ],
  },
  {
    kind: 'tick',
    key: 'registration',
    label: 'Registration modes',
    choices: [
      { value: 'username', name: 'By username' },
      { value: 'mobile', name: 'By mobile number' },
    ],
  },
  {
    kind: 'tick',
    key: 'flags',
    label: 'Features',
    choices: ASKED_FLAGS.map((f) => ({ value: f, name: FLAGS[f].ask.label })),
  },
  { kind: 'text', key: 'currencyCode', label: 'Currency code (ISO 4217)' },
  { kind: 'text', key: 'currencySymbol', label: 'Currency symbol' },
  { kind: 'text', key: 'primary', label: 'Brand colour (#rrggbb)' },
  { kind: 'text', key: 'domain', label: 'Domain' },
];
