// Reads tenant manifests from disk and checks them: the JSON Schema first, then the rules no
// schema can express (spec §5 patterns, bounds, cross-tenant uniqueness, asset files).
// Every problem carries the file, line, column and JSON pointer so an operator can jump to it.
import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, type Node } from 'jsonc-parser';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '#schemas/constants.ts';
import { compileAcceptedPattern } from '#schemas/field-rules.ts';
import { validateTenantSchema, type SchemaError, type TenantManifest } from '#schemas/index.ts';
import { didYouMean, duplicateKeys, ISO_CURRENCIES, patternFix } from './checks.ts';
import { assetFindings } from './checks/assets.ts';
import { clashingClaims } from './checks/claims.ts';
import { currencySymbolFinding } from './checks/currency.ts';
import type { Finding } from './checks/finding.ts';
import { flagConflictFindings } from './checks/flags.ts';
import { misplacedVendorFindings } from './checks/games.ts';
import { parseStrictJson } from './checks/json-syntax.ts';
import { channelLinkProblem } from './checks/links.ts';
import { registrationRuleFindings } from './checks/registration.ts';
import { tenantSchema } from '#schemas/tenant.schema.ts';
import { EMBEDDED_KEY, isReadyWire, WIRE_ADAPTERS } from '#schemas/wire-formats.ts';

export interface ManifestProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint: string;
  /** A warning is printed but does not make the manifest invalid. */
  severity?: 'warning';
}

export interface ManifestResult {
  code: string;
  file: string;
  manifest?: TenantManifest;
  problems: ManifestProblem[];
}

interface LoadedFile {
  code: string;
  file: string;
  text: string;
  /** The manifest's modification time: the older of two clashing declarations keeps the name. */
  changedAt: number;
  tree?: Node;
  value?: unknown;
  problems: ManifestProblem[];
}

export function manifestPath(tenantsDir: string, code: string): string {
  return path.join(tenantsDir, code, 'tenant.json');
}

