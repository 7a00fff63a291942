// Making a tenant from answers, shared by `lobby new` and the studio's create dialog: what is
// known before any question (the code, the source of a clone, the hosts other tenants serve),
// every refusal of the answers, and the write (rendered beside the tenants, checked, then moved
// in whole, so a refused or failed create leaves nothing behind).
import fs from 'node:fs';
import path from 'node:path';
import { checkManifests, formatProblem, listTenantCodes } from '#manifests/index.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { repoRoot, type Context } from '../../context.ts';
import { CliError, EXIT_INTERNAL } from '../../errors.ts';
import { rasteriseBanners } from '../../lib/banner-raster.ts';
import { unknownTenant } from '../../lib/tenants.ts';
import {
  answerRefusals,
  answersFrom,
  defaultAnswers,
  type AnswerRefusal,
  type Answers,
} from './answers.ts';
import { renderLanguageArt } from './language-art.ts';
import { cloneManifest } from './clone.ts';
import { renderTemplateDir } from './render.ts';
import { answerConflicts, merchantCodeOf, tenantView } from './view.ts';

type Dirs = Pick<Context, 'root' | 'tenantsDir' | 'templatesDir'>;

/** A refusal of the tenant code or of the tenant cloned, before any question. */
export class StartRefused extends CliError {
  constructor(
    readonly field: 'code' | 'from',
    message: string,
    hint: string,
  ) {
    super(message, hint);
  }
}

/** What a new tenant starts from: the answers to offer, the clone's source, the hosts in use. */
export interface NewStart {
  code: string;
  base: Answers;
  source?: TenantManifest;
  /** Host names other tenants serve (host → code). */
  takenDomains: ReadonlyMap<string, string>;
}

const CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Checks the code (and the source of a clone) and gathers what the questions start from. */
export function startNew(ctx: Dirs, code: string, from?: string): NewStart {
  if (!CODE_PATTERN.test(code) || code.length > 40) {
    throw new StartRefused(
      'code',
      `"${code}" is not a valid tenant code`,
      'use lower-case letters, digits and single hyphens, e.g. "lucky-star"',
    );
  }
  const target = path.join(ctx.tenantsDir, code);
  if (fs.existsSync(target)) {
    throw new StartRefused(
      'code',
      `tenant "${code}" already exists at ${path.relative(ctx.root, target)}`,
      'choose another code, or edit the existing tenant.json',
    );
  }
  let base = defaultAnswers(code);
  let source: TenantManifest | undefined;
  if (from !== undefined) {
    const known = listTenantCodes(ctx.tenantsDir);
    if (!known.includes(from)) {
      const e = unknownTenant([from], known);
      throw new StartRefused('from', `--from: ${e.message}`, e.hint ?? '');
    }
    const [result] = checkManifests(ctx.tenantsDir, [from], ctx.root);
    if (!result?.manifest)
      throw new StartRefused(
        'from',
        `--from: tenant "${from}" is not valid`,
        `run \`lobby validate ${from}\` and fix it first`,
      );
    source = result.manifest;
    base = answersFrom(source, code);
  }
  // What clashes with other tenants is known before the first question: the merchant code comes
  // from the tenant code, and the domain question refuses a host another tenant serves.
  const others = checkManifests(ctx.tenantsDir, undefined, ctx.root).flatMap((r) =>
    r.manifest ? [r.manifest] : [],
  );
  const merchantCode = merchantCodeOf(code);
  // Merchant codes are told apart regardless of case (the server matches them so).
  const clash = others.find((m) => m.merchantCode.toLowerCase() === merchantCode.toLowerCase());
  if (clash)
    throw new StartRefused(
      'code',
      `merchant code ${merchantCode} is already used by "${clash.code}"`,
      'choose another tenant code',
    );
  const takenDomains = new Map(others.flatMap((m) => m.domains.map((d) => [d, m.code] as const)));
  return { code, base, source, takenDomains };
}

/**
 * Every refusal of a full set of answers: each question's check, then flags the answers turn on
 * without what they require (refused rather than silently switched off).
 */
export function refusalsOf(start: NewStart, answers: Answers): AnswerRefusal[] {
  return [
    ...answerRefusals(answers, start.takenDomains),
    ...answerConflicts(answers).map((reason) => ({
      field: 'flags' as const,
      reason,
      hint: 'add mobile to --registration (mobile registration collects the number), or leave those flags out of --flags',
    })),
  ];
}

/** The manifest as the repository's Prettier would write it (so `npm run lint` stays green). */
async function formatJson(file: string, value: unknown): Promise<string> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    const config =
      (await prettier.resolveConfig(file)) ??
      (await prettier.resolveConfig(path.join(repoRoot, 'package.json'))) ??
      {};
    return await prettier.format(text, { ...config, filepath: file });
  } catch {
    return text; // Prettier is a dev tool: without it the file is still valid JSON.
  }
}

/** Writes the tenant of answers already checked (`refusalsOf` is empty). */
export async function writeNew(
  ctx: Dirs,
  start: NewStart,
  answers: Answers,
): Promise<{ target: string; files: string[]; changes: string[]; kept: string[] }> {
  const { code, source } = start;
  const target = path.join(ctx.tenantsDir, code);
  const view = tenantView(code, answers);
  // Render beside the tenants (same file system, so the final rename is atomic), check, then move.
  const staging = fs.mkdtempSync(path.join(ctx.tenantsDir, `.new-${code}-`));
  try {
    const stagedTenant = path.join(staging, code);
    const files = [
      ...renderTemplateDir(ctx.templatesDir, stagedTenant, view),
      ...renderLanguageArt(ctx.templatesDir, stagedTenant, view, answers.languages),
    ];
    files.push(...(await rasteriseBanners(stagedTenant)));
    const manifestFile = path.join(stagedTenant, 'tenant.json');
    let manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as TenantManifest;
    let changes: string[] = [];
    let kept: string[] = [];
    if (source) {
      ({ manifest, changes, kept } = cloneManifest(source, manifest, answers));
      // The source's own files (locale overrides, mall art…) come along unless drawn anew.
      fs.cpSync(path.join(ctx.tenantsDir, source.code), stagedTenant, {
        recursive: true,
        force: false,
        errorOnExist: false,
        filter: (from) => path.basename(from) !== 'tenant.json',
      });
    }
    fs.writeFileSync(manifestFile, await formatJson(manifestFile, manifest));
    const [result] = checkManifests(staging, [code], ctx.root);
    if (!result || result.problems.length > 0) {
      throw new CliError(
        `the rendered tenant is invalid:\n${(result?.problems ?? []).map(formatProblem).join('\n')}`,
        'this is a template bug: report it',
        EXIT_INTERNAL,
      );
    }
    if (fs.existsSync(target))
      throw new StartRefused(
        'code',
        `tenant "${code}" already exists at ${path.relative(ctx.root, target)}`,
        'choose another code, or edit the existing tenant.json',
      );
    fs.renameSync(stagedTenant, target);
    return { target, files, changes, kept };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
