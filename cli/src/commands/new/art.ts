// Numbers the tenant's SVG art needs so it fits the brand: the logo as wide as its name (any
// length, any script), banner and tile titles shrunk to fit, colours from the brand colour.
import { RTL_LANGUAGES, type Language } from '#schemas/constants.ts';
import { derivedAccent } from '#schemas/theme-derive.ts';
import { HEADLINES, type Words } from './headlines.ts';

/**
 * Advance of one letter in em, per script, where the Noto face a browser falls back to is wider
 * than Arial's 0.6: measured on the art's own bold headlines (their widest letters), so a
 * Myanmar, Tamil or Sinhala title shrinks to its box instead of running under the picture.
 */
const SCRIPT_ADVANCE: readonly (readonly [RegExp, number])[] = [
  [/\p{Script=Tamil}/u, 1.15],
  [/\p{Script=Sinhala}/u, 0.9],
  [/\p{Script=Telugu}/u, 0.9],
  [/\p{Script=Myanmar}/u, 0.85],
  [/\p{Script=Lao}/u, 0.85],
  [/\p{Script=Arabic}/u, 0.68],
  // Cyrillic capitals and Kazakh's added letters, then the rest of Cyrillic.
  [/[\u0400-\u042f\u0490-\u04ff]/u, 0.75],
  [/\p{Script=Cyrillic}/u, 0.64],
];

/** Approximate advance of one character of bold Arial (or the script's Noto face), in em. */
function advance(ch: string): number {
  const cp = ch.codePointAt(0)!;
  // Thai vowels and tone marks, and the other non-spacing marks, sit on the letter before them;
  // spacing marks (Myanmar's ေ and ာ, Tamil's ா) take room like a letter. Bidi isolates (see
  // `inDirection`) take none.
  if (/[\p{Mn}\p{Me}\p{Cf}]/u.test(ch)) return 0;
  if (cp >= 0x1100 && (cp <= 0x115f || (cp >= 0x2e80 && cp <= 0xd7a3) || cp >= 0xf900)) return 1;
  if (ch === ' ') return 0.28;
  if (/[iljtf.,:;'!|]/.test(ch)) return 0.33;
  if (/[mwMWжмшщыюЖМШЩЫЮ]/.test(ch)) return 0.9;
  if (/[A-Z0-9]/.test(ch)) return 0.7;
  return SCRIPT_ADVANCE.find(([script]) => script.test(ch))?.[1] ?? 0.6;
}

/** Width of a text in em (bold Arial, a little generous so nothing is ever clipped). */
function textEm(text: string): number {
  return [...text].reduce((sum, ch) => sum + advance(ch), 0) * 1.04;
}

/** The largest font size (px, at most `max`) at which `text` fits in `width` px. */
function fitSize(text: string, width: number, max: number): number {
  const em = textEm(text);
  return Math.max(10, Math.min(max, Math.floor((width / Math.max(em, 1)) * 10) / 10));
}

export function mix(hex: string, other: string, weight: number): string {
  const c = (h: string, i: number) => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(c(hex, i) * (1 - weight) + c(other, i) * weight));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

/** A headline drawn into the art, with the font sizes at which it fits. */
export interface Headline {
  title: string;
  titleSize: number;
  line: string;
  lineSize: number;
  cta: string;
  ctaSize: number;
}

interface Art {
  /** The font list of the art's words in its language (`font-family` of the banner and promotion art). */
  fontFamily: string;
  logoWidth: number;
  logoTextSize: number;
  bannerNameSize: number;
  deep: string;
  accent: string;
  light: string;
  banners: Headline[];
  promotions: { apply: Headline; claim: Headline; join: Headline };
}

const LOGO_TEXT = 22;
const LOGO_TEXT_X = 52;

/**
 * The Noto face of a language's script, named after Arial in the art's font list. Left to a
 * renderer's fallback, a script's letters and its vowel signs can come from different faces:
 * librsvg drew regular-weight Tamil with each vowel sign on a dotted circle. Naming the face
 * also draws the art in the face its widths are measured in (SCRIPT_ADVANCE), and Han
 * characters in their language's forms.
 */
const SCRIPT_FACE: Partial<Record<Language, string>> = {
  th: 'Noto Sans Thai',
  zh: 'Noto Sans CJK SC',
  'zh-Hant': 'Noto Sans CJK TC',
  ja: 'Noto Sans CJK JP',
  ko: 'Noto Sans CJK KR',
  my: 'Noto Sans Myanmar',
  km: 'Noto Sans Khmer',
  lo: 'Noto Sans Lao',
  si: 'Noto Sans Sinhala',
  ta: 'Noto Sans Tamil',
  te: 'Noto Sans Telugu',
  bn: 'Noto Sans Bengali',
  hi: 'Noto Sans Devanagari',
  ne: 'Noto Sans Devanagari',
  ar: 'Noto Sans Arabic',
  fa: 'Noto Sans Arabic',
  ur: 'Noto Sans Arabic',
};

/** The art's font list in `language`: Arial, then the face of the language's script. */
const fontFamilyOf = (language: Language) => {
  const face = SCRIPT_FACE[language];
  return face ? `Arial, '${face}', sans-serif` : 'Arial, sans-serif';
};

/**
 * A right-to-left text isolated as one: an SVG <text> is laid out left to right, where "مكافأة
 * ترحيب 100%" would show its number and sign at the wrong end ("%مكافأة ترحيب 100").
 */
const inDirection = (text: string, rtl: boolean) => (rtl ? `\u2067${text}\u2069` : text);

function headline(words: Words, width: number, size: number, rtl: boolean): Headline {
  const [title, line, cta] = words.map((w) => inDirection(w, rtl)) as [string, string, string];
  return {
    title,
    titleSize: fitSize(title, width, size),
    line,
    lineSize: fitSize(line, width, Math.round(size * 0.55)),
    cta,
    ctaSize: fitSize(cta, 120, 18),
  };
}

/** The art's numbers and words for a brand, its headlines in `language`. */
export function tenantArt(
  displayName: string,
  primary: string,
  language: Language = 'en',
  accent = derivedAccent(primary),
): Art {
  const name = displayName.trim();
  const words = HEADLINES[language];
  const rtl = RTL_LANGUAGES.includes(language);
  return {
    fontFamily: fontFamilyOf(language),
    logoWidth: Math.ceil(LOGO_TEXT_X + textEm(name) * LOGO_TEXT + 10),
    logoTextSize: LOGO_TEXT,
    bannerNameSize: fitSize(name, 300, 20),
    deep: mix(primary, '#000000', 0.45),
    accent,
    light: mix(primary, '#ffffff', 0.55),
    banners: words.banners.map((w) => headline(w, 380, 44, rtl)),
    promotions: {
      apply: headline(words.apply, 270, 36, rtl),
      claim: headline(words.claim, 270, 36, rtl),
      join: headline(words.join, 270, 36, rtl),
    },
  };
}
