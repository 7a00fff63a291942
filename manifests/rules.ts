// The rules of one manifest that no schema can express (spec §5 patterns, bounds, registration
// modes, games, links, the default password, the wire format, asset files).
import fs from 'node:fs';
import path from 'node:path';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '#schemas/constants.ts';
import { compileAcceptedPattern } from '#schemas/field-rules.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { EMBEDDED_KEY, isReadyWire, WIRE_ADAPTERS } from '#schemas/wire-formats.ts';
import { didYouMean, ISO_CURRENCIES } from './checks.ts';
import { assetFindings } from './checks/assets.ts';
import { currencySymbolFinding } from './checks/currency.ts';
import { flagConflictFindings } from './checks/flags.ts';
import { misplacedVendorFindings } from './checks/games.ts';
import { channelLinkProblem } from './checks/links.ts';
import { registrationRuleFindings } from './checks/registration.ts';
import { fromFinding, problem, type LoadedFile, type ManifestProblem } from './problem.ts';

export function semanticProblems(
  loaded: LoadedFile,
  m: TenantManifest,
  tenantsDir: string,
): ManifestProblem[] {
  const out: ManifestProblem[] = [];
  if (m.code !== loaded.code) {
    out.push(
      problem(
        loaded,
        '/code',
        `must equal the folder name "${loaded.code}"`,
        `set "code": "${loaded.code}" or rename the folder`,
      ),
    );
  }
  if (!m.languages.available.includes(m.languages.default)) {
    out.push(
      problem(
        loaded,
        '/languages/default',
        `default language "${m.languages.default}" is not in /languages/available`,
        `add "${m.languages.default}" to /languages/available or pick a listed language`,
      ),
    );
  }
  for (const [name, rule] of Object.entries(m.registration.fields)) {
    if (!rule) continue;
    const base = `/registration/fields/${name}`;
    if (rule.acceptedPattern !== undefined) {
      try {
        compileAcceptedPattern(rule.acceptedPattern);
      } catch (e) {
        out.push(
          problem(
            loaded,
            `${base}/acceptedPattern`,
            `does not compile: ${(e as Error).message}`,
            "write a JavaScript regular expression ('*' alone means anything)",
          ),
        );
      }
    }
    if (
      rule.minLength !== undefined &&
      rule.maxLength !== undefined &&
      rule.minLength > rule.maxLength
    ) {
      out.push(
        problem(
          loaded,
          `${base}/minLength`,
          `must be <= maxLength (${rule.maxLength})`,
          `lower minLength or raise maxLength above ${rule.minLength}`,
        ),
      );
    }
  }
  if (!m.flags.MOBILENUMREG3 && !m.flags.USERNAMEREG3) {
    out.push(
      problem(
        loaded,
        '/flags',
        'no registration mode is on',
        'set /flags/USERNAMEREG3 or /flags/MOBILENUMREG3 to true',
      ),
    );
  }
  if (m.flags.MOBILENUMREG3 && !m.registration.fields.mobileNum?.enabled) {
    out.push(
      problem(
        loaded,
        '/registration/fields',
        'mobile registration is on but the mobileNum field is not enabled',
        'add an enabled mobileNum rule',
      ),
    );
  }
  if (m.home.sections.length === 0) {
    out.push(
      problem(loaded, '/home/sections', 'lists no section', 'list at least one home section'),
    );
  }
  out.push(...currencyProblems(loaded, m));
  out.push(...gameProblems(loaded, m));
  out.push(...linkProblems(loaded, m));
  const findings = [
    ...registrationRuleFindings(m.registration.fields),
    ...flagConflictFindings(m.flags, m.registration.fields),
    ...misplacedVendorFindings(m.games.categories),
    ...assetFindings(path.join(tenantsDir, loaded.code), m.branding),
  ];
  const symbol = ISO_CURRENCIES.includes(m.currency.code)
    ? currencySymbolFinding(m.currency, m.languages.available)
    : undefined;
  if (symbol) findings.push(symbol);
  out.push(...findings.map((f) => fromFinding(loaded, f)));
  out.push(...passwordProblems(loaded, m));
  out.push(...wireProblems(loaded, m));
  for (const pointer of ['/branding/logo', '/branding/favicon'] as const) {
    const rel = pointer === '/branding/logo' ? m.branding.logo : m.branding.favicon;
    if (!fs.existsSync(path.join(tenantsDir, loaded.code, rel))) {
      out.push(
        problem(
          loaded,
          pointer,
          `asset file "${rel}" does not exist`,
          `add tenants/${loaded.code}/${rel} or fix the path`,
        ),
      );
    }
  }
  return out;
}

function currencyProblems(loaded: LoadedFile, m: TenantManifest): ManifestProblem[] {
  if (ISO_CURRENCIES.includes(m.currency.code)) return [];
  return [
    problem(
      loaded,
      '/currency/code',
      `"${m.currency.code}" is not an ISO 4217 currency code`,
      `${didYouMean(m.currency.code, ISO_CURRENCIES)}use a code such as THB, USD, CNY, VND or EUR (full list: https://www.iso.org/iso-4217-currency-codes.html)`,
    ),
  ];
}

