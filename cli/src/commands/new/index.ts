import fs from 'node:fs';
import path from 'node:path';
import { checkManifests, formatProblem, listTenantCodes } from '#manifests/index.ts';
import { repoRoot, type Context } from '../../context.ts';
import { CliError, EXIT_INTERNAL } from '../../errors.ts';
import { unknownTenant } from '../../lib/tenants.ts';
import {
  answersFrom,
  applyFlags,
  askAnswers,
  checkAnswers,
  defaultAnswers,
  type AnswerFlags,
} from './answers.ts';
import type { TenantManifest } from '#schemas/index.ts';
import { cloneManifest } from './clone.ts';
import { renderLanguageBanners } from './banners.ts';
import { renderTemplateDir } from './render.ts';
import { answerConflicts, merchantCodeOf, tenantView } from './view.ts';

interface NewOptions extends AnswerFlags {
  code: string;
  yes: boolean;
  from?: string;
}

const CODE_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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

export async function newTenant(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'templatesDir' | 'io' | 'prompt'>,
  opts: NewOptions,
): Promise<number> {
  const { code } = opts;
  if (!CODE_PATTERN.test(code) || code.length > 40) {
    throw new CliError(
      `"${code}" is not a valid tenant code`,
      'use lower-case letters, digits and single hyphens, e.g. "lucky-star"',
    );
  }
  const target = path.join(ctx.tenantsDir, code);
  if (fs.existsSync(target)) {
    throw new CliError(
      `tenant "${code}" already exists at ${path.relative(ctx.root, target)}`,
      'choose another code, or edit the existing tenant.json',
    );
  }
  let base = defaultAnswers(code);
  let source: TenantManifest | undefined;
  if (opts.from !== undefined) {
    const known = listTenantCodes(ctx.tenantsDir);
    if (!known.includes(opts.from)) {
      const e = unknownTenant([opts.from], known);
      throw new CliError(`--from: ${e.message}`, e.hint);
    }
    const [result] = checkManifests(ctx.tenantsDir, [opts.from], ctx.root);
    if (!result?.manifest)
      throw new CliError(
        `--from: tenant "${opts.from}" is not valid`,
        `run \`lobby validate ${opts.from}\` and fix it first`,
      );
    source = result.manifest;
    base = answersFrom(source, code);
  }
  base = applyFlags(base, opts);
  // What clashes with other tenants is known before the first question: the merchant code comes
  // from the tenant code, and the domain question refuses a host another tenant serves.
  const others = checkManifests(ctx.tenantsDir, undefined, ctx.root).flatMap((r) =>
    r.manifest ? [r.manifest] : [],
  );
  const merchantCode = merchantCodeOf(code);
  // Merchant codes are told apart regardless of case (the server matches them so).
  const clash = others.find((m) => m.merchantCode.toLowerCase() === merchantCode.toLowerCase());
  if (clash)
    throw new CliError(
      `merchant code ${merchantCode} is already used by "${clash.code}"`,
      'choose another tenant code',
    );
  const takenDomains = new Map(others.flatMap((m) => m.domains.map((d) => [d, m.code] as const)));
  const answers = opts.yes ? base : await askAnswers(ctx.prompt, base, takenDomains);
  checkAnswers(answers);
  const conflicts = answerConflicts(answers);
  if (conflicts.length > 0)
    throw new CliError(
      conflicts.join('\n'),
      'add mobile to --registration (mobile registration collects the number), or leave those flags out of --flags',
    );
  const domainOwner = takenDomains.get(answers.domain);
  if (domainOwner)
    throw new CliError(
      `domain ${answers.domain} is already used by "${domainOwner}"`,
      'pass --domain with another host name',
    );
  const view = tenantView(code, answers);

  // Render beside the tenants (same file system, so the final rename is atomic), check, then move.
  const staging = fs.mkdtempSync(path.join(ctx.tenantsDir, `.new-${code}-`));
  try {
    const stagedTenant = path.join(staging, code);
    const files = [
      ...renderTemplateDir(ctx.templatesDir, stagedTenant, view),
      ...renderLanguageBanners(ctx.templatesDir, stagedTenant, view, answers.languages),
    ];
    const manifestFile = path.join(stagedTenant, 'tenant.json');
    let manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as TenantManifest;
    let changes: string[] = [];
    if (source) {
      ({ manifest, changes } = cloneManifest(source, manifest, answers));
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
    fs.renameSync(stagedTenant, target);
    ctx.io.out(`created ${path.relative(ctx.root, target)}/ (${files.join(', ')})`);
    if (source) {
      ctx.io.out(`cloned from ${source.code}; changed:`);
      for (const c of changes) ctx.io.out(`  ${c}`);
    }
    ctx.io.out(
      `next: edit ${path.relative(ctx.root, path.join(target, 'tenant.json'))}, then \`lobby validate ${code}\``,
    );
    return 0;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
