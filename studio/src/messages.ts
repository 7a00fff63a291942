// Every word the studio shows, by key, from its catalogues (studio/locales/<lang>.json, i18next's
// format: {{placeholders}}, plurals in the forms each language needs). The studio speaks the
// operator's language (./language.ts); what it relays from the CLI (the validator's problems,
// `lobby new`'s refusals) stays the line the CLI prints, in English, so an operator can search it.
// Only the chosen language's catalogue is loaded, beside English for a word it might lack.
import { createInstance } from 'i18next';
import en from '../locales/en.json' with { type: 'json' };
import { isRtl, studioLanguage } from './language.ts';

/** A key of the catalogue, plural forms named by their base. */
type Key = keyof typeof en extends infer K
  ? K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Base
    : K
  : never;
type Catalogue = Record<string, string>;

const CATALOGUES = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

export const language = studioLanguage();
const words: Catalogue =
  language === 'en' ? en : await CATALOGUES[`../locales/${language}.json`]!();

if (typeof document !== 'undefined') {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

const i18n = createInstance();
void i18n.init({
  lng: language,
  fallbackLng: 'en',
  resources: { en: { translation: en }, [language]: { translation: words } },
  initAsync: false,
  // Keys are flat ("section.identity"); React escapes what it renders.
  keySeparator: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export const t = (key: Key, values?: Record<string, string | number>): string =>
  i18n.t(key, values);

/** The studio's words, each a key of the catalogue. */
export const msg = {
  appTitle: t('appTitle'),
  studioLanguage: t('studioLanguage'),
  fleetHeading: t('fleetHeading'),
  fleetCount: (shown: number, total: number) =>
    shown === total ? t('fleetCount', { count: total }) : t('fleetCountFiltered', { shown, total }),
  search: t('search'),
  searchHint: t('searchHint'),
  sortBy: t('sortBy'),
  sortName: t('sortName'),
  sortCode: t('sortCode'),
  sortProblems: t('sortProblems'),
  sortLanguages: t('sortLanguages'),
  colLogo: t('colLogo'),
  colBrand: t('colBrand'),
  colLanguages: t('colLanguages'),
  colTheme: t('colTheme'),
  colFlags: t('colFlags'),
  colDomain: t('colDomain'),
  colState: t('colState'),
  valid: t('valid'),
  invalid: (n: number) => t('invalid', { count: n }),
  noFlags: t('noFlags'),
  noMatch: t('noMatch'),
  loading: t('loading'),
  loadFailed: (why: string) => t('loadFailed', { why }),
  logoOf: (name: string) => t('logoOf', { name }),
  imagePick: t('imagePick'),
  imageSending: t('imageSending'),
  imageCurrent: (label: string) => t('imageCurrent', { label }),
  imageFailed: (why: string) => t('imageFailed', { why }),
  bannersIntro: (width: number, budget: number) => t('bannersIntro', { width, budget }),
  bannerSetDefault: (language: string) => t('bannerSetDefault', { language }),
  bannerSlot: (n: number) => t('bannerSlot', { n }),
  bannerImage: (n: number, language: string) => t('bannerImage', { n, language }),
  bannerPick: (n: number, language: string) => t('bannerPick', { n, language }),
  bannerOwn: t('bannerOwn'),
  bannerDrawn: t('bannerDrawn'),
  bannerRevert: t('bannerRevert'),
  edit: (name: string) => t('edit', { name }),
  backToFleet: t('backToFleet'),
  sections: t('sections'),
  problemsHeading: (n: number) => (n === 0 ? t('noProblems') : t('problemsHeading', { count: n })),
  problemFix: t('problemFix'),
  warning: t('warning'),
  checking: t('checking'),
  review: t('review'),
  unchanged: t('unchanged'),
  changedCount: (n: number) => t('changedCount', { count: n }),
  diffHeading: t('diffHeading'),
  diffEmpty: t('diffEmpty'),
  save: t('save'),
  cancel: t('cancel'),
  saved: t('saved'),
  saveRefused: t('saveRefused'),
  fixFirst: t('fixFirst'),
  stale: t('stale'),
  reload: t('reload'),
  publish: t('publish'),
  publishHint: t('publishHint'),
  publishUnsaved: t('publishUnsaved'),
  publishing: t('publishing'),
  published: (version: number) => t('published', { version }),
  publishRefused: (reason: string) => t('publishRefused', { reason }),
  shotCaption: { before: t('shotBefore'), after: t('shotAfter') },
  shotAlt: {
    before: (site: string) => t('shotBeforeAlt', { site }),
    after: (site: string) => t('shotAfterAlt', { site }),
  },
  shotsMissing: (why: string) => t('shotsMissing', { why }),
  previewHeading: t('previewHeading'),
  previewTitle: (name: string) => t('previewTitle', { name }),
  phone: t('phone'),
  desktop: t('desktop'),
  light: t('light'),
  dark: t('dark'),
  previewWidth: t('previewWidth'),
  previewTheme: t('previewTheme'),
  previewInvalid: t('previewInvalid'),
  contrastWith: (ratio: string, other: string) => t('contrastWith', { ratio, other }),
  contrastLow: (min: number, readable: string) => t('contrastLow', { min, readable }),
  contrastOk: t('contrastOk'),
  colourPicker: (label: string) => t('colourPicker', { label }),
  derivedFromPrimary: t('derivedFromPrimary'),
  deriveFromPrimary: (colour: string) => t('deriveFromPrimary', { colour }),
  derivedFromDarkPrimary: t('derivedFromDarkPrimary'),
  deriveFromDarkPrimary: (colour: string) => t('deriveFromDarkPrimary', { colour }),
  newBrand: t('newBrand'),
  clone: t('clone'),
  cloneOf: (name: string) => t('cloneOf', { name }),
  cloneNote: (name: string) => t('cloneNote', { name }),
  codeLabel: t('codeLabel'),
  codeHint: t('codeHint'),
  next: t('next'),
  back: t('back'),
  create: t('create'),
  creating: t('creating'),
  createRefused: (n: number) => t('createRefused', { count: n }),
  fieldProblem: t('fieldProblem'),
  share: (have: number, total: number) => t('share', { have, total }),
  coverageNote: (fallback: string) => t('coverageNote', { fallback }),
  coverageLanguage: t('coverageLanguage'),
  coverageUi: t('coverageUi'),
  coverageTexts: t('coverageTexts'),
  coverageArt: t('coverageArt'),
  patternNone: t('patternNone'),
  patternNever: t('patternNever'),
  patternLengths: (range: string) => t('patternLengths', { range }),
  patternAtLeast: (min: number) => t('patternAtLeast', { min }),
  patternUnread: t('patternUnread'),
  patternExample: (example: string) => t('patternExample', { example }),
  patternNoExample: t('patternNoExample'),
  patternTry: t('patternTry'),
  patternPasses: t('patternPasses'),
  patternFails: t('patternFails'),
  orderOf: (label: string) => t('orderOf', { label }),
  moveUp: (item: string) => t('moveUp', { item }),
  moveDown: (item: string) => t('moveDown', { item }),
  removeItem: (item: string) => t('removeItem', { item }),
  addTo: (label: string) => t('addTo', { label }),
  choose: t('choose'),
  add: t('add'),
  shapeOne: t('shapeOne'),
  shapePerLanguage: t('shapePerLanguage'),
  showProblems: t('showProblems'),
  buildChecking: t('buildChecking'),
  buildUnknown: t('buildUnknown'),
  /** A brand's build state, said with the port of the server asked (0: none runs). */
  build: {
    serving: (port: number) => t('build.serving', { port }),
    older: (port: number) => t('build.older', { port }),
    built: (port: number) => (port ? t('build.builtAsked', { port }) : t('build.built')),
    none: () => t('build.none'),
  },
  section: {
    identity: t('section.identity'),
    banners: t('section.banners'),
    languages: t('section.languages'),
    theme: t('section.theme'),
    flags: t('section.flags'),
    registration: t('section.registration'),
    games: t('section.games'),
    contact: t('section.contact'),
    apps: t('section.apps'),
    agent: t('section.agent'),
    api: t('section.api'),
  },
} as const;