/** Home sections and the categories that feed them (spec §4 regrouping). */
function sectionHasVendors(
  section: string,
  categories: Record<string, string[] | undefined>,
): boolean {
  const sports = categories.SPORTS ?? [];
  const esports: readonly string[] = ESPORTS_VENDORS;
  const cockfight: readonly string[] = COCKFIGHT_VENDORS;
  switch (section) {
    case 'RNG':
      return (categories.RNG ?? []).some((v) => !v.startsWith('INHOUSE_'));
    case 'SPORTS':
      return sports.some((v) => !esports.includes(v) && !cockfight.includes(v));
    case 'ESPORTS':
      return sports.some((v) => esports.includes(v));
    case 'COCKFIGHT':
      return sports.some((v) => cockfight.includes(v));
    default:
      return (categories[section] ?? []).length > 0;
  }
}

function gameProblems(loaded: LoadedFile, m: TenantManifest): ManifestProblem[] {
  const out: ManifestProblem[] = [];
  const categories = m.games.categories as Record<string, string[] | undefined>;
  const names = Object.keys(categories);
  if (names.length === 0) {
    out.push(
      problem(
        loaded,
        '/games/categories',
        'lists no game category: the site would have no games',
        'add at least one category with vendors, e.g. "RNG": ["PG", "PP", "JILI"]',
      ),
    );
  }
  for (const name of names) {
    if ((categories[name] ?? []).length === 0) {
      out.push(
        problem(
          loaded,
          `/games/categories/${name}`,
          `category ${name} lists no vendor: its menu entry would open an empty page`,
          `add vendors to ${name} or remove the category`,
        ),
      );
    }
  }
  m.home.sections.forEach((section, i) => {
    if (names.length === 0 || sectionHasVendors(section, categories)) return;
    const feeder =
      section === 'ESPORTS'
        ? `add an e-sports vendor (${ESPORTS_VENDORS.join(', ')}) to /games/categories/SPORTS`
        : section === 'COCKFIGHT'
          ? `add a cockfight vendor (${COCKFIGHT_VENDORS.join(', ')}) to /games/categories/SPORTS`
          : `add vendors to /games/categories/${section}`;
    out.push({
      ...problem(
        loaded,
        `/home/sections/${i}`,
        `home section ${section} has no vendors behind it and will not show`,
        `${feeder}, or remove "${section}" from /home/sections`,
      ),
      severity: 'warning',
    });
  });
  return out;
}

function linkProblems(loaded: LoadedFile, m: TenantManifest): ManifestProblem[] {
  const links: [string, string | undefined, string][] = [
    ...m.customerService.map((c, i): [string, string, string] => [
      `/customerService/${i}/url`,
      c.type,
      c.url,
    ]),
    ...Object.entries(m.social).map(([k, v]): [string, string, string] => [
      `/social/${k}`,
      k,
      String(v),
    ]),
    ...(['ios', 'android'] as const).flatMap((k): [string, undefined, string][] =>
      m.apps[k] ? [[`/apps/${k}`, undefined, m.apps[k]]] : [],
    ),
    ...(m.apps.iosLite
      ? [['/apps/iosLite/url', undefined, m.apps.iosLite.url] as [string, undefined, string]]
      : []),
  ];
  return links.flatMap(([pointer, channel, value]) => {
    const verdict = channelLinkProblem(channel, value);
    return verdict ? [fromFinding(loaded, { pointer, ...verdict })] : [];
  });
}

function passwordProblems(loaded: LoadedFile, m: TenantManifest): ManifestProblem[] {
  const rule = m.registration.fields.password;
  const secret = m.security.defaultPassword;
  const broken: string[] = [];
  if (rule.minLength !== undefined && secret.length < rule.minLength)
    broken.push(`is shorter than the password minLength ${rule.minLength}`);
  if (rule.maxLength !== undefined && secret.length > rule.maxLength)
    broken.push(`is longer than the password maxLength ${rule.maxLength}`);
  if (rule.acceptedPattern !== undefined) {
    try {
      if (!compileAcceptedPattern(rule.acceptedPattern).test(secret))
        broken.push(`does not match the password pattern ${rule.acceptedPattern}`);
    } catch {
      // reported with the pattern itself
    }
  }
  if (broken.length === 0) return [];
  return [
    problem(
      loaded,
      '/security/defaultPassword',
      `the default password ${broken.join(' and ')}: members could never log in with it or change it`,
      'choose a default password that /registration/fields/password accepts',
    ),
  ];
}

function wireProblems(loaded: LoadedFile, m: TenantManifest): ManifestProblem[] {
  const { wire } = m.api;
  if (wire === 'platform' && !m.api.encryption)
    return [
      problem(
        loaded,
        '/api',
        'the platform wire encrypts logins and registrations with a key the API does not publish',
        `add api.encryption.publicKey: the API's RSA public key (PEM), or "${EMBEDDED_KEY}" for Lobby's embedded server`,
      ),
    ];
  if (isReadyWire(wire)) return [];
  return [
    problem(
      loaded,
      '/api/wire',
      `wire format "${wire}" is not supported yet: the runtime has no adapter for it`,
      `use ${WIRE_ADAPTERS.map((w) => `"${w}"`).join(' or ')} (or leave /api/wire out)`,
    ),
  ];
}