/** Tenant codes present under tenantsDir (folders holding a tenant.json), sorted. */
export function listTenantCodes(tenantsDir: string): string[] {
  if (!fs.existsSync(tenantsDir)) return [];
  return fs
    .readdirSync(tenantsDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        !d.name.startsWith('.') &&
        fs.existsSync(manifestPath(tenantsDir, d.name)),
    )
    .map((d) => d.name)
    .sort();
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function segments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function escapePointer(segment: string | number): string {
  return String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Locates a pointer in the parsed tree; a property's location is its key, else the value. */
function locate(loaded: LoadedFile, pointer: string): { line: number; column: number } {
  if (!loaded.tree) return { line: 1, column: 1 };
  const segs = segments(pointer);
  // Walk up until something exists: a missing property is reported at its parent object.
  for (let n = segs.length; n >= 0; n--) {
    const node = findNodeAtLocation(loaded.tree, segs.slice(0, n));
    if (!node) continue;
    const keyNode =
      node.parent?.type === 'property' && n === segs.length ? node.parent.children?.[0] : undefined;
    return lineColumn(loaded.text, (keyNode ?? node).offset);
  }
  return { line: 1, column: 1 };
}

function problem(
  loaded: LoadedFile,
  pointer: string,
  message: string,
  hint: string,
): ManifestProblem {
  return { file: loaded.file, pointer, message, hint, ...locate(loaded, pointer) };
}

/** A check's finding at its place: in tenant.json, or at the top of the asset file it names. */
function fromFinding(loaded: LoadedFile, f: Finding): ManifestProblem {
  const at = f.asset
    ? {
        ...problem(loaded, f.pointer, f.message, f.hint),
        file: path.join(path.dirname(loaded.file), f.asset),
        line: 1,
        column: 1,
      }
    : problem(loaded, f.pointer, f.message, f.hint);
  return f.severity ? { ...at, severity: f.severity } : at;
}

/** The schema node that describes a JSON pointer (through properties and items). */
function schemaAt(pointer: string): Record<string, unknown> | undefined {
  let node: Record<string, unknown> | undefined = tenantSchema as unknown as Record<
    string,
    unknown
  >;
  for (const seg of segments(pointer)) {
    if (!node) return undefined;
    const props = node.properties as Record<string, Record<string, unknown>> | undefined;
    if (typeof seg === 'number' || (node.type === 'array' && node.items)) {
      node = node.items as Record<string, unknown> | undefined;
    } else if (props?.[seg]) node = props[seg];
    else if (typeof node.additionalProperties === 'object')
      node = node.additionalProperties as Record<string, unknown>;
    else return undefined;
  }
  return node;
}

function valueAt(loaded: LoadedFile, pointer: string): unknown {
  let v: unknown = loaded.value;
  for (const seg of segments(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

function allowedList(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

function schemaProblem(loaded: LoadedFile, error: SchemaError): ManifestProblem {
  const params = error.params as Record<string, unknown>;
  const value = valueAt(loaded, error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const pointer = `${error.instancePath}/${escapePointer(name)}`;
      const known = Object.keys(
        (schemaAt(error.instancePath)?.properties as object | undefined) ?? {},
      );
      return problem(
        loaded,
        pointer,
        `unknown property "${name}"`,
        `${didYouMean(name, known)}remove it or use one of: ${allowedList(known)}`,
      );
    }
    case 'required': {
      const name = String(params.missingProperty);
      const described = schemaAt(`${error.instancePath}/${escapePointer(name)}`)?.description;
      return problem(
        loaded,
        error.instancePath,
        `missing required property "${name}"`,
        `add "${name}" here${typeof described === 'string' ? ` (${described})` : ''}`,
      );
    }
    case 'type':
      return problem(
        loaded,
        error.instancePath,
        `must be ${String(params.type)}, not ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value}`,
        `change the value to a ${String(params.type)}`,
      );
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const got = typeof value === 'string' ? value : JSON.stringify(value);
      return problem(
        loaded,
        error.instancePath,
        `"${got}" is not one of the allowed values`,
        `${didYouMean(got, allowed)}use one of: ${allowedList(allowed)}`,
      );
    }
    case 'propertyNames': {
      const name = String(params.propertyName);
      const names = ((
        schemaAt(error.instancePath)?.propertyNames as { enum?: string[] } | undefined
      )?.enum ?? []) as string[];
      return problem(
        loaded,
        `${error.instancePath}/${escapePointer(name)}`,
        `property name "${name}" is not allowed`,
        `${didYouMean(name, names)}rename it to one of: ${allowedList(names)}`,
      );
    }
    case 'pattern':
      return problem(
        loaded,
        error.instancePath,
        `${JSON.stringify(value)} does not match ${String(params.pattern)}`,
        patternFix(String(params.pattern), value),
      );
    case 'minItems':
      return problem(
        loaded,
        error.instancePath,
        `must list at least ${String(params.limit)} item(s)`,
        `add ${String(params.limit)} or more entries`,
      );
    case 'uniqueItems':
      return problem(
        loaded,
        error.instancePath,
        `lists the same item twice (items ${String(params.j)} and ${String(params.i)})`,
        `remove the second ${JSON.stringify((value as unknown[] | undefined)?.[Number(params.i)])}`,
      );
    case 'minLength':
    case 'maxLength':
      return problem(
        loaded,
        error.instancePath,
        `must be ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} character(s) long`,
        error.keyword === 'minLength'
          ? `write at least ${String(params.limit)} character(s)`
          : `shorten it to ${String(params.limit)} character(s) or fewer`,
      );
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return problem(
        loaded,
        error.instancePath,
        `must be ${String(params.comparison)} ${String(params.limit)}`,
        `use a number ${String(params.comparison)} ${String(params.limit)}`,
      );
    default:
      return problem(
        loaded,
        error.instancePath,
        error.message ?? error.keyword,
        'see the description of this property in schemas/tenant.schema.json',
      );
  }
}

function loadFile(tenantsDir: string, code: string, displayRoot: string): LoadedFile {
  const abs = manifestPath(tenantsDir, code);
  const file = path.relative(displayRoot, abs) || abs;
  const loaded: LoadedFile = { code, file, text: '', changedAt: 0, problems: [] };
  try {
    loaded.text = fs.readFileSync(abs, 'utf8');
    loaded.changedAt = fs.statSync(abs).mtimeMs;
  } catch {
    loaded.problems.push({
      file,
      line: 1,
      column: 1,
      pointer: '',
      message: 'cannot read tenant.json',
      hint: `create ${file}`,
    });
    return loaded;
  }
  const parsed = parseStrictJson(loaded.text);
  for (const p of parsed.problems)
    loaded.problems.push({
      file,
      ...lineColumn(loaded.text, p.offset),
      pointer: '',
      message: p.message,
      hint: p.hint,
    });
  if (!parsed.tree) return loaded;
  loaded.text = parsed.body;
  loaded.tree = parsed.tree;
  loaded.value = JSON.parse(loaded.text) as unknown;
  for (const d of duplicateKeys(loaded.tree)) {
    loaded.problems.push({
      file,
      ...lineColumn(loaded.text, d.offset),
      pointer: d.pointer,
      message: `"${d.key}" is written twice; the last one silently wins`,
      hint: `keep one "${d.key}" and delete the other`,
    });
  }
  return loaded;
}

function semanticProblems(
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

function crossTenantProblems(
  loaded: LoadedFile[],
  manifests: Map<string, TenantManifest>,
): Map<string, ManifestProblem[]> {
  const out = new Map<string, ManifestProblem[]>();
  const add = (l: LoadedFile, p: ManifestProblem) =>
    out.set(l.code, [...(out.get(l.code) ?? []), p]);
  // Every manifest whose names can be read claims them, valid or not: a broken first declaration
  // still keeps its domain (its host answers "not configured"), never handing it to a newcomer.
  const namesOf = (l: LoadedFile, key: 'merchantCode' | 'domains'): string[] => {
    const raw =
      manifests.get(l.code)?.[key] ?? (l.value as Record<string, unknown> | undefined)?.[key];
    const list = Array.isArray(raw) ? raw : [raw];
    return list.filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  };
  const valid = loaded.filter((l) => manifests.has(l.code));
  // The server matches the Merchant header regardless of case: so must uniqueness.
  for (const { name, owner, later } of clashingClaims(
    loaded.map((l) => ({ claimant: l, names: namesOf(l, 'merchantCode') })),
  )) {
    if (!valid.includes(later)) continue;
    add(
      later,
      problem(
        later,
        '/merchantCode',
        `merchant code "${manifests.get(later.code)?.merchantCode ?? name}" is declared by "${owner.code}" (${owner.file}) and "${later.code}"; this file changed more recently, so "${owner.code}" keeps it`,
        'choose a merchant code no other tenant uses',
      ),
    );
  }
  for (const { name, owner, later } of clashingClaims(
    loaded.map((l) => ({ claimant: l, names: namesOf(l, 'domains') })),
  )) {
    if (!valid.includes(later)) continue;
    const i = namesOf(later, 'domains').indexOf(name);
    add(
      later,
      problem(
        later,
        `/domains/${i}`,
        `domain "${name}" is declared by "${owner.code}" (${owner.file}) and "${later.code}"; this file changed more recently, so "${owner.code}" keeps serving it and "${later.code}" is refused`,
        `remove "${name}" here, or first remove it from ${owner.file}`,
      ),
    );
  }
  return out;
}

/**
 * Loads and checks manifests. `codes` narrows what is reported; uniqueness is always checked
 * against every tenant on disk, since a new tenant may clash with one not named.
 */
export function checkManifests(
  tenantsDir: string,
  codes?: string[],
  displayRoot = process.cwd(),
): ManifestResult[] {
  const all = listTenantCodes(tenantsDir);
  const wanted = codes && codes.length > 0 ? codes : all;
  const names = [...new Set([...all, ...wanted])].sort();
  const loaded = names.map((code) => loadFile(tenantsDir, code, displayRoot));
  const manifests = new Map<string, TenantManifest>();
  for (const l of loaded) {
    if (l.value === undefined) continue;
    const result = validateTenantSchema(l.value);
    if (!result.ok) {
      // propertyNames failures come twice (the inner enum too): keep the outer one.
      const errors = result.errors.filter((e) => !e.propertyName);
      const seen = new Set<string>();
      for (const p of errors.map((e) => schemaProblem(l, e))) {
        const key = `${p.pointer} ${p.message}`;
        if (!seen.has(key)) l.problems.push(p);
        seen.add(key);
      }
      continue;
    }
    l.problems.push(...semanticProblems(l, result.value, tenantsDir));
    manifests.set(l.code, result.value);
  }
  const cross = crossTenantProblems(loaded, manifests);
  return loaded
    .filter((l) => wanted.includes(l.code))
    .map((l) => {
      const problems = [...l.problems, ...(cross.get(l.code) ?? [])].sort(
        (a, b) => a.line - b.line || a.column - b.column,
      );
      const manifest = manifests.get(l.code);
      return {
        code: l.code,
        file: l.file,
        problems,
        ...(manifest && !problems.some(isError) ? { manifest } : {}),
      };
    });
}

export const isError = (p: ManifestProblem) => p.severity !== 'warning';

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}:${p.line}:${p.column} ${p.pointer || '/'}: ${p.severity === 'warning' ? 'warning: ' : ''}${p.message} (fix: ${p.hint})`;
}

/** Every tenant on disk, split into those that can serve and those that cannot (with why). */
export function loadManifests(tenantsDir: string): {
  valid: TenantManifest[];
  invalid: ManifestResult[];
} {
  const results = checkManifests(tenantsDir);
  return {
    valid: results.flatMap((r) => (r.manifest ? [r.manifest] : [])),
    invalid: results.filter((r) => !r.manifest),
  };
}

/** Loads every tenant, throwing one readable error if any is invalid: the server's start-up path. */
export function loadValidManifests(tenantsDir: string): TenantManifest[] {
  const results = checkManifests(tenantsDir);
  const bad = results.flatMap((r) => r.problems.filter(isError));
  if (bad.length > 0) {
    throw new Error(
      `invalid tenant manifests (run \`lobby validate --all\`):\n${bad.map(formatProblem).join('\n')}`,
    );
  }
  return results.map((r) => r.manifest).filter((m): m is TenantManifest => m !== undefined);
}
