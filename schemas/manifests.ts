// Reads tenant manifests from disk and checks them: the JSON Schema first, then the rules no
// schema can express (spec §5 patterns, bounds, cross-tenant uniqueness, asset files).
// Every problem carries the file, line, column and JSON pointer so an operator can jump to it.
import fs from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { compileAcceptedPattern } from './field-rules.ts';
import { validateTenantSchema, type SchemaError, type TenantManifest } from './index.ts';

export interface ManifestProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint: string;
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

function schemaProblem(loaded: LoadedFile, error: SchemaError): ManifestProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const pointer = `${error.instancePath}/${escapePointer(name)}`;
      return problem(
        loaded,
        pointer,
        `unknown property "${name}"`,
        'remove it or check its spelling against schemas/tenant.schema.json',
      );
    }
    case 'required': {
      const name = String(params.missingProperty);
      return problem(
        loaded,
        error.instancePath,
        `missing required property "${name}"`,
        `add "${name}" here`,
      );
    }
    case 'type':
      return problem(
        loaded,
        error.instancePath,
        `must be ${String(params.type)}`,
        `change the value to a ${String(params.type)}`,
      );
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const shown =
        allowed.length > 8 ? `${allowed.slice(0, 8).join(', ')}, …` : allowed.join(', ');
      return problem(
        loaded,
        error.instancePath,
        'must be one of the allowed values',
        `use one of ${shown}`,
      );
    }
    case 'propertyNames':
      return problem(
        loaded,
        error.instancePath,
        `property name "${String(params.propertyName)}" is not allowed`,
        'rename or remove it',
      );
    case 'pattern':
      return problem(
        loaded,
        error.instancePath,
        `must match ${String(params.pattern)}`,
        'fix the value so it matches the pattern',
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
  const loaded: LoadedFile = { code, file, text: '', problems: [] };
  try {
    loaded.text = fs.readFileSync(abs, 'utf8');
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
  const errors: ParseError[] = [];
  loaded.tree = parseTree(loaded.text, errors, {
    allowTrailingComma: false,
    disallowComments: true,
  });
  if (errors.length > 0 || !loaded.tree) {
    for (const e of errors.slice(0, 5)) {
      loaded.problems.push({
        file,
        ...lineColumn(loaded.text, e.offset),
        pointer: '',
        message: 'invalid JSON',
        hint: 'fix the syntax (a missing comma, quote or bracket)',
      });
    }
    loaded.tree = undefined;
    return loaded;
  }
  loaded.value = JSON.parse(loaded.text) as unknown;
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
  if (m.flags.REGMOBVERF3 && !m.registration.fields.verificationCode?.enabled) {
    out.push(
      problem(
        loaded,
        '/registration/fields',
        'REGMOBVERF3 is on but the verificationCode field is not enabled',
        'add an enabled verificationCode rule',
      ),
    );
  }
  if (m.home.sections.length === 0) {
    out.push(
      problem(loaded, '/home/sections', 'lists no section', 'list at least one home section'),
    );
  }
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

function crossTenantProblems(
  loaded: LoadedFile[],
  manifests: Map<string, TenantManifest>,
): Map<string, ManifestProblem[]> {
  const out = new Map<string, ManifestProblem[]>();
  const add = (l: LoadedFile, p: ManifestProblem) =>
    out.set(l.code, [...(out.get(l.code) ?? []), p]);
  const merchants = new Map<string, string>();
  const domains = new Map<string, string>();
  for (const l of loaded) {
    const m = manifests.get(l.code);
    if (!m) continue;
    const owner = merchants.get(m.merchantCode);
    if (owner)
      add(
        l,
        problem(
          l,
          '/merchantCode',
          `merchant code "${m.merchantCode}" is already used by tenant "${owner}"`,
          'choose a merchant code no other tenant uses',
        ),
      );
    else merchants.set(m.merchantCode, l.code);
    m.domains.forEach((d, i) => {
      const other = domains.get(d);
      if (other)
        add(
          l,
          problem(
            l,
            `/domains/${i}`,
            `domain "${d}" is already used by tenant "${other}"`,
            'remove it here or from the other tenant',
          ),
        );
      else domains.set(d, l.code);
    });
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
      l.problems.push(...result.errors.map((e) => schemaProblem(l, e)));
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
        ...(manifest && problems.length === 0 ? { manifest } : {}),
      };
    });
}

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}:${p.line}:${p.column} ${p.pointer || '/'}: ${p.message} (fix: ${p.hint})`;
}

/** Loads every tenant, throwing one readable error if any is invalid: the server's start-up path. */
export function loadValidManifests(tenantsDir: string): TenantManifest[] {
  const results = checkManifests(tenantsDir);
  const bad = results.flatMap((r) => r.problems);
  if (bad.length > 0) {
    throw new Error(
      `invalid tenant manifests (run \`lobby validate --all\`):\n${bad.map(formatProblem).join('\n')}`,
    );
  }
  return results.map((r) => r.manifest).filter((m): m is TenantManifest => m !== undefined);
}
