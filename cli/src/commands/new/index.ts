import path from 'node:path';
import type { Context } from '../../context.ts';
import { answerError, applyFlags, askAnswers, type AnswerFlags } from './answers.ts';
import { refusalsOf, startNew, writeNew } from './create.ts';

interface NewOptions extends AnswerFlags {
  code: string;
  yes: boolean;
  from?: string;
}

export async function newTenant(
  ctx: Pick<Context, 'root' | 'tenantsDir' | 'templatesDir' | 'io' | 'prompt'>,
  opts: NewOptions,
): Promise<number> {
  const start = startNew(ctx, opts.code, opts.from);
  const base = applyFlags(start.base, opts);
  const answers = opts.yes ? base : await askAnswers(ctx.prompt, base, start.takenDomains);
  const [refused] = refusalsOf(start, answers);
  if (refused) throw answerError(refused);
  const { target, files, changes, kept } = await writeNew(ctx, start, answers);
  ctx.io.out(`created ${path.relative(ctx.root, target)}/ (${files.join(', ')})`);
  if (start.source) {
    ctx.io.out(`cloned from ${start.source.code}; changed:`);
    for (const c of changes) ctx.io.out(`  ${c}`);
    if (kept.length > 0) {
      ctx.io.out(
        `kept from ${start.source.code} (these still lead to ${start.source.code}'s accounts; change them in tenant.json if the new brand has its own):`,
      );
      for (const k of kept) ctx.io.out(`  ${k}`);
    }
  }
  ctx.io.out(
    `next: edit ${path.relative(ctx.root, path.join(target, 'tenant.json'))}, then \`lobby validate ${opts.code}\``,
  );
  return 0;
}
