// Turns the operator's answers into everything the tenant template needs.
import { VENDORS_BY_CATEGORY } from '#schemas/constants.ts';
import { flagRows, type FlagRow, type FlagValues } from '#schemas/flags.ts';
import { describeRequirement, flagConflicts } from '#manifests/checks/flags.ts';
import type { Answers } from './answers.ts';
import { derivedAccent } from '#schemas/theme-derive.ts';
import { tenantArt } from './art.ts';
import { siteTexts } from './site-texts.ts';

// The colours derived from the brand colour are left out (the accents, the light theme's primary):
// they follow it when it changes (schemas/theme-derive.ts).
function themes(a: Answers) {
  const common = { primaryContrast: '#ffffff' };
  return {
    default: a.theme,
    dark: {
      primary: a.primary,
      ...common,
      background: '#0e1117',
      surface: '#171b24',
      surfaceAlt: '#202634',
      text: '#f1f3f7',
      textMuted: '#9aa3b5',
      border: '#2c3343',
      success: '#2fbf71',
      danger: '#e5484d',
      warning: '#f5a524',
    },
    light: {
      ...common,
      background: '#f5f6f8',
      surface: '#ffffff',
      surfaceAlt: '#eef0f4',
      text: '#1a1d24',
      textMuted: '#5c6473',
      border: '#d9dde5',
      success: '#1a9d55',
      danger: '#d13438',
      warning: '#b7791f',
    },
  };
}

function fields(a: Answers) {
  const mobile = a.registration.includes('mobile');
  const off = { enabled: false, required: false };
  return {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
      minLength: 6,
      maxLength: 16,
      patternId: 0,
    },
    password: {
      enabled: true,
      required: true,
      acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).*$',
      minLength: 8,
      maxLength: 20,
      patternId: 17,
    },
    confirmPassword: {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      minLength: 8,
      maxLength: 20,
      patternId: 17,
    },
    mobileNum: mobile
      ? {
          enabled: true,
          required: true,
          acceptedPattern: '^[0-9]*$',
          minLength: 9,
          maxLength: 11,
          patternId: 5,
        }
      : off,
    captcha: {
      enabled: true,
      required: true,
      acceptedPattern: '^[0-9]*$',
      minLength: 4,
      maxLength: 4,
      patternId: 5,
    },
    verificationCode:
      mobile && a.flags.includes('REGMOBVERF3')
        ? {
            enabled: true,
            required: true,
            acceptedPattern: '^[0-9]*$',
            minLength: 6,
            maxLength: 6,
            patternId: 5,
          }
        : off,
    affiliateCode: {
      enabled: true,
      required: false,
      acceptedPattern: '^[A-Za-z0-9]*$',
      minLength: 4,
      maxLength: 12,
      patternId: 3,
    },
  };
}

/**
 * Every flag written out, so an operator sees them all in the new manifest: asked flags from the
 * answers (those that need mobile registration only with it), registration modes from the modes
 * chosen, the rest at their defaults.
 */
function scaffoldFlags(a: Answers): FlagValues {
  const value = (name: string, row: FlagRow): boolean => {
    if (!row.ask) return row.default;
    if ('registration' in row.ask) return a.registration.includes(row.ask.registration);
    return (a.flags as string[]).includes(name);
  };
  const out: Record<string, boolean | Record<string, boolean>> = {};
  for (const [name, row] of flagRows()) {
    out[name] =
      'items' in row
        ? Object.fromEntries(Object.entries(row.items).map(([i, r]) => [i, value(i, r)]))
        : value(name, row);
  }
  return out as FlagValues;
}

/** The merchant code a tenant code gets (LUCKY_STAR for lucky-star). */
/**
 * Asked flags the answers turn on without what they require (e.g. SMS login with no mobile
 * registration): refused rather than silently switched off.
 */
export function answerConflicts(a: Answers): string[] {
  return flagConflicts(scaffoldFlags(a), fields(a)).map(
    ({ flag, requirement }) =>
      `${flag} needs ${describeRequirement(requirement)}, which these answers leave off`,
  );
}

export const merchantCodeOf = (code: string): string =>
  code.toUpperCase().replace(/-/g, '_').slice(0, 20).padEnd(2, '0');
/** `accent`: the brand's accent when its manifest names one (art follows it); else derived. */
export function tenantView(
  code: string,
  a: Answers,
  accent = derivedAccent(a.primary),
): Record<string, unknown> {
  const flags = scaffoldFlags(a);
  const words = a.displayName.trim().split(/\s+/);
  const initials = (
    words.length > 1
      ? words.map((w) => [...w][0]).join('')
      : [...a.displayName].slice(0, 2).join('')
  )
    .slice(0, 3)
    .toUpperCase();
  const texts = siteTexts(a.languages);
  return {
    code,
    merchantCode: merchantCodeOf(code),
    displayName: a.displayName,
    initials,
    primary: a.primary,
    accent,
    art: tenantArt(a.displayName, a.primary, a.defaultLanguage, accent),
    domains: [a.domain],
    currency: { code: a.currencyCode, symbol: a.currencySymbol },
    defaultLanguage: a.defaultLanguage,
    languages: a.languages,
    themes: themes(a),
    flags,
    fields: fields(a),
    games: {
      categories: {
        LIVE: VENDORS_BY_CATEGORY.LIVE.slice(0, 3),
        RNG: VENDORS_BY_CATEGORY.RNG.slice(0, 5),
        FISH: VENDORS_BY_CATEGORY.FISH.slice(0, 2),
        PVP: VENDORS_BY_CATEGORY.PVP.slice(0, 2),
        SPORTS: ['SABA', 'BTI', 'AV', 'SV3'],
        LOTT: ['LOTT'],
        ELOTT: ['ELOTT'],
      },
      brandLabels: { BTI: 'BTi Sports' },
    },
    customerService: [{ type: 'livechat', title: texts.liveChat, url: `https://chat.${a.domain}` }],
    timeZone: 'GMT+0',
    supportHours: texts.supportHours,
    agentBody: texts.agentBody,
    homeSections: ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT'],
  };
}
